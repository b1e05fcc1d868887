import {
  AppError,
  cellMessages,
  contributionInputs,
  initialCellVersion,
  messages,
  nextCellVersion,
  normalizeCellVersion,
  type RowCells,
  sameCellVersion,
  scheduleMessages,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CellUpdate, MutationUpdateCellArgs } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { withUploadedFiles } from './attachment-cells.ts';
import { checkCellEdit, withCells } from './cell-checks.ts';
import { rowIdOf, toRowJson } from './row-presenter.ts';
import { rowColumns, type StoredRow } from './rows.repository.ts';
import { authorizeEdit, loadScheduleAccess } from './schedule-access.ts';
import { announceTotalsChanged, publishRows } from './schedule-events.ts';
import { isEmptyDelta, totalsDelta } from './totals.ts';

const noTotalsChange = { byType: [], byTag: [] };

const rowNotFound = () => new AppError('NOT_FOUND', scheduleMessages.rowNotFound);

type CurrentRow = { cells: RowCells; versions: Record<string, string> };

async function readRow(context: GraphQLContext, scheduleId: string, rowId: string) {
  const { rows } = await context.database.executePrepared(
    'schedule-read-row',
    `select cells, versions from schedule_rows
      where schedule_id = $1 and id = $2 and deleted_at is null`,
    [scheduleId, rowId],
  );
  return rows[0] as CurrentRow | undefined;
}

// Writes the row only if it is exactly as it was read (compare and swap), and in the same
// statement its history and, when the cell feeds them, its share of the running totals. No row
// comes back when another edit got there first.
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
const swapRow = swapRowStatement(false);
const swapRowWithTotals = swapRowStatement(true);

/** Tries that may lose to edits of other cells of the same row before giving up. */
const maxSwapAttempts = 20;

/**
 * One cell edit, accepted only if the cell is still at `version`. The row is read, the new cells
 * computed by the domain, then swapped in by one statement that also checks nothing changed
 * meanwhile: a stale edit changes nothing, and no two edits ever take the same version.
 */
export async function updateCell(
  context: GraphQLContext,
  args: MutationUpdateCellArgs,
): Promise<CellUpdate> {
  const viewer = requireViewer(context);
  const rowId = rowIdOf(args.row);
  const access = await loadScheduleAccess(context, { ...args, rowId });
  authorizeEdit(access);
  const schema = scheduleSchema(access.schedule.customFields);
  const checked = checkCellEdit(access, schema, args.col, args.values ?? args.value);
  const { cells: filled, unknown } = await withUploadedFiles(context, access.schedule.projectId, [
    checked,
  ]);
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', cellMessages.notAttachments);
  const edit = filled[0] ?? checked;
  const { column, value } = edit;
  const version = normalizeCellVersion(args.version);
  if (!version) throw new AppError('VERSION_CONFLICT', messages.incorrectVersion);
  const scheduleId = access.schedule.id;
  const session = args.session ?? null;

  for (let attempt = 0; attempt < maxSwapAttempts; attempt++) {
    // The first try uses the row read with the access check; a lost race reads it again.
    const current =
      attempt === 0 ? (access.row ?? undefined) : await readRow(context, scheduleId, rowId);
    if (!current) throw rowNotFound();
    const currentVersion = current.versions[column.id] ?? initialCellVersion;
    if (!sameCellVersion(currentVersion, version)) {
      throw new AppError('VERSION_CONFLICT', messages.versionConflict, {
        currentVersion,
        currentValue: current.cells[column.id] ?? null,
      });
    }
    const newVersion = nextCellVersion(currentVersion);
    const cells = withCells(current.cells, [edit]);
    const delta = contributionInputs.has(column.id)
      ? totalsDelta([{ before: current.cells, after: cells }])
      : noTotalsChange;
    const movesTotals = !isEmptyDelta(delta);
    const values = [
      scheduleId,
      rowId,
      JSON.stringify(cells),
      column.id,
      newVersion,
      typeSortKey(cells.typeDesignation),
      session,
      viewer.userId,
      JSON.stringify(current.cells[column.id] ?? null),
      JSON.stringify(value),
      JSON.stringify(current.cells),
      current.versions[column.id] ?? initialCellVersion,
    ];
    const { rows } = movesTotals
      ? await context.database.executePrepared('schedule-swap-row-totals', swapRowWithTotals, [
          ...values,
          JSON.stringify(delta.byType),
          JSON.stringify(delta.byTag),
        ])
      : await context.database.executePrepared('schedule-swap-row', swapRow, values);
    const stored = rows[0] as StoredRow | undefined;
    if (!stored) continue;
    const row = toRowJson(stored);
    publishRows(context, scheduleId, [row], session);
    if (movesTotals) announceTotalsChanged(context, access.schedule.projectId);
    return { row, col: column.id, version: newVersion };
  }
  throw new AppError('VERSION_CONFLICT', messages.versionConflict);
}
