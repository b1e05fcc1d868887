import type { CommentFacts } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';

/**
 * What changed about a resource's comments, on one topic scoped by the resource id. Events carry
 * ids and the facts that decide visibility, never content: each subscriber reads what it may see.
 * `before` lets a subscriber who saw a comment that is now hidden from them (made private, or
 * deleted) be told to remove it.
 */
export type CommentsChange =
  | {
      kind: 'comment';
      commentId: string;
      rowId: string | null;
      before: CommentFacts | null;
      after: CommentFacts;
    }
  /** One person's read state or hide-resolved choice moved, on these rows (none: the resource). */
  | { kind: 'read'; userId: string; rowIds: string[] };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'comments.changed': CommentsChange;
  }
}

/** Publish only after the transaction that made the change has committed. */
export function publishCommentChanged(
  platform: Platform,
  resourceId: string,
  change: Omit<Extract<CommentsChange, { kind: 'comment' }>, 'kind'>,
) {
  platform.pubsub.publish('comments.changed', resourceId, { kind: 'comment', ...change });
}

export function publishReadChanged(
  platform: Platform,
  resourceId: string,
  userId: string,
  rowIds: string[],
) {
  platform.pubsub.publish('comments.changed', resourceId, { kind: 'read', userId, rowIds });
}
