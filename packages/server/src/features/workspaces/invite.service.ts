import { randomUUID } from 'node:crypto';
import {
  AppError,
  canAddMembers,
  identityMessages,
  isGuestLimitReached,
  isValidEmail,
  licenceLimit,
  licenceLimitMessage,
  membershipOfRole,
  normalizeEmail,
  type Role,
  readInviteMessage,
  workspaceMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  InviteOutcome,
  InviteReport,
  WorkspaceInviteInput,
} from '../../graphql/resolvers.generated.ts';
import {
  createInvitedAccount,
  findAccountByEmail,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import { invitationMail } from './invitation-mail.ts';
import { findInvitation, insertInvitation } from './invitations.repository.ts';
import { requestedRole } from './members.service.ts';
import { authorize, factsOf } from './workspace-permissions.ts';
import { findMember, findWorkspaceOfUser, lockWorkspace } from './workspaces.repository.ts';
import { loadWorkspace } from './workspaces.service.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'workspaces.inviteReport': InviteReport;
  }
}

const maxInvitesAtOnce = 50;

type Planned = {
  email: string;
  role: Role;
  accountId?: string;
  /** No account had this address: one is made, and the mail carries its temporary password. */
  newAccount: boolean;
  temporaryPassword: string;
  hash: string;
};

/**
 * Invites people by e-mail. Everyone invited gets an invitation, not a membership: an address
 * without an account gets one with a temporary password (its first sign-in accepts), an existing
 * account accepts or declines in the app. The answer, the counts and the members list are the
 * same either way, so an inviter cannot tell who had an account. The whole batch is refused,
 * changing nothing, when it would pass the licence or guest limit (an invitation holds a licence).
 */
export async function inviteToWorkspace(
  context: GraphQLContext,
  args: { workspaceId: string; members: WorkspaceInviteInput[]; emailMessage?: string | null },
): Promise<InviteReport> {
  const { view, subject } = await loadWorkspace(context, args.workspaceId);
  if (args.members.length === 0)
    throw new AppError('BAD_USER_INPUT', workspaceMessages.choosePeopleToInvite);
  if (args.members.length > maxInvitesAtOnce) {
    throw new AppError('BAD_USER_INPUT', workspaceMessages.tooManyInvites(maxInvitesAtOnce));
  }
  const readMessage = readInviteMessage(args.emailMessage);
  if (!readMessage.ok) throw new AppError('BAD_USER_INPUT', readMessage.message);
  const emailMessage = readMessage.text;
  const db = context.database.db;
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
        message: identityMessages.invalidEmail,
      });
      continue;
    }
    const email = normalizeEmail(entry.email);
    if (seen.has(email)) continue;
    seen.add(email);
    const account = await findAccountByEmail(db, email);
    if (account && (await findMember(db, view.id, account.id))) {
      results.push({ email, status: 'alreadyMember', message: null });
      continue;
    }
    if (account && (await findInvitation(db, view.id, account.id))) {
      results.push({ email, status: 'alreadyInvited', message: null });
      continue;
    }
    // Hashed for every address, used only for a new account: both take the same time.
    const temporaryPassword = newTemporaryPassword();
    const hash = await hashTemporaryPassword(temporaryPassword);
    planned.push({
      email,
      role,
      accountId: account?.id,
      newAccount: !account,
      temporaryPassword,
      hash,
    });
  }

  const inviterId = context.viewer!.userId;
  const counts = await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, view.id);
    const current = await findWorkspaceOfUser(trx, view.id, inviterId);
    if (!current) throw new AppError('NOT_FOUND', workspaceMessages.notFound);
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
      plan.accountId ??= (await createInvitedAccount(trx, plan.email, plan.hash)).id;
      await insertInvitation(trx, {
        workspaceId: view.id,
        userId: plan.accountId,
        role: plan.role,
        membership: membershipOfRole(plan.role) === 'guest' ? 'guest' : 'member',
        acceptOnSignIn: plan.newAccount,
        invitedBy: inviterId,
      });
    }
    return {
      usedLicenses: facts.usedLicenses + newMembers,
      usedGuestLicenses: facts.usedGuestLicenses + newGuests,
    };
  });

  const inviter = await findMember(db, view.id, inviterId);
  for (const plan of planned) {
    await context.mail.send(
      invitationMail({
        to: plan.email,
        inviterName: inviter?.name || inviter?.email || 'A colleague',
        workspaceName: view.name,
        role: plan.role,
        temporaryPassword: plan.newAccount ? plan.temporaryPassword : undefined,
        emailMessage,
        publicUrl: context.config.publicUrl,
      }),
    );
    results.push({ email: plan.email, status: 'invited', message: null });
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

export async function subscribeToInviteReports(context: GraphQLContext, workspaceId: string) {
  const { subject } = await loadWorkspace(context, workspaceId);
  authorize(subject, 'workspace:manageMembers');
  return context.pubsub.subscribe('workspaces.inviteReport', workspaceId);
}
