import type { WorkspaceFacts } from './types.ts';

/** People a limited sharer may have on a project: those already on it plus the new ones. */
export const limitedSharerMemberCap = 6;

/** Free and non-premium personal workspaces: creation is refused at this many active projects. */
export const freeActiveProjectCap = 5;

/** Free and non-premium personal workspaces: at this many private collections in the default library. */
export const freePrivateCollectionCap = 5;

/** The licences a workspace has: free workspaces count free licences, the others premium ones. */
export function licenceLimit(workspace: WorkspaceFacts): number {
  return workspace.type === 'free' ? workspace.freeLicenses : workspace.premiumLicenses;
}

/** How many more members fit; Infinity when the workspace has unlimited users. */
export function licenceRoom(workspace: WorkspaceFacts): number {
  if (workspace.unlimitedUsers) return Number.POSITIVE_INFINITY;
  return Math.max(0, licenceLimit(workspace) - workspace.usedLicenses);
}

/**
 * Whether `count` members can be added: a licence must be free and the selection must fit, so the
 * last licence can be filled. With a count of 0 this asks whether any licence is free.
 */
export function canAddMembers(workspace: WorkspaceFacts, count: number): boolean {
  return Math.max(count, 1) <= licenceRoom(workspace);
}

/** Guest invites are refused once used guest licences exceed the limit (spec wording: "exceed"). */
export function isGuestLimitReached(workspace: WorkspaceFacts): boolean {
  return !workspace.unlimitedUsers && workspace.usedGuestLicenses > workspace.guestLicenseLimit;
}

/** Whether a limited sharer may add `added` people to a project that has `current` already. */
export function fitsLimitedSharerCap(current: number, added: number): boolean {
  return current + added <= limitedSharerMemberCap;
}

/** The invite dialog's over-limit text. */
export function licenceLimitMessage(used: number, limit: number): string {
  return `You've reached the limit of accessible licenses (${used}/${limit}). Upgrade your workspace or remove users to invite more.`;
}

/** The users-limit error, shown with a subscribe link. */
export function usersLimitMessage(toRemove: number, limit: number): string {
  return `Your workspace is limited to ${countUsers(limit)}. Please remove ${countUsers(toRemove)} or subscribe to a plan with more licenses.`;
}

function countUsers(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}
