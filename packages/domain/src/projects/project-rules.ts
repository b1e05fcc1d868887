/** The project title: number - name - phase, leaving out the parts that are missing. */
export function formatProjectTitle(project: {
  number?: string | null;
  projectName: string;
  phase?: string | null;
}): string {
  return [project.number, project.projectName, project.phase]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' - ');
}

/** Project search: a case-insensitive part of the name. */
export function matchesProjectSearch(projectName: string, search: string): boolean {
  return projectName.toLowerCase().includes(search.trim().toLowerCase());
}

export const projectPageSize = 20;
export const projectNameMaxLength = 200;
