import type { CommentPrivacy, CommentState } from './comment-rules.ts';
import { commentMessages } from './comment-rules.ts';

/** The facts about a comment that decide who sees it and who changes it. */
export type CommentFacts = {
  createdBy: string;
  privacy: CommentPrivacy;
  status: CommentState;
  mentioned: readonly string[];
};

/**
 * Whether a person who may read the resource sees the comment: a deleted one nobody (it leaves
 * every list), a draft only its author, a private one its author and the people it mentions.
 * The server's list queries filter the same way in SQL (comments.repository.ts).
 */
export function canSeeComment(comment: CommentFacts, userId: string): boolean {
  if (comment.status === 'deleted') return false;
  return canSeeIgnoringDeletion(comment, userId);
}

/** Whether the person saw the comment before it was deleted: they are told it is gone. */
export function canSeeIgnoringDeletion(comment: CommentFacts, userId: string): boolean {
  if (comment.createdBy === userId) return true;
  if (comment.status === 'draft') return false;
  return comment.privacy === 'public' || comment.mentioned.includes(userId);
}

export type CommentChange = 'edit' | 'delete';

export type CommentDecision = { allowed: true } | { allowed: false; message: string };

/** Only the author edits or deletes a comment, whatever their role; a deleted one stays so. */
export function decideCommentChange(
  comment: CommentFacts,
  userId: string,
  change: CommentChange,
): CommentDecision {
  if (comment.status === 'deleted') return { allowed: false, message: commentMessages.deleted };
  if (comment.createdBy !== userId) {
    return {
      allowed: false,
      message:
        change === 'edit' ? commentMessages.onlyAuthorEdits : commentMessages.onlyAuthorDeletes,
    };
  }
  return { allowed: true };
}

/** Whether the comment counts as unread for the person: others' published comments they see. */
export function countsAsUnread(comment: CommentFacts, userId: string, read: boolean): boolean {
  return (
    !read &&
    comment.status === 'published' &&
    comment.createdBy !== userId &&
    canSeeComment(comment, userId)
  );
}
