import {
  AppError,
  emailErrorCheckingFlag,
  isGuestLimitReached,
  licenceLimitMessage,
  readEmailEntries,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { announceAccessChanged } from '../../graphql/live-access.ts';
import type {
  CatalogueInviteInput,
  CataloguePermission,
  CataloguePermissionInput,
  CataloguePermissionResult,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
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
import type { CatalogueShareRole } from './collection-access.repository.ts';
import { type CollectionAccess, loadCollectionAccess } from './collection-access.ts';
import { announceCollectionChanged } from './collection-events.ts';
import { collectionInvitationMail, collectionLink } from './collection-mail.ts';
import {
  countGuestLicences,
  deleteCollectionPermissions,
  findPeopleByEmails,
  findPermissionHolders,
  findWorkspacePeople,
  upsertCollectionPermission,
} from './collection-people.repository.ts';
import { findCollectionMembers } from './collection-views.repository.ts';
import { toCataloguePermission } from './collections.presenter.ts';

type CollectionArgs = { workspaceId: string; collectionId: string };

const maxChangesAtOnce = 50;
const maxEmailMessageLength = 2000;

/** The people given a role on the collection, for anyone who can open it. */
export async function getCollectionMembers(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<CataloguePermission[]> {
  await loadCollectionAccess(context, args);
  return listMembers(context, args.collectionId);
}

async function listMembers(context: GraphQLContext, collectionId: string) {
  const rows = await findCollectionMembers(context.database.executeSql, [collectionId]);
  const links = fileLinksOf(context);
  return rows.map((row) => toCataloguePermission(row, links));
}

async function resultOf(
  context: GraphQLContext,
  access: CollectionAccess,
  extra: { invited?: string[]; wrongEmails?: string[]; changed: string[] },
): Promise<CataloguePermissionResult> {
  for (const userId of extra.changed) announceAccessChanged(context, userId);
  announceCollectionChanged(context, {
    workspaceId: access.collection.workspaceId,
    collectionId: access.collection.id,
  });
  return {
    id: access.collection.id,
    members: await listMembers(context, access.collection.id),
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

/**
 * Gives people of the workspace (members, guests, or invited into it) a role on the collection;
 * with `existingOnly`, only people already holding one (updateCollectionPermission).
 */
async function setRoles(
  context: GraphQLContext,
  args: CollectionArgs & { permissions: CataloguePermissionInput[] },
  existingOnly: boolean,
): Promise<CataloguePermissionResult> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:share');
  checkCount(args.permissions.length);
  const ids = args.permissions.map((permission) => permission.userId);
  const db = context.database.db;
  const people = new Set((await findWorkspacePeople(db, args.workspaceId, ids)).map((p) => p.id));
  const holders = existingOnly ? await findPermissionHolders(db, args.collectionId, ids) : people;
  for (const id of ids) {
    if (!people.has(id) || !holders.has(id)) {
      throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const permission of args.permissions) {
      await upsertCollectionPermission(trx, {
        collectionId: args.collectionId,
        userId: permission.userId,
        role: permission.type,
        invitedBy: viewer.userId,
      });
    }
  });
  return resultOf(context, access, { changed: ids });
}

export function shareCollection(
  context: GraphQLContext,
  args: CollectionArgs & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, false);
}

export function updateCollectionPermission(
  context: GraphQLContext,
  args: CollectionArgs & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, true);
}

/**
 * Removes people's roles on the collection: anyone may remove their own (they leave it), others'
 * need the share action.
 */
export async function deleteCollectionPermission(
  context: GraphQLContext,
  args: CollectionArgs & { userIds: string[] },
): Promise<CataloguePermissionResult> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  const userIds = [...new Set(args.userIds)];
  checkCount(userIds.length);
  const onlySelf = userIds.length === 1 && userIds[0] === viewer.userId;
  if (!onlySelf) authorize(access.subject, 'collection:share');
  const db = context.database.db;
  const holders = await findPermissionHolders(db, args.collectionId, userIds);
  if (userIds.some((id) => !holders.has(id))) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  await db.transaction().execute(async (trx) => {
    await deleteCollectionPermissions(trx, args.collectionId, userIds);
    // An outsider's guest invitation carrying nothing else now only holds a licence.
    await withdrawIdleGuestInvitations(trx, args.workspaceId, userIds);
  });
  return resultOf(context, access, { changed: userIds });
}

function cleanEmailMessage(message: string | null | undefined): string | null {
  const trimmed = message?.trim() || null;
  if (trimmed && trimmed.length > maxEmailMessageLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      sharingMessages.emailMessageTooLong(maxEmailMessageLength),
    );
  }
  return trimmed;
}

type PlannedInvite = {
  email: string;
  role: CatalogueShareRole;
  userId?: string;
  /** Outside the workspace: invited into it as a guest (a guest licence). */
  needsInvitation: boolean;
  newAccount?: { temporaryPassword: string; hash: string };
};

/**
 * Invites people by address: members and guests get the role at once; anyone else is invited
 * into the workspace as a guest (an account made for an address without one, its temporary
 * password mailed), within the guest licences, and holds the role.
 */
export async function inviteUserToCollection(
  context: GraphQLContext,
  args: CollectionArgs & { invites: CatalogueInviteInput[]; emailMessage?: string | null },
): Promise<CataloguePermissionResult> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:share');
  const emailMessage = cleanEmailMessage(args.emailMessage);
  const read = readEmailEntries(
    args.invites.map((invite) => invite.email),
    access.subject.flags[emailErrorCheckingFlag] === true,
  );
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.message);
  const entries = read.emails.flatMap((emails, index) =>
    emails.map((email) => ({ email, role: args.invites[index]?.type ?? 'viewer' })),
  );
  checkCount(entries.length);
  const db = context.database.db;
  const known = new Map(
    (
      await findPeopleByEmails(
        db,
        args.workspaceId,
        entries.map((entry) => entry.email),
      )
    ).map((person) => [person.email.toLowerCase(), person]),
  );
  const planned: PlannedInvite[] = [];
  for (const entry of entries) {
    const person = known.get(entry.email);
    const inWorkspace = Boolean(person?.membership || person?.invited);
    const invite: PlannedInvite = {
      ...entry,
      role: entry.role as CatalogueShareRole,
      userId: person?.id,
      needsInvitation: !inWorkspace,
    };
    if (!person) {
      const temporaryPassword = newTemporaryPassword();
      invite.newAccount = {
        temporaryPassword,
        hash: await hashTemporaryPassword(temporaryPassword),
      };
    }
    planned.push(invite);
  }
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, args.workspaceId);
    const newGuests = planned.filter((invite) => invite.needsInvitation).length;
    if (newGuests > 0) {
      const used = await countGuestLicences(trx, args.workspaceId);
      const facts = { ...access.subject.workspace, usedGuestLicenses: used + newGuests };
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
      invite.userId ??= (await createInvitedAccount(trx, invite.email, invite.newAccount!.hash)).id;
      if (invite.needsInvitation) {
        await insertInvitation(trx, {
          workspaceId: args.workspaceId,
          userId: invite.userId,
          role: 'guest',
          membership: 'guest',
          acceptOnSignIn: invite.newAccount !== undefined,
          invitedBy: viewer.userId,
        });
      }
      await upsertCollectionPermission(trx, {
        collectionId: args.collectionId,
        userId: invite.userId,
        role: invite.role,
        invitedBy: viewer.userId,
      });
    }
  });
  const inviter = await findWorkspacePeople(db, args.workspaceId, [viewer.userId]);
  const inviterName = inviter[0]?.name || inviter[0]?.email || '';
  const link = collectionLink(context.config.publicUrl, args.workspaceId, args.collectionId);
  for (const invite of planned) {
    await context.mail.send(
      collectionInvitationMail({
        to: invite.email,
        inviterName,
        collectionName: access.collection.name,
        link,
        role: invite.role,
        temporaryPassword: invite.newAccount?.temporaryPassword,
        emailMessage,
        publicUrl: context.config.publicUrl,
      }),
    );
  }
  return resultOf(context, access, {
    changed: planned.map((invite) => invite.userId!),
    invited: planned.map((invite) => invite.email),
    wrongEmails: read.wrong,
  });
}
