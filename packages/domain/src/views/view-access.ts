import { AppError } from '../errors/error-codes.ts';
import { allRoles, isRoleAtLeast } from '../permissions/roles.ts';
import { permissionRules } from '../permissions/rules.ts';
import type { Role } from '../permissions/types.ts';

/**
 * Who a view is granted to. Empty on both sides, everyone on the project sees it; otherwise only
 * the users and roles listed, the view's author, and those who manage views (creators and above,
 * so that a view can never be lost to everyone able to manage it).
 */
export type ViewGrants = { users: readonly string[]; roles: readonly Role[] };

/** The role at and above which every view is visible and its grants may be changed. */
export const viewManagerRole: Role = 'creator';

/** Whether the viewer sees the view; `userId` is absent for someone reading by a shared link. */
export function canSeeView(
  grants: ViewGrants,
  viewer: { userId: string | undefined; role: Role | undefined },
  authorId: string | null,
): boolean {
  if (grants.users.length === 0 && grants.roles.length === 0) return true;
  if (isRoleAtLeast(viewer.role, viewManagerRole)) return true;
  if (viewer.userId !== undefined) {
    if (viewer.userId === authorId) return true;
    if (grants.users.includes(viewer.userId)) return true;
  }
  return viewer.role !== undefined && grants.roles.includes(viewer.role);
}

/** The roles a view may be granted to, or a column locked for: every ranked role. */
export function parseRoles(values: readonly string[]): Role[] {
  const unknown = values.filter((value) => !allRoles.includes(value as Role));
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      `There is no role ${unknown.join(', ')}; roles are ${allRoles.join(', ')}.`,
    );
  }
  return [...new Set(values as Role[])];
}

/**
 * Columns locked for editing, by role: a role listed for a column may not edit it, whatever the
 * view ('This field has been locked for editing').
 */
export type ColumnRestrictions = Readonly<Record<string, readonly Role[]>>;

export function isColumnLocked(
  restrictions: ColumnRestrictions,
  col: string,
  role: Role | undefined,
): boolean {
  const locked = restrictions[col];
  return Boolean(locked && role && locked.includes(role));
}

/** The roles a view is offered to in its access dialog: creators and above see every view. */
export const viewGrantRoles: readonly Role[] = ['viewer', 'collaborator', 'editor'];

/** The roles a column is offered to be locked for: those whose role lets them edit cells. */
export const columnLockRoles: readonly Role[] = (['editor', 'creator'] as const).filter((role) =>
  isRoleAtLeast(role, permissionRules['project:edit'].minimumRole),
);
