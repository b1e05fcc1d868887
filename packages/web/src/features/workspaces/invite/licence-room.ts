import {
  canAddMembers,
  isGuestLimitReached,
  licenceLimit,
  licenceLimitMessage,
  permissionMessages,
  type WorkspaceFacts,
} from '@specboard/domain';
import type { Ability, Workspace, WorkspaceRole } from '../workspaces.types.ts';

type LicenceFields = Pick<
  Workspace,
  | 'type'
  | 'status'
  | 'workspaceType'
  | 'allowPages'
  | 'unlimitedUsers'
  | 'freeLicenses'
  | 'premiumLicenses'
  | 'usedLicenses'
  | 'guestLicenseLimit'
  | 'usedGuestLicenses'
>;

/**
 * The workspace as the domain's licence rules read it, built the way the server builds it
 * (workspace-permissions.ts `factsOf`). Only the licence fields matter here: project and
 * collection counts are not known to the client and are left at 0.
 */
export function toLicenceFacts(workspace: LicenceFields): WorkspaceFacts {
  const plan = workspace.workspaceType;
  return {
    type: workspace.type === 'personal' ? 'personal' : plan === 'premiumExpired' ? 'premium' : plan,
    status: workspace.status === 'archived' ? 'archived' : 'active',
    billingState:
      workspace.status === 'paidFailed'
        ? 'paidFailed'
        : plan === 'premiumExpired'
          ? 'premiumExpired'
          : 'ok',
    allowPages: workspace.allowPages,
    unlimitedUsers: workspace.unlimitedUsers,
    freeLicenses: workspace.freeLicenses,
    premiumLicenses: workspace.premiumLicenses,
    usedLicenses: workspace.usedLicenses,
    guestLicenseLimit: workspace.guestLicenseLimit,
    usedGuestLicenses: workspace.usedGuestLicenses,
    activeProjects: 0,
    privateCollectionsInDefaultLibrary: 0,
  };
}

export type LicenceRoomCheck = { fits: true } | { fits: false; message: string };

/**
 * Spec 001 §5, "Done is disabled … when the selection exceeds licence room": whether `count`
 * people invited as `role` fit the workspace's licences. Members count against the free or
 * premium licences (canAddMembers), guests against the guest licences; unlimited-user workspaces
 * are exempt. When they do not fit, the message is the licence limit message with used/limit.
 */
export function checkLicenceRoom(
  workspace: LicenceFields,
  role: WorkspaceRole,
  count: number,
): LicenceRoomCheck {
  if (workspace.unlimitedUsers) return { fits: true };
  const facts = toLicenceFacts(workspace);
  if (role === 'guest') {
    const room = workspace.guestLicenseLimit - workspace.usedGuestLicenses;
    return count <= room
      ? { fits: true }
      : {
          fits: false,
          message: licenceLimitMessage(workspace.usedGuestLicenses, workspace.guestLicenseLimit),
        };
  }
  return canAddMembers(facts, count)
    ? { fits: true }
    : { fits: false, message: licenceLimitMessage(workspace.usedLicenses, licenceLimit(facts)) };
}

/**
 * Whether 'guest' may be chosen in the invite dialog: the viewer must be allowed to manage guests
 * (the server's answer) and the guest limit not reached; otherwise the reason, as an upgrade hint.
 */
export function guestInviteAbility(
  workspace: LicenceFields & { viewerCan: { manageGuests: Ability } },
): { allowed: boolean; message?: string } {
  const { manageGuests } = workspace.viewerCan;
  if (!manageGuests.allowed) {
    return {
      allowed: false,
      message: manageGuests.message ?? permissionMessages.upgradeWorkspace('manage guests'),
    };
  }
  if (isGuestLimitReached(toLicenceFacts(workspace))) {
    return { allowed: false, message: permissionMessages.upgradeWorkspace('invite more guests') };
  }
  return { allowed: true };
}
