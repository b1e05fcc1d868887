import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ADD_ROW_FOLLOWER_MUTATION,
  DELETE_ROW_FOLLOWER_MUTATION,
  ROW_FOLLOWERS_QUERY,
} from './comment-state.documents.ts';
import type { CommentsKey } from './comments.types.ts';

/** A row's followers, and following or unfollowing it as the viewer. */
export function useRowFollowers(key: CommentsKey, rowId: string | null, viewerId: string | null) {
  const variables = { ...key, rowId: rowId ?? '' };
  const query = useQuery(ROW_FOLLOWERS_QUERY, {
    variables,
    skip: !rowId,
    fetchPolicy: 'cache-and-network',
  });
  const [add, added] = useMutation(ADD_ROW_FOLLOWER_MUTATION);
  const [remove, removed] = useMutation(DELETE_ROW_FOLLOWER_MUTATION);
  const followers = query.data?.getRowFollowers ?? [];
  const following = viewerId !== null && followers.some((person) => person.userId === viewerId);

  // The mutations answer the whole list: it replaces the query's answer.
  const setFollowing = useCallback(
    async (follow: boolean) => {
      if (!rowId || !viewerId) return;
      const mutate = follow ? add : remove;
      await mutate({
        variables: { ...key, rowId, userId: viewerId },
        update: (cache, result) => {
          const list = result.data
            ? 'addRowFollower' in result.data
              ? result.data.addRowFollower
              : result.data.deleteRowFollower
            : null;
          if (list) {
            cache.writeQuery({
              query: ROW_FOLLOWERS_QUERY,
              variables: { ...key, rowId },
              data: { getRowFollowers: list },
            });
          }
        },
      });
    },
    [add, remove, key, rowId, viewerId],
  );

  return {
    followers,
    following,
    busy: added.loading || removed.loading,
    setFollowing,
  };
}
