import { roleLabel } from '@specboard/domain';
import { Subject } from 'rxjs';
import { createTestServer, type FieldResolver } from '../../test/test-apollo.ts';
import { allowed, denied } from '../../test/workspace-fixtures.ts';
import type { Ability } from '../workspaces/index.ts';
import type {
  PermissionChange,
  ProjectPermission,
  ShareableProject,
  UserSearchResult,
} from './sharing.types.ts';

type PermissionOverrides = Partial<Omit<ProjectPermission, 'userInfo'>> & {
  id: string;
  name?: string | null;
  email?: string;
};

/** Someone on the project as getProjectPermissions sends them: a paid viewer unless told. */
export function samplePermission({
  id,
  name = null,
  email = `${id}@example.com`,
  ...fields
}: PermissionOverrides): ProjectPermission {
  const type = fields.type ?? 'viewer';
  return {
    __typename: 'ProjectPermission',
    isPending: false,
    isPaid: true,
    workspaceRole: 'viewer',
    ...fields,
    type,
    typeLabel: roleLabel(type),
    userInfo: { __typename: 'PermissionUserInfo', id, email, name, picture: null },
  } as ProjectPermission;
}

/** A person of the workspace as searchUsersV4 finds them: not on the project unless told. */
export function sampleSearchUser(
  overrides: Partial<UserSearchResult> & { id: string },
): UserSearchResult {
  return {
    __typename: 'UserSearchResult',
    email: `${overrides.id}@example.com`,
    name: null,
    picture: null,
    workspaceRole: 'viewer',
    projectPermission: null,
    isPending: false,
    ...overrides,
  } as UserSearchResult;
}

const ability = (value: Ability) => ({ __typename: 'Ability', ...value });

/** The project as the page hands it to the share button: its creator looking, link off. */
export function shareableProject(
  overrides: Partial<Omit<ShareableProject, 'viewerCan'>> & {
    viewerCan?: Partial<ShareableProject['viewerCan']>;
  } = {},
): ShareableProject {
  const { viewerCan, ...fields } = overrides;
  return {
    __typename: 'Project',
    id: 'project-1',
    workspaceId: 'ws-1',
    title: 'P-104 - Harbour Hotel - DD',
    isShared: false,
    sharedLink: null,
    ...fields,
    viewerCan: {
      managePermissions: ability(viewerCan?.managePermissions ?? allowed),
      requestInvite: ability(viewerCan?.requestInvite ?? denied('Creators invite directly.')),
      sharedLink: ability(viewerCan?.sharedLink ?? allowed),
    },
  } as ShareableProject;
}

/** A limited sharer's view: may request invites, not send them nor manage the link. */
export const requesterAbilities = {
  managePermissions: denied('Only creators can share directly.'),
  requestInvite: allowed,
  sharedLink: denied('Your assigned role is not permitted to use this feature.'),
};

type ServerOptions = {
  people: ProjectPermission[];
  found?: UserSearchResult[];
  project?: ShareableProject;
  resolvers?: Record<string, FieldResolver>;
};

/**
 * A fake server playing sharing: the people (managePermission applies its batch), the search,
 * the request, the shared link and the permission feed the test pushes into.
 */
export function sharingServer({ people, found = [], project, resolvers }: ServerOptions) {
  const changes = new Subject<PermissionChange>();
  const state = {
    people,
    link: { id: project?.id ?? 'project-1', isShared: false, sharedLink: null as null | object },
  };
  const linkAnswer = () => ({ __typename: 'Project', ...state.link });
  const server = createTestServer(undefined, {
    resolvers: {
      getProjectPermissions: () => state.people,
      searchUsersV4: ({ searchString }) => ({
        __typename: 'UserSearchPage',
        data: found.filter((user) =>
          `${user.name ?? ''} ${user.email}`.toLowerCase().includes(searchString.toLowerCase()),
        ),
        nextToken: null,
      }),
      managePermission: ({ updatePermission = [], deletePermission = [] }) => {
        const removed = new Set(deletePermission.map((entry: { userId: string }) => entry.userId));
        state.people = state.people
          .filter((person) => !removed.has(person.userInfo.id))
          .map((person) => {
            const change = updatePermission.find(
              (entry: { userId: string }) => entry.userId === person.userInfo.id,
            );
            if (!change) return person;
            const { id, name, email } = person.userInfo;
            return samplePermission({ ...person, id, name, email, type: change.type });
          });
        return {
          __typename: 'ManagePermissionResult',
          projectId: 'project-1',
          permissions: state.people,
          invited: [],
          wrongEmails: [],
        };
      },
      suggestCollaborator: ({ usersToInvite, type }) => ({
        __typename: 'InviteSuggestion',
        projectId: 'project-1',
        usersToInvite,
        type,
        wrongEmails: [],
      }),
      getProjectById: () => linkAnswer(),
      projectSharedLink: ({ isShared, reset, allowExport }) => {
        const token = reset ? 'token-2' : 'token-1';
        // As the server: kept unless asked, and never kept through the link being off.
        const wasAllowed = (state.link.sharedLink as { allowExport?: boolean } | null)?.allowExport;
        state.link = {
          ...state.link,
          isShared,
          sharedLink: isShared
            ? {
                __typename: 'SharedLink',
                url: `https://specboard.test/shared-project/project-1?accessToken=${token}`,
                allowExport: allowExport ?? wasAllowed ?? false,
              }
            : null,
        };
        return linkAnswer();
      },
      onPermissionChanged: () => changes,
      ...resolvers,
    },
  });
  const requests = (operationName: string) =>
    server.requests.filter((request) => request.operationName === operationName);
  return { ...server, state, changes, requests };
}
