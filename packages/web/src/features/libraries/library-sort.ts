import type { LibrarySort, SortDirection } from '../../graphql/graphql.ts';

export type LibrarySortOption = {
  id: string;
  label: string;
  sort: LibrarySort;
  direction: SortDirection;
};

/** The spec's library sort options (spec 001 §2); name A-Z is the default. */
export const librarySortOptions: readonly LibrarySortOption[] = [
  { id: 'created', label: 'Creation date', sort: 'createdDate', direction: 'DESC' },
  { id: 'modified', label: 'Last modified', sort: 'lastModified', direction: 'DESC' },
  { id: 'name-asc', label: 'Name A-Z', sort: 'name', direction: 'ASC' },
  { id: 'name-desc', label: 'Name Z-A', sort: 'name', direction: 'DESC' },
];

export const defaultLibrarySortId = 'name-asc';

export function librarySortById(id: string): LibrarySortOption {
  return (
    librarySortOptions.find((option) => option.id === id) ??
    librarySortOptions.find((option) => option.id === defaultLibrarySortId)!
  );
}
