import {
  AppError,
  contributionInputs,
  initialCellVersion,
  nextCellVersion,
  productReferenceMessages,
  type RowCells,
  referenceFieldIds,
  referenceValues,
  sameReferenceValue,
  scheduleMessages,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { RowPlace } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { type CellToStore, checkCellEdit, withCells } from './cell-checks.ts';
import { announceProductChanges, lockProduct, markProductChanges } from './product-marks.ts';
import { addRows, insertRowNextTo } from './row-adding.ts';
import { announceRowCounts } from './row-counts.ts';
import { type RowJson, toRowJson } from './row-presenter.ts';
import {
  insertCellHistory,
  lockRows,
  type RowReference,
  updateRowReference,
  updateRowsCells,
} from './rows.repository.ts';
import { authorizeEdit, type ScheduleAccess } from './schedule-access.ts';
import { publishRows } from './schedule-events.ts';
import { applyTotals } from './totals.repository.ts';
import { isEmptyDelta, totalsDelta } from './totals.ts';

export type { RowReference } from './rows.repository.ts';

/**
 * New rows keeping a reference each (issue 23): at the end of their types, or beside `near`
 * (above it in the given order, or below it one after the other). Through the engine's row
 * adding: counts, the collection cap, live events.
 */
export async function addReferencedRows(
  context: GraphQLContext,
  access: ScheduleAccess,
  rows: readonly { cells: RowCells; ref: RowReference | null }[],
  near: { rowId: string; place: RowPlace } | null,
  session: string | null,
): Promise<RowJson[]> {
  authorizeEdit(access);
  if (!near) {
    return addRows(
      context,
      access,
      rows.map((row) => row.cells),
      session,
      rows.map((row) => row.ref),
    );
  }
  const added: RowJson[] = [];
  let anchor = near.rowId;
  for (const row of rows) {
    const placed = await insertRowNextTo(
      context,
      access,
      row.cells,
      { rowId: anchor, place: near.place },
      session,
      row.ref,
    );
    added.push(placed);
    if (near.place === 'below') anchor = placed.id;
  }
  return added;
}

/**
 * Points a row at a product's current values (issue 23). With `take`, the row's reference fields
 * become the product's (update, revert): each changed cell gets its next version and a history
 * entry, the totals move, as any batch edit; without, the row keeps its cells (keep). One
 * transaction; one live event.
 */
export async function writeRowReference(
  context: GraphQLContext,
  access: ScheduleAccess,
  rowId: string,
  change: {
    product: { collectionId: string; productId: string };
    take: boolean;
    session: string | null;
  },
): Promise<RowJson> {
  const viewer = requireViewer(context);
  authorizeEdit(access);
  const schema = scheduleSchema(access.schedule.customFields);
  const scheduleId = access.schedule.id;
  const by = { userId: viewer.userId, session: change.session };
  const keepsTotals = access.schedule.projectId !== null;
  const { stored, movesTotals, marks } = await context.database.rawTransaction(async (run) => {
    // The product before the row, as a change of the product locks it before marking its rows.
    const { collectionId, productId } = change.product;
    const productCells = await lockProduct(run, collectionId, productId);
    if (!productCells) {
      throw new AppError('NOT_FOUND', productReferenceMessages.productRemoved);
    }
    const ref: RowReference = { collectionId, productId, values: referenceValues(productCells) };
    const before = (await lockRows(run, scheduleId, [rowId])).get(rowId);
    if (!before) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
    const edits: CellToStore[] = change.take
      ? referenceFieldIds
          .filter((col) => !sameReferenceValue(before.cells[col], ref.values[col]))
          .map((col) => ({
            ...checkCellEdit(access, schema, col, null),
            value: (ref.values[col] ?? null) as CellToStore['value'],
          }))
      : [];
    const referenced = await updateRowReference(run, scheduleId, rowId, ref);
    if (edits.length === 0) {
      return { stored: referenced, movesTotals: false, marks: { collectionId: '', rows: [] } };
    }
    const cells = withCells(before.cells as RowCells, edits);
    const versions: Record<string, string> = {};
    const history = edits.map(({ column, value }) => {
      const version = nextCellVersion(before.versions[column.id] ?? initialCellVersion);
      versions[column.id] = version;
      return {
        rowId,
        col: column.id,
        oldValue: before.cells[column.id] ?? null,
        newValue: value,
        version,
      };
    });
    const [stored] = await updateRowsCells(
      run,
      scheduleId,
      [{ id: rowId, cells, versions, typeKey: typeSortKey(cells.typeDesignation) }],
      by,
    );
    await insertCellHistory(run, scheduleId, history, by);
    const feedsTotals = edits.some(({ column }) => contributionInputs.has(column.id));
    const delta = totalsDelta(
      feedsTotals ? [{ before: before.cells as RowCells, after: cells }] : [],
    );
    if (keepsTotals) await applyTotals(run, scheduleId, delta);
    // A followed product's copy is a product too: rows using it hear the change.
    const marks = await markProductChanges(
      run,
      access,
      stored ? [stored] : [],
      edits.map(({ column }) => column.id),
    );
    return { stored, movesTotals: keepsTotals && !isEmptyDelta(delta), marks };
  });
  if (!stored) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  const row = toRowJson(stored);
  publishRows(context, scheduleId, [row], change.session);
  await announceProductChanges(context, marks);
  announceRowCounts(context, access, { rows: false, totals: movesTotals });
  return row;
}
