import type { CollectionSort, SortDirection } from '../../graphql/graphql.ts';

export type CollectionSortOption = {
  id: string;
  label: string;
  sort: CollectionSort;
  direction: SortDirection;
};

/** The collections' sort menu (spec 001 §2); name A–Z is the default. */
export const collectionSortOptions: readonly CollectionSortOption[] = [
  { id: 'createdDate', label: 'Creation date', sort: 'createdDate', direction: 'DESC' },
  { id: 'lastAccessed', label: 'Recently accessed', sort: 'lastAccessed', direction: 'DESC' },
  { id: 'nameAsc', label: 'Name A-Z', sort: 'name', direction: 'ASC' },
  { id: 'nameDesc', label: 'Name Z-A', sort: 'name', direction: 'DESC' },
];

export const defaultCollectionSort = collectionSortOptions[2]!;

export function collectionSortById(id: string): CollectionSortOption {
  return collectionSortOptions.find((option) => option.id === id) ?? defaultCollectionSort;
}
