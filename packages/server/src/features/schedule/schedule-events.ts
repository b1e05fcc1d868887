import type { Platform } from '../../graphql/context.ts';
import type { RowJson } from './row-presenter.ts';

export type RowPutEvent = {
  scheduleId: string;
  row: RowJson;
  session: string | null;
  forceUpdate: boolean;
};

export type RowsDeletedEvent = { scheduleId: string; rowIds: string[]; session: string | null };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'schedule.rowPut': RowPutEvent;
    'schedule.rowsDeleted': RowsDeletedEvent;
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
    platform.pubsub.publish('schedule.rowPut', scheduleId, {
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
  platform.pubsub.publish('schedule.rowsDeleted', scheduleId, { scheduleId, rowIds, session });
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
