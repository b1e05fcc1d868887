import {
  AppError,
  canAddMembers,
  invitableWorkspaceRoles,
  isOwnerRole,
  licenceLimit,
  licenceLimitMessage,
  membershipOfRole,
  pendingUserRoleMessage,
  type Role,
  workspaceMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { WorkspaceMember, WorkspaceMemberList } from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import {
  deleteInvitation,
  findMembersAndInvited,
  selectMembersAndInvited,
} from './invitations.repository.ts';
import { announceMembershipChanged } from './membership-events.ts';
import { authorize } from './workspace-permissions.ts';
import { toWorkspaceMember } from './workspaces.presenter.ts';
import { deleteMembership, updateMembershipRole } from './workspaces.repository.ts';
import { loadWorkspace } from './workspaces.service.ts';

/** The workspace's members, and the people invited into it as pending members. */
export async function listUsersInWorkspace(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    membership?: string | null;
    limit?: number | null;
    nextToken?: string | null;
  },
): Promise<WorkspaceMemberList> {
  const { view } = await loadWorkspace(context, args.workspaceId);
  const limit = pageSize(args.limit, 50, 100);
  const rows = await findMembersAndInvited(context.database.db, view.id, {
    limit: limit + 1,
    membership: args.membership,
    after: decodeCursor(args.nextToken, 2) as [string, string] | undefined,
  });
  const links = fileLinksOf(context);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => toWorkspaceMember(row, links)),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.user_id]) : null,
  };
}

/** The role asked for an invitee or a member: an invitable role or guest, viewer by default. */
export function requestedRole(role: string | null | undefined): Role {
  const chosen = (role ?? 'viewer') as Role;
  if (chosen !== 'guest' && !(invitableWorkspaceRoles as readonly string[]).includes(chosen)) {
    throw new AppError('BAD_USER_INPUT', workspaceMessages.invitableRoles(invitableWorkspaceRoles));
  }
  return chosen;
}

/** A member, or a person invited (shown as a pending member); NOT_FOUND for anyone else. */
async function loadMember(context: GraphQLContext, workspaceId: string, userId: string) {
  const member = await selectMembersAndInvited(context.database.db, workspaceId)
    .where('s.user_id', '=', userId)
    .orderBy('s.invited')
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', workspaceMessages.notAMember);
  return member;
}

export async function updateWorkspaceMembership(
  context: GraphQLContext,
  args: { workspaceId: string; userId: string; role: string },
): Promise<WorkspaceMember> {
  const { view, subject } = await loadWorkspace(context, args.workspaceId);
  const role = requestedRole(args.role);
  const member = await loadMember(context, view.id, args.userId);
  authorize(subject, 'workspace:manageMembers');
  if (role === 'guest' || member.membership === 'guest')
    authorize(subject, 'workspace:manageGuests');
  if (isOwnerRole(member.role as Role)) {
    throw new AppError('FORBIDDEN', workspaceMessages.ownerRoleFixed);
  }
  if (member.status === 'pending') {
    throw new AppError('BAD_USER_INPUT', pendingUserRoleMessage(member.email));
  }
  const facts = subject.workspace;
  if (member.membership === 'guest' && role !== 'guest' && !canAddMembers(facts, 1)) {
    throw new AppError(
      'LIMIT_REACHED',
      licenceLimitMessage(facts.usedLicenses, licenceLimit(facts)),
    );
  }
  await updateMembershipRole(
    context.database.db,
    view.id,
    member.user_id,
    role,
    membershipOfRole(role),
  );
  announceMembershipChanged(context, {
    workspaceId: view.id,
    userId: member.user_id,
    role,
    previousRole: member.role,
    actorId: context.viewer!.userId,
  });
  return toWorkspaceMember(
    await loadMember(context, view.id, member.user_id),
    fileLinksOf(context),
  );
}

/**
 * Removes a member (an admin), or the viewer themself (leaving); never the owner. Their shares of
 * the workspace's projects go with them. For a person invited, withdraws the invitation.
 */
export async function deleteWorkspaceMembership(
  context: GraphQLContext,
  args: { workspaceId: string; userId: string },
): Promise<boolean> {
  const { view, subject } = await loadWorkspace(context, args.workspaceId);
  const member = await loadMember(context, view.id, args.userId);
  if (member.user_id !== context.viewer!.userId) {
    authorize(
      subject,
      member.membership === 'guest' ? 'workspace:manageGuests' : 'workspace:manageMembers',
    );
  }
  if (isOwnerRole(member.role as Role)) {
    throw new AppError('FORBIDDEN', workspaceMessages.ownerStays);
  }
  // An invitation withdrawn: they were never a member, so nothing else changes.
  if (member.invited) return deleteInvitation(context.database.db, view.id, member.user_id);
  const deleted = await context.database.db
    .transaction()
    .execute((trx) => deleteMembership(trx, view.id, member.user_id));
  announceMembershipChanged(context, {
    workspaceId: view.id,
    userId: member.user_id,
    role: null,
    previousRole: member.role,
    actorId: context.viewer!.userId,
  });
  return deleted;
}
