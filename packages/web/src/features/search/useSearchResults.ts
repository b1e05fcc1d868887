import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { searchLimits } from '@specboard/domain';
import { useCallback, useState } from 'react';
import type {
  ProductSearchFilters,
  ProductSearchSort,
  SearchMatch,
} from '../../graphql/graphql.ts';
import { readApiError } from '../identity/index.ts';
import { SEARCH_COLLECTIONS_QUERY, SEARCH_PRODUCTS_QUERY } from './search.documents.ts';

export type SearchRequest = {
  workspaceId: string;
  query: string;
  match: SearchMatch;
  filters: ProductSearchFilters;
  sort: ProductSearchSort;
};

/**
 * Whether the search itself is loading. Apollo also says loading while a next page comes, and
 * may still say so in the render after that page has come: the results would give way to a
 * spinner for a moment and come back scrolled to the top.
 */
function searching(result: { loading: boolean; networkStatus: NetworkStatus }) {
  return result.loading && result.networkStatus !== NetworkStatus.fetchMore;
}

/** A page's "Load more": the next page by the answer's scrollID, its failure kept to show. */
function usePaging(fetchNext: () => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchNext();
    } catch (failure) {
      // e.g. 'This search has expired; search again to see more.', shown as the server says it.
      setMoreError(readApiError(failure).message);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchNext]);
  return { loadingMore, moreError, loadMore };
}

/** The search page's products: 100 a page, the next pages by scrollID until it is null. */
export function useProductResults({ workspaceId, query, match, filters, sort }: SearchRequest) {
  const hasFilters = Object.keys(filters).length > 0;
  const result = useQuery(SEARCH_PRODUCTS_QUERY, {
    variables: { workspaceId, query, match, filters, sort, limit: searchLimits.pageSize },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    skip: query === '' && !hasFilters,
  });
  const answer = result.data?.searchProductsV3;
  const scrollID = answer?.scrollID ?? null;
  const { fetchMore } = result;
  const fetchNext = useCallback(async () => {
    if (!scrollID) return;
    await fetchMore({
      variables: { scrollID },
      updateQuery: (previous, { fetchMoreResult }) => ({
        searchProductsV3: {
          ...fetchMoreResult.searchProductsV3,
          data: [...previous.searchProductsV3.data, ...fetchMoreResult.searchProductsV3.data],
        },
      }),
    });
  }, [fetchMore, scrollID]);
  return {
    answer,
    loading: searching(result),
    error: result.error ? readApiError(result.error).message : null,
    hasMore: scrollID !== null,
    ...usePaging(fetchNext),
  };
}

/** The search page's collections, paged as products are. */
export function useCollectionResults({ workspaceId, query, match }: SearchRequest) {
  const result = useQuery(SEARCH_COLLECTIONS_QUERY, {
    variables: { workspaceId, query, match, limit: searchLimits.pageSize },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    skip: query === '',
  });
  const answer = result.data?.searchCollectionsV3;
  const scrollID = answer?.scrollID ?? null;
  const { fetchMore } = result;
  const fetchNext = useCallback(async () => {
    if (!scrollID) return;
    await fetchMore({
      variables: { scrollID },
      updateQuery: (previous, { fetchMoreResult }) => ({
        searchCollectionsV3: {
          ...fetchMoreResult.searchCollectionsV3,
          data: [...previous.searchCollectionsV3.data, ...fetchMoreResult.searchCollectionsV3.data],
        },
      }),
    });
  }, [fetchMore, scrollID]);
  return {
    answer,
    loading: searching(result),
    error: result.error ? readApiError(result.error).message : null,
    hasMore: scrollID !== null,
    ...usePaging(fetchNext),
  };
}
