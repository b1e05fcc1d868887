import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { projectPageSize } from '@specboard/domain';
import { useCallback } from 'react';
import type { ProjectSortOption } from './project-sort.ts';
import { PROJECT_LIST_QUERY, PROJECT_STATUS_SUBSCRIPTION } from './projects.documents.ts';
import type { ProjectStatus } from './projects.types.ts';

type ProjectsQuery = {
  workspaceId: string;
  status: ProjectStatus;
  sort: ProjectSortOption;
  search: string;
  /** Only projects carrying any of these tags (none: every project). */
  tags?: readonly string[];
  /** Only the viewer's starred projects. */
  starred?: boolean;
};

/**
 * One list of the workspace's projects (active or archived), in the chosen order and matching the
 * search, tag and star filters, 20 at a time. Projects whose status changed (here or pushed by the
 * server) leave it at once; a project arriving in this status brings the list up to date.
 */
export function useProjects({
  workspaceId,
  status,
  sort,
  search,
  tags = [],
  starred = false,
}: ProjectsQuery) {
  const client = useApolloClient();
  const query = useQuery(PROJECT_LIST_QUERY, {
    variables: {
      workspaceId,
      status,
      orderBy: sort.orderBy,
      scanIndexForward: sort.scanIndexForward,
      search: search.trim() || null,
      tags: tags.length > 0 ? [...tags] : null,
      starred: starred || null,
      limit: projectPageSize,
    },
    // The other list may have changed while this one was not shown.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.getSortedUserProjectsV2;
  const nextToken = page?.nextToken ?? null;
  const { fetchMore, refetch } = query;
  const projects = (page?.data ?? []).filter((project) => project.status === status);

  const loadMore = useCallback(async () => {
    if (!nextToken) return;
    await fetchMore({
      variables: { nextToken },
      updateQuery: (previous, { fetchMoreResult }) => ({
        getSortedUserProjectsV2: {
          ...fetchMoreResult.getSortedUserProjectsV2,
          data: [
            ...previous.getSortedUserProjectsV2.data,
            ...fetchMoreResult.getSortedUserProjectsV2.data,
          ],
        },
      }),
    });
  }, [fetchMore, nextToken]);

  useSubscription(PROJECT_STATUS_SUBSCRIPTION, {
    variables: { workspaceId },
    onData: ({ data: result }) => {
      const change = result.data?.onProjectStatusChanged;
      if (!change) return;
      const id = client.cache.identify({ __typename: 'Project', id: change.projectId });
      client.cache.modify({ id, fields: { status: () => change.status } });
      // A project arriving in this list is fetched in its place in the order.
      if (change.status === status) void refetch();
    },
  });

  return {
    projects,
    nextToken,
    loading: query.loading,
    initialLoading: query.loading && !page,
    error: query.error,
    loadMore,
    refetch,
  };
}
