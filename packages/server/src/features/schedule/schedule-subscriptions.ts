import { randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import { loadScheduleAccess, type ScheduleArgs } from './schedule-access.ts';
import type { RowsChange } from './schedule-events.ts';

type Change = Exclude<RowsChange, { kind: 'probe' }>;

// Live rows are for whoever may read them, shared-link readers included.
const readAccess = (context: GraphQLContext, args: ScheduleArgs) =>
  loadScheduleAccess(context, args, { allowSharedLink: true });

const whileReadable = <T>(
  context: GraphQLContext,
  args: ScheduleArgs,
  stream: AsyncIterableIterator<T>,
) =>
  untilAccessLost(context, stream, () => readAccess(context, args), {
    // A shared link reads a project only; a collection's readers are signed in.
    projectId: args.projectId ?? undefined,
  });

/** What onScheduleRowsChanged sends: the changes, after a first `subscribed`. */
export type RowsChangeEvent = Change | { kind: 'subscribed'; scheduleId: string };

/** How often a subscriber re-sends its probe until one comes back (a Redis SUBSCRIBE may lag). */
const probeEveryMs = 200;

type PutChange = Extract<Change, { kind: 'put' }>;

/**
 * Rows put in the schedule, one event per row (a batch's several rows come one by one), for as
 * long as the viewer (or link reader) may read the project.
 */
export async function subscribeToRowPuts(context: GraphQLContext, args: ScheduleArgs) {
  return subscribeToChanges(context, args, (change): PutChange[] => {
    if (change.kind !== 'put') return [];
    if (!change.rows) return [change];
    return change.rows.map((row) => ({ ...change, row, rows: undefined }));
  });
}

export async function subscribeToRowDeletes(context: GraphQLContext, args: ScheduleArgs) {
  return subscribeToChanges(context, args, (change) => (change.kind === 'deleted' ? [change] : []));
}

/**
 * Puts and deletes in the order they were made, opened by a `subscribed` event once this
 * subscription is known to be in place: whatever is committed after it will be heard, so a
 * client that reads the rows then misses nothing. The moment is found by sending a probe of our
 * own through the bus and waiting for it to come back.
 */
export async function subscribeToRowsChanges(context: GraphQLContext, args: ScheduleArgs) {
  const access = await readAccess(context, args);
  const scheduleId = access.schedule.id;
  const source = context.pubsub.subscribe('schedule.rows', scheduleId);
  const probeId = randomUUID();
  const probe = () =>
    context.pubsub.publish('schedule.rows', scheduleId, { kind: 'probe', probeId });
  let probing: NodeJS.Timeout | undefined;
  let started = false;

  const stream: AsyncIterableIterator<RowsChangeEvent> = {
    async next() {
      for (;;) {
        const pending = source.next();
        if (!started) {
          // The first next() puts the listener in place; the probe follows it.
          started = true;
          probe();
          probing = setInterval(probe, probeEveryMs);
        }
        const result = await pending;
        if (result.done) return stopProbing(result);
        const change = result.value;
        if (change.kind !== 'probe') return { done: false, value: change };
        if (change.probeId === probeId && probing) {
          stopProbing();
          return { done: false, value: { kind: 'subscribed', scheduleId } };
        }
      }
    },
    return: async () => {
      stopProbing();
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  function stopProbing<T>(result?: T): T {
    clearInterval(probing);
    probing = undefined;
    return result as T;
  }
  return whileReadable(context, args, stream);
}

/** The schedule's changes, each turned into the events `expand` makes of it (none, one, many). */
async function subscribeToChanges<T extends Change>(
  context: GraphQLContext,
  args: ScheduleArgs,
  expand: (change: RowsChange) => T[],
) {
  const access = await readAccess(context, args);
  const source = context.pubsub.subscribe('schedule.rows', access.schedule.id);
  const pending: T[] = [];
  const stream: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const waiting = pending.shift();
        if (waiting) return { done: false, value: waiting };
        const result = await source.next();
        if (result.done) return result;
        pending.push(...expand(result.value));
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
  return whileReadable(context, args, stream);
}
