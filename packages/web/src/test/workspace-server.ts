import type { Workspace, WorkspaceMember } from '../features/workspaces/workspaces.types.ts';
import type { FieldResolver } from './test-apollo.ts';
import { memberPage, sampleWorkspace } from './workspace-fixtures.ts';

type WorkspaceServerOptions = {
  /** What listMyWorkspaces answers. */
  workspaces: Workspace[];
  /** Workspaces getWorkspace also knows (the viewer was just added, say); others answer null. */
  elsewhere?: Workspace[];
  /** The members listUsersInWorkspace pages through, `pageSize` at a time. */
  members?: WorkspaceMember[];
  pageSize?: number;
};

/**
 * The workspaces API as the server plays it, over in-memory lists: listMyWorkspaces,
 * getWorkspace, createWorkspaceV2 and listUsersInWorkspace (paged by nextToken, filtered by
 * membership). The lists are the returned `state`, so a test can change them between calls.
 */
export function workspaceServer(options: WorkspaceServerOptions) {
  const state = {
    workspaces: [...options.workspaces],
    members: [...(options.members ?? [])],
  };
  const pageSize = options.pageSize ?? 50;
  const resolvers: Record<string, FieldResolver> = {
    listMyWorkspaces: () => state.workspaces,
    getWorkspace: ({ workspaceId }) =>
      [...state.workspaces, ...(options.elsewhere ?? [])].find(
        (workspace) => workspace.id === workspaceId,
      ) ?? null,
    createWorkspaceV2: ({ name, description }) => {
      const created = sampleWorkspace({
        id: `ws-created-${state.workspaces.length + 1}`,
        name,
        description: description ?? null,
        keywords: [],
        usedLicenses: 1,
      });
      state.workspaces.push(created);
      return created;
    },
    listUsersInWorkspace: ({ membership, nextToken }) => {
      const matching = state.members.filter(
        (member) => !membership || member.membership === membership,
      );
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + pageSize;
      return memberPage(matching.slice(start, end), end < matching.length ? String(end) : null);
    },
  };
  return { state, resolvers };
}
