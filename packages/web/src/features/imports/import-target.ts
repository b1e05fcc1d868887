/** Where an import goes: a collection's products or a project's schedule (exactly one). */
export type ImportTarget = {
  workspaceId: string;
  collectionId?: string | null;
  projectId?: string | null;
};

export function targetVariables(target: ImportTarget) {
  return {
    workspaceId: target.workspaceId,
    collectionId: target.collectionId ?? null,
    projectId: target.projectId ?? null,
  };
}
