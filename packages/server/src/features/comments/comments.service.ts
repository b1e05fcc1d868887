import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CommentKind,
  checkCommentContent,
  checkNewComment,
  commentAttachmentsMax,
  commentHtmlMaxLength,
  commentMessageMaxLength,
  commentPlainText,
  commentsPageMax,
  commentsPageSize,
  commentTypeOf,
  decideCommentChange,
  findColumn,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  Comment,
  CommentsPage,
  CreateCommentInput,
  EditCommentInput,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize, decodeCursor, encodeCursor, pageSize } from '../workspaces/index.ts';
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
  type CommentChanges,
  insertAttachments,
  insertComment,
  type StoredComment,
  selectComment,
  selectCommentsByIds,
  selectCommentsPage,
  updateComment,
  updateResolved,
} from './comments.repository.ts';
import { insertFollowers } from './followers.repository.ts';
import { checkMentioned } from './mentions.service.ts';
import { sanitizeCommentHtml } from './sanitize.ts';

const toggleMax = 100;

function badInput(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message);
}

/** The message as it is kept: sanitised, with the mentions of those it mentions kept. */
function cleanMessage(html: string, mentioned: readonly string[]) {
  if (html.length > commentHtmlMaxLength) {
    throw badInput(
      `A comment must be at most ${commentMessageMaxLength.toLocaleString('en-US')} characters long.`,
    );
  }
  const message = sanitizeCommentHtml(html, new Set(mentioned));
  return { message, text: commentPlainText(message) };
}

async function present(context: GraphQLContext, access: ScheduleAccess, comment: StoredComment) {
  const viewer = requireViewer(context);
  const [one] = await presentComments(
    runOutside(context),
    [comment],
    viewer.userId,
    access.onProject,
  );
  return one!;
}

async function reread(context: GraphQLContext, commentId: string): Promise<StoredComment> {
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
    items: await presentComments(run, page, viewer.userId, access.onProject),
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
  if (input.status === 'deleted') throw badInput('A new comment is a draft or published.');
  const mentioned = await checkMentioned(context, access, input.mentioned ?? []);
  const { message, text } = cleanMessage(input.message, mentioned);
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
    throw badInput(`There is no column ${check.cellPointer}.`);
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

/** Loads a comment for a change by its author only, with the engine asked first. */
async function loadOwnComment(
  context: GraphQLContext,
  args: { workspaceId: string; commentId: string },
  change: 'edit' | 'delete',
) {
  const loaded = await loadVisibleComment(context, args);
  authorize(loaded.access.onProject, 'project:comment');
  const decision = decideCommentChange(factsOf(loaded.comment), loaded.viewer.userId, change);
  if (!decision.allowed) {
    throw new AppError('FORBIDDEN', decision.message, { reason: 'notAuthor' });
  }
  return loaded;
}

/** Writes a change, then tells subscribers what the comment was and is. */
async function applyChange(
  context: GraphQLContext,
  access: ScheduleAccess,
  before: StoredComment,
  changes: CommentChanges,
): Promise<StoredComment> {
  await updateComment(runOutside(context), before.id, changes);
  const after = await reread(context, before.id);
  publishCommentChanged(context, access.schedule.projectId, {
    commentId: after.id,
    rowId: after.row_id,
    before: factsOf(before),
    after: factsOf(after),
  });
  return after;
}

/** The author changes the message, privacy or mentions, or publishes a draft. */
export async function editComment(
  context: GraphQLContext,
  { input }: { input: EditCommentInput },
): Promise<Comment> {
  const { comment, access } = await loadOwnComment(context, input, 'edit');
  if (input.status === 'deleted') throw badInput('Delete a comment with deleteComment.');
  if (input.status === 'draft' && comment.status === 'published') {
    throw badInput('A published comment cannot go back to draft.');
  }
  const mentioned = input.mentioned
    ? await checkMentioned(context, access, input.mentioned)
    : comment.mentioned;
  const changes: CommentChanges = { status: input.status ?? undefined };
  if (input.privacy) changes.privacy = input.privacy;
  if (input.mentioned) changes.mentioned = mentioned;
  if (input.message !== undefined && input.message !== null) {
    const { message, text } = cleanMessage(input.message, mentioned);
    const problem = checkCommentContent({
      text,
      attachmentCount: comment.attachments.length,
      mentionCount: mentioned.length,
    });
    if (problem) throw badInput(problem);
    changes.message = message;
    changes.edited = true;
    if (comment.comment_type !== 'offer') {
      changes.commentType = commentTypeOf(null, text, comment.attachments.length);
    }
  }
  const after = await applyChange(context, access, comment, changes);
  const published = comment.status === 'draft' && after.status === 'published';
  // Publishing a draft tells everyone it concerns; an edit tells only the newly mentioned.
  const newlyMentioned = published
    ? after.mentioned
    : after.mentioned.filter((id) => !comment.mentioned.includes(id));
  if (after.schedule_id && after.row_id && newlyMentioned.length > 0) {
    await insertFollowers(runOutside(context), after.schedule_id, after.row_id, newlyMentioned);
  }
  await announceComment(context, access, after, {
    mentioned: newlyMentioned,
    toFollowers: published,
  });
  return present(context, access, after);
}

/** Kept as deleted: it leaves every list, and subscribers are told to remove it. */
export async function deleteComment(
  context: GraphQLContext,
  args: { workspaceId: string; commentId: string },
): Promise<Comment> {
  const { comment, access } = await loadOwnComment(context, args, 'delete');
  const after = await applyChange(context, access, comment, { status: 'deleted' });
  return present(context, access, after);
}

export async function attachToComment(
  context: GraphQLContext,
  args: { workspaceId: string; commentId: string; attachments: string[] },
): Promise<Comment> {
  const { comment, access } = await loadOwnComment(context, args, 'edit');
  const known = new Set(comment.attachments.map((a) => a.key));
  const keys = [...new Set(args.attachments)].filter((key) => !known.has(key));
  if (known.size + keys.length > commentAttachmentsMax) {
    throw badInput(`A comment may have at most ${commentAttachmentsMax} attachments.`);
  }
  const files = await resolveOwnFiles(context, keys);
  await insertAttachments(runOutside(context), comment.id, files);
  const text = commentPlainText(comment.message);
  const after = await applyChange(context, access, comment, {
    commentType:
      comment.comment_type === 'offer'
        ? undefined
        : commentTypeOf(null, text, known.size + files.length),
  });
  return present(context, access, after);
}

/** Resolves or reopens comments the viewer sees; anyone who may comment there may. */
export async function toggleResolvedComments(
  context: GraphQLContext,
  args: { workspaceId: string; commentIds: string[]; resolved: boolean },
): Promise<Comment[]> {
  const viewer = requireViewer(context);
  const ids = [...new Set(args.commentIds)];
  if (ids.length > toggleMax) throw badInput(`Resolve at most ${toggleMax} comments at once.`);
  const loaded = [];
  for (const commentId of ids) {
    const one = await loadVisibleComment(context, { workspaceId: args.workspaceId, commentId });
    authorize(one.access.onProject, 'project:comment');
    loaded.push(one);
  }
  await updateResolved(runOutside(context), ids, args.resolved, viewer.userId);
  const after = new Map(
    (await selectCommentsByIds(runOutside(context), ids, viewer.userId)).map((c) => [c.id, c]),
  );
  const result: Comment[] = [];
  for (const { comment, access } of loaded) {
    const now = after.get(comment.id)!;
    if (now.resolved !== comment.resolved) {
      publishCommentChanged(context, access.schedule.projectId, {
        commentId: now.id,
        rowId: now.row_id,
        before: factsOf(comment),
        after: factsOf(now),
      });
    }
    result.push(await present(context, access, now));
  }
  return result;
}
