import type { Platform } from '../../graphql/context.ts';
import type { RowJson } from './row-presenter.ts';

export type RowPutEvent = {
  scheduleId: string;
  row: RowJson;
  session: string | null;
  forceUpdate: boolean;
};

export type RowsDeletedEvent = { scheduleId: string; rowIds: string[]; session: string | null };

/**
 * Every change to a schedule's rows, on one topic so that a subscriber hears puts and deletes in
 * the order they were made (a row deleted then restored must end up shown). A probe is a
 * subscriber's own marker, sent to learn when its subscription is in place.
 */
export type RowsChange =
  | ({ kind: 'put' } & RowPutEvent)
  | ({ kind: 'deleted' } & RowsDeletedEvent)
  | { kind: 'probe'; probeId: string };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'schedule.rows': RowsChange;
    /** The project's totals moved: dashboards read them again (at most every 100 ms). */
    'schedule.totalsChanged': { projectId: string };
  }
}

export function publishRows(
  platform: Platform,
  scheduleId: string,
  rows: readonly RowJson[],
  session: string | null,
  forceUpdate = false,
) {
  for (const row of rows) {
    platform.pubsub.publish('schedule.rows', scheduleId, {
      kind: 'put',
      scheduleId,
      row,
      session,
      forceUpdate,
    });
  }
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
