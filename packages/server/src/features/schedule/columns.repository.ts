import type { ColumnRestrictions, ScheduleColumn } from '@specboard/domain';
import type { DatabaseHandle, RawRunner } from '../../db/connection.ts';
import { rowColumns, type StoredRow } from './rows.repository.ts';

/** The schedule's custom columns, read under the schedule's lock until the transaction ends. */
export async function lockCustomColumns(
  run: RawRunner,
  scheduleId: string,
): Promise<ScheduleColumn[]> {
  const { rows } = await run('select custom_fields from schedules where id = $1 for update', [
    scheduleId,
  ]);
  return (rows[0] as { custom_fields: ScheduleColumn[] } | undefined)?.custom_fields ?? [];
}

export async function saveCustomColumns(
  run: RawRunner,
  scheduleId: string,
  columns: readonly ScheduleColumn[],
) {
  await run('update schedules set custom_fields = $2::jsonb where id = $1', [
    scheduleId,
    JSON.stringify(columns),
  ]);
}

// Rows holding a cell or a version of the column, in the deleted list or not, locked in id order
// as every multi-row change locks them (rows.repository.ts lockRows).
const lockRowsOfColumn = `select id from schedule_rows
  where schedule_id = $1 and (cells ? $2::text or versions ? $2::text) order by id for update`;

/**
 * Moves a custom column aside: its definition and place, and each row's cell (value and version)
 * into schedule_deleted_columns, then the cells out of the rows.
 */
export async function setColumnAside(
  run: RawRunner,
  scheduleId: string,
  column: ScheduleColumn,
  place: number,
  userId: string,
) {
  await run(lockRowsOfColumn, [scheduleId, column.id]);
  await run(
    `insert into schedule_deleted_columns as d (schedule_id, col, definition, place, cells, deleted_by)
     select $1, $2::text, $3::jsonb, $4,
            coalesce(jsonb_object_agg(r.id, jsonb_strip_nulls(jsonb_build_object(
              'value', r.cells->$2::text, 'version', r.versions->$2::text))), '{}'::jsonb),
            $5
       from schedule_rows r
      where r.schedule_id = $1 and (r.cells ? $2::text or r.versions ? $2::text)
     on conflict (schedule_id, col) do update set definition = excluded.definition,
       place = excluded.place, cells = excluded.cells, deleted_by = excluded.deleted_by,
       deleted_at = now()`,
    [scheduleId, column.id, JSON.stringify(column), place, userId],
  );
  await run(
    `update schedule_rows set cells = cells - $2::text, versions = versions - $2::text
      where schedule_id = $1 and (cells ? $2::text or versions ? $2::text)`,
    [scheduleId, column.id],
  );
}

/** A deleted column as kept: its definition and where it stood among the custom columns. */
export type DeletedColumn = { definition: ScheduleColumn; place: number };

export async function findDeletedColumn(
  run: RawRunner,
  scheduleId: string,
  col: string,
): Promise<DeletedColumn | undefined> {
  const { rows } = await run(
    `select definition, place from schedule_deleted_columns
      where schedule_id = $1 and col = $2 for update`,
    [scheduleId, col],
  );
  return rows[0] as DeletedColumn | undefined;
}

/**
 * Puts a deleted column's cells back, each with its version, into the rows that still exist
 * (those in the deleted list too, so that restoring one brings its cell), and forgets the
 * deletion. Answers the rows given their cells back that are in the schedule.
 */
export async function takeColumnBack(
  run: RawRunner,
  scheduleId: string,
  col: string,
): Promise<StoredRow[]> {
  await run(
    `select r.id from schedule_rows r
       join schedule_deleted_columns d on d.schedule_id = r.schedule_id and d.col = $2
      where r.schedule_id = $1 and d.cells ? r.id
      order by r.id for update of r`,
    [scheduleId, col],
  );
  const { rows } = await run(
    `update schedule_rows as r
        set cells = case when c.cell ? 'value'
                         then jsonb_set(r.cells, array[$2::text], c.cell->'value') else r.cells end,
            versions = case when c.cell ? 'version'
                            then jsonb_set(r.versions, array[$2::text], c.cell->'version')
                            else r.versions end
       from schedule_deleted_columns d, jsonb_each(d.cells) as c(row_id, cell)
      where d.schedule_id = $1 and d.col = $2 and r.schedule_id = $1 and r.id = c.row_id
      returning ${rowColumns}, r.deleted_at`,
    [scheduleId, col],
  );
  await run('delete from schedule_deleted_columns where schedule_id = $1 and col = $2', [
    scheduleId,
    col,
  ]);
  return (rows as StoredRow[]).filter((row) => !row.deleted_at);
}

/** Stores the schedule's column locks, by column. */
export async function saveColumnRestrictions(
  database: Pick<DatabaseHandle, 'db'>,
  scheduleId: string,
  restrictions: ColumnRestrictions,
) {
  await database.db
    .updateTable('schedules')
    .set({ column_restrictions: JSON.stringify(restrictions) })
    .where('id', '=', scheduleId)
    .execute();
}
