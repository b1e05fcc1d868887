import {
  AppError,
  effectiveProjectRole,
  libraryMessages,
  type PermissionSubject,
  type Role,
} from '@specboard/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  Collection,
  CopiedCollection,
  MutationCopyCollectionArgs,
  MutationCreateCollectionV3Args,
  MutationUpdateCollectionArgs,
  Workspace,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { resolveOwnedImage } from '../files/index.ts';
import { ensureDefaultLibrary } from '../libraries/index.ts';
import { copyCollectionProducts } from '../schedule/index.ts';
import { authorize, getWorkspace, lockWorkspace } from '../workspaces/index.ts';
import {
  collectionNotFound,
  findCollectionAccess,
  loadCatalogueWorkspace,
  loadCollectionAccess,
} from './collection-access.ts';
import { announceCollectionChanged, announceCollectionDeleted } from './collection-events.ts';
import { cleanDescription, cleanKeywords, cleanLocation, cleanName } from './collection-input.ts';
import { getCollectionForViewer } from './collection-reading.ts';
import {
  type CollectionInfo,
  copyPhotos,
  countPrivateInDefaultLibrary,
  deleteCollectionRow,
  findCollectionInfo,
  findCollectionReaders,
  findCollectionWorkspace,
  findFollowingWorkspacesOf,
  findLibrary,
  findLibraryShareRole,
  insertCollection,
  recordCollectionAccess,
  settleSuggestionsFor,
  touchFollow,
  updateCollectionRow,
} from './collections.repository.ts';

/**
 * The library a new collection goes to (the default one, made on first use, when none is given)
 * and the viewer's subject for creating in it: their workspace role raised by a share of the
 * library, the free cap counted under the workspace's lock.
 */
async function creationTarget(
  trx: Transaction<Database>,
  inWorkspace: PermissionSubject,
  args: { workspaceId: string; libraryId?: string | null; userId: string },
) {
  await lockWorkspace(trx, args.workspaceId);
  const libraryId = args.libraryId ?? (await ensureDefaultLibrary(trx, args.workspaceId));
  const library = await findLibrary(trx, args.workspaceId, libraryId);
  if (!library) throw new AppError('NOT_FOUND', libraryMessages.notFound);
  const share = await findLibraryShareRole(trx, libraryId, args.userId);
  const role = effectiveProjectRole({
    workspaceRole: inWorkspace.viewer.role,
    workspaceMembership: inWorkspace.viewer.membership,
    projectRole: share,
  });
  const subject: PermissionSubject = {
    ...inWorkspace,
    viewer: { ...inWorkspace.viewer, role: role as Role | undefined },
    workspace: {
      ...inWorkspace.workspace,
      privateCollectionsInDefaultLibrary: await countPrivateInDefaultLibrary(trx, args.workspaceId),
    },
    resource: { inCustomLibrary: library.kind === 'custom' },
  };
  return { libraryId, subject };
}

/** A collection in a library (the default one when none is given), within the free cap. */
export async function createCollection(
  context: GraphQLContext,
  args: MutationCreateCollectionV3Args,
): Promise<Collection> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, args.workspaceId);
  const info: CollectionInfo = {
    name: cleanName(args.name),
    description: cleanDescription(args.description),
    keywords: cleanKeywords(args.keywords),
    location: cleanLocation(args.location),
    logo: (await resolveOwnedImage(context, viewer.userId, args.logo)) ?? null,
  };
  const id = await context.database.db.transaction().execute(async (trx) => {
    const target = await creationTarget(trx, inWorkspace, { ...args, userId: viewer.userId });
    authorize(target.subject, 'collection:create');
    return insertCollection(trx, {
      ...info,
      workspaceId: args.workspaceId,
      libraryId: target.libraryId,
      creatorId: viewer.userId,
    });
  });
  announceCollectionChanged(context, { workspaceId: args.workspaceId, collectionId: id });
  return getCollectionForViewer(context, args.workspaceId, id, inWorkspace);
}

/** Changes the info of a collection (editors and above); omitted fields stay as they are. */
export async function updateCollection(
  context: GraphQLContext,
  args: MutationUpdateCollectionArgs,
): Promise<Collection> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:update');
  const changes: Partial<CollectionInfo> = {};
  if (args.name !== undefined && args.name !== null) changes.name = cleanName(args.name);
  if (args.description !== undefined) changes.description = cleanDescription(args.description);
  if (args.keywords !== undefined) changes.keywords = cleanKeywords(args.keywords);
  if (args.location !== undefined) changes.location = cleanLocation(args.location);
  const logo = await resolveOwnedImage(context, viewer.userId, args.logo);
  if (logo !== undefined) changes.logo = logo;
  await updateCollectionRow(context.database.db, args.collectionId, changes);
  announceCollectionChanged(context, args);
  return getCollectionForViewer(context, args.workspaceId, args.collectionId, access.inWorkspace);
}

/** Deletes a collection (its creators): its products, views, photos and shares go with it. */
export async function deleteCollection(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string },
): Promise<boolean> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:delete');
  const db = context.database.db;
  const readers = await findCollectionReaders(db, args.collectionId);
  await deleteCollectionRow(db, args.collectionId);
  announceCollectionDeleted(context, { ...args, readers });
  return true;
}

/**
 * A copy of a collection the viewer can open, in their workspace's library (the default one
 * unless given): its info, photos and products; the free cap bounds it as creating does.
 */
export async function copyCollection(
  context: GraphQLContext,
  args: MutationCopyCollectionArgs,
): Promise<CopiedCollection> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  const db = context.database.db;
  const info = (await findCollectionInfo(db, args.collectionId))!;
  const id = await db.transaction().execute(async (trx) => {
    const target = await creationTarget(trx, access.inWorkspace, {
      workspaceId: args.workspaceId,
      libraryId: args.libraryId,
      userId: viewer.userId,
    });
    authorize(target.subject, 'collection:copy');
    const copyId = await insertCollection(trx, {
      ...info,
      workspaceId: args.workspaceId,
      libraryId: target.libraryId,
      creatorId: viewer.userId,
    });
    await copyPhotos(trx, args.collectionId, copyId, viewer.userId);
    await copyCollectionProducts(trx, args.collectionId, copyId);
    // Copying a suggested collection settles the suggestion: it leaves their suggestions.
    if (args.suggested) {
      await settleSuggestionsFor(trx, {
        collectionId: args.collectionId,
        userId: viewer.userId,
        status: 'copied',
      });
    }
    return copyId;
  });
  announceCollectionChanged(context, { workspaceId: args.workspaceId, collectionId: id });
  const collection = await getCollectionForViewer(context, args.workspaceId, id);
  return { id, collection };
}

/** The collection for its page and info modal; opening it counts as an access. */
export async function getLibraryCollectionInfo(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; accessToken?: string | null },
): Promise<Collection> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  await recordCollectionAccess(context.database.db, viewer.userId, args.collectionId);
  if (!access.collection.home) {
    await touchFollow(context.database.db, args.collectionId, args.workspaceId);
  }
  return getCollectionForViewer(
    context,
    args.workspaceId,
    args.collectionId,
    access.inWorkspace,
    args.accessToken,
  );
}

/**
 * The workspaces of the viewer that hold the collection: its own when they open it there, and
 * those of theirs that follow it. 'Collection not found.' when there is none.
 */
export async function listWorkspacesWithCollection(
  context: GraphQLContext,
  args: { collectionId: string },
): Promise<Workspace[]> {
  const viewer = requireViewer(context);
  const db = context.database.db;
  const home = await findCollectionWorkspace(db, args.collectionId);
  if (!home) throw collectionNotFound();
  const readAtHome = await findCollectionAccess(context, { workspaceId: home, ...args });
  const following = await findFollowingWorkspacesOf(db, args.collectionId, viewer.userId);
  const ids = [...(readAtHome ? [home] : []), ...following];
  if (ids.length === 0) throw collectionNotFound();
  const workspaces = await Promise.all(ids.map((id) => getWorkspace(context, id)));
  return workspaces.filter((workspace) => workspace !== undefined && workspace !== null);
}
