import { AppError, collectionMessages, collectionPageSize } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  Collection,
  CollectionPage,
  QueryListCustomLibraryCollectionsArgs,
} from '../../graphql/resolvers.generated.ts';
import {
  announceCollectionChanged,
  getCollectionForViewer,
  getCollectionsForViewer,
  loadCollectionAccess,
} from '../collections/index.ts';
import { authorize } from '../workspaces/index.ts';
import { ensureDefaultLibrary, touchLibrary } from './libraries.repository.ts';
import { loadLibraryAccess } from './library-access.ts';
import {
  countLibraryCollections,
  findLibraryCollectionPage,
  type LibraryCollectionSort,
  linkCollection,
  moveCollectionHome,
  unlinkCollection,
} from './library-collections.repository.ts';

type Args = { workspaceId: string; collectionId: string; libraryId: string };

/**
 * The collection and the library, each opened by the viewer, and the engine's collection:
 * manageLibraries on both: an editor of the collection who edits in the library.
 */
async function loadBoth(context: GraphQLContext, args: Args) {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:manageLibraries');
  const { library, onLibrary } = await loadLibraryAccess(context, args);
  authorize(onLibrary, 'collection:manageLibraries');
  return { collection: access.collection, library };
}

/** Adds a collection to a custom library besides its home (once; again changes nothing). */
export async function addCollectionToLibrary(
  context: GraphQLContext,
  args: Args,
): Promise<Collection> {
  const { collection, library } = await loadBoth(context, args);
  if (library.kind !== 'custom') {
    throw new AppError('BAD_USER_INPUT', collectionMessages.addToCustomOnly);
  }
  if (collection.libraryId !== library.id) {
    await context.database.db.transaction().execute(async (trx) => {
      await linkCollection(trx, {
        libraryId: library.id,
        collectionId: collection.id,
        addedBy: context.viewer!.userId,
      });
      await touchLibrary(trx, library.id);
    });
    announceCollectionChanged(context, args);
  }
  return getCollectionForViewer(context, args.workspaceId, args.collectionId);
}

/**
 * Removes a collection from a custom library: a link goes; from its home custom library it moves
 * home to the default library.
 */
export async function removeCollectionFromLibrary(
  context: GraphQLContext,
  args: Args,
): Promise<Collection> {
  const { collection, library } = await loadBoth(context, args);
  if (library.kind !== 'custom') {
    throw new AppError('BAD_USER_INPUT', collectionMessages.addToCustomOnly);
  }
  await context.database.db.transaction().execute(async (trx) => {
    if (collection.libraryId === library.id) {
      const defaultLibraryId = await ensureDefaultLibrary(trx, args.workspaceId);
      await moveCollectionHome(trx, { collectionId: collection.id, libraryId: defaultLibraryId });
    } else if (
      !(await unlinkCollection(trx, { libraryId: library.id, collectionId: collection.id }))
    ) {
      throw new AppError('BAD_USER_INPUT', collectionMessages.notInLibrary);
    }
    await touchLibrary(trx, library.id);
  });
  announceCollectionChanged(context, args);
  return getCollectionForViewer(context, args.workspaceId, args.collectionId);
}

/** A library's collections (its own and those added to it) that the viewer opens, paged. */
export async function listCustomLibraryCollections(
  context: GraphQLContext,
  args: QueryListCustomLibraryCollectionsArgs,
): Promise<CollectionPage> {
  const { inWorkspace } = await loadLibraryAccess(context, args);
  const size = collectionPageSize(inWorkspace.flags);
  const limit = pageSize(args.limit, size, size);
  const sort: LibraryCollectionSort = args.sort ?? 'name';
  const descending = args.direction ? args.direction === 'DESC' : sort !== 'name';
  const where = {
    workspaceId: args.workspaceId,
    userId: context.viewer!.userId,
    libraryId: args.libraryId,
  };
  const rows = await findLibraryCollectionPage(context.database.executePrepared, {
    ...where,
    sort,
    descending,
    limit: limit + 1,
    after: decodeCursor(args.nextToken, 2) as [string, string] | undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: await getCollectionsForViewer(
      context,
      args.workspaceId,
      page.map((row) => row.id),
    ),
    amount: await countLibraryCollections(context.database.executePrepared, where),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}
