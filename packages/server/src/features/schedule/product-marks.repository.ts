import type { RawRunner } from '../../db/connection.ts';

/** A product as it now stands: its reference-field values, or null when it was deleted. */
export type ProductNow = { productId: string; values: Record<string, unknown> | null };

/** A row that references a changed product, as the marking found it. */
export type MarkedRow = { schedule_id: string; id: string; product_id: string; live: boolean };

/**
 * Marks every row (of any schedule, any workspace) referencing the products: an update is
 * available when the product's values differ from those the row last took, none when the product
 * was deleted. One statement, inside the transaction that changed the products.
 */
export async function markReferencingRows(
  run: RawRunner,
  collectionId: string,
  products: readonly ProductNow[],
): Promise<MarkedRow[]> {
  if (products.length === 0) return [];
  const { rows } = await run(
    `update schedule_rows r
        set ref_update_available = (p.vals is not null and r.ref_values is distinct from p.vals)
       from jsonb_to_recordset($2::jsonb) as p(id text, vals jsonb)
      where r.ref_collection_id = $1 and r.ref_product_id = p.id
      returning r.schedule_id, r.id, r.ref_product_id as product_id, r.deleted_at is null as live`,
    [
      collectionId,
      JSON.stringify(products.map((product) => ({ id: product.productId, vals: product.values }))),
    ],
  );
  return rows as MarkedRow[];
}

/**
 * Locks the products (not deleted) of a collection against change until the transaction ends and
 * reads them as they stand: a row taking a product's values then sees the last change, or the
 * change waits and then marks the row. Locked before any referencing row, as a product change
 * locks the product before marking its rows.
 */
export async function lockProducts(
  run: RawRunner,
  collectionId: string,
  productIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await run(
    `select p.id, p.cells from schedule_rows p
      where p.schedule_id = (select s.id from schedules s
                              where s.collection_id = $1 and s.kind = 'live')
        and p.id = any($2::text[]) and p.deleted_at is null
      order by p.id for share`,
    [collectionId, [...productIds]],
  );
  return new Map(
    (rows as { id: string; cells: Record<string, unknown> }[]).map((row) => [row.id, row.cells]),
  );
}
