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
import type { RowPlace } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { withUploadedFiles } from './attachment-cells.ts';
import type { CellToStore } from './cell-checks.ts';
import { withPhotometryFills } from './photometry.ts';
import { referencesAsTheyStand } from './product-marks.ts';
import {
  addedRows,
  announceRowCounts,
  type CountsChanged,
  keepRowCounts,
  makeRoomForRows,
} from './row-counts.ts';
import { placeBetween } from './row-placement.ts';
import { type RowJson, toRowJson } from './row-presenter.ts';
import {
  insertRows,
  keepNextPositionPast,
  lockScheduleOrder,
  moveRowsTo,
  type RowReference,
  type StoredRow,
  selectRowsByIds,
  selectTypeRowsAround,
  takePositions,
} from './rows.repository.ts';
import { authorizeColumnEdit, type ScheduleAccess } from './schedule-access.ts';
import { publishRows } from './schedule-events.ts';

/**
 * Starting cells for a new row, each checked against its column (computed ones left out) and its
 * files filled in from the uploads; computed cells filled in.
 */
export async function startingCells(
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
  const filled = await withUploadedFiles(context, access, given);
  if (filled.unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', cellMessages.notAttachments);
  }
  const cells: RowCells = Object.fromEntries(
    filled.cells.map(({ column, value }) => [column.id, value]),
  );
  return withPhotometryFills({ ...cells, ...computeCells(cells) }, filled.cells);
}

/**
 * Inserts rows at the end of their types, with the owner's counts, inside the caller's
 * transaction: a collection's products refuse them all unless every one fits the cap.
 */
export async function insertRowsAtEnd(
  run: RawRunner,
  access: ScheduleAccess,
  cellsOfRows: readonly RowCells[],
  by: { userId: string; session: string | null },
  refs: readonly (RowReference | null)[] = [],
): Promise<{ rows: StoredRow[]; counts: CountsChanged }> {
  if (cellsOfRows.length === 0) return { rows: [], counts: { rows: false, totals: false } };
  const scheduleId = access.schedule.id;
  await makeRoomForRows(run, access, cellsOfRows.length);
  const positions = await takePositions(run, scheduleId, cellsOfRows.length);
  const rows = await insertRows(
    run,
    scheduleId,
    cellsOfRows.map((cells, index) => ({
      id: randomUUID(),
      position: positions[index] as string,
      typeKey: typeSortKey(cells.typeDesignation),
      cells,
      userId: by.userId,
      session: by.session,
      ref: refs[index] ?? null,
    })),
  );
  const counts = await keepRowCounts(run, access, addedRows(cellsOfRows));
  return { rows, counts };
}

/** Writes new rows with the owner's counts, in one transaction, then tells everyone. */
export async function addRows(
  context: GraphQLContext,
  access: ScheduleAccess,
  cellsOfRows: RowCells[],
  session: string | null,
  refs: readonly (RowReference | null)[] = [],
): Promise<RowJson[]> {
  const viewer = requireViewer(context);
  const { rows, counts } = await context.database.rawTransaction(async (run) => {
    // Referenced products first, locked, as a change of them locks them before their rows.
    const standing = refs.length > 0 ? await referencesAsTheyStand(run, refs) : refs;
    return insertRowsAtEnd(run, access, cellsOfRows, { userId: viewer.userId, session }, standing);
  });
  const json = rows.map(toRowJson);
  publishRows(context, access.schedule.id, json, session);
  announceRowCounts(context, access, counts);
  return json;
}

/**
 * A new row just above or below another. Rows are ordered by type, then position: the new row
 * takes its neighbour's Type / Designation, so that it stays where it was asked for, and the
 * position next to it; the rows of that type after it that have no room move down. The new row
 * and every row whose order changed go out in one live event, with forceUpdate when rows moved
 * (the inserting session's answer holds only the new row).
 */
export async function insertRowNextTo(
  context: GraphQLContext,
  access: ScheduleAccess,
  given: RowCells,
  nextTo: { rowId: string; place: RowPlace },
  session: string | null,
  ref: RowReference | null = null,
): Promise<RowJson> {
  const viewer = requireViewer(context);
  const scheduleId = access.schedule.id;
  const { row, moved, counts } = await context.database.rawTransaction(async (run) => {
    const [standing] = ref ? await referencesAsTheyStand(run, [ref]) : [null];
    await makeRoomForRows(run, access, 1);
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
        ref: standing ?? null,
      },
    ]);
    const counts = await keepRowCounts(run, access, addedRows([cells]));
    return { row: toRowJson(row as StoredRow), moved: moved.map(toRowJson), counts };
  });
  publishRows(context, scheduleId, [row, ...moved], session, moved.length > 0);
  announceRowCounts(context, access, counts);
  return row;
}
