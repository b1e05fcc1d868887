import { AppError, sharingMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { announceAccessChanged } from '../../graphql/live-access.ts';
import type {
  CatalogueInviteInput,
  CataloguePermission,
  CataloguePermissionInput,
  CataloguePermissionResult,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  applyInvites,
  checkPeopleCount,
  cleanEmailMessage,
  findPeopleByIds,
  giveRoles,
  planInvites,
  readInvites,
  removeRoles,
  type ShareTarget,
} from '../catalogue-people/index.ts';
import { fileLinksOf } from '../files/index.ts';
import { authorize } from '../workspaces/index.ts';
import { type CollectionAccess, loadCollectionAccess } from './collection-access.ts';
import { announceCollectionChanged } from './collection-events.ts';
import { sendCollectionInvitations } from './collection-mail.ts';
import { findCollectionMembers } from './collection-views.repository.ts';
import { toCataloguePermission } from './collections.presenter.ts';

type CollectionArgs = { workspaceId: string; collectionId: string };

/** The collection as the shared people module sees it: its shares in collection_permissions. */
function shareTarget(args: CollectionArgs, access: CollectionAccess): ShareTarget {
  return {
    table: 'collection_permissions',
    id: args.collectionId,
    workspaceId: args.workspaceId,
    subject: access.subject,
  };
}

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
  checkPeopleCount(args.permissions.length);
  const target = shareTarget(args, access);
  const ids = args.permissions.map((permission) => permission.userId);
  const db = context.database.db;
  const people = new Map((await findPeopleByIds(db, target, ids)).map((p) => [p.id, p]));
  for (const id of ids) {
    const person = people.get(id);
    const inWorkspace = Boolean(person?.membership || person?.invitation_id);
    if (!inWorkspace || (existingOnly && !person?.share_role)) {
      throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
    }
  }
  await giveRoles(db, target, args.permissions, viewer.userId);
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
  checkPeopleCount(userIds.length);
  const onlySelf = userIds.length === 1 && userIds[0] === viewer.userId;
  if (!onlySelf) authorize(access.subject, 'collection:share');
  const target = shareTarget(args, access);
  const db = context.database.db;
  const holders = new Set(
    (await findPeopleByIds(db, target, userIds))
      .filter((person) => person.share_role)
      .map((person) => person.id),
  );
  if (userIds.some((id) => !holders.has(id))) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  await removeRoles(db, target, userIds);
  return resultOf(context, access, { changed: userIds });
}

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
  const { invites, wrongEmails } = readInvites(access.subject, args.invites);
  checkPeopleCount(invites.length);
  const target = shareTarget(args, access);
  const db = context.database.db;
  const planned = await planInvites(db, target, invites);
  await applyInvites(db, target, planned, viewer.userId);
  await sendCollectionInvitations(context, target, access.collection.name, planned, emailMessage);
  return resultOf(context, access, {
    changed: planned.map((invite) => invite.userId!),
    invited: planned.map((invite) => invite.email),
    wrongEmails,
  });
}
