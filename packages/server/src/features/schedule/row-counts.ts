import {
  AppError,
  catalogueLimits,
  collectionMessages,
  productRoom,
  type RowCells,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';
import { announceCollectionChanged } from '../collections/index.ts';
import { countRowsChange } from './rows.repository.ts';
import type { ScheduleAccess } from './schedule-access.ts';
import { announceTotalsChanged } from './schedule-events.ts';
import { applyTotals } from './totals.repository.ts';
import { isEmptyDelta, type RowChange, totalsDelta } from './totals.ts';

/**
 * What an owner keeps beside its rows: a project its totals by type and tag and its rows count,
 * a collection its products count (under the 100-product cap). Each is kept in the transaction
 * that changes the rows, and told after it commits.
 */

/** The refusal of products past the cap: one past it, or several when only some fit. */
export function productLimitError(room: number, adding: number) {
  const limit = catalogueLimits.productsPerCollection;
  const message =
    room === 0 || adding === 1
      ? collectionMessages.productLimit(limit)
      : collectionMessages.productRoomLeft(room, limit);
  return new AppError('LIMIT_REACHED', message, { reason: 'productLimit', room, limit });
}

/**
 * Before rows are added to a collection's products: locks the collection's row until the
 * transaction ends (so that two additions never both take the last places) and refuses them all
 * unless every one fits. Projects have no cap.
 */
export async function makeRoomForRows(run: RawRunner, access: ScheduleAccess, adding: number) {
  if (!access.schedule.collectionId || adding === 0) return;
  await lockProducts(run, access);
  const { rows } = await run(
    'select count(*)::int as count from schedule_rows where schedule_id = $1 and deleted_at is null',
    [access.schedule.id],
  );
  const count = (rows[0] as { count: number }).count;
  const room = productRoom(count, adding);
  if (!room.fits) throw productLimitError(room.room, adding);
}

/**
 * Holds a collection's row until the transaction ends: every change of its product count takes
 * this lock first (so two never wait on each other crosswise). Nothing for a project.
 */
export async function lockProducts(run: RawRunner, access: ScheduleAccess) {
  const { collectionId } = access.schedule;
  if (!collectionId) return;
  await run('select id from collections where id = $1 for update', [collectionId]);
}

/** What a change of rows did to what the owner keeps, to be told once it commits. */
export type CountsChanged = { rows: boolean; totals: boolean };

/**
 * Keeps the owner's counts after rows were added, deleted or restored (`changes`, each row's cells
 * before and after), inside the transaction.
 */
export async function keepRowCounts(
  run: RawRunner,
  access: ScheduleAccess,
  changes: readonly RowChange[],
): Promise<CountsChanged> {
  const added = changes.reduce(
    (sum, change) => sum + (change.after ? 1 : 0) - (change.before ? 1 : 0),
    0,
  );
  const { projectId, collectionId, id: scheduleId } = access.schedule;
  if (collectionId) {
    if (added !== 0) {
      await run(
        `update collections set products_count = (select count(*)::int from schedule_rows
            where schedule_id = $2 and deleted_at is null), last_modified = now()
          where id = $1`,
        [collectionId, scheduleId],
      );
    }
    return { rows: added !== 0, totals: false };
  }
  const delta = totalsDelta(changes);
  await applyTotals(run, scheduleId, delta);
  if (projectId) await countRowsChange(run, projectId, added);
  return { rows: added !== 0, totals: !isEmptyDelta(delta) };
}

/** Rows added, as changes for keepRowCounts. */
export const addedRows = (cellsOfRows: readonly RowCells[]): RowChange[] =>
  cellsOfRows.map((after) => ({ before: null, after }));

/** Tells dashboards (a project's totals) or collection lists (a product count) after commit. */
export function announceRowCounts(
  platform: Platform,
  access: ScheduleAccess,
  changed: CountsChanged,
) {
  const { projectId, collectionId } = access.schedule;
  if (collectionId) {
    if (changed.rows) {
      announceCollectionChanged(platform, { workspaceId: access.workspaceId, collectionId });
    }
    return;
  }
  if (projectId && (changed.totals || changed.rows)) announceTotalsChanged(platform, projectId);
}
