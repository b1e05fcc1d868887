import { AppError, type RowCells, scheduleMessages } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { RowPlace, ScheduleRowsPage } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { announceProductChanges, markProductChanges, noProductMarks } from './product-marks.ts';
import { addRows, insertRowNextTo, startingCells } from './row-adding.ts';
import { announceRowCounts, keepRowCounts, lockProducts, makeRoomForRows } from './row-counts.ts';
import { type RowJson, rowIdOf, toRowJson } from './row-presenter.ts';
import {
  moveRowsDeleted,
  type RowCursor,
  type StoredRow,
  selectDeletedRows,
  selectRowsByIds,
  selectRowsByTags,
  selectRowsPage,
  updateRowsHidden,
} from './rows.repository.ts';
import {
  authorizeEdit,
  loadScheduleAccess,
  type ScheduleAccess,
  type ScheduleArgs,
  type ScheduleOwnerArgs,
} from './schedule-access.ts';
import { publishDeleted, publishRows } from './schedule-events.ts';
import type { RowChange } from './totals.ts';

export const rowsPageSize = 15;
const rowsPageMax = 2000;
const deletedRowsMax = 1000;
const rowIdsMax = 1000;

type ProjectArgs = ScheduleArgs;

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
  // The copy keeps the source's product reference, with the values the source last took.
  const ref =
    source.ref_collection_id && source.ref_product_id
      ? {
          collectionId: source.ref_collection_id,
          productId: source.ref_product_id,
          values: source.ref_values ?? {},
        }
      : null;
  const [row] = await addRows(context, access, [source.cells as RowCells], args.session ?? null, [
    ref,
  ]);
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
    // A collection's row first, as every change of its product count locks it first.
    await lockProducts(run, access);
    const rows = await selectRowsByIds(run, scheduleId, ids, {
      deleted: !toDeleted,
      forUpdate: true,
    });
    if (rows.length === 0) {
      return { rows: [], counts: { rows: false, totals: false }, marks: noProductMarks };
    }
    if (!toDeleted) await makeRoomForRows(run, access, rows.length);
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
    const counts = await keepRowCounts(
      run,
      access,
      changes.filter((_, index) => moved.includes((rows[index] as StoredRow).id)),
    );
    // A collection's deleted or restored products: the rows using them hear it (issue 23).
    const marks = await markProductChanges(
      run,
      access,
      rows.map((row) => ({ id: row.id, cells: toDeleted ? null : row.cells })),
      'all',
    );
    return { rows, counts, marks };
  });
}

/**
 * Moves rows to the deleted list (restorable with restoreRows) and tells everyone; answers the ids
 * moved. The collections feature's deleteProduct comes here too.
 */
export async function deleteRows(
  context: GraphQLContext,
  access: ScheduleAccess,
  rowIds: readonly string[],
  session: string | null,
): Promise<string[]> {
  const { rows, counts, marks } = await moveRows(context, access, cleanRowIds(rowIds), true);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) publishDeleted(context, access.schedule.id, ids, session);
  await announceProductChanges(context, marks);
  announceRowCounts(context, access, counts);
  return ids;
}

export async function deleteRow(
  context: GraphQLContext,
  args: ScheduleOwnerArgs & { tableId?: string | null; rowId: string; session?: string | null },
): Promise<boolean> {
  const access = await loadScheduleAccess(context, { ...args, scheduleId: args.tableId });
  authorizeEdit(access);
  const moved = await deleteRows(context, access, [args.rowId], args.session ?? null);
  if (moved.length === 0) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  return true;
}

export async function restoreRows(
  context: GraphQLContext,
  args: ProjectArgs & { rowsIds: string[]; session?: string | null },
): Promise<RowJson[]> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const restored = await moveRows(context, access, cleanRowIds(args.rowsIds), false);
  const rows = restored.rows.map((row: StoredRow) => toRowJson(row));
  publishRows(context, access.schedule.id, rows, args.session ?? null);
  await announceProductChanges(context, restored.marks);
  announceRowCounts(context, access, restored.counts);
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
