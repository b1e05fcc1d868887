import type { SearchCollectionFieldsFragment } from '../../graphql/graphql.ts';
import type { ProductHit } from './search-hits.ts';

export type SuggestedCollection = SearchCollectionFieldsFragment;

/** One choice of the header's list, in the order arrow keys move through them. */
export type SuggestionOption =
  | { kind: 'product'; id: string; hit: ProductHit }
  | { kind: 'collection'; id: string; collection: SuggestedCollection }
  | { kind: 'all'; id: string };

/** Products, then collections, then "See all results" last. */
export function suggestionOptions(
  products: readonly ProductHit[],
  collections: readonly SuggestedCollection[],
): SuggestionOption[] {
  return [
    ...products.map((hit) => ({
      kind: 'product' as const,
      id: `product-${hit.collectionId}-${hit.id}`,
      hit,
    })),
    ...collections.map((collection) => ({
      kind: 'collection' as const,
      id: `collection-${collection.id}`,
      collection,
    })),
    { kind: 'all', id: 'all' },
  ];
}

/** The next active option for an arrow key, wrapping round; -1 means none (the field itself). */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active === -1) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
