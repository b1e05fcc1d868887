import { workspacePath } from '../workspaces/workspaces.paths.ts';

/** The projects page of a workspace: /workspace/{workspaceId}/projects (route name 'projects'). */
export const PROJECTS_SEGMENT = 'projects';

export function projectsPath(workspaceId: string): string {
  return workspacePath(workspaceId, PROJECTS_SEGMENT);
}
