import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CommentKind,
  checkNewComment,
  commentHtmlMaxLength,
  commentMessages,
  commentPlainText,
  commentsPageMax,
  commentsPageSize,
  commentTypeOf,
  findColumn,
  scheduleMessages,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  Comment,
  CommentsPage,
  CreateCommentInput,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf } from '../files/index.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import { resolveOwnFiles } from './attachments.service.ts';
import {
  commentNotFound,
  factsOf,
  loadCommentAccess,
  loadVisibleComment,
  type ResourceArgs,
  rowNotFound,
  runOutside,
} from './comment-access.ts';
import { publishCommentChanged } from './comment-events.ts';
import { announceComment } from './comment-notices.ts';
import { presentComments } from './comment-presenter.ts';
import { readHideResolved } from './comment-reads.repository.ts';
import {
  insertAttachments,
  insertComment,
  type StoredComment,
  selectComment,
  selectCommentsPage,
} from './comments.repository.ts';
import { insertFollowers } from './followers.repository.ts';
import { checkMentioned } from './mentions.service.ts';
import { sanitizeCommentHtml } from './sanitize.ts';

export function badInput(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message);
}

/** The message as it is kept: sanitised, with the mentions of those it mentions kept. */
export async function cleanMessage(html: string, mentioned: readonly string[]) {
  if (html.length > commentHtmlMaxLength) {
    throw badInput(commentMessages.tooLong);
  }
  const message = await sanitizeCommentHtml(html, new Set(mentioned));
  return { message, text: commentPlainText(message) };
}

export async function present(
  context: GraphQLContext,
  access: ScheduleAccess,
  comment: StoredComment,
) {
  const viewer = requireViewer(context);
  const [one] = await presentComments(
    runOutside(context),
    [comment],
    viewer.userId,
    access.onProject,
    fileLinksOf(context),
  );
  return one!;
}

export async function reread(context: GraphQLContext, commentId: string): Promise<StoredComment> {
  const viewer = requireViewer(context);
  const comment = await selectComment(runOutside(context), commentId, viewer.userId);
  if (!comment) throw commentNotFound();
  return comment;
}

export async function getComment(
  context: GraphQLContext,
  args: { workspaceId: string; commentId: string },
): Promise<Comment> {
  const { comment, access } = await loadVisibleComment(context, args);
  return present(context, access, comment);
}

/** The comments the viewer sees on a resource, newest first, a page at a time. */
export async function listComments(
  context: GraphQLContext,
  args: ResourceArgs & {
    rowId?: string | null;
    cellPointer?: string | null;
    type?: CommentKind | null;
    limit?: number | null;
    nextToken?: string | null;
    includeResolved?: boolean | null;
  },
): Promise<CommentsPage> {
  const viewer = requireViewer(context);
  const access = await loadCommentAccess(context, args);
  const limit = pageSize(args.limit, commentsPageSize, commentsPageMax);
  const after = decodeCursor(args.nextToken, 2) as [string, string] | undefined;
  const run = runOutside(context);
  const hideResolved = args.includeResolved
    ? false
    : await readHideResolved(run, viewer.userId, args);
  const rows = await selectCommentsPage(run, viewer.userId, {
    ...args,
    hideResolved,
    limit: limit + 1,
    after,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await presentComments(run, page, viewer.userId, access.onProject, fileLinksOf(context)),
    nextToken: rows.length > limit && last ? encodeCursor([last.cursor_at, last.id]) : null,
  };
}

export async function createComment(
  context: GraphQLContext,
  { input }: { input: CreateCommentInput },
): Promise<Comment> {
  const viewer = requireViewer(context);
  const access = await loadCommentAccess(context, input);
  authorize(access.onProject, 'project:comment');
  if (input.status === 'deleted') throw badInput(commentMessages.newCommentStatus);
  const mentioned = await checkMentioned(context, access, input.mentioned ?? []);
  const { message, text } = await cleanMessage(input.message, mentioned);
  const keys = [...new Set(input.attachments ?? [])];
  const check = checkNewComment({
    type: input.type,
    rowId: input.rowId,
    cellPointer: input.cellPointer,
    text,
    attachmentCount: keys.length,
    mentionCount: mentioned.length,
  });
  if (!check.ok) throw badInput(check.message);
  if (check.rowId && !access.row) throw rowNotFound();
  if (
    check.cellPointer &&
    !findColumn(scheduleSchema(access.schedule.customFields), check.cellPointer)
  ) {
    throw badInput(scheduleMessages.noColumn(check.cellPointer));
  }
  const files = await resolveOwnFiles(context, keys);
  const id = randomUUID();
  const scheduleId = check.rowId ? access.schedule.id : null;
  await context.database.rawTransaction(async (run) => {
    await insertComment(run, {
      id,
      workspaceId: access.workspaceId,
      resourceType: input.resourceType,
      resourceId: input.resourceId,
      scheduleId,
      type: check.type,
      rowId: check.rowId,
      cellPointer: check.cellPointer,
      message,
      commentType: commentTypeOf(input.commentType, text, files.length),
      privacy: input.privacy ?? 'public',
      status: input.status ?? 'published',
      mentioned,
      createdBy: viewer.userId,
    });
    await insertAttachments(run, id, files);
    // The author and the people mentioned follow the row from now on.
    if (scheduleId && check.rowId) {
      await insertFollowers(run, scheduleId, check.rowId, [viewer.userId, ...mentioned]);
    }
  });
  const comment = await reread(context, id);
  publishCommentChanged(context, access.schedule.projectId, {
    commentId: id,
    rowId: comment.row_id,
    before: null,
    after: factsOf(comment),
  });
  await announceComment(context, access, comment, { mentioned, toFollowers: true });
  return present(context, access, comment);
}
