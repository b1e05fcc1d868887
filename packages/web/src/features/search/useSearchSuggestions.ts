import { useQuery } from '@apollo/client/react';
import { isQueryTooLong, searchMessages } from '@specboard/domain';
import { useDebouncedValue } from '../../ui/timing/index.ts';
import { readApiError } from '../identity/index.ts';
import { SEARCH_COLLECTIONS_QUERY, SEARCH_PRODUCTS_QUERY } from './search.documents.ts';

/** The header asks once typing has paused this long. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_COLLECTIONS = 3;

/**
 * The header's suggestions for what is typed: a few products (part of words) and collections.
 * Only the answer for the latest debounced text is shown (useQuery drops answers to variables
 * it no longer has), so a slow answer to an earlier text never replaces a newer one.
 */
export function useSearchSuggestions(workspaceId: string | undefined, text: string) {
  // A query the server would refuse is not sent: the refusal is told at once, in its words.
  const tooLong = isQueryTooLong(text);
  const query = useDebouncedValue(tooLong ? '' : text.trim(), SUGGEST_DEBOUNCE_MS);
  const skip = !workspaceId || query === '';
  const products = useQuery(SEARCH_PRODUCTS_QUERY, {
    variables: { workspaceId: workspaceId ?? '', query, limit: SUGGESTED_PRODUCTS, match: 'PART' },
    fetchPolicy: 'network-only',
    skip,
  });
  const collections = useQuery(SEARCH_COLLECTIONS_QUERY, {
    variables: {
      workspaceId: workspaceId ?? '',
      query,
      limit: SUGGESTED_COLLECTIONS,
      match: 'PART',
    },
    fetchPolicy: 'network-only',
    skip,
  });
  const error = products.error ?? collections.error;
  // The last answer stays in place while the next is on its way, so the list does not flicker.
  const productAnswer = skip
    ? undefined
    : (products.data ?? products.previousData)?.searchProductsV3;
  const collectionAnswer = skip
    ? undefined
    : (collections.data ?? collections.previousData)?.searchCollectionsV3;
  return {
    /** The text the shown answer is for. */
    query,
    /** Typing has not paused yet, or the answer is on its way. */
    pending: !tooLong && (text.trim() !== query || products.loading || collections.loading),
    products: productAnswer?.data ?? [],
    productTotal: productAnswer?.total ?? 0,
    collections: collectionAnswer?.data ?? [],
    collectionTotal: collectionAnswer?.total ?? 0,
    terms: productAnswer?.terms ?? collectionAnswer?.terms ?? [],
    collectionTerms: collectionAnswer?.terms ?? [],
    error: tooLong ? searchMessages.queryTooLong : error ? readApiError(error).message : null,
  };
}
