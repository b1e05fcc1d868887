import { useQuery } from '@apollo/client/react';
import { catalogueLimits } from '@specboard/domain';
import { useCallback } from 'react';
import { LIBRARY_LIST_QUERY } from './libraries.documents.ts';
import type { LibrarySortOption } from './library-sort.ts';

/**
 * The workspace's libraries the viewer may open, the default one first, then in the chosen order,
 * 18 a page (spec 001 §9): `loadMore` appends the next page.
 */
export function useLibraries(workspaceId: string, order: LibrarySortOption) {
  const query = useQuery(LIBRARY_LIST_QUERY, {
    variables: {
      workspaceId,
      sort: order.sort,
      direction: order.direction,
      limit: catalogueLimits.pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // Another order keeps the list on screen until the reordered one arrives.
  const page = query.data?.listLibraries ?? query.previousData?.listLibraries;
  const nextToken = page?.nextToken ?? null;
  const { fetchMore, refetch } = query;

  const loadMore = useCallback(async () => {
    if (!nextToken) return;
    await fetchMore({
      variables: { nextToken },
      updateQuery: (previous, { fetchMoreResult }) => ({
        listLibraries: {
          ...fetchMoreResult.listLibraries,
          data: [...previous.listLibraries.data, ...fetchMoreResult.listLibraries.data],
        },
      }),
    });
  }, [fetchMore, nextToken]);

  return {
    libraries: page?.data ?? [],
    amount: page?.amount ?? 0,
    nextToken,
    loading: query.loading,
    initialLoading: query.loading && !page,
    error: query.error,
    loadMore,
    refetch,
  };
}
