import { useApolloClient } from '@apollo/client/react';
import type { CollectionGroup } from '@specboard/domain';
import { useEffect, useMemo, useState } from 'react';
import type { CollectionCardFieldsFragment } from '../../graphql/graphql.ts';
import type { CollectionSortOption } from './collection-sort.ts';
import { COLLECTION_GROUP_QUERY } from './collections.documents.ts';
import { GroupLoader } from './group-loader.ts';

export type CollectionCard = CollectionCardFieldsFragment;

type Options = {
  workspaceId: string;
  libraryId: string | null;
  groups: readonly CollectionGroup[];
  sort: CollectionSortOption;
};

/**
 * The groups of the collections page, each loaded by its own request that the user can cancel
 * (spec 001 §4, §9). The page size (18, or 100 with the flag) is the server's; the page only
 * follows nextToken. A new library or sort loads every group anew; leaving the page cancels.
 */
export function useCollectionGroups({ workspaceId, libraryId, groups, sort }: Options) {
  const client = useApolloClient();
  const loader = useMemo(
    () =>
      new GroupLoader<CollectionCard>(async (group, nextToken, signal) => {
        const result = await client.query({
          query: COLLECTION_GROUP_QUERY,
          variables: {
            workspaceId,
            libraryId,
            groups: [group],
            sort: sort.sort,
            direction: sort.direction,
            nextToken,
          },
          fetchPolicy: 'no-cache',
          context: { fetchOptions: { signal } },
        });
        const page = result.data?.listMyCollectionsV2.find((entry) => entry.group === group);
        return {
          data: page?.data ?? [],
          amount: page?.amount ?? 0,
          nextToken: page?.nextToken ?? null,
        };
      }),
    [client, workspaceId, libraryId, sort],
  );
  const [version, setVersion] = useState(0);
  // The loader mutates in place: a counter tells React to read it again.
  useEffect(() => loader.subscribe(() => setVersion((value) => value + 1)), [loader]);
  // Moving a group changes the order, not what to load.
  const groupsKey = [...groups].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the groups are compared by their ids.
  useEffect(() => {
    void loader.loadFirst(groups);
    return () => loader.cancelAll();
  }, [loader, groupsKey]);
  return { loader, version };
}
