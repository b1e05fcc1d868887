import {
  AppError,
  defaultProjectPermissionType,
  emailErrorCheckingFlag,
  isGuestLimitReached,
  licenceLimitMessage,
  type PermissionSubject,
  type ProjectPermissionType,
  projectRolesOfferedTo,
  type Role,
  readEmailEntries,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CatalogueInviteInput,
  CataloguePermissionInput,
  CataloguePermissionResult,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import {
  createInvitedAccount,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import {
  authorize,
  insertInvitation,
  lockWorkspace,
  withdrawIdleGuestInvitations,
} from '../workspaces/index.ts';
import { toCataloguePermission } from './libraries.presenter.ts';
import { type LibraryAccess, loadLibraryAccess } from './library-access.ts';
import { sendLibraryInvitations } from './library-mail.ts';
import {
  countGuestSeats,
  deleteLibraryPermissions,
  findLibraryMembers,
  findLibraryPeopleByEmails,
  findLibraryPeopleByIds,
  type LibraryPerson,
  lockLibrary,
  upsertLibraryPermission,
} from './library-permissions.repository.ts';

type Ids = { workspaceId: string; libraryId: string };
const maxChangesAtOnce = 50;

async function resultOf(
  context: GraphQLContext,
  libraryId: string,
  extra: { invited?: string[]; wrongEmails?: string[] } = {},
): Promise<CataloguePermissionResult> {
  const links = fileLinksOf(context);
  const members = await findLibraryMembers(context.database.db, [libraryId]);
  return {
    id: libraryId,
    members: members.map((member) => toCataloguePermission(member, links)),
    invited: extra.invited ?? [],
    wrongEmails: extra.wrongEmails ?? [],
  };
}

function checkCount(count: number) {
  if (count === 0) throw new AppError('BAD_USER_INPUT', sharingMessages.choosePeople);
  if (count > maxChangesAtOnce) {
    throw new AppError('BAD_USER_INPUT', sharingMessages.tooManyChanges(maxChangesAtOnce));
  }
}

/** A Design Partner (collaborator) is offered no editing role, as on projects. */
function checkOffered(person: LibraryPerson, role: ProjectPermissionType) {
  const workspaceRole = (person.workspace_role as Role | null) ?? undefined;
  if (!projectRolesOfferedTo({ workspaceRole }).includes(role)) {
    throw new AppError(
      'BAD_USER_INPUT',
      sharingMessages.roleNotOfferedToCollaborator(person.email, role),
    );
  }
}

/** The people named by id, each once, all of them known to the workspace or the library. */
async function namedPeople(context: GraphQLContext, ids: Ids, userIds: readonly string[]) {
  if (new Set(userIds).size !== userIds.length) {
    const repeated = userIds.find((id, index) => userIds.indexOf(id) !== index)!;
    throw new AppError('BAD_USER_INPUT', sharingMessages.namedTwice(repeated));
  }
  const people = await findLibraryPeopleByIds(context.database.db, { ...ids, ids: userIds });
  if (people.length !== userIds.length) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  return new Map(people.map((person) => [person.id, person]));
}

async function setRoles(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
  onlyExisting: boolean,
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  authorize(access.onLibrary, 'library:share');
  checkCount(args.permissions.length);
  const people = await namedPeople(
    context,
    args,
    args.permissions.map((permission) => permission.userId),
  );
  for (const { userId, type } of args.permissions) {
    const person = people.get(userId)!;
    if (onlyExisting && !person.library_role) {
      throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
    }
    checkOffered(person, type);
  }
  await context.database.db.transaction().execute(async (trx) => {
    await lockLibrary(trx, access.library.id);
    for (const { userId, type } of args.permissions) {
      await upsertLibraryPermission(trx, {
        libraryId: access.library.id,
        userId,
        role: type,
        invitedBy: context.viewer!.userId,
      });
    }
  });
  return resultOf(context, access.library.id);
}

/** Gives people of the workspace roles on the library (library:share). */
export function shareLibrary(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, false);
}

/** Changes the roles of people who hold one on the library (library:share). */
export function updateLibraryPermission(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, true);
}

/**
 * Removes people's roles on the library (library:share); anyone may remove their own, and so
 * leave the library.
 */
export async function deleteLibraryPermission(
  context: GraphQLContext,
  args: Ids & { userIds: string[] },
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  const own = args.userIds.length > 0 && args.userIds.every((id) => id === context.viewer!.userId);
  if (!own) authorize(access.onLibrary, 'library:share');
  checkCount(args.userIds.length);
  const people = await namedPeople(context, args, args.userIds);
  if ([...people.values()].some((person) => !person.library_role)) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  await context.database.db.transaction().execute(async (trx) => {
    await lockLibrary(trx, access.library.id);
    await deleteLibraryPermissions(trx, access.library.id, args.userIds);
    await withdrawIdleGuestInvitations(trx, access.library.workspace_id, args.userIds);
  });
  return resultOf(context, access.library.id);
}

/** One address to give a role: its account if any, else a new one to make. */
type PlannedInvite = {
  email: string;
  role: ProjectPermissionType;
  person?: LibraryPerson;
  newAccount?: { temporaryPassword: string; hash: string };
  userId?: string;
};

/** Outside the workspace and not invited into it yet: needs a guest invitation (a licence). */
const needsGuestInvitation = (invite: PlannedInvite) =>
  !invite.person?.membership && !invite.person?.invitation_id;

function readInvites(subject: PermissionSubject, entries: readonly CatalogueInviteInput[]) {
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

/**
 * Gives the library to people by e-mail, as projects are shared (features/sharing): an address
 * without an account gets a pending one with a temporary password; someone outside the workspace
 * is invited into it as a guest (a guest licence, within the workspace's limit); then each is
 * given the role and mailed.
 */
export async function inviteUserToLibrary(
  context: GraphQLContext,
  args: Ids & { invites: CatalogueInviteInput[]; emailMessage?: string | null },
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  authorize(access.onLibrary, 'library:share');
  const { invites, wrongEmails } = readInvites(access.onLibrary, args.invites);
  checkCount(invites.length);
  const found = await findLibraryPeopleByEmails(context.database.db, {
    ...args,
    emails: invites.map((invite) => invite.email),
  });
  const byEmail = new Map(found.map((person) => [person.email.toLowerCase(), person]));
  const planned: PlannedInvite[] = [];
  for (const invite of invites) {
    const person = byEmail.get(invite.email);
    if (person) checkOffered(person, invite.role);
    const change: PlannedInvite = { ...invite, person };
    // Hashing is slow: done before the transaction, for every new guest alike.
    if (needsGuestInvitation(change)) {
      const temporaryPassword = newTemporaryPassword();
      const hash = await hashTemporaryPassword(temporaryPassword);
      if (!person) change.newAccount = { temporaryPassword, hash };
    }
    planned.push(change);
  }
  await applyInvites(context, access, planned);
  await sendLibraryInvitations(context, access.library, planned, args.emailMessage ?? null);
  return resultOf(context, access.library.id, {
    invited: invites.map((invite) => invite.email),
    wrongEmails,
  });
}

async function applyInvites(
  context: GraphQLContext,
  access: LibraryAccess,
  planned: PlannedInvite[],
) {
  const inviterId = context.viewer!.userId;
  const workspaceId = access.library.workspace_id;
  await context.database.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    await lockLibrary(trx, access.library.id);
    const newGuests = planned.filter(needsGuestInvitation).length;
    if (newGuests > 0) {
      const used = await countGuestSeats(trx, workspaceId);
      const facts = { ...access.onLibrary.workspace, usedGuestLicenses: used + newGuests };
      if (isGuestLimitReached(facts)) {
        const limit = facts.guestLicenseLimit;
        throw new AppError('LIMIT_REACHED', licenceLimitMessage(used, limit), {
          reason: 'guestLimit',
          used,
          limit,
        });
      }
    }
    for (const invite of planned) {
      invite.userId =
        invite.person?.id ??
        (await createInvitedAccount(trx, invite.email, invite.newAccount!.hash)).id;
      if (needsGuestInvitation(invite)) {
        await insertInvitation(trx, {
          workspaceId,
          userId: invite.userId,
          role: 'guest',
          membership: 'guest',
          acceptOnSignIn: invite.newAccount !== undefined,
          invitedBy: inviterId,
        });
      }
      await upsertLibraryPermission(trx, {
        libraryId: access.library.id,
        userId: invite.userId,
        role: invite.role,
        invitedBy: inviterId,
      });
    }
  });
}

export type { PlannedInvite };
