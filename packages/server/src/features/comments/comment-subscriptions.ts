import { canSeeComment, canSeeIgnoringDeletion } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import type { Comment, ResourceCommentsState, Slant } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf } from '../files/index.ts';
import { loadCommentAccess, type ResourceArgs, runOutside } from './comment-access.ts';
import type { CommentsChange } from './comment-events.ts';
import { presentComments } from './comment-presenter.ts';
import { resourceStateOf, slantOf } from './comment-state.service.ts';
import { selectComment } from './comments.repository.ts';

type CommentEvent = Extract<CommentsChange, { kind: 'comment' }>;

/** Whether the person sees the comment now, or saw it before this change. */
function concerns(change: CommentEvent, userId: string): boolean {
  return (
    canSeeComment(change.after, userId) ||
    (change.before !== null && canSeeComment(change.before, userId)) ||
    (change.after.status === 'deleted' && canSeeIgnoringDeletion(change.after, userId))
  );
}

/**
 * The resource's comment events, each turned into what this subscriber may receive (none, one
 * or several values), read for them alone. A failed read skips the event rather than ending the
 * subscription.
 */
async function subscribe<T>(
  context: GraphQLContext,
  args: ResourceArgs,
  toValues: (change: CommentsChange, userId: string) => Promise<T[]>,
): Promise<AsyncIterableIterator<T>> {
  const viewer = requireViewer(context);
  await loadCommentAccess(context, args);
  const source = context.pubsub.subscribe('comments.changed', args.resourceId);
  const queue: T[] = [];
  const stream: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const value = queue.shift();
        if (value !== undefined) return { done: false, value };
        const result = await source.next();
        if (result.done) return { done: true, value: undefined };
        try {
          queue.push(...(await toValues(result.value, viewer.userId)));
        } catch (error) {
          context.log.error({ err: error }, 'a comment event could not be read for a subscriber');
        }
      }
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return untilAccessLost(context, stream, () => loadCommentAccess(context, args));
}

/**
 * Comments created, edited, resolved or deleted, as this subscriber sees them; one they saw and
 * may no longer see (deleted, or made private) arrives with status deleted, so it is removed.
 */
export function subscribeToCommentChanges(context: GraphQLContext, args: ResourceArgs) {
  return subscribe<Comment>(context, args, async (change, userId) => {
    if (change.kind !== 'comment' || !concerns(change, userId)) return [];
    // Abilities as they stand now: a role may have changed since the subscription began.
    const access = await loadCommentAccess(context, args);
    const stored = await selectComment(runOutside(context), change.commentId, userId);
    if (!stored) return [];
    const [comment] = await presentComments(
      runOutside(context),
      [stored],
      userId,
      access.onProject,
      fileLinksOf(context),
    );
    if (!comment) return [];
    return [canSeeComment(change.after, userId) ? comment : { ...comment, status: 'deleted' }];
  });
}

/** A row's summary, recounted for this subscriber when a comment they see there changes or they read. */
export function subscribeToSlantChanges(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string },
) {
  const resource = { ...args, resourceType: 'project' as const, resourceId: args.projectId };
  return subscribe<Slant>(context, resource, async (change, userId) => {
    const run = runOutside(context);
    if (change.kind === 'read') {
      if (change.userId !== userId) return [];
      return Promise.all(change.rowIds.map((rowId) => slantOf(run, userId, args.projectId, rowId)));
    }
    if (!change.rowId || !concerns(change, userId)) return [];
    return [await slantOf(run, userId, args.projectId, change.rowId)];
  });
}

/** The subscriber's unread count and hide-resolved choice on the resource, when they move. */
export async function subscribeToUnreadChanges(context: GraphQLContext, args: ResourceArgs) {
  const viewer = requireViewer(context);
  const resource = { resourceType: args.resourceType, resourceId: args.resourceId };
  let last: ResourceCommentsState | undefined;
  const stream = await subscribe<ResourceCommentsState>(context, args, async (change, userId) => {
    const mine = change.kind === 'read' ? change.userId === userId : concerns(change, userId);
    if (!mine) return [];
    const state = await resourceStateOf(runOutside(context), userId, resource);
    if (
      last &&
      last.commentsUnread === state.commentsUnread &&
      last.hideResolvedComments === state.hideResolvedComments
    ) {
      return [];
    }
    last = state;
    return [state];
  });
  last = await resourceStateOf(runOutside(context), viewer.userId, resource);
  return stream;
}
