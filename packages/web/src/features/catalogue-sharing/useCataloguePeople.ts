import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { COLLECTION_PEOPLE_QUERY, LIBRARY_PEOPLE_QUERY } from './catalogue-sharing.documents.ts';
import type { CatalogueMember, CatalogueTarget } from './catalogue-sharing.types.ts';

/**
 * Who is on a library (getLibrary) or a collection (getLibraryCollectionInfo), its name, and
 * whether the viewer may share it. `keep` takes the people a permission call answered with.
 */
export function useCataloguePeople({ kind, id, workspaceId }: CatalogueTarget) {
  const library = useQuery(LIBRARY_PEOPLE_QUERY, {
    variables: { workspaceId, libraryId: id },
    skip: kind !== 'library',
    fetchPolicy: 'network-only',
  });
  const collection = useQuery(COLLECTION_PEOPLE_QUERY, {
    variables: { workspaceId, collectionId: id },
    skip: kind !== 'collection',
    fetchPolicy: 'network-only',
  });
  const query = kind === 'library' ? library : collection;
  const resource =
    kind === 'library' ? library.data?.getLibrary : collection.data?.getLibraryCollectionInfo;
  const [answered, setAnswered] = useState<CatalogueMember[] | null>(null);

  return {
    name: resource?.name ?? null,
    people: answered ?? resource?.members ?? [],
    shareAbility: resource?.abilities.share ?? null,
    loading: query.loading && !resource,
    error: query.error ?? null,
    keep: (members: CatalogueMember[]) => setAnswered(members),
  };
}
