import { exportMessages } from '../exports/messages.ts';
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
  | 'sharedLinkNoExport';

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
