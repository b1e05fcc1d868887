import { initialCellVersion, type RowCells } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import { rowColumns, type StoredRow } from './rows.repository.ts';
import type { TotalsDelta } from './totals.ts';

type Database = Pick<DatabaseHandle, 'executePrepared' | 'executeSql'>;

/** A row's cells and the version of each, as an edit reads them. */
export type CurrentRow = { cells: RowCells; versions: Record<string, string> };

/** The row (not deleted) as it stands, for an edit that lost a race to read it again. */
export async function findRowForEdit(database: Database, scheduleId: string, rowId: string) {
  const { rows } = await database.executePrepared(
    'schedule-read-row',
    `select cells, versions from schedule_rows
      where schedule_id = $1 and id = $2 and deleted_at is null`,
    [scheduleId, rowId],
  );
  return rows[0] as CurrentRow | undefined;
}

// Raw SQL: one statement that writes the row only if it is exactly as it was read (compare and
// swap), and in the same statement its history and, when the cell feeds them, its share of the
// running totals. No row comes back when another edit got there first. A prepared statement on
// the edit's hot path (issue 18), so its text is fixed here.
const swapRowStatement = (withTotals: boolean) => `
  with edited as (
    update schedule_rows as r
       set cells = $3::jsonb, versions = jsonb_set(r.versions, array[$4::text], to_jsonb($5::text)),
           type_key = $6, session = $7, updated_by = $8, updated_at = now()
     where r.schedule_id = $1 and r.id = $2 and r.deleted_at is null and r.cells = $11::jsonb
       and coalesce(r.versions->>$4::text, '${initialCellVersion}') = $12::text
     returning ${rowColumns}
  ), history as (
    insert into schedule_cell_history
      (schedule_id, row_id, col, old_value, new_value, version, user_id, session)
    select $1, $2, $4, $9::jsonb, $10::jsonb, $5, $8, $7 from edited
  )${withTotals ? totalsStatements : ''}
  select * from edited`;

const totalsStatements = `, type_totals as (
    insert into schedule_type_totals as t (schedule_id, type, rows, total_cost, total_power)
    select $1, e.key, e.rows, e.cost::numeric, e.power::numeric
      from jsonb_to_recordset($13::jsonb) as e(key text, rows integer, cost text, power text)
     where exists (select 1 from edited)
    on conflict (schedule_id, type) do update set rows = t.rows + excluded.rows,
      total_cost = t.total_cost + excluded.total_cost, total_power = t.total_power + excluded.total_power
  ), tag_totals as (
    insert into schedule_tag_totals as t (schedule_id, tag, rows, total_cost, total_power)
    select $1, e.key, e.rows, e.cost::numeric, e.power::numeric
      from jsonb_to_recordset($14::jsonb) as e(key text, rows integer, cost text, power text)
     where exists (select 1 from edited)
    on conflict (schedule_id, tag) do update set rows = t.rows + excluded.rows,
      total_cost = t.total_cost + excluded.total_cost, total_power = t.total_power + excluded.total_power
  )`;

// Most cells (a model, a note) feed no total: their edit skips the totals' two upserts.
const swapRowText = swapRowStatement(false);
const swapRowWithTotalsText = swapRowStatement(true);

/**
 * Writes one cell's edit if the row is still `before` (see swapRowStatement), with its history
 * and, given `totals`, the running totals' change. Undefined when another edit got there first.
 */
export async function swapRow(
  database: Database,
  edit: {
    scheduleId: string;
    rowId: string;
    cells: RowCells;
    col: string;
    version: string;
    typeKey: string;
    session: string | null;
    userId: string;
    oldValue: unknown;
    newValue: unknown;
    before: CurrentRow;
    totals: TotalsDelta | null;
  },
): Promise<StoredRow | undefined> {
  const values = [
    edit.scheduleId,
    edit.rowId,
    JSON.stringify(edit.cells),
    edit.col,
    edit.version,
    edit.typeKey,
    edit.session,
    edit.userId,
    JSON.stringify(edit.oldValue),
    JSON.stringify(edit.newValue),
    JSON.stringify(edit.before.cells),
    edit.before.versions[edit.col] ?? initialCellVersion,
  ];
  const { rows } = edit.totals
    ? await database.executePrepared('schedule-swap-row-totals', swapRowWithTotalsText, [
        ...values,
        JSON.stringify(edit.totals.byType),
        JSON.stringify(edit.totals.byTag),
      ])
    : await database.executePrepared('schedule-swap-row', swapRowText, values);
  return rows[0] as StoredRow | undefined;
}

/** The distinct text values of a column, most used first, at most `limit`. */
export async function selectDropdownValues(
  database: Database,
  scheduleId: string,
  col: string,
  limit: number,
): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select value from (
       select cells->>$2::text as value, count(*) as uses from schedule_rows
        where schedule_id = $1 and deleted_at is null and jsonb_typeof(cells->$2::text) = 'string'
        group by 1
     ) v where value <> '' order by uses desc, value limit $3`,
    [scheduleId, col, limit],
  );
  return (rows as { value: string }[]).map((row) => row.value);
}

/** A cell's accepted change, with the name of who made it. */
export type HistoryRow = {
  id: string;
  row_id: string;
  col: string;
  old_value: unknown;
  new_value: unknown;
  version: string;
  user_id: string;
  user_name: string | null;
  session: string | null;
  changed_at: string;
};

/** A cell's history, newest first, before the entry `before` when given; at most `limit`. */
export async function selectCellHistory(
  database: Database,
  args: {
    scheduleId: string;
    rowId: string;
    col: string;
    before: string | number | null;
    limit: number;
  },
): Promise<HistoryRow[]> {
  const { rows } = await database.executeSql(
    `select h.id::text as id, h.row_id, h.col, h.old_value, h.new_value, h.version, h.user_id,
            u.name as user_name, h.session,
            to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
       from schedule_cell_history h left join users u on u.id = h.user_id
      where h.schedule_id = $1 and h.row_id = $2 and h.col = $3
        and ($4::bigint is null or h.id < $4::bigint)
      order by h.id desc limit $5`,
    [args.scheduleId, args.rowId, args.col, args.before, args.limit],
  );
  return rows as HistoryRow[];
}
