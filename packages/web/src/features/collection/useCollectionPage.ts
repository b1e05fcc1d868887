import { useQuery, useSubscription } from '@apollo/client/react';
import { catalogueLimits } from '@specboard/domain';
import { readApiError } from '../identity/index.ts';
import {
  COLLECTION_CHANGED_SUBSCRIPTION,
  COLLECTION_LIBRARY_QUERY,
  COLLECTION_PAGE_QUERY,
} from './collection.documents.ts';

/**
 * The collection the page shows, kept live: its product count follows every change (the grid's
 * and others'), so the cap is judged on what the server counts.
 */
export function useCollectionPage(
  workspaceId: string,
  collectionId: string,
  libraryId: string | null,
) {
  const query = useQuery(COLLECTION_PAGE_QUERY, {
    variables: { workspaceId, collectionId, libraryId },
    fetchPolicy: 'cache-and-network',
  });
  const collection = query.data?.getLibraryCollectionInfo ?? null;
  const libraryQuery = useQuery(COLLECTION_LIBRARY_QUERY, {
    variables: { workspaceId, libraryId: libraryId ?? collection?.libraryId ?? '' },
    // A collection of another workspace (followed, suggested) is not in this one's libraries.
    skip:
      (!libraryId && !collection) ||
      (collection !== null && collection.workspaceId !== workspaceId),
    fetchPolicy: 'cache-first',
  });
  useSubscription(COLLECTION_CHANGED_SUBSCRIPTION, {
    variables: { workspaceId, collectionId },
    skip: !collection,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.onCollectionChanged) void query.refetch().catch(() => undefined);
    },
  });
  return {
    collection,
    library: libraryQuery.data?.getLibrary ?? null,
    loading: !query.data && query.loading,
    error: query.error ? readApiError(query.error).message : null,
    limit: collection?.productsLimit ?? catalogueLimits.productsPerCollection,
    refetch: () => void query.refetch().catch(() => undefined),
  };
}

export type CollectionPageData = ReturnType<typeof useCollectionPage>;
