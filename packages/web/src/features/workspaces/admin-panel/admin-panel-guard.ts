import { messages, permissionMessages } from '@specboard/domain';
import type { Workspace } from '../workspaces.types.ts';

export type AdminPanelDecision =
  | { kind: 'allow' }
  /** Spec 001 §2: a snackbar says so and the user is sent on. */
  | { kind: 'personal'; message: string }
  /** The server's reason, shown in place of the panel. */
  | { kind: 'denied'; message: string };

/**
 * The admin panel's guard. A personal workspace is refused with the spec's snackbar message;
 * otherwise `viewerCan.adminPanel` (the server's answer) decides, and its message says why not.
 */
export function decideAdminPanel(
  workspace: Pick<Workspace, 'type' | 'viewerCan'>,
): AdminPanelDecision {
  if (workspace.type === 'personal') {
    return { kind: 'personal', message: permissionMessages.adminPanelPersonal };
  }
  const ability = workspace.viewerCan.adminPanel;
  if (ability.allowed) return { kind: 'allow' };
  return { kind: 'denied', message: ability.message ?? messages.accessDenied };
}
