import { differingReferenceFields, referenceColumns } from './reference-fields.ts';

/** A row's reference to the product it was taken from, as every row answer carries it. */
export type RowProduct = {
  collectionId: string;
  productId: string;
  collectionName: string;
  takenAt: string | null;
  /** The product changed since the row last took its values. */
  updateAvailable: boolean;
  /** The row's reference fields differ from the values it last took. */
  edited: boolean;
  /** The product was deleted from its collection. */
  removed: boolean;
};

/**
 * A referencing row's standing towards its product. `edited`: the row's reference fields differ
 * from the values it last took; `updateAvailable`: the product's differ from them.
 */
export function referenceStatus(
  rowCells: Readonly<Record<string, unknown>>,
  takenValues: Readonly<Record<string, unknown>>,
  productCells: Readonly<Record<string, unknown>> | null,
): { edited: boolean; updateAvailable: boolean } {
  return {
    edited: differingReferenceFields(rowCells, takenValues).length > 0,
    updateAvailable:
      productCells !== null && differingReferenceFields(productCells, takenValues).length > 0,
  };
}

export type ReferenceFieldDiff = {
  field: string;
  name: string;
  rowValue: unknown;
  productValue: unknown;
  referenceValue: unknown;
};

/**
 * The reference fields where the row differs from the product as it is now (every field the row
 * holds when the product was removed), with the value the row last took.
 */
export function referenceDiff(
  rowCells: Readonly<Record<string, unknown>>,
  takenValues: Readonly<Record<string, unknown>>,
  productCells: Readonly<Record<string, unknown>> | null,
): ReferenceFieldDiff[] {
  const differing = new Set<string>(differingReferenceFields(rowCells, productCells ?? {}));
  return referenceColumns
    .filter((column) => differing.has(column.id))
    .map((column) => ({
      field: column.id,
      name: column.name,
      rowValue: rowCells[column.id] ?? null,
      productValue: productCells?.[column.id] ?? null,
      referenceValue: takenValues[column.id] ?? null,
    }));
}
