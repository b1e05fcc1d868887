import type { GraphQLContext, Platform } from './context.ts';
import { requireViewer } from './viewer.ts';

declare module '../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** Someone's access changed (membership, role, share): their open subscriptions check again. */
    'access.changed': { userId: string };
    /**
     * A project's shared link was turned off or given a new token (scope `link:{projectId}`):
     * subscriptions reading through a link check again.
     */
    'access.sharedLinkChanged': { projectId: string };
  }
}

/** Tells the user's open subscriptions to ask the permission engine again. */
export function announceAccessChanged(platform: Platform, userId: string) {
  platform.pubsub.publish('access.changed', userId, { userId });
}

/** Tells the subscriptions reading the project through its shared link to check again. */
export function announceSharedLinkChanged(platform: Platform, projectId: string) {
  platform.pubsub.publish('access.sharedLinkChanged', `link:${projectId}`, { projectId });
}

/**
 * A subscription's events for as long as the viewer may see them: whenever their access changes,
 * `recheck` asks the engine again, and the stream ends at once if it now refuses. With
 * `projectId`, a request presenting that project's shared link also checks again whenever the
 * link is turned off or reset.
 */
export function untilAccessLost<T>(
  context: GraphQLContext,
  source: AsyncIterableIterator<T>,
  recheck: () => Promise<unknown>,
  options: { projectId?: string } = {},
): AsyncIterableIterator<T> {
  const readsByLink = Boolean(options.projectId && context.sharedLink);
  const viewer = readsByLink ? context.viewer : requireViewer(context);
  const triggers: AsyncIterableIterator<unknown>[] = [];
  if (viewer) triggers.push(context.pubsub.subscribe('access.changed', viewer.userId));
  if (readsByLink) {
    triggers.push(
      context.pubsub.subscribe('access.sharedLinkChanged', `link:${options.projectId}`),
    );
  }
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await Promise.allSettled([source.return?.(), ...triggers.map((t) => t.return?.())]);
  };
  // The latest check under way: an event waits for it, since the change that prompted it came
  // first, and what follows may be for someone who has just lost access.
  let checking: Promise<void> = Promise.resolve();
  for (const changes of triggers) {
    void (async () => {
      for await (const _change of changes) {
        const check = recheck().then(
          () => {},
          () => end(),
        );
        checking = check;
        await check;
      }
    })();
  }
  const done = { done: true as const, value: undefined };
  return {
    next: async () => {
      if (ended) return done;
      const event = await source.next();
      // A change delivered with the event (one socket read, one publish) starts its check within
      // the turn that delivered them both: let that turn finish before asking.
      await new Promise((resolve) => setImmediate(resolve));
      await checking;
      return ended ? done : event;
    },
    return: async () => {
      await end();
      return done;
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
