import { randomUUID } from 'node:crypto';
import {
  AppError,
  canAddMembers,
  invitableWorkspaceRoles,
  isGuestLimitReached,
  isOwnerRole,
  isValidEmail,
  licenceLimit,
  licenceLimitMessage,
  membershipOfRole,
  normalizeEmail,
  pendingUserRoleMessage,
  type Role,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  InviteOutcome,
  InviteReport,
  WorkspaceInviteInput,
  WorkspaceMember,
  WorkspaceMemberList,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import {
  createInvitedAccount,
  findAccountByEmail,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import { invitationMail } from './invitation-mail.ts';
import { announceMembershipChanged } from './membership-events.ts';
import { decodeCursor, encodeCursor, pageSize } from './paging.ts';
import { authorize, factsOf } from './workspace-permissions.ts';
import { toWorkspaceMember } from './workspaces.presenter.ts';
import {
  deleteMembership,
  findMember,
  findMembers,
  findWorkspaceOfUser,
  lockWorkspace,
  updateMembershipRole,
  upsertMembership,
} from './workspaces.repository.ts';
import { loadWorkspace } from './workspaces.service.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'workspaces.inviteReport': InviteReport;
  }
}

const maxInvitesAtOnce = 50;
const maxEmailMessageLength = 2000;

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
  const rows = await findMembers(context.database.db, view.id, {
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

function requestedRole(role: string | null | undefined): Role {
  const chosen = (role ?? 'viewer') as Role;
  if (chosen !== 'guest' && !(invitableWorkspaceRoles as readonly string[]).includes(chosen)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `A member can be invited as ${invitableWorkspaceRoles.join(', ')} or guest.`,
    );
  }
  return chosen;
}

type Planned = {
  email: string;
  role: Role;
  accountId?: string;
  temporaryPassword?: string;
  hash?: string;
};

/**
 * Invites people by e-mail. People without an account get one with a temporary password; the
 * whole batch is refused, changing nothing, when it would pass the licence or guest limit.
 */
export async function inviteToWorkspace(
  context: GraphQLContext,
  args: { workspaceId: string; members: WorkspaceInviteInput[]; emailMessage?: string | null },
): Promise<InviteReport> {
  const { view, subject } = await loadWorkspace(context, args.workspaceId);
  if (args.members.length === 0)
    throw new AppError('BAD_USER_INPUT', 'Please choose at least one person to invite.');
  if (args.members.length > maxInvitesAtOnce) {
    throw new AppError('BAD_USER_INPUT', `Invite at most ${maxInvitesAtOnce} people at once.`);
  }
  const emailMessage = args.emailMessage?.trim() || null;
  if (emailMessage && emailMessage.length > maxEmailMessageLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The message must be at most ${maxEmailMessageLength} characters long.`,
    );
  }
  const results: InviteOutcome[] = [];
  const planned: Planned[] = [];
  const seen = new Set<string>();
  for (const entry of args.members) {
    const role = requestedRole(entry.role);
    authorize(subject, role === 'guest' ? 'workspace:manageGuests' : 'workspace:manageMembers');
    if (!isValidEmail(entry.email)) {
      results.push({
        email: entry.email.trim(),
        status: 'failed',
        message: 'Please enter a valid email address.',
      });
      continue;
    }
    const email = normalizeEmail(entry.email);
    if (seen.has(email)) continue;
    seen.add(email);
    const account = await findAccountByEmail(context.database.db, email);
    if (account && (await findMember(context.database.db, view.id, account.id))) {
      results.push({ email, status: 'alreadyMember', message: null });
      continue;
    }
    if (account) planned.push({ email, role, accountId: account.id });
    else {
      const temporaryPassword = newTemporaryPassword();
      planned.push({
        email,
        role,
        temporaryPassword,
        hash: await hashTemporaryPassword(temporaryPassword),
      });
    }
  }

  const inviterId = context.viewer!.userId;
  const counts = await context.database.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, view.id);
    const current = await findWorkspaceOfUser(trx, view.id, inviterId);
    if (!current) throw new AppError('NOT_FOUND', 'Workspace not found.');
    const facts = factsOf(current);
    const newGuests = planned.filter((p) => p.role === 'guest').length;
    const newMembers = planned.length - newGuests;
    if (newMembers > 0 && !canAddMembers(facts, newMembers)) {
      throw new AppError(
        'LIMIT_REACHED',
        licenceLimitMessage(facts.usedLicenses, licenceLimit(facts)),
        {
          reason: 'licenceLimit',
          used: facts.usedLicenses,
          limit: licenceLimit(facts),
        },
      );
    }
    if (
      newGuests > 0 &&
      isGuestLimitReached({ ...facts, usedGuestLicenses: facts.usedGuestLicenses + newGuests })
    ) {
      throw new AppError(
        'LIMIT_REACHED',
        licenceLimitMessage(facts.usedGuestLicenses, facts.guestLicenseLimit),
        {
          reason: 'guestLimit',
          used: facts.usedGuestLicenses,
          limit: facts.guestLicenseLimit,
        },
      );
    }
    for (const plan of planned) {
      const accountId =
        plan.accountId ?? (await createInvitedAccount(trx, plan.email, plan.hash!)).id;
      plan.accountId = accountId;
      await upsertMembership(trx, {
        workspaceId: view.id,
        userId: accountId,
        role: plan.role,
        membership: membershipOfRole(plan.role),
        status: plan.temporaryPassword ? 'pending' : 'active',
        invitedBy: inviterId,
      });
    }
    return {
      usedLicenses: facts.usedLicenses + newMembers,
      usedGuestLicenses: facts.usedGuestLicenses + newGuests,
    };
  });

  const inviter = await findMember(context.database.db, view.id, inviterId);
  for (const plan of planned) {
    await context.mail.send(
      invitationMail({
        to: plan.email,
        inviterName: inviter?.name ?? inviter?.email ?? 'A colleague',
        workspaceName: view.name,
        workspaceId: view.id,
        temporaryPassword: plan.temporaryPassword,
        emailMessage,
        publicUrl: context.config.publicUrl,
      }),
    );
    results.push({
      email: plan.email,
      status: plan.temporaryPassword ? 'invited' : 'added',
      message: null,
    });
    announceMembershipChanged(context, {
      workspaceId: view.id,
      userId: plan.accountId!,
      role: plan.role,
      previousRole: null,
      actorId: inviterId,
    });
  }
  const report: InviteReport = {
    requestId: randomUUID(),
    workspaceId: view.id,
    results,
    ...counts,
  };
  context.pubsub.publish('workspaces.inviteReport', view.id, report);
  return report;
}

async function loadMember(context: GraphQLContext, workspaceId: string, userId: string) {
  const member = await findMember(context.database.db, workspaceId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'This person is not a member of the workspace.');
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
    throw new AppError('FORBIDDEN', "The owner's role cannot be changed.");
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
 * the workspace's projects go with them.
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
    throw new AppError('FORBIDDEN', 'The owner cannot be removed from the workspace.');
  }
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

export async function subscribeToInviteReports(context: GraphQLContext, workspaceId: string) {
  const { subject } = await loadWorkspace(context, workspaceId);
  authorize(subject, 'workspace:manageMembers');
  return context.pubsub.subscribe('workspaces.inviteReport', workspaceId);
}
