import { exportMessages } from '../exports/messages.ts';
import { followingMessages } from '../following/messages.ts';
import { identityMessages } from '../identity/messages.ts';
import { type Action, actionPhrases } from './actions.ts';

/** Why `can` refused: a closed list, each with one message. */
export type DenialReason =
  | 'signInRequired'
  | 'noRole'
  | 'noRoleOrUnpaid'
  | 'upgrade'
  | 'upgradeWorkspace'
  | 'personalWorkspacePhasedOut'
  | 'archived'
  | 'lockedToSourceLibrary'
  | 'readOnlyPaymentFailed'
  | 'readOnlyPremiumExpired'
  | 'pagesNotAllowed'
  | 'projectCap'
  | 'collectionCap'
  | 'adminPanelPersonal'
  | 'workspaceArchived'
  | 'sharedLinkNoExport'
  | 'followedProduct'
  | 'lockedToWorkspaceFollow'
  | 'lockedToWorkspaceSuggest'
  | 'followOwnWorkspace'
  | 'privateCollection'
  | 'restrictedLinkFollow';

/**
 * Refusals that paying lifts: the control offers a way through (Upgrade, or who can pay) instead
 * of only saying no. The read-only ones are lifted by updating the payment.
 */
export const upgradeReasons = [
  'upgrade',
  'upgradeWorkspace',
  'projectCap',
  'collectionCap',
  'noRoleOrUnpaid',
  'readOnlyPaymentFailed',
  'readOnlyPremiumExpired',
] as const satisfies readonly DenialReason[];

export type UpgradeReason = (typeof upgradeReasons)[number];

/** Refusals lifted by paying what is owed rather than by a new plan. */
export const paymentReasons = [
  'readOnlyPaymentFailed',
  'readOnlyPremiumExpired',
] as const satisfies readonly UpgradeReason[];

/** Whether a refusal (a server Ability's `reason`, any string) is lifted by paying. */
export function isUpgradeReason(reason: string | null | undefined): reason is UpgradeReason {
  return (upgradeReasons as readonly (string | null | undefined)[]).includes(reason);
}

/** Whether a refusal is Read-Only mode, lifted by updating the payment. */
export function isPaymentReason(reason: string | null | undefined): boolean {
  return (paymentReasons as readonly (string | null | undefined)[]).includes(reason);
}

/** Messages the spec quotes are verbatim; the read-only and archived-workspace ones are ours. */
export const permissionMessages = {
  signInRequired: identityMessages.signInRequired,
  noRole:
    'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions',
  noRoleOrUnpaid:
    'Your assigned role is not permitted to use this feature or you need to upgrade to a paid subscription. If you are a paid user, please contact the collection or project owner to upgrade permissions',
  upgrade: 'Please upgrade to use this feature',
  upgradeWorkspace: (phrase: string) => `To ${phrase}, upgrade your workspace`,
  personalWorkspacePhasedOut:
    'Personal Workspace is being phased out - Please create new custom workspace',
  archived: 'Project is archived and cannot be updated',
  lockedToSourceLibrary: 'This project is locked to a source library',
  readOnlyPaymentFailed:
    'This workspace is in Read-Only mode because its last payment was unsuccessful. Update the payment to make changes again.',
  readOnlyPremiumExpired:
    'This workspace is in Read-Only mode because its premium plan has expired. Renew the plan to make changes again.',
  pagesNotAllowed: 'This workspace does not allow to create pages.',
  adminPanelPersonal: 'Workspace admin panel does not work with personal workspace',
  workspaceArchived:
    'This workspace is archived and cannot be updated. Ask the workspace owner to restore it to make changes.',
  sharedLinkNoExport: exportMessages.sharedLinkNoExport,
  followedProduct: followingMessages.followedProduct,
  lockedToWorkspaceFollow: followingMessages.lockedToWorkspaceFollow,
  lockedToWorkspaceSuggest: followingMessages.lockedToWorkspaceSuggest,
  followOwnWorkspace: followingMessages.followOwnWorkspace,
  privateCollection: followingMessages.privateCollection,
  restrictedLinkFollow: followingMessages.restrictedLinkFollow,
} as const;

/** The message shown for a refusal: the tooltip of a disabled control, or the error's text. */
export function denialMessage(reason: DenialReason, action: Action): string {
  switch (reason) {
    case 'upgradeWorkspace':
      return permissionMessages.upgradeWorkspace(actionPhrases[action]);
    case 'projectCap':
      return permissionMessages.upgradeWorkspace('create more projects');
    case 'collectionCap':
      return permissionMessages.upgradeWorkspace('create more collections');
    default:
      return permissionMessages[reason];
  }
}
