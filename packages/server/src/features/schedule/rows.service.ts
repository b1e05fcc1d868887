import { randomUUID } from 'node:crypto';
import {
  AppError,
  cellMessages,
  computeCells,
  findColumn,
  isReadOnlyColumn,
  normalizeCellValue,
  type RowCells,
  scheduleMessages,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { RowPlace, ScheduleRowsPage } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { withUploadedFiles } from './attachment-cells.ts';
import type { CellToStore } from './cell-checks.ts';
import { placeBetween } from './row-placement.ts';
import { type RowJson, rowIdOf, toRowJson } from './row-presenter.ts';
import {
  countRowsChange,
  insertRows,
  keepNextPositionPast,
  lockScheduleOrder,
  moveRowsDeleted,
  moveRowsTo,
  type RowCursor,
  type StoredRow,
  selectDeletedRows,
  selectRowsByIds,
  selectRowsByTags,
  selectRowsPage,
  selectTypeRowsAround,
  takePositions,
  updateRowsHidden,
} from './rows.repository.ts';
import {
  authorizeColumnEdit,
  authorizeEdit,
  loadScheduleAccess,
  type ScheduleAccess,
} from './schedule-access.ts';
import { announceTotalsChanged, publishDeleted, publishRows } from './schedule-events.ts';
import { applyTotals } from './totals.repository.ts';
import { type RowChange, totalsDelta } from './totals.ts';

export const rowsPageSize = 15;
const rowsPageMax = 2000;
const deletedRowsMax = 1000;
const rowIdsMax = 1000;

type ProjectArgs = { projectId: string; workspaceId: string; scheduleId?: string | null };

const runOutside = (context: GraphQLContext): RawRunner => context.database.executeSql;

export async function getStructuredScheduleRows(
  context: GraphQLContext,
  args: ProjectArgs & { limit?: number | null; nextToken?: string | null },
): Promise<ScheduleRowsPage> {
  const access = await loadScheduleAccess(context, args, { allowSharedLink: true });
  const limit = pageSize(args.limit, rowsPageSize, rowsPageMax);
  const after = decodeCursor(args.nextToken, 3) as RowCursor | undefined;
  const rows = await selectRowsPage(
    context.database.executePrepared,
    access.schedule.id,
    limit + 1,
    after,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toRowJson),
    nextToken:
      rows.length > limit && last ? encodeCursor([last.type_key, last.position, last.id]) : null,
  };
}

export async function listDeletedRows(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args);
  const rows = await selectDeletedRows(runOutside(context), access.schedule.id, deletedRowsMax);
  return { data: rows.map(toRowJson), nextToken: null };
}

export async function getRowsByTags(
  context: GraphQLContext,
  args: ProjectArgs & { tags: string[] },
) {
  const access = await loadScheduleAccess(context, args);
  const tags = [...new Set(args.tags.map((tag) => tag.trim()).filter(Boolean))];
  if (tags.length === 0) return { data: [], nextToken: null };
  const rows = await selectRowsByTags(runOutside(context), access.schedule.id, tags);
  return { data: rows.map(toRowJson), nextToken: null };
}

/**
 * Starting cells for a new row, each checked against its column (computed ones left out) and its
 * files filled in from the uploads; computed cells filled in.
 */
async function startingCells(
  context: GraphQLContext,
  access: ScheduleAccess,
  input: unknown,
): Promise<RowCells> {
  if (input === null || input === undefined) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.cellsNotAnObject);
  }
  const schema = scheduleSchema(access.schedule.customFields);
  const given: CellToStore[] = [];
  for (const [col, raw] of Object.entries(input)) {
    const column = findColumn(schema, col);
    if (!column) throw new AppError('BAD_USER_INPUT', scheduleMessages.noColumn(col));
    if (isReadOnlyColumn(schema, col)) continue;
    const value = normalizeCellValue(column, raw);
    if (value === null) continue;
    authorizeColumnEdit(access, col);
    given.push({ column, value });
  }
  const filled = await withUploadedFiles(context, access.schedule.projectId, given);
  if (filled.unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', cellMessages.notAttachments);
  }
  const cells: RowCells = Object.fromEntries(
    filled.cells.map(({ column, value }) => [column.id, value]),
  );
  return { ...cells, ...computeCells(cells) };
}

/** Writes new rows with their share of the totals, in one transaction, then tells everyone. */
async function addRows(
  context: GraphQLContext,
  access: ScheduleAccess,
  cellsOfRows: RowCells[],
  session: string | null,
): Promise<RowJson[]> {
  const viewer = requireViewer(context);
  const scheduleId = access.schedule.id;
  const rows = await context.database.rawTransaction(async (run) => {
    const positions = await takePositions(run, scheduleId, cellsOfRows.length);
    const inserted = await insertRows(
      run,
      scheduleId,
      cellsOfRows.map((cells, index) => ({
        id: randomUUID(),
        position: positions[index] as string,
        typeKey: typeSortKey(cells.typeDesignation),
        cells,
        userId: viewer.userId,
        session,
      })),
    );
    await applyTotals(
      run,
      scheduleId,
      totalsDelta(cellsOfRows.map((after) => ({ before: null, after }))),
    );
    await countRowsChange(run, access.schedule.projectId, inserted.length);
    return inserted.map(toRowJson);
  });
  publishRows(context, scheduleId, rows, session);
  announceTotalsChanged(context, access.schedule.projectId);
  return rows;
}

export async function createEmptyRow(
  context: GraphQLContext,
  args: ProjectArgs & {
    cells?: unknown;
    session?: string | null;
    nextToRowId?: string | null;
    place?: RowPlace | null;
  },
): Promise<RowJson> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const cells = await startingCells(context, access, args.cells);
  const session = args.session ?? null;
  if (args.nextToRowId) {
    const nextTo = { rowId: rowIdOf(args.nextToRowId), place: args.place ?? 'below' };
    return insertRowNextTo(context, access, cells, nextTo, session);
  }
  const [row] = await addRows(context, access, [cells], session);
  return row as RowJson;
}

/**
 * A new row just above or below another. Rows are ordered by type, then position: the new row
 * takes its neighbour's Type / Designation, so that it stays where it was asked for, and the
 * position next to it; the rows of that type after it that have no room move down. The new row
 * and every row whose order changed go out in one live event, with forceUpdate when rows moved
 * (the inserting session's answer holds only the new row).
 */
async function insertRowNextTo(
  context: GraphQLContext,
  access: ScheduleAccess,
  given: RowCells,
  nextTo: { rowId: string; place: RowPlace },
  session: string | null,
): Promise<RowJson> {
  const viewer = requireViewer(context);
  const scheduleId = access.schedule.id;
  const { row, moved } = await context.database.rawTransaction(async (run) => {
    await lockScheduleOrder(run, scheduleId);
    const [neighbour] = await selectRowsByIds(run, scheduleId, [nextTo.rowId], {
      deleted: false,
    });
    if (!neighbour) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
    // The neighbour's type, or none, over any given: it is what keeps the row beside it.
    const cells: RowCells = { ...given };
    delete cells.typeDesignation;
    const type = (neighbour.cells as RowCells).typeDesignation;
    if (type !== undefined) cells.typeDesignation = type;
    const around = await selectTypeRowsAround(run, scheduleId, neighbour);
    const { position, moves } =
      nextTo.place === 'above'
        ? placeBetween(around.before, around.from)
        : placeBetween(around.from[0] ?? null, around.from.slice(1));
    const moved = await moveRowsTo(run, scheduleId, moves);
    const last = moves.at(-1)?.position ?? position;
    await keepNextPositionPast(run, scheduleId, last > position ? last : position);
    const [row] = await insertRows(run, scheduleId, [
      {
        id: randomUUID(),
        position: position.toString(),
        typeKey: neighbour.type_key,
        cells,
        userId: viewer.userId,
        session,
      },
    ]);
    await applyTotals(run, scheduleId, totalsDelta([{ before: null, after: cells }]));
    await countRowsChange(run, access.schedule.projectId, 1);
    return { row: toRowJson(row as StoredRow), moved: moved.map(toRowJson) };
  });
  publishRows(context, scheduleId, [row, ...moved], session, moved.length > 0);
  announceTotalsChanged(context, access.schedule.projectId);
  return row;
}

export async function duplicateRow(
  context: GraphQLContext,
  args: ProjectArgs & { rowId: string; session?: string | null },
): Promise<RowJson> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const [source] = await selectRowsByIds(
    runOutside(context),
    access.schedule.id,
    [rowIdOf(args.rowId)],
    {
      deleted: false,
    },
  );
  if (!source) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  const [row] = await addRows(context, access, [source.cells as RowCells], args.session ?? null);
  return row as RowJson;
}

function cleanRowIds(ids: readonly string[]): string[] {
  if (ids.length === 0) throw new AppError('BAD_USER_INPUT', scheduleMessages.noRowsNamed);
  if (ids.length > rowIdsMax) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.tooManyRows(rowIdsMax));
  }
  return [...new Set(ids.map(rowIdOf))];
}

/**
 * Moves rows between the schedule and its deleted list, taking their share of the totals with
 * them. Rows already where they are asked to go are left alone.
 */
async function moveRows(
  context: GraphQLContext,
  access: ScheduleAccess,
  ids: string[],
  toDeleted: boolean,
) {
  const viewer = requireViewer(context);
  const scheduleId = access.schedule.id;
  return context.database.rawTransaction(async (run) => {
    const rows = await selectRowsByIds(run, scheduleId, ids, {
      deleted: !toDeleted,
      forUpdate: true,
    });
    if (rows.length === 0) return [];
    const moved = await moveRowsDeleted(
      run,
      scheduleId,
      rows.map((row) => row.id),
      toDeleted,
      viewer.userId,
    );
    const changes: RowChange[] = rows.map((row) =>
      toDeleted
        ? { before: row.cells as RowCells, after: null }
        : { before: null, after: row.cells as RowCells },
    );
    await applyTotals(run, scheduleId, totalsDelta(changes));
    await countRowsChange(run, access.schedule.projectId, toDeleted ? -moved.length : moved.length);
    return rows;
  });
}

export async function deleteRow(
  context: GraphQLContext,
  args: {
    projectId: string;
    workspaceId: string;
    tableId?: string | null;
    rowId: string;
    session?: string | null;
  },
): Promise<boolean> {
  const access = await loadScheduleAccess(context, { ...args, scheduleId: args.tableId });
  authorizeEdit(access);
  const moved = await moveRows(context, access, cleanRowIds([args.rowId]), true);
  if (moved.length === 0) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  publishDeleted(
    context,
    access.schedule.id,
    moved.map((row) => row.id),
    args.session ?? null,
  );
  announceTotalsChanged(context, access.schedule.projectId);
  return true;
}

export async function restoreRows(
  context: GraphQLContext,
  args: ProjectArgs & { rowsIds: string[]; session?: string | null },
): Promise<RowJson[]> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const restored = await moveRows(context, access, cleanRowIds(args.rowsIds), false);
  const rows = restored.map((row: StoredRow) => toRowJson(row));
  publishRows(context, access.schedule.id, rows, args.session ?? null);
  if (rows.length > 0) announceTotalsChanged(context, access.schedule.projectId);
  return rows;
}

export async function setRowsVisibility(
  context: GraphQLContext,
  args: ProjectArgs & { rowIds: string[]; visible: boolean; session?: string | null },
): Promise<RowJson[]> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const ids = cleanRowIds(args.rowIds);
  const hidden = await updateRowsHidden(
    runOutside(context),
    access.schedule.id,
    ids,
    !args.visible,
  );
  const changed = await selectRowsByIds(runOutside(context), access.schedule.id, hidden, {
    deleted: false,
  });
  const json = changed.map(toRowJson);
  publishRows(context, access.schedule.id, json, args.session ?? null);
  return json;
}
