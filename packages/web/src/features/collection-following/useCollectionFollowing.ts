import { useQuery } from '@apollo/client/react';
import { SHARING_OPTIONS_QUERY } from './collection-following.documents.ts';
import { followingAbilitiesOf } from './following-abilities.ts';

type Collection = { id: string; type: string; myRole: string | null };

/**
 * Follow and Suggest on a collection's page: its creators (who may read its sharing options) see
 * Suggest refused while it is locked to its workspace before trying.
 */
export function useCollectionFollowing(
  workspaceId: string,
  collection: Collection | null,
  mayReadSharingOptions: boolean,
) {
  const options = useQuery(SHARING_OPTIONS_QUERY, {
    variables: { workspaceId, collectionId: collection?.id ?? '' },
    skip: !collection || !mayReadSharingOptions,
    fetchPolicy: 'cache-and-network',
  });
  return followingAbilitiesOf({
    type: collection?.type ?? 'unlisted',
    follower: collection?.myRole === 'follower',
    lockedToWorkspace: options.data?.getCollectionSharingOptions.lockedToWorkspace,
  });
}
