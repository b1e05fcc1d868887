import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  READ_ALL_RESOURCE_COMMENTS_MUTATION,
  RESOURCE_COMMENTS_STATE_QUERY,
  TOGGLE_RESOLVED_RESOURCE_COMMENTS_MUTATION,
  UNREAD_COMMENTS_CHANGED_SUBSCRIPTION,
} from './comment-state.documents.ts';
import type { CommentsKey, ResourceCommentsState } from './comments.types.ts';

/**
 * The viewer's unread count on the project and their hide-resolved choice there, live: each
 * change (an event, or a mutation's answer) is written over the query's answer in the cache, so
 * the toolbar badge and the panel read the same.
 */
export function useResourceCommentsState({ workspaceId, projectId }: CommentsKey) {
  const client = useApolloClient();
  const variables = useMemo(
    () => ({ workspaceId, resourceType: 'project' as const, resourceId: projectId }),
    [workspaceId, projectId],
  );
  const query = useQuery(RESOURCE_COMMENTS_STATE_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });

  const write = useCallback(
    (state: ResourceCommentsState) =>
      client.cache.writeQuery({
        query: RESOURCE_COMMENTS_STATE_QUERY,
        variables,
        data: { getResourceCommentsState: state },
      }),
    [client, variables],
  );

  useSubscription(UNREAD_COMMENTS_CHANGED_SUBSCRIPTION, {
    variables,
    onData: ({ data }) => {
      const state = data.data?.onUnreadCommentsChanged;
      if (state) write(state);
    },
  });

  const current = query.data?.getResourceCommentsState;
  // The switch moves at once; a refusal puts it back.
  const setHideResolved = useCallback(
    async (hideResolved: boolean) => {
      if (current) write({ ...current, hideResolvedComments: hideResolved });
      try {
        const result = await client.mutate({
          mutation: TOGGLE_RESOLVED_RESOURCE_COMMENTS_MUTATION,
          variables: { ...variables, hideResolved },
        });
        if (result.data) write(result.data.toggleResolvedResourceComments);
      } catch (error) {
        if (current) write(current);
        throw error;
      }
    },
    [client, variables, write, current],
  );

  const readAll = useCallback(
    async (rowId: string | null) => {
      const result = await client.mutate({
        mutation: READ_ALL_RESOURCE_COMMENTS_MUTATION,
        variables: { ...variables, rowId },
      });
      if (result.data) write(result.data.readAllResourceComments);
    },
    [client, variables, write],
  );

  const state = current;
  return {
    unread: state?.commentsUnread ?? 0,
    hideResolved: state?.hideResolvedComments ?? false,
    known: state !== undefined,
    setHideResolved,
    readAll,
  };
}

export type ResourceCommentsStateApi = ReturnType<typeof useResourceCommentsState>;
