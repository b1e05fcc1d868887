import {
  AppError,
  defaultProjectPermissionType,
  emailErrorCheckingFlag,
  isGuestLimitReached,
  licenceLimitMessage,
  type PermissionSubject,
  type ProjectPermissionType,
  readEmailEntries,
  readInviteMessage,
  sharingMessages,
} from '@specboard/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  createInvitedAccount,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import {
  insertInvitation,
  lockWorkspace,
  withdrawIdleGuestInvitations,
} from '../workspaces/index.ts';
import {
  type CataloguePerson,
  countGuestSeats,
  deletePermissions,
  findPeopleByEmails,
  type SharedResource,
  upsertPermission,
} from './catalogue-people.repository.ts';

/** A library or collection whose people change, as the viewer sees it. */
export type ShareTarget = SharedResource & {
  /** The viewer's subject on it: the workspace's guest licences and the feature flags. */
  subject: PermissionSubject;
  /** Holds the resource's row until the transaction ends, so changes to its people queue. */
  lock?: (trx: Transaction<Database>) => Promise<void>;
};

const maxChangesAtOnce = 50;

/** At least one person, and at most 50, named in one call. */
export function checkPeopleCount(count: number) {
  if (count === 0) throw new AppError('BAD_USER_INPUT', sharingMessages.choosePeople);
  if (count > maxChangesAtOnce) {
    throw new AppError('BAD_USER_INPUT', sharingMessages.tooManyChanges(maxChangesAtOnce));
  }
}

/** The inviter's message, trimmed (none when blank), refused when longer than 2,000 characters. */
export function cleanEmailMessage(message: string | null | undefined): string | null {
  const read = readInviteMessage(message);
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.message);
  return read.text;
}

/**
 * The addresses of the typed entries, each with its entry's role (viewer when none), and the
 * entries that are not addresses; the domain refuses a list it cannot read.
 */
export function readInvites(
  subject: PermissionSubject,
  entries: readonly { email: string; type?: ProjectPermissionType | null }[],
) {
  const read = readEmailEntries(
    entries.map((entry) => entry.email),
    subject.flags[emailErrorCheckingFlag] === true,
  );
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.message);
  const invites = read.emails.flatMap((emails, index) =>
    emails.map((email) => ({
      email: email.toLowerCase(),
      role: entries[index]?.type ?? defaultProjectPermissionType,
    })),
  );
  return { invites, wrongEmails: read.wrong };
}

/** One address to give a role: its account if any, else a new one to make. */
export type PlannedInvite = {
  email: string;
  role: ProjectPermissionType;
  person?: CataloguePerson;
  newAccount?: { temporaryPassword: string; hash: string };
  /** The account given the role, once applied. */
  userId?: string;
};

/** Outside the workspace and not invited into it yet: needs a guest invitation (a licence). */
export const needsGuestInvitation = (invite: PlannedInvite) =>
  !invite.person?.membership && !invite.person?.invitation_id;

/**
 * Finds the account of each address (`check` may refuse a person the role) and readies a new
 * account, with its temporary password, for an address without one.
 */
export async function planInvites(
  db: Kysely<Database>,
  target: ShareTarget,
  invites: readonly { email: string; role: ProjectPermissionType }[],
  check?: (person: CataloguePerson, role: ProjectPermissionType) => void,
): Promise<PlannedInvite[]> {
  const found = await findPeopleByEmails(
    db,
    target,
    invites.map((invite) => invite.email),
  );
  const byEmail = new Map(found.map((person) => [person.email.toLowerCase(), person]));
  const planned: PlannedInvite[] = [];
  for (const invite of invites) {
    const person = byEmail.get(invite.email);
    if (person) check?.(person, invite.role);
    const change: PlannedInvite = { ...invite, person };
    // Hashing is slow: done before the transaction, for every new guest alike.
    if (needsGuestInvitation(change)) {
      const temporaryPassword = newTemporaryPassword();
      const hash = await hashTemporaryPassword(temporaryPassword);
      if (!person) change.newAccount = { temporaryPassword, hash };
    }
    planned.push(change);
  }
  return planned;
}

/** Refuses, as LIMIT_REACHED 'guestLimit', new guests past the workspace's guest licences. */
async function checkGuestSeats(trx: Transaction<Database>, target: ShareTarget, newGuests: number) {
  if (newGuests === 0) return;
  const used = await countGuestSeats(trx, target.workspaceId);
  const facts = { ...target.subject.workspace, usedGuestLicenses: used + newGuests };
  if (isGuestLimitReached(facts)) {
    const limit = facts.guestLicenseLimit;
    throw new AppError('LIMIT_REACHED', licenceLimitMessage(used, limit), {
      reason: 'guestLimit',
      used,
      limit,
    });
  }
}

/**
 * Gives each planned address its role, under the workspace's lock: an account made where there is
 * none (pending, its first sign-in accepts), someone outside the workspace invited into it as a
 * guest within the guest licences. Sets each invite's `userId`.
 */
export async function applyInvites(
  db: Kysely<Database>,
  target: ShareTarget,
  planned: PlannedInvite[],
  inviterId: string,
) {
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, target.workspaceId);
    await target.lock?.(trx);
    await checkGuestSeats(trx, target, planned.filter(needsGuestInvitation).length);
    for (const invite of planned) {
      invite.userId =
        invite.person?.id ??
        (await createInvitedAccount(trx, invite.email, invite.newAccount!.hash)).id;
      if (needsGuestInvitation(invite)) {
        await insertInvitation(trx, {
          workspaceId: target.workspaceId,
          userId: invite.userId,
          role: 'guest',
          membership: 'guest',
          acceptOnSignIn: invite.newAccount !== undefined,
          invitedBy: inviterId,
        });
      }
      await upsertPermission(trx, target, {
        userId: invite.userId,
        role: invite.role,
        invitedBy: inviterId,
      });
    }
  });
}

/** Gives (or changes) people's roles on the resource, in order, in one transaction. */
export async function giveRoles(
  db: Kysely<Database>,
  target: ShareTarget,
  roles: readonly { userId: string; type: ProjectPermissionType }[],
  inviterId: string,
) {
  await db.transaction().execute(async (trx) => {
    await target.lock?.(trx);
    for (const { userId, type } of roles) {
      await upsertPermission(trx, target, { userId, role: type, invitedBy: inviterId });
    }
  });
}

/**
 * Takes people's roles on the resource away; a guest invitation that carried nothing else then
 * only holds a licence, and is withdrawn.
 */
export async function removeRoles(
  db: Kysely<Database>,
  target: ShareTarget,
  userIds: readonly string[],
) {
  await db.transaction().execute(async (trx) => {
    await target.lock?.(trx);
    await deletePermissions(trx, target, userIds);
    await withdrawIdleGuestInvitations(trx, target.workspaceId, userIds);
  });
}
