import type { Platform } from '../../graphql/context.ts';
import type { RowJson } from './row-presenter.ts';

/** Rows put in a schedule: `row` when there is one, `rows` when several changed at once. */
export type RowsPutEvent = {
  scheduleId: string;
  session: string | null;
  forceUpdate: boolean;
} & ({ row: RowJson; rows?: undefined } | { row?: undefined; rows: RowJson[] });

export type RowsDeletedEvent = { scheduleId: string; rowIds: string[]; session: string | null };

/**
 * Every change to a schedule's rows, on one topic so that a subscriber hears puts and deletes in
 * the order they were made (a row deleted then restored must end up shown). A probe is a
 * subscriber's own marker, sent to learn when its subscription is in place.
 */
export type RowsChange =
  | ({ kind: 'put' } & RowsPutEvent)
  | ({ kind: 'deleted' } & RowsDeletedEvent)
  /** The schedule's columns or their locks changed: clients read the schedule again. */
  | { kind: 'columns'; scheduleId: string; session: string | null }
  | { kind: 'probe'; probeId: string };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'schedule.rows': RowsChange;
    /** The project's totals moved: dashboards read them again (at most every 100 ms). */
    'schedule.totalsChanged': { projectId: string };
  }
}

/** Tells every subscriber the rows were put: one event, whether one row changed or many. */
export function publishRows(
  platform: Platform,
  scheduleId: string,
  rows: readonly RowJson[],
  session: string | null,
  forceUpdate = false,
) {
  const [only] = rows;
  if (!only) return;
  platform.pubsub.publish('schedule.rows', scheduleId, {
    kind: 'put',
    scheduleId,
    session,
    forceUpdate,
    ...(rows.length === 1 ? { row: only } : { rows: [...rows] }),
  });
}

/** Tells every subscriber the schedule's columns (or their locks) changed. */
export function publishColumnsChanged(platform: Platform, scheduleId: string) {
  platform.pubsub.publish('schedule.rows', scheduleId, {
    kind: 'columns',
    scheduleId,
    session: null,
  });
}

export function publishDeleted(
  platform: Platform,
  scheduleId: string,
  rowIds: string[],
  session: string | null,
) {
  platform.pubsub.publish('schedule.rows', scheduleId, {
    kind: 'deleted',
    scheduleId,
    rowIds,
    session,
  });
}

const totalsCoalesceMs = 100;
const pendingTotals = new Map<string, NodeJS.Timeout>();

/** Tells dashboards the totals moved, once per burst of edits rather than once per edit. */
export function announceTotalsChanged(platform: Platform, projectId: string) {
  if (pendingTotals.has(projectId)) return;
  const timer = setTimeout(() => {
    pendingTotals.delete(projectId);
    platform.pubsub.publish('schedule.totalsChanged', projectId, { projectId });
  }, totalsCoalesceMs);
  timer.unref();
  pendingTotals.set(projectId, timer);
}
