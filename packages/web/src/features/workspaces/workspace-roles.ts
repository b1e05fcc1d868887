import { invitableWorkspaceRoles, isRoleAtLeast } from '@specboard/domain';
import type { WorkspaceRole } from './workspaces.types.ts';

/** The roles a member may be invited with or moved between (the domain's list), in order. */
export const invitableRoles: readonly WorkspaceRole[] = invitableWorkspaceRoles;

/** Roles that let people edit project data: assigning one asks first (spec 001 §5). */
export function isEditingRole(role: WorkspaceRole): boolean {
  return isRoleAtLeast(role, 'editor');
}
