import type { GraphQLContext, Platform } from './context.ts';
import { requireViewer } from './viewer.ts';

declare module '../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** Someone's access changed (membership, role, share): their open subscriptions check again. */
    'access.changed': { userId: string };
  }
}

/** Tells the user's open subscriptions to ask the permission engine again. */
export function announceAccessChanged(platform: Platform, userId: string) {
  platform.pubsub.publish('access.changed', userId, { userId });
}

/**
 * A subscription's events for as long as the viewer may see them: whenever their access changes,
 * `recheck` asks the engine again, and the stream ends at once if it now refuses.
 */
export function untilAccessLost<T>(
  context: GraphQLContext,
  source: AsyncIterableIterator<T>,
  recheck: () => Promise<unknown>,
): AsyncIterableIterator<T> {
  const viewer = requireViewer(context);
  const changes = context.pubsub.subscribe('access.changed', viewer.userId);
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await Promise.allSettled([source.return?.(), changes.return?.()]);
  };
  void (async () => {
    for await (const _change of changes) {
      try {
        await recheck();
      } catch {
        await end();
      }
    }
  })();
  return {
    next: () => (ended ? Promise.resolve({ done: true, value: undefined }) : source.next()),
    return: async () => {
      await end();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
