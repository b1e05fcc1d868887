import { AppError, commentMessages, slantId } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor } from '../../graphql/paging.ts';
import type {
  CommentCellPointer,
  ResourceCommentsState,
  Slant,
  SlantsPage,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  loadCommentAccess,
  loadRowAccess,
  type ResourceArgs,
  runOutside,
} from './comment-access.ts';
import { publishReadChanged } from './comment-events.ts';
import {
  countUnread,
  markRead,
  markUnread,
  type Resource,
  readHideResolved,
  type StoredSlant,
  selectCellPointers,
  selectSlants,
  writeHideResolved,
} from './comment-reads.repository.ts';
import { selectCommentsByIds } from './comments.repository.ts';

type ProjectArgs = { workspaceId: string; projectId: string };

const rowIdsMax = 1000;
const slantsPageSize = 500;
const commentIdsMax = 500;

const projectResource = (projectId: string): Resource => ({
  resourceType: 'project',
  resourceId: projectId,
});

function toSlant(rowId: string, stored: StoredSlant | undefined): Slant {
  return {
    id: slantId(rowId),
    rowId,
    commentsAmount: stored?.amount ?? 0,
    commentsUnread: stored?.unread_ids.length ?? 0,
    unreadMessageIDs: stored?.unread_ids ?? [],
  };
}

/** The row's summary for one person (zeros when they see no comment there). */
export async function slantOf(
  run: RawRunner,
  userId: string,
  projectId: string,
  rowId: string,
): Promise<Slant> {
  const [stored] = await selectSlants(run, userId, projectResource(projectId), {
    rowIds: [rowId],
  });
  return toSlant(rowId, stored);
}

/** One person's unread count and hide-resolved choice on a resource. */
export async function resourceStateOf(
  run: RawRunner,
  userId: string,
  resource: Resource,
): Promise<ResourceCommentsState> {
  const [commentsUnread, hideResolvedComments] = await Promise.all([
    countUnread(run, userId, resource),
    readHideResolved(run, userId, resource),
  ]);
  return { ...resource, commentsUnread, hideResolvedComments };
}

export async function getSlants(context: GraphQLContext, args: ProjectArgs & { rowIds: string[] }) {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, {
    ...args,
    resourceType: 'project',
    resourceId: args.projectId,
  });
  const rowIds = [...new Set(args.rowIds)];
  if (rowIds.length > rowIdsMax) {
    throw new AppError('BAD_USER_INPUT', commentMessages.tooManyRowsAsked(rowIdsMax));
  }
  const found = await selectSlants(
    runOutside(context),
    viewer.userId,
    projectResource(args.projectId),
    {
      rowIds,
    },
  );
  const byRow = new Map(found.map((slant) => [slant.row_id, slant]));
  return rowIds.map((rowId) => toSlant(rowId, byRow.get(rowId)));
}

export async function listSlants(
  context: GraphQLContext,
  args: ProjectArgs & { nextToken?: string | null },
): Promise<SlantsPage> {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, {
    ...args,
    resourceType: 'project',
    resourceId: args.projectId,
  });
  const after = decodeCursor(args.nextToken, 1)?.[0] as string | undefined;
  const found = await selectSlants(
    runOutside(context),
    viewer.userId,
    projectResource(args.projectId),
    {
      after: after ?? null,
      limit: slantsPageSize + 1,
    },
  );
  const page = found.slice(0, slantsPageSize);
  const last = page.at(-1);
  return {
    items: page.map((slant) => toSlant(slant.row_id, slant)),
    nextToken: found.length > slantsPageSize && last ? encodeCursor([last.row_id]) : null,
  };
}

export async function getCommentCellPointers(
  context: GraphQLContext,
  args: ProjectArgs & { rowId?: string | null },
): Promise<CommentCellPointer[]> {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, {
    ...args,
    resourceType: 'project',
    resourceId: args.projectId,
  });
  const found = await selectCellPointers(
    runOutside(context),
    viewer.userId,
    projectResource(args.projectId),
    args.rowId ?? null,
  );
  return found.map((cell) => ({
    rowId: cell.row_id,
    cellPointer: cell.cell_pointer,
    commentsAmount: cell.amount,
    commentsUnread: cell.unread,
  }));
}

export async function getResourceCommentsState(context: GraphQLContext, args: ResourceArgs) {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, args);
  return resourceStateOf(runOutside(context), viewer.userId, args);
}

export async function toggleResolvedResourceComments(
  context: GraphQLContext,
  args: ResourceArgs & { hideResolved: boolean },
) {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, args);
  await writeHideResolved(runOutside(context), viewer.userId, args, args.hideResolved);
  publishReadChanged(context, args.resourceId, viewer.userId, []);
  return resourceStateOf(runOutside(context), viewer.userId, args);
}

/** Everything on the resource (or one row) read by the viewer: their unread count falls. */
export async function readAllResourceComments(
  context: GraphQLContext,
  args: ResourceArgs & { rowId?: string | null },
) {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, args);
  const rowIds = await markRead(runOutside(context), viewer.userId, args, { rowId: args.rowId });
  publishReadChanged(context, args.resourceId, viewer.userId, rowIds);
  return resourceStateOf(runOutside(context), viewer.userId, args);
}

/** The viewer opened the row's comments: all of them read. */
export async function setSlant(context: GraphQLContext, args: ProjectArgs & { rowId: string }) {
  const viewer = requireViewer(context);
  await loadRowAccess(context, args);
  const resource = projectResource(args.projectId);
  await markRead(runOutside(context), viewer.userId, resource, { rowId: args.rowId });
  publishReadChanged(context, args.projectId, viewer.userId, [args.rowId]);
  return slantOf(runOutside(context), viewer.userId, args.projectId, args.rowId);
}

/** Chosen comments of the row read or unread again for the viewer. */
export async function setUserSlant(
  context: GraphQLContext,
  args: ProjectArgs & { rowId: string; commentIds: string[]; read: boolean },
) {
  const viewer = requireViewer(context);
  await loadRowAccess(context, args);
  const ids = [...new Set(args.commentIds)];
  if (ids.length > commentIdsMax) {
    throw new AppError('BAD_USER_INPUT', commentMessages.tooManyToMark(commentIdsMax));
  }
  const resource = projectResource(args.projectId);
  const run = runOutside(context);
  if (args.read) {
    await markRead(run, viewer.userId, resource, { rowId: args.rowId, commentIds: ids });
  } else {
    // Only comments of this row on this project: another row's ids are left as they are.
    const ofRow = (await selectCommentsByIds(run, ids, viewer.userId))
      .filter((c) => c.resource_id === args.projectId && c.row_id === args.rowId)
      .map((c) => c.id);
    await markUnread(run, viewer.userId, ofRow);
  }
  publishReadChanged(context, args.projectId, viewer.userId, [args.rowId]);
  return slantOf(run, viewer.userId, args.projectId, args.rowId);
}
