import { useQuery } from '@apollo/client/react';
import { COLLECTION_LIBRARIES_QUERY } from './collections.documents.ts';

/**
 * The workspace's libraries as the collections page needs them: names for cards, the default
 * one (where new collections go unless a library is chosen) and the custom ones to add to.
 */
export function useCollectionLibraries(workspaceId: string) {
  const query = useQuery(COLLECTION_LIBRARIES_QUERY, { variables: { workspaceId } });
  const libraries = query.data?.listLibraries.data ?? [];
  const byId = new Map(libraries.map((library) => [library.id, library]));
  return {
    libraries,
    loading: query.loading && !query.data,
    defaultLibrary: libraries.find((library) => library.kind === 'default') ?? null,
    custom: libraries.filter((library) => library.kind === 'custom'),
    find: (id: string | null | undefined) => (id ? (byId.get(id) ?? null) : null),
    refetch: query.refetch,
  };
}

export type CollectionLibrary = ReturnType<typeof useCollectionLibraries>['libraries'][number];
