import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { LIST_USERS_IN_WORKSPACE_QUERY } from '../workspaces.documents.ts';
import type { WorkspaceMember, WorkspaceMembershipKind } from '../workspaces.types.ts';

/** Members fetched per page (the spec gives no size for this list). */
export const MEMBERS_PAGE_SIZE = 50;

/**
 * The workspace's members, one membership kind or all, a page at a time: `loadMore` appends the
 * next page; `replace` and `remove` apply a change the server confirmed to the loaded pages.
 */
export function useWorkspaceMembers(
  workspaceId: string,
  membership: WorkspaceMembershipKind | undefined,
) {
  const query = useQuery(LIST_USERS_IN_WORKSPACE_QUERY, {
    variables: { workspaceId, membership: membership ?? null, limit: MEMBERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.listUsersInWorkspace;
  const nextToken = page?.nextToken ?? null;
  const { fetchMore, updateQuery, refetch } = query;

  const loadMore = useCallback(async () => {
    if (!nextToken) return;
    await fetchMore({
      variables: { nextToken },
      updateQuery: (previous, { fetchMoreResult }) => ({
        listUsersInWorkspace: {
          ...fetchMoreResult.listUsersInWorkspace,
          data: [
            ...previous.listUsersInWorkspace.data,
            ...fetchMoreResult.listUsersInWorkspace.data,
          ],
        },
      }),
    });
  }, [fetchMore, nextToken]);

  /** Applies `change` to the loaded pages; nothing to do before the first page is in. */
  const updateMembers = useCallback(
    (change: (members: WorkspaceMember[]) => WorkspaceMember[]) =>
      updateQuery((_unsafe, { complete, previousData }) => {
        if (!complete) return;
        const list = previousData.listUsersInWorkspace;
        return { listUsersInWorkspace: { ...list, data: change(list.data) } };
      }),
    [updateQuery],
  );

  const replace = useCallback(
    (member: WorkspaceMember) =>
      updateMembers((members) =>
        members.map((item) => (item.userId === member.userId ? member : item)),
      ),
    [updateMembers],
  );

  const remove = useCallback(
    (userId: string) =>
      updateMembers((members) => members.filter((item) => item.userId !== userId)),
    [updateMembers],
  );

  return {
    members: page?.data ?? [],
    nextToken,
    loading: query.loading,
    /** True while the first page loads; later loads keep the list on screen. */
    initialLoading: query.loading && !page,
    error: query.error,
    loadMore,
    replace,
    remove,
    refetch,
  };
}
