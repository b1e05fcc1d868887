import { randomUUID } from 'node:crypto';
import {
  computeCells,
  findColumn,
  normalizeCellValue,
  type RowCells,
  type ScheduleColumn,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { RawRunner } from '../db/connection.ts';
import { countRowsChange, takePositions } from '../features/schedule/rows.repository.ts';
import { applyTotals } from '../features/schedule/totals.repository.ts';
import { totalsDelta } from '../features/schedule/totals.ts';
import {
  lightingProducts,
  type ScheduleRowsOptions,
  scheduleRowsFor,
} from './lighting-products.ts';

export type SeedScheduleOptions = ScheduleRowsOptions & {
  /** Leave a schedule that has (or ever had) rows alone: what makes the demo safe to run again. */
  onlyIfEmpty?: boolean;
  /** Who the rows are written by; the project's creator by default. */
  userId?: string;
};

export type SeededSchedule = { scheduleId: string; added: number };

// Large schedules are written in slices so no single statement carries megabytes of JSON.
const rowsPerInsert = 1000;

/**
 * Writes the rows as the schedule's `insertRows` does (same columns, versions left empty), but
 * without returning them: a seed has no use for thousands of rows read back, and skipping that
 * halves the time of a 5,000-row schedule on PGlite.
 */
async function insertSeedRows(
  run: RawRunner,
  scheduleId: string,
  userId: string,
  rows: { position: string; cells: RowCells }[],
) {
  await run(
    `insert into schedule_rows (schedule_id, id, position, type_key, cells, updated_by)
     select $1, r.id, r.position::bigint, r.type_key, r.cells, $3
       from jsonb_to_recordset($2::jsonb) as r(id text, position text, type_key text, cells jsonb)`,
    [
      scheduleId,
      JSON.stringify(
        rows.map(({ position, cells }) => ({
          id: randomUUID(),
          position,
          type_key: typeSortKey(cells.typeDesignation),
          cells,
        })),
      ),
      userId,
    ],
  );
}

/** Checks each cell against its column as an edit would, then adds the computed cells. */
function rowCells(schema: ReturnType<typeof scheduleSchema>, input: object): RowCells {
  const cells: RowCells = {};
  for (const [col, raw] of Object.entries(input)) {
    const column = findColumn(schema, col);
    if (!column) throw new Error(`There is no column ${col}.`);
    const value = normalizeCellValue(column, raw);
    if (value !== null) cells[col] = value;
  }
  return { ...cells, ...computeCells(cells) };
}

/**
 * Fills a project's live schedule (made if missing) with rows of made-up lighting products, by
 * the rules rows are created with: cells checked per column, computed cells stored, the type
 * order key, running totals by type and tag, and the project's row count. Runs inside the
 * caller's transaction.
 */
export async function seedLiveSchedule(
  run: RawRunner,
  projectId: string,
  options: SeedScheduleOptions,
): Promise<SeededSchedule> {
  const { rows: projects } = await run('select creator_id from projects where id = $1', [
    projectId,
  ]);
  const project = projects[0] as { creator_id: string } | undefined;
  if (!project) throw new Error(`There is no project ${projectId}.`);
  await run(
    `insert into schedules (id, project_id) values ($1, $2)
       on conflict (project_id) where kind = 'live' do nothing`,
    [randomUUID(), projectId],
  );
  // The lock keeps two seedings of one schedule from both finding it empty.
  const { rows: schedules } = await run(
    `select id, custom_fields from schedules where project_id = $1 and kind = 'live' for update`,
    [projectId],
  );
  const schedule = schedules[0] as { id: string; custom_fields: ScheduleColumn[] };
  if (options.onlyIfEmpty) {
    const { rows } = await run('select 1 from schedule_rows where schedule_id = $1 limit 1', [
      schedule.id,
    ]);
    if (rows.length > 0) return { scheduleId: schedule.id, added: 0 };
  }
  const schema = scheduleSchema(schedule.custom_fields ?? []);
  const cellsOfRows = scheduleRowsFor(lightingProducts(), options).map((row) =>
    rowCells(schema, row),
  );
  if (cellsOfRows.length === 0) return { scheduleId: schedule.id, added: 0 };
  const positions = await takePositions(run, schedule.id, cellsOfRows.length);
  const userId = options.userId ?? project.creator_id;
  for (let start = 0; start < cellsOfRows.length; start += rowsPerInsert) {
    await insertSeedRows(
      run,
      schedule.id,
      userId,
      cellsOfRows
        .slice(start, start + rowsPerInsert)
        .map((cells, index) => ({ position: positions[start + index] as string, cells })),
    );
  }
  await applyTotals(
    run,
    schedule.id,
    totalsDelta(cellsOfRows.map((after) => ({ before: null, after }))),
  );
  await countRowsChange(run, projectId, cellsOfRows.length);
  return { scheduleId: schedule.id, added: cellsOfRows.length };
}
