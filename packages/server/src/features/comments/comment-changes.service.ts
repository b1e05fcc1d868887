import {
  AppError,
  checkCommentContent,
  commentAttachmentsMax,
  commentMessages,
  commentPlainText,
  commentTypeOf,
  decideCommentChange,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Comment, EditCommentInput } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import { resolveOwnFiles } from './attachments.service.ts';
import { factsOf, loadVisibleComment, runOutside } from './comment-access.ts';
import { publishCommentChanged } from './comment-events.ts';
import { announceComment } from './comment-notices.ts';
import {
  type CommentChanges,
  insertAttachments,
  type StoredComment,
  selectCommentsByIds,
  updateComment,
  updateResolved,
} from './comments.repository.ts';
import { badInput, cleanMessage, present, reread } from './comments.service.ts';
import { insertFollowers } from './followers.repository.ts';
import { checkMentioned } from './mentions.service.ts';

const toggleMax = 100;

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
  if (input.status === 'deleted') throw badInput(commentMessages.deleteWithDeleteComment);
  if (input.status === 'draft' && comment.status === 'published') {
    throw badInput(commentMessages.backToDraft);
  }
  const mentioned = input.mentioned
    ? await checkMentioned(context, access, input.mentioned)
    : comment.mentioned;
  const changes: CommentChanges = { status: input.status ?? undefined };
  if (input.privacy) changes.privacy = input.privacy;
  if (input.mentioned) changes.mentioned = mentioned;
  // New mentions without a new message: spans of people no longer mentioned become text.
  const html = input.message ?? (input.mentioned ? comment.message : null);
  if (html !== null) {
    const { message, text } = await cleanMessage(html, mentioned);
    const problem = checkCommentContent({
      text,
      attachmentCount: comment.attachments.length,
      mentionCount: mentioned.length,
    });
    if (problem) throw badInput(problem);
    changes.message = message;
    changes.edited = input.message !== undefined && input.message !== null;
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
    throw badInput(commentMessages.tooManyAttachments);
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
  if (ids.length > toggleMax) throw badInput(commentMessages.tooManyToResolve(toggleMax));
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
