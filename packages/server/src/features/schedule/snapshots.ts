import { randomUUID } from 'node:crypto';
import type { RowCells } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';

/**
 * Copies the live schedule (columns, locks, rows and running totals) into a new schedule of kind
 * 'version', inside the caller's transaction, which must see one snapshot for all its statements
 * (repeatable read): edits committed meanwhile land wholly before or wholly after the copy.
 * Answers the new schedule's id and how many rows it holds.
 */
export async function snapshotSchedule(
  run: RawRunner,
  liveScheduleId: string,
): Promise<{ scheduleId: string; rowsCount: number }> {
  const scheduleId = randomUUID();
  await run(
    `insert into schedules (id, project_id, kind, custom_fields, column_restrictions, next_position)
     select $2, project_id, 'version', custom_fields, column_restrictions, next_position
       from schedules where id = $1`,
    [liveScheduleId, scheduleId],
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
    [liveScheduleId, scheduleId],
  );
  for (const table of ['schedule_type_totals', 'schedule_tag_totals']) {
    const key = table === 'schedule_type_totals' ? 'type' : 'tag';
    await run(
      `insert into ${table} (schedule_id, ${key}, rows, total_cost, total_power)
       select $2, ${key}, rows, total_cost, total_power from ${table} where schedule_id = $1`,
      [liveScheduleId, scheduleId],
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
