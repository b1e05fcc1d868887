import type { Role, WorkspaceMembership } from './types.ts';

/**
 * The rank of each role. `member` is a workspace membership with no more specific role recorded:
 * it ranks with viewer because viewer is what a workspace invitee gets by default and the least
 * any invitee can get (spec 001 §5), so a bare member is never given more than an invitee.
 */
export const roleRank: Record<Role, number> = {
  guest: 1,
  follower: 2,
  viewer: 3,
  member: 3,
  collaborator: 4,
  editor: 5,
  creator: 6,
  workspaceCreatorAdmin: 7,
  owner: 8,
};

/** Every role, lowest first. */
export const allRoles = Object.keys(roleRank) as Role[];

/**
 * The spec's "at or below" check: a check set at `minimum` admits every role ranked at or above
 * it. A stranger (no role) passes no check.
 */
export function isRoleAtLeast(role: Role | undefined, minimum: Role): boolean {
  return role !== undefined && roleRank[role] >= roleRank[minimum];
}

/** Every role that passes a check set at `minimum`: for filtering lists in a database query. */
export function rolesAtLeast(minimum: Role): Role[] {
  return allRoles.filter((role) => isRoleAtLeast(role, minimum));
}

/** The owner holds the workspace: their role is not changed and they are not removed. */
export function isOwnerRole(role: Role): boolean {
  return role === 'owner';
}

/** An invited person who has not signed in yet keeps the role they were invited with. */
export function pendingUserRoleMessage(email: string): string {
  return `You cannot change the role of a pending user ${email}`;
}

/** Who may follow collections and pages into a workspace: those who may add to it. */
export const followIntoWorkspaceMinimumRole: Role = 'editor';

const roleLabels: Record<Role, string> = {
  guest: 'Guest',
  follower: 'Follower',
  viewer: 'Viewer',
  member: 'Member',
  collaborator: 'Design Partner',
  editor: 'Editor',
  creator: 'Creator',
  workspaceCreatorAdmin: 'Creator(Admin)',
  owner: 'Owner',
};

/** The role as the product shows it. */
export function roleLabel(role: Role): string {
  return roleLabels[role];
}

/** A plan (user group) as the product shows it: 'Pro User' is shown as 'Premium'. */
export function planLabel(group: string): string {
  return group === 'Pro User' ? 'Premium' : group;
}

/** The roles a workspace invitee may be given, in the order offered. */
export const invitableWorkspaceRoles = ['viewer', 'editor', 'creator'] as const;

/** The role a new invitee or share gets unless another is chosen. */
export const defaultInviteRole = 'viewer' satisfies (typeof invitableWorkspaceRoles)[number];

/** The workspace membership a role amounts to. */
export function membershipOfRole(role: Role): WorkspaceMembership {
  if (role === 'owner' || role === 'workspaceCreatorAdmin') return 'creator';
  if (role === 'guest') return 'guest';
  return 'member';
}
