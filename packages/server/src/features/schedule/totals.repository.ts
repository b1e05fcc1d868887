import type { RowCells } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { TotalsDelta } from './totals.ts';

type TotalsTable = 'schedule_type_totals' | 'schedule_tag_totals';

const keyColumns = { schedule_type_totals: 'type', schedule_tag_totals: 'tag' } as const;

// Raw SQL, as every statement run inside a raw transaction (the row changes' own statements).
async function upsert(
  run: RawRunner,
  table: TotalsTable,
  scheduleId: string,
  entries: TotalsDelta['byType'],
) {
  if (entries.length === 0) return;
  const keyColumn = keyColumns[table];
  await run(
    `insert into ${table} as t (schedule_id, ${keyColumn}, rows, total_cost, total_power)
     select $1, e.key, e.rows, e.cost::numeric, e.power::numeric
       from jsonb_to_recordset($2::jsonb) as e(key text, rows integer, cost text, power text)
     on conflict (schedule_id, ${keyColumn}) do update set
       rows = t.rows + excluded.rows,
       total_cost = t.total_cost + excluded.total_cost,
       total_power = t.total_power + excluded.total_power`,
    [scheduleId, JSON.stringify(entries)],
  );
}

/** Applies the changes to the running totals (inside the transaction that made them). */
export async function applyTotals(run: RawRunner, scheduleId: string, delta: TotalsDelta) {
  await upsert(run, 'schedule_type_totals', scheduleId, delta.byType);
  await upsert(run, 'schedule_tag_totals', scheduleId, delta.byTag);
}

/** One running total by type or by tag (`key`), its figures exact as text. */
export type TotalRow = { key: string; rows: number; total_cost: string; total_power: string };

/** The running totals of one kind that count rows, by key. */
export async function selectTotalRows(
  run: RawRunner,
  table: TotalsTable,
  scheduleId: string,
): Promise<TotalRow[]> {
  const keyColumn = keyColumns[table];
  const { rows } = await run(
    `select ${keyColumn} as key, rows::int as rows, total_cost::text as total_cost,
              total_power::text as total_power
         from ${table} where schedule_id = $1 and rows > 0 order by ${keyColumn}`,
    [scheduleId],
  );
  return rows as TotalRow[];
}

/** Forgets the schedule's running totals (before counting them again). */
export async function deleteTotals(run: RawRunner, scheduleId: string) {
  await run('delete from schedule_type_totals where schedule_id = $1', [scheduleId]);
  await run('delete from schedule_tag_totals where schedule_id = $1', [scheduleId]);
}

/** The cells of every row of the schedule (not deleted). */
export async function selectLiveRowsCells(
  run: RawRunner,
  scheduleId: string,
): Promise<{ cells: RowCells }[]> {
  const { rows } = await run(
    'select cells from schedule_rows where schedule_id = $1 and deleted_at is null',
    [scheduleId],
  );
  return rows as { cells: RowCells }[];
}
