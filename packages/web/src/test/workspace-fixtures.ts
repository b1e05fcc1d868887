import type {
  Ability,
  InviteReport,
  Workspace,
  WorkspaceAbilities,
  WorkspaceMember,
} from '../features/workspaces/workspaces.types.ts';

/** An ability the server granted. */
export const allowed: Ability = { allowed: true, reason: null, message: null };

/** An ability the server refused, with its message. */
export function denied(message: string, reason = 'noRole'): Ability {
  return { allowed: false, reason, message };
}

function withTypenames(abilities: WorkspaceAbilities): WorkspaceAbilities {
  const entries = Object.entries(abilities).map(([key, ability]) => [
    key,
    { __typename: 'Ability', ...ability },
  ]);
  return { __typename: 'WorkspaceAbilities', ...Object.fromEntries(entries) } as WorkspaceAbilities;
}

type WorkspaceOverrides = Partial<Omit<Workspace, 'viewerCan'>> & {
  viewerCan?: Partial<WorkspaceAbilities>;
};

/**
 * A custom premium workspace whose viewer is its owner (every ability granted), as the server
 * sends it (with __typename).
 */
export function sampleWorkspace(overrides: WorkspaceOverrides = {}): Workspace {
  const { viewerCan, ...fields } = overrides;
  return {
    __typename: 'Workspace',
    id: 'ws-1',
    name: 'Analytical Engines',
    description: 'Lighting schedules',
    keywords: ['lighting'],
    logo: null,
    type: 'custom',
    status: 'active',
    workspaceType: 'premium',
    workspaceMembership: 'creator',
    role: 'owner',
    roleLabel: 'Owner',
    usedLicenses: 3,
    freeLicenses: 2,
    premiumLicenses: 5,
    usedGuestLicenses: 1,
    guestLicenseLimit: 4,
    unlimitedUsers: false,
    allowPages: true,
    projectCount: 0,
    readOnlyMessage: null,
    paymentRequired: false,
    ...fields,
    viewerCan: withTypenames({
      update: allowed,
      manageMembers: allowed,
      manageGuests: allowed,
      adminPanel: allowed,
      publish: allowed,
      payment: allowed,
      createProject: allowed,
      ...viewerCan,
    }),
  } as Workspace;
}

/** A member of a workspace, as listUsersInWorkspace sends it. */
export function sampleMember(overrides: Partial<WorkspaceMember> = {}): WorkspaceMember {
  return {
    __typename: 'WorkspaceMember',
    userId: 'user-2',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    picture: null,
    role: 'viewer',
    roleLabel: 'Viewer',
    membership: 'member',
    status: 'active',
    invitedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as WorkspaceMember;
}

/** A page of members, as listUsersInWorkspace sends it. */
export function memberPage(data: WorkspaceMember[], nextToken: string | null = null) {
  return { __typename: 'WorkspaceMemberList', data, nextToken };
}

/** An invitation report, as inviteToWorkspace and its subscription send it. */
export function inviteReport(overrides: Partial<InviteReport> = {}): InviteReport {
  return {
    __typename: 'InviteReport',
    requestId: 'request-1',
    workspaceId: 'ws-1',
    results: [],
    usedLicenses: 3,
    usedGuestLicenses: 1,
    ...overrides,
    ...(overrides.results
      ? {
          results: overrides.results.map((result) => ({ __typename: 'InviteOutcome', ...result })),
        }
      : {}),
  } as InviteReport;
}
