import {
  AppError,
  collectionPageSize,
  libraryMessages,
  type PermissionSubject,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  Library,
  LibraryList,
  MutationCreateLibraryV2Args,
  MutationUpdateLibraryArgs,
  QueryListLibrariesArgs,
  QueryListMyLibrariesArgs,
} from '../../graphql/resolvers.generated.ts';
import { announceCollectionChanged, loadCollectionAccess } from '../collections/index.ts';
import { fileLinksOf, resolveOwnedImage } from '../files/index.ts';
import { authorize } from '../workspaces/index.ts';
import { toLibrary } from './libraries.presenter.ts';
import {
  countLibraries,
  deleteLibraryRow,
  ensureDefaultLibrary,
  findLibraryIdsWithCollection,
  findLibraryPage,
  findLibraryView,
  insertLibrary,
  type LibrarySortKey,
  type LibraryView,
  updateLibraryRow,
} from './libraries.repository.ts';
import { loadLibraryAccess, loadLibraryWorkspace, subjectOnLibrary } from './library-access.ts';
import { readDescription, readKeywords, readLibraryName } from './library-input.ts';
import { findLibraryMembers } from './library-permissions.repository.ts';

/** Libraries as the viewer sees them, with their people, in the given order. */
export async function presentLibraries(
  context: GraphQLContext,
  inWorkspace: PermissionSubject,
  views: LibraryView[],
): Promise<Library[]> {
  const members = await findLibraryMembers(
    context.database.db,
    views.map((view) => view.id),
  );
  const links = fileLinksOf(context);
  return views.map((view) =>
    toLibrary(view, {
      onLibrary: subjectOnLibrary(inWorkspace, view),
      members: members.filter((member) => member.library_id === view.id),
      links,
    }),
  );
}

/** One library as the viewer sees it now (after a change), or 'Library not found.'. */
export async function presentLibrary(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId: string },
): Promise<Library> {
  const { library, inWorkspace } = await loadLibraryAccess(context, args);
  const [presented] = await presentLibraries(context, inWorkspace, [library]);
  return presented!;
}

async function listPage(
  context: GraphQLContext,
  args: QueryListLibrariesArgs & { mine?: boolean },
): Promise<LibraryList> {
  const inWorkspace = await loadLibraryWorkspace(context, args.workspaceId);
  authorize(inWorkspace, 'library:read');
  // The default library is made on first use, by whoever lists first.
  await ensureDefaultLibrary(context.database.db, args.workspaceId);
  const size = collectionPageSize(inWorkspace.flags);
  const limit = pageSize(args.limit, size, size);
  const sort: LibrarySortKey = args.sort ?? 'name';
  const descending = args.direction ? args.direction === 'DESC' : sort !== 'name';
  const after = decodeCursor(args.nextToken, 2) as [string, string] | undefined;
  const where = { workspaceId: args.workspaceId, userId: context.viewer!.userId, mine: args.mine };
  const rows = await findLibraryPage(context.database.executePrepared, {
    ...where,
    sort,
    descending,
    limit: limit + 1,
    after,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: await presentLibraries(context, inWorkspace, page),
    amount: await countLibraries(context.database.executePrepared, where),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

/** The workspace's libraries the viewer opens: the default first, then by the sort. */
export function listLibraries(context: GraphQLContext, args: QueryListLibrariesArgs) {
  return listPage(context, args);
}

/** The libraries the viewer created or was given a role on, by name. */
export function listMyLibraries(context: GraphQLContext, args: QueryListMyLibrariesArgs) {
  return listPage(context, { ...args, mine: true });
}

/** The libraries of the workspace holding the collection that the viewer opens. */
export async function listLibrariesWithCollection(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string },
): Promise<Library[]> {
  const inWorkspace = await loadLibraryWorkspace(context, args.workspaceId);
  await loadCollectionAccess(context, args);
  const ids = await findLibraryIdsWithCollection(context.database.db, args.collectionId);
  const views: LibraryView[] = [];
  for (const libraryId of ids) {
    const view = await findLibraryView(context.database.executePrepared, {
      workspaceId: args.workspaceId,
      userId: context.viewer!.userId,
      libraryId,
    });
    if (view && subjectOnLibrary(inWorkspace, view).viewer.role) views.push(view);
  }
  views.sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'default' ? -1 : 1,
  );
  return presentLibraries(context, inWorkspace, views);
}

/** A custom library of the viewer's (library:create: creators of the workspace). */
export async function createLibrary(
  context: GraphQLContext,
  args: MutationCreateLibraryV2Args,
): Promise<Library> {
  const inWorkspace = await loadLibraryWorkspace(context, args.workspaceId);
  authorize(inWorkspace, 'library:create');
  const name = readLibraryName(args.name);
  const description = readDescription(args.description) ?? null;
  const keywords = readKeywords(args.keywords) ?? [];
  const userId = context.viewer!.userId;
  const logo = (await resolveOwnedImage(context, userId, args.logo)) ?? null;
  const libraryId = await context.database.db.transaction().execute(async (trx) => {
    await ensureDefaultLibrary(trx, args.workspaceId);
    return insertLibrary(trx, {
      workspaceId: args.workspaceId,
      name,
      description,
      keywords,
      logo,
      creatorId: userId,
    });
  });
  return presentLibrary(context, { workspaceId: args.workspaceId, libraryId });
}

export async function updateLibrary(
  context: GraphQLContext,
  args: MutationUpdateLibraryArgs,
): Promise<Library> {
  const { library, onLibrary } = await loadLibraryAccess(context, args);
  authorize(onLibrary, 'library:update');
  const name =
    args.name === undefined || args.name === null ? undefined : readLibraryName(args.name);
  if (library.kind === 'default' && name !== undefined && name !== library.name) {
    throw new AppError('BAD_USER_INPUT', libraryMessages.defaultNotRenamable);
  }
  const changes = {
    name,
    description: readDescription(args.description),
    keywords: readKeywords(args.keywords),
    logo: await resolveOwnedImage(context, context.viewer!.userId, args.logo),
  };
  await updateLibraryRow(context.database.db, library.id, changes);
  return presentLibrary(context, args);
}

/**
 * Deletes a custom library: its own collections move home to the default library; collections it
 * held through a link stay where they live and only lose the link.
 */
export async function deleteLibrary(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId: string },
): Promise<boolean> {
  const { library, onLibrary } = await loadLibraryAccess(context, args);
  authorize(onLibrary, 'library:delete');
  if (library.kind === 'default') {
    throw new AppError('BAD_USER_INPUT', libraryMessages.defaultNotDeletable);
  }
  const moved = await context.database.db.transaction().execute(async (trx) => {
    const defaultLibraryId = await ensureDefaultLibrary(trx, args.workspaceId);
    return deleteLibraryRow(trx, { libraryId: library.id, defaultLibraryId });
  });
  for (const collectionId of moved) {
    announceCollectionChanged(context, { workspaceId: args.workspaceId, collectionId });
  }
  return true;
}
