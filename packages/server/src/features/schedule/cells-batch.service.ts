import {
  AppError,
  cellMessages,
  contributionInputs,
  findColumn,
  initialCellVersion,
  messages,
  nextCellVersion,
  type RowCells,
  sameCellVersion,
  scheduleMessages,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CellEditInput,
  CellsUpdate,
  MutationUpdateCellsArgs,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { withUploadedFiles } from './attachment-cells.ts';
import { type CellToStore, checkCellEdit, withCells } from './cell-checks.ts';
import { announceProductChanges, markProductChanges } from './product-marks.ts';
import { insertRowsAtEnd, startingCells } from './row-adding.ts';
import { announceRowCounts, makeRoomForRows } from './row-counts.ts';
import { rowIdOf, toRowJson } from './row-presenter.ts';
import {
  type CellHistoryEntry,
  insertCellHistory,
  type LockedRow,
  lockRows,
  type RowWrite,
  updateRowsCells,
} from './rows.repository.ts';
import { authorizeEdit, loadScheduleAccess, type ScheduleAccess } from './schedule-access.ts';
import { publishRows } from './schedule-events.ts';
import { applyTotals } from './totals.repository.ts';
import { isEmptyDelta, type RowChange, totalsDelta } from './totals.ts';

/** The most cells one updateCells call may change. */
export const cellsPerBatchMax = 5000;
/** The most rows one updateCells call may add (a paste past the end). */
const newRowsMax = 1000;

type CellEdit = CellToStore & { index: number; rowId: string; version: string };
/** A refused cell; `name` is its column's, when the column exists. */
type BadCell = { index: number; rowId: string; col: string; name?: string; message: string };

const cellKey = (rowId: string, col: string) => `${rowId}\u0000${col}`;

/**
 * Every cell checked as updateCell checks one. A locked column refuses at once (FORBIDDEN); bad
 * values are gathered, so that the refusal names each of them.
 */
async function checkCells(
  context: GraphQLContext,
  access: ScheduleAccess,
  cells: readonly CellEditInput[],
): Promise<CellEdit[]> {
  const schema = scheduleSchema(access.schedule.customFields);
  const seen = new Set<string>();
  const edits: CellEdit[] = [];
  const bad: BadCell[] = [];
  cells.forEach((cell, index) => {
    const rowId = rowIdOf(cell.row);
    const key = cellKey(rowId, cell.col);
    if (seen.has(key)) {
      throw new AppError('BAD_USER_INPUT', scheduleMessages.cellGivenTwice(cell.col, rowId));
    }
    seen.add(key);
    try {
      const checked = checkCellEdit(access, schema, cell.col, cell.values ?? cell.value);
      edits.push({ ...checked, index, rowId, version: cell.version });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
      const name = findColumn(schema, cell.col)?.name;
      bad.push({ index, rowId, col: cell.col, name, message: error.message });
    }
  });
  const { cells: filled, unknown } = await withUploadedFiles(context, access, edits);
  for (const edit of unknown) {
    const { index, rowId, column } = edit;
    bad.push({
      index,
      rowId,
      col: column.id,
      name: column.name,
      message: cellMessages.notAttachments,
    });
  }
  bad.sort((a, b) => a.index - b.index);
  const [first] = bad;
  if (first) {
    const message = first.name ? `${first.name}: ${first.message}` : first.message;
    throw new AppError('BAD_USER_INPUT', message, {
      cells: bad.map(({ rowId, col, message }) => ({ rowId, col, message })),
    });
  }
  return filled;
}

/** Every edited cell no longer at the version its edit was made against, as it now stands. */
function staleCells(edits: readonly CellEdit[], rows: Map<string, LockedRow>) {
  return edits.flatMap(({ rowId, column, version }) => {
    const row = rows.get(rowId) as LockedRow;
    const currentVersion = row.versions[column.id] ?? initialCellVersion;
    if (sameCellVersion(currentVersion, version)) return [];
    return [{ rowId, col: column.id, currentVersion, currentValue: row.cells[column.id] ?? null }];
  });
}

/** Each row's new cells and versions, the history entries and the row changes for the totals. */
function applyEdits(edits: readonly CellEdit[], rows: Map<string, LockedRow>) {
  const byRow = new Map<string, CellEdit[]>();
  for (const edit of edits) {
    const rowEdits = byRow.get(edit.rowId);
    if (rowEdits) rowEdits.push(edit);
    else byRow.set(edit.rowId, [edit]);
  }
  const writes: RowWrite[] = [];
  const history: CellHistoryEntry[] = [];
  const changes: RowChange[] = [];
  const versions = new Map<string, string>();
  for (const [rowId, rowEdits] of byRow) {
    const before = rows.get(rowId) as LockedRow;
    const cells = withCells(before.cells as RowCells, rowEdits);
    const rowVersions: Record<string, string> = {};
    for (const { column, value } of rowEdits) {
      const version = nextCellVersion(before.versions[column.id] ?? initialCellVersion);
      rowVersions[column.id] = version;
      versions.set(cellKey(rowId, column.id), version);
      const oldValue = before.cells[column.id] ?? null;
      history.push({ rowId, col: column.id, oldValue, newValue: value, version });
    }
    writes.push({
      id: rowId,
      cells,
      versions: rowVersions,
      typeKey: typeSortKey(cells.typeDesignation),
    });
    if (rowEdits.some(({ column }) => contributionInputs.has(column.id))) {
      changes.push({ before: before.cells as RowCells, after: cells });
    }
  }
  return { writes, history, delta: totalsDelta(changes), versions };
}

/**
 * A batch of cell edits (a paste, a fill, their undo) applied in one transaction, all or nothing.
 * Each cell is checked as updateCell checks it. The rows are locked (in id order) and read; if any
 * cell has moved on from the version its edit was made against, nothing changes and the refusal
 * names every stale cell with its current version and value. Several cells of one row are one
 * write of it; each cell gets its next version and a history entry; the totals move by the
 * batch's change; one live event carries every changed row.
 */
export async function updateCells(
  context: GraphQLContext,
  args: MutationUpdateCellsArgs,
): Promise<CellsUpdate> {
  const viewer = requireViewer(context);
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const newRows = args.newRows ?? [];
  if (args.cells.length === 0 && newRows.length === 0) return { rows: [], cells: [] };
  if (args.cells.length > cellsPerBatchMax) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.tooManyCells(cellsPerBatchMax));
  }
  if (newRows.length > newRowsMax) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.tooManyRows(newRowsMax));
  }
  const edits = await checkCells(context, access, args.cells);
  const cellsOfNewRows: RowCells[] = [];
  for (const cells of newRows) cellsOfNewRows.push(await startingCells(context, access, cells));
  const scheduleId = access.schedule.id;
  const by = { userId: viewer.userId, session: args.session ?? null };
  const rowIds = [...new Set(edits.map((edit) => edit.rowId))];
  // Totals are a project's: a collection's products keep none.
  const keepsTotals = access.schedule.projectId !== null;

  const { stored, added, delta, versions, counts, marks } = await context.database.rawTransaction(
    async (run) => {
      // The collection's lock before the rows', as every change of its product count takes it.
      await makeRoomForRows(run, access, cellsOfNewRows.length);
      const rows = await lockRows(run, scheduleId, rowIds);
      const missing = rowIds.find((id) => !rows.has(id));
      if (missing) {
        throw new AppError('NOT_FOUND', scheduleMessages.rowIdNotFound(missing), {
          rowId: missing,
        });
      }
      const conflicts = staleCells(edits, rows);
      if (conflicts.length > 0) {
        throw new AppError('VERSION_CONFLICT', messages.versionConflict, { conflicts });
      }
      const { writes, history, delta, versions } = applyEdits(edits, rows);
      const stored = await updateRowsCells(run, scheduleId, writes, by);
      await insertCellHistory(run, scheduleId, history, by);
      if (keepsTotals) await applyTotals(run, scheduleId, delta);
      const added = await insertRowsAtEnd(run, access, cellsOfNewRows, by);
      const marks = await markProductChanges(
        run,
        access,
        stored,
        edits.map((edit) => edit.column.id),
      );
      return { stored, added: added.rows, delta, versions, counts: added.counts, marks };
    },
  );

  // New rows first, then the edited rows in the order the batch first named them.
  const order = new Map(rowIds.map((id, index) => [id, index]));
  const rows = [
    ...added.map(toRowJson),
    ...stored.map(toRowJson).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
  ];
  publishRows(context, scheduleId, rows, by.session);
  await announceProductChanges(context, marks);
  announceRowCounts(context, access, {
    rows: counts.rows,
    totals: counts.totals || (keepsTotals && !isEmptyDelta(delta)),
  });
  return {
    rows,
    cells: edits.map(({ rowId, column }) => ({
      rowId,
      col: column.id,
      version: versions.get(cellKey(rowId, column.id)) as string,
    })),
  };
}
