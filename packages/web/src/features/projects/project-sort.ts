import type { ProjectOrder } from './projects.types.ts';

export type ProjectSortOption = {
  id: string;
  label: string;
  orderBy: ProjectOrder;
  scanIndexForward: boolean;
};

/** The spec's project sort options, the first being the default. */
export const projectSortOptions: readonly ProjectSortOption[] = [
  { id: 'created', label: 'Creation date', orderBy: 'createdDate', scanIndexForward: false },
  { id: 'accessed', label: 'Recently accessed', orderBy: 'lastAccessed', scanIndexForward: false },
  { id: 'name-asc', label: 'Name A-Z', orderBy: 'projectName', scanIndexForward: true },
  { id: 'name-desc', label: 'Name Z-A', orderBy: 'projectName', scanIndexForward: false },
  { id: 'number-asc', label: 'Number A-Z', orderBy: 'number', scanIndexForward: true },
  { id: 'number-desc', label: 'Number Z-A', orderBy: 'number', scanIndexForward: false },
];

export function sortOptionById(id: string): ProjectSortOption {
  return projectSortOptions.find((option) => option.id === id) ?? projectSortOptions[0]!;
}
