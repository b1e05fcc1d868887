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
