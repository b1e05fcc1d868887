import { randomUUID } from 'node:crypto';
import type { RowCells } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';
import { findLiveScheduleId } from './schedules.repository.ts';

/**
 * Copies the live schedule (columns, locks, rows and running totals) into a new schedule of kind
 * 'version', inside the caller's transaction, which must see one snapshot for all its statements
 * (repeatable read): edits committed meanwhile land wholly before or wholly after the copy.
 * Answers the new schedule's id and how many rows it holds.
 */
export function snapshotSchedule(run: RawRunner, liveScheduleId: string) {
  return copySchedule(run, liveScheduleId, { kind: 'version', projectId: null });
}

/**
 * The live schedule of `fromProjectId` copied as the live schedule of `toProjectId` (a copied
 * project), in the caller's repeatable-read transaction. Nothing to copy when the source project's
 * schedule was never opened. Answers how many rows were copied.
 */
export async function copyLiveSchedule(run: RawRunner, fromProjectId: string, toProjectId: string) {
  const sourceId = await findLiveScheduleId(run, fromProjectId);
  if (!sourceId) return 0;
  const { rowsCount } = await copySchedule(run, sourceId, {
    kind: 'live',
    projectId: toProjectId,
  });
  await run('update projects set rows_count = $2 where id = $1', [toProjectId, rowsCount]);
  return rowsCount;
}

async function copySchedule(
  run: RawRunner,
  sourceScheduleId: string,
  target: { kind: 'live' | 'version'; projectId: string | null },
): Promise<{ scheduleId: string; rowsCount: number }> {
  const scheduleId = randomUUID();
  await run(
    `insert into schedules (id, project_id, kind, custom_fields, column_restrictions, next_position)
     select $2, coalesce($4, project_id), $3, custom_fields, column_restrictions, next_position
       from schedules where id = $1`,
    [sourceScheduleId, scheduleId, target.kind, target.projectId],
  );
  const copied = await run(
    `with copied as (
       insert into schedule_rows (schedule_id, id, position, type_key, cells, versions, hidden,
                                  session, updated_by, created_at, updated_at)
       select $2, id, position, type_key, cells, versions, hidden, session, updated_by, created_at,
              updated_at
         from schedule_rows where schedule_id = $1 and deleted_at is null
       returning 1)
     select count(*)::int as count from copied`,
    [sourceScheduleId, scheduleId],
  );
  for (const table of ['schedule_type_totals', 'schedule_tag_totals']) {
    const key = table === 'schedule_type_totals' ? 'type' : 'tag';
    await run(
      `insert into ${table} (schedule_id, ${key}, rows, total_cost, total_power)
       select $2, ${key}, rows, total_cost, total_power from ${table} where schedule_id = $1`,
      [sourceScheduleId, scheduleId],
    );
  }
  const rowsCount = (copied.rows[0] as { count: number } | undefined)?.count ?? 0;
  return { scheduleId, rowsCount };
}

/** Every row of a schedule (not deleted), id and cells, for comparing. */
export async function readRowsToCompare(
  database: Platform['database'],
  scheduleId: string,
): Promise<{ id: string; cells: RowCells }[]> {
  const { rows } = await database.executePrepared(
    'schedule-rows-to-compare',
    `select id, cells from schedule_rows
      where schedule_id = $1 and deleted_at is null
      order by type_key collate "C", position, id`,
    [scheduleId],
  );
  return rows as { id: string; cells: RowCells }[];
}

/** Every row of a schedule (not deleted) in schedule order, with its hidden flag, for exports. */
export async function readRowsToExport(
  database: Platform['database'],
  scheduleId: string,
): Promise<{ id: string; hidden: boolean; cells: RowCells }[]> {
  const { rows } = await database.executeSql(
    `select id, hidden, cells from schedule_rows
      where schedule_id = $1 and deleted_at is null
      order by type_key collate "C", position, id`,
    [scheduleId],
  );
  return rows as { id: string; hidden: boolean; cells: RowCells }[];
}
