import { Repeater, SlidingBuffer } from 'graphql-yoga';
import type { Platform } from '../../graphql/context.ts';
import type { ProjectAggregation } from '../../graphql/resolvers.generated.ts';
import type { PubSub } from '../../platform/pubsub/pubsub.ts';

type Listener = (aggregation: ProjectAggregation) => void;

/** One project's watchers in this process, and the one subscription to its totals they share. */
type Feed = { listeners: Set<Listener>; stop: () => void };

/** Matches the pace of announceTotalsChanged: one announcement per project per 100 ms. */
const readGapMs = 100;

// By pubsub port, so that two apps in one process (the tests') never share a feed.
const feedsByPort = new WeakMap<PubSub, Map<string, Feed>>();

/**
 * The dashboard's figures after each burst of edits to the project's totals. The figures do not
 * depend on who watches, so they are read once per burst in this process (`read`, given by the
 * first watcher, must not depend on its viewer) and handed to every watcher: a burst costs the
 * same few statements whether one dashboard is open or a hundred. A watcher slower than the
 * bursts gets the latest figures, not every one in between. Whether the watcher may still see
 * them is the caller's to check (untilAccessLost).
 */
export function watchSharedTotals(
  platform: Platform,
  projectId: string,
  read: () => Promise<ProjectAggregation | undefined>,
): AsyncIterableIterator<ProjectAggregation> {
  return new Repeater<ProjectAggregation>(async (push, stop) => {
    const leave = join(platform, projectId, read, (aggregation) => void push(aggregation));
    await stop;
    leave();
  }, new SlidingBuffer(1));
}

function join(
  platform: Platform,
  projectId: string,
  read: () => Promise<ProjectAggregation | undefined>,
  listener: Listener,
) {
  let feeds = feedsByPort.get(platform.pubsub);
  if (!feeds) {
    feeds = new Map();
    feedsByPort.set(platform.pubsub, feeds);
  }
  const shared = feeds;
  let feed = shared.get(projectId);
  if (!feed) {
    feed = startFeed(platform, projectId, read);
    shared.set(projectId, feed);
  }
  const joined = feed;
  joined.listeners.add(listener);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    if (shared.get(projectId) === joined) shared.delete(projectId);
    joined.stop();
  };
}

function startFeed(
  platform: Platform,
  projectId: string,
  read: () => Promise<ProjectAggregation | undefined>,
): Feed {
  const listeners = new Set<Listener>();
  const bursts = platform.pubsub.subscribe('schedule.totalsChanged', projectId);
  // At most one read every readGapMs, the pace at which one process announces bursts: with
  // several processes each announcing its own share of a burst through Redis, this process
  // still reads once per window, and once more after the last announcement.
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let reading = false;
  let again = false;
  let waiting: NodeJS.Timeout | undefined;
  const readSoon = () => {
    if (reading) {
      again = true;
      return;
    }
    if (waiting) return;
    const wait = lastReadAt + readGapMs - performance.now();
    if (wait <= 0) {
      void readAndHand();
      return;
    }
    waiting = setTimeout(() => {
      waiting = undefined;
      void readAndHand();
    }, wait);
  };
  const readAndHand = async () => {
    reading = true;
    lastReadAt = performance.now();
    try {
      const aggregation = await read();
      if (aggregation) for (const listener of listeners) listener(aggregation);
    } catch (error) {
      platform.logger.warn({ err: error, projectId }, 'reading the dashboard figures failed');
    } finally {
      reading = false;
    }
    if (again && listeners.size > 0) {
      again = false;
      readSoon();
    }
  };
  void (async () => {
    for await (const _burst of bursts) readSoon();
  })();
  return {
    listeners,
    stop: () => {
      clearTimeout(waiting);
      void bursts.return?.();
    },
  };
}
