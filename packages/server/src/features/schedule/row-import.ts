import { computeCells, type RowCells } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';
import { insertRowsAtEnd } from './row-adding.ts';
import { announceRowCounts, type CountsChanged, makeRoomForRows } from './row-counts.ts';
import { toRowJson } from './row-presenter.ts';
import type { ScheduleAccess, ScheduleRecord } from './schedule-access.ts';
import { publishRows } from './schedule-events.ts';

/**
 * Where an import puts its rows: the schedule (a project's or a collection's products) as the
 * access check found it when the import was asked. The rows themselves carry no permission: the
 * import checked it then.
 */
export type RowImportTarget = Pick<ScheduleAccess, 'workspaceId'> & {
  schedule: Pick<ScheduleRecord, 'id' | 'projectId' | 'collectionId'>;
};

/** Up to this many rows go out in the rows event; past it, clients are told to read again. */
const rowsInEvent = 2_000;

/**
 * Adds every row an import gives, in ONE transaction with the owner's counts (a collection's cap
 * checked for all `total` rows first, under its lock: past it nothing is added), computed cells
 * filled in. `batches` is read while the transaction is open, so the rows never all sit in
 * memory. `finish` runs last inside the same transaction (the import records its end with the
 * rows, so a retried job never adds them twice). Tells the schedule's subscribers once, after
 * the commit.
 */
export async function importRows(
  platform: Platform,
  target: RowImportTarget,
  by: { userId: string },
  total: number,
  batches: () => AsyncIterable<RowCells[]>,
  finish?: (run: RawRunner, added: number) => Promise<void>,
): Promise<number> {
  // The row functions read only the schedule and the workspace of an access.
  const access = target as unknown as ScheduleAccess;
  const kept: ReturnType<typeof toRowJson>[] = [];
  const counts: CountsChanged = { rows: false, totals: false };
  const added = await platform.database.rawTransaction(async (run) => {
    await makeRoomForRows(run, access, total);
    let count = 0;
    for await (const batch of batches()) {
      const cells = batch.map((given) => ({ ...given, ...computeCells(given) }));
      const done = await insertRowsAtEnd(run, access, cells, { userId: by.userId, session: null });
      count += done.rows.length;
      counts.rows ||= done.counts.rows;
      counts.totals ||= done.counts.totals;
      if (count <= rowsInEvent) kept.push(...done.rows.map(toRowJson));
    }
    await finish?.(run, count);
    return count;
  });
  if (added > 0 && added <= rowsInEvent) {
    publishRows(platform, target.schedule.id, kept, null, true);
  } else if (added > 0) {
    platform.pubsub.publish('schedule.rows', target.schedule.id, {
      kind: 'columns',
      scheduleId: target.schedule.id,
      session: null,
    });
  }
  announceRowCounts(platform, access, counts);
  return added;
}
