import { differingReferenceFields, isReferenceField, referenceValues } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';
import {
  lockProducts,
  type MarkedRow,
  markReferencingRows,
  type ProductNow,
} from './product-marks.repository.ts';
import { toRowJson } from './row-presenter.ts';
import { type RowReference, selectRowsByIds } from './rows.repository.ts';
import type { ScheduleAccess } from './schedule-access.ts';
import { publishRows } from './schedule-events.ts';

/** A product's change as told to the schedules using it (onProductUpdated). */
export type ProductUpdateEvent = {
  collectionId: string;
  productId: string;
  scheduleId: string;
  rowIds: string[];
};

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** A product used by rows of the schedule (the key) changed, was deleted or restored. */
    'product.updated': ProductUpdateEvent;
  }
}

/** What a change of products left to announce after its commit. */
export type ProductMarks = { collectionId: string; rows: MarkedRow[] };

export const noProductMarks: ProductMarks = { collectionId: '', rows: [] };

/**
 * Inside the transaction that changed a collection's products: marks the rows referencing them
 * (issue 23). Nothing for a project's schedule, nor when no reference field changed, so a
 * project's edits cost no extra statement.
 */
export async function markProductChanges(
  run: RawRunner,
  access: ScheduleAccess,
  products: readonly { id: string; cells: Record<string, unknown> | null }[],
  changedColumns: readonly string[] | 'all',
): Promise<ProductMarks> {
  const collectionId = access.schedule.collectionId;
  if (!collectionId || access.schedule.kind !== 'live' || products.length === 0) {
    return noProductMarks;
  }
  if (changedColumns !== 'all' && !changedColumns.some(isReferenceField)) return noProductMarks;
  const now: ProductNow[] = products.map((product) => ({
    productId: product.id,
    values: product.cells ? referenceValues(product.cells) : null,
  }));
  return { collectionId, rows: await markReferencingRows(run, collectionId, now) };
}

/**
 * After the commit: each affected schedule hears its referencing rows as they now stand (so open
 * grids show the offer live), and onProductUpdated hears which rows use which product.
 */
export async function announceProductChanges(
  context: Platform,
  marks: ProductMarks,
): Promise<void> {
  const live = marks.rows.filter((row) => row.live);
  if (live.length === 0) return;
  const bySchedule = new Map<string, MarkedRow[]>();
  for (const row of live) {
    const rows = bySchedule.get(row.schedule_id);
    if (rows) rows.push(row);
    else bySchedule.set(row.schedule_id, [row]);
  }
  for (const [scheduleId, marked] of bySchedule) {
    const rows = await selectRowsByIds(
      context.database.executeSql,
      scheduleId,
      marked.map((row) => row.id),
      { deleted: false },
    );
    publishRows(context, scheduleId, rows.map(toRowJson), null);
    const byProduct = new Map<string, string[]>();
    for (const row of marked) {
      byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.id]);
    }
    for (const [productId, rowIds] of byProduct) {
      context.pubsub.publish('product.updated', scheduleId, {
        collectionId: marks.collectionId,
        productId,
        scheduleId,
        rowIds,
      });
    }
  }
}

/**
 * New rows' references as they stand inside the adding transaction: the products locked and read
 * again, so a product changed since its values were taken offers its update at once.
 */
export async function referencesAsTheyStand(
  run: RawRunner,
  refs: readonly (RowReference | null)[],
): Promise<(RowReference | null)[]> {
  const byCollection = new Map<string, string[]>();
  for (const ref of refs) {
    if (ref)
      byCollection.set(ref.collectionId, [
        ...(byCollection.get(ref.collectionId) ?? []),
        ref.productId,
      ]);
  }
  const now = new Map<string, Record<string, unknown>>();
  for (const [collectionId, ids] of [...byCollection].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const [id, cells] of await lockProducts(run, collectionId, ids)) {
      now.set(`${collectionId}/${id}`, cells);
    }
  }
  return refs.map((ref) => {
    if (!ref) return null;
    const cells = now.get(`${ref.collectionId}/${ref.productId}`);
    const changed = cells !== undefined && differingReferenceFields(cells, ref.values).length > 0;
    return { ...ref, updateAvailable: changed };
  });
}

/** The product's cells under a lock held until the transaction ends; undefined when deleted. */
export async function lockProduct(
  run: RawRunner,
  collectionId: string,
  productId: string,
): Promise<Record<string, unknown> | undefined> {
  return (await lockProducts(run, collectionId, [productId])).get(productId);
}
