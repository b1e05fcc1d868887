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

/** The colours and icons a project can wear (getColorIconPalette). */
export const projectPalette = {
  default_colors: [
    '#3451b2',
    '#1e7a3c',
    '#a15c00',
    '#c0262d',
    '#6b3fa0',
    '#0b6aa2',
    '#5c6370',
    '#9a3412',
  ],
  default_icons: [
    'building',
    'hotel',
    'hospital',
    'school',
    'office',
    'retail',
    'residential',
    'museum',
    'stadium',
    'warehouse',
  ],
} as const;

export const projectTagMaxLength = 40;
export const projectTagsMax = 20;
export const starredListsPageSize = 100;

/** Trims tags, drops blanks and repeats (case-insensitively), keeping the first spelling. */
export function normalizeProjectTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}
