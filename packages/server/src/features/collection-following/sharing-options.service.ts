import { randomBytes } from 'node:crypto';
import {
  AppError,
  type CollectionSharingType,
  collectionSharingTypes,
  defaultColumns,
  followingMessages,
  isOpenSharingType,
  isSharedLinkMode,
  sharedLinkModes,
  switchedSharingType,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CollectionSharedLink,
  CollectionSharingOptions,
} from '../../graphql/resolvers.generated.ts';
import {
  type CollectionAccess,
  collectionLink,
  loadCollectionAccess,
} from '../collections/index.ts';
import { authorize } from '../workspaces/index.ts';
import { findSharing, type SharingRow, updateSharing } from './following.repository.ts';

const newToken = () => randomBytes(32).toString('base64url');

type CollectionArgs = { workspaceId: string; collectionId: string };

/** The link readers use: the collection's page carrying its token. */
function toSharedLink(
  context: GraphQLContext,
  access: CollectionAccess,
  row: SharingRow,
): CollectionSharedLink | null {
  if (!row.shared_link_token || !row.shared_link_generated_at) return null;
  const { collection } = access;
  const page = collectionLink(context.config.publicUrl, collection.workspaceId, collection.id);
  return {
    url: `${page}?accessToken=${encodeURIComponent(row.shared_link_token)}`,
    accessToken: row.shared_link_token,
    mode: row.shared_link_mode,
    fieldsToShow: row.shared_link_fields,
    generatedAt: row.shared_link_generated_at.toISOString(),
  };
}

/** The link, for those who read the collection as more than followers, while it is not private. */
function visibleLink(context: GraphQLContext, access: CollectionAccess, row: SharingRow) {
  if (access.follower || !isOpenSharingType(row.sharing_type)) return null;
  return toSharedLink(context, access, row);
}

function toOptions(
  context: GraphQLContext,
  access: CollectionAccess,
  row: SharingRow,
): CollectionSharingOptions {
  return {
    collectionId: row.id,
    type: row.sharing_type,
    lockedToWorkspace: row.locked_to_workspace,
    sharedLink: visibleLink(context, access, row),
  };
}

function readSharingType(type: string): CollectionSharingType {
  if ((collectionSharingTypes as readonly string[]).includes(type)) {
    return type as CollectionSharingType;
  }
  throw new AppError(
    'BAD_USER_INPUT',
    followingMessages.sharingType(collectionSharingTypes.join(', ')),
  );
}

/** Its sharing type, lock and link, as any reader may see them (the link not to followers). */
export async function getCollectionSharingOptions(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<CollectionSharingOptions> {
  const access = await loadCollectionAccess(context, args);
  return toOptions(context, access, await findSharing(context.database.db, args.collectionId));
}

/**
 * Changes the sharing type and the lock to its workspace (its creators). Opening it makes its
 * link when it has none; making it private stops the link and active suggestions giving access.
 */
export async function updateCollectionSharingOptions(
  context: GraphQLContext,
  args: CollectionArgs & { type?: string | null; lockedToWorkspace?: boolean | null },
): Promise<CollectionSharingOptions> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:sharingOptions');
  const type =
    args.type === null || args.type === undefined ? undefined : readSharingType(args.type);
  return applySharing(context, access, {
    sharingType: type,
    lockedToWorkspace: args.lockedToWorkspace ?? undefined,
  });
}

/** Turns a sharing type on or off (switchedSharingType says what that makes it). */
export async function switchTypeSharing(
  context: GraphQLContext,
  args: CollectionArgs & { type: string; enabled: boolean },
): Promise<CollectionSharingOptions> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:sharingOptions');
  const type = readSharingType(args.type);
  const current = await findSharing(context.database.db, args.collectionId);
  return applySharing(context, access, {
    sharingType: switchedSharingType(current.sharing_type, type, args.enabled),
  });
}

async function applySharing(
  context: GraphQLContext,
  access: CollectionAccess,
  changes: { sharingType?: CollectionSharingType; lockedToWorkspace?: boolean },
): Promise<CollectionSharingOptions> {
  const db = context.database.db;
  const id = access.collection.id;
  const current = await findSharing(db, id);
  const opens = changes.sharingType !== undefined && isOpenSharingType(changes.sharingType);
  const token = opens && !current.shared_link_token ? newToken() : undefined;
  await updateSharing(db, id, { ...changes, token });
  return toOptions(context, access, await findSharing(db, id));
}

/** The collection's link (null while it has none, or is private). */
export async function getCollectionSharedLink(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<CollectionSharedLink | null> {
  const access = await loadCollectionAccess(context, args);
  return visibleLink(context, access, await findSharing(context.database.db, args.collectionId));
}

const knownFields = new Set(defaultColumns.map((column) => column.id));

/**
 * Sets what the link shows (its creators): its mode (full, or restricted to fieldsToShow) and
 * the fields. Makes the link when it has none.
 */
export async function updateCollectionSharedLink(
  context: GraphQLContext,
  args: CollectionArgs & { mode?: string | null; fieldsToShow?: string[] | null },
): Promise<CollectionSharedLink> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:sharedLink');
  if (args.mode !== undefined && args.mode !== null && !isSharedLinkMode(args.mode)) {
    throw new AppError(
      'BAD_USER_INPUT',
      followingMessages.sharedLinkMode(sharedLinkModes.join(', ')),
    );
  }
  const fields = args.fieldsToShow ? [...new Set(args.fieldsToShow)] : undefined;
  const unknown = fields?.filter((field) => !knownFields.has(field)) ?? [];
  if (unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', followingMessages.unknownFields(unknown.join(', ')));
  }
  const db = context.database.db;
  const current = await findSharing(db, args.collectionId);
  await updateSharing(db, args.collectionId, {
    ...(args.mode !== undefined && { mode: args.mode }),
    fields,
    token: current.shared_link_token ? undefined : newToken(),
  });
  return toSharedLink(context, access, await findSharing(db, args.collectionId))!;
}

/** A new token (its creators): the old link no longer reads the collection. */
export async function resetCollectionSharedLink(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<CollectionSharedLink> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:sharedLink');
  const db = context.database.db;
  await updateSharing(db, args.collectionId, { token: newToken() });
  return toSharedLink(context, access, await findSharing(db, args.collectionId))!;
}
