import { isRoleAtLeast, roleRank } from '../permissions/roles.ts';
import type { Role, WorkspaceMembership } from '../permissions/types.ts';

/** The roles a project permission can hold (spec 000 §3), lowest first. */
export const projectPermissionTypes = ['viewer', 'collaborator', 'editor', 'creator'] as const;
export type ProjectPermissionType = (typeof projectPermissionTypes)[number];

/** A new share is a viewer unless another role is chosen (spec 000 §9). */
export const defaultProjectPermissionType: ProjectPermissionType = 'viewer';

export function isProjectPermissionType(value: string): value is ProjectPermissionType {
  return (projectPermissionTypes as readonly string[]).includes(value);
}

/** How someone stands towards one project; every part may be missing. */
export type ProjectStanding = {
  /** Their role in the project's workspace and the membership it is held as. */
  workspaceRole?: Role | null;
  workspaceMembership?: WorkspaceMembership | null;
  /** A permission on this project given through the share dialog. */
  projectRole?: ProjectPermissionType | null;
  /** They hold the project's shared link while it is on. */
  holdsSharedLink?: boolean;
};

/**
 * The role someone has on a project. Members of the workspace see every project at their
 * workspace role, raised by a project permission; a guest of the workspace sees only the projects
 * shared with them, at the shared role. Someone with only the shared link reads as a guest, which
 * admits reading and nothing else.
 */
export function effectiveProjectRole(standing: ProjectStanding): Role | undefined {
  const member =
    standing.workspaceRole && standing.workspaceMembership !== 'guest'
      ? standing.workspaceRole
      : undefined;
  const shared = standing.projectRole ?? undefined;
  const best =
    member && shared ? (roleRank[shared] > roleRank[member] ? shared : member) : (member ?? shared);
  if (best) return best;
  return standing.holdsSharedLink ? 'guest' : undefined;
}

/** Whether someone with this role manages the project's people directly (button Send). */
export function sharesDirectly(role: Role | undefined): boolean {
  return isRoleAtLeast(role, 'creator');
}

/**
 * The roles the share dialog offers for a person. A collaborator (Design Partner) is not offered
 * editor, nor creator, which includes editing.
 */
export function projectRolesOfferedTo(person: {
  workspaceRole?: Role | null;
}): ProjectPermissionType[] {
  if (person.workspaceRole === 'collaborator') {
    return projectPermissionTypes.filter((type) => type !== 'editor' && type !== 'creator');
  }
  return [...projectPermissionTypes];
}

/** Granting editor or creator to someone without paid status asks first. */
export function needsEditingRoleConfirmation(
  role: ProjectPermissionType,
  personIsPaid: boolean,
): boolean {
  return !personIsPaid && (role === 'editor' || role === 'creator');
}
