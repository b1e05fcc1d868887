export { InviteField } from './InviteField.tsx';
export { ShareButton } from './ShareButton.tsx';
export { ShareDialog } from './ShareDialog.tsx';
export type { Invitee, PermissionChange, ShareableProject } from './sharing.types.ts';
export { ACCESS_LOST_MESSAGE, useLeaveWhenAccessLost } from './useLeaveWhenAccessLost.ts';
