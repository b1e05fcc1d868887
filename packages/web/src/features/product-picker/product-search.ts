import { type CellValue, displayType, editText } from '@specboard/domain';

/** A product of a collection as the picker lists it. */
export type PickerProduct = {
  id: string;
  collectionId: string;
  name: string;
  /** What else identifies it (manufacturer, model, code, product type), as one line under the name. */
  detail: string;
};

/** A collection's row (from listStructuredCollectionRows, or a search's hit) as a picker product. */
export function toPickerProduct(
  collectionId: string,
  row: { id: string; cells: Record<string, CellValue | undefined> },
): PickerProduct {
  const text = (field: string) => editText(row.cells[field]).trim();
  const parts = (fields: readonly string[]) =>
    fields
      .map(text)
      .filter((part) => part !== '')
      .join(' · ');
  // A collection's products seldom carry a type (a project gives them theirs): they are named by
  // manufacturer and model then, not by the empty type's '---'.
  const type = text('typeDesignation');
  const maker = [text('manufacturer'), text('model')].filter(Boolean).join(' ');
  return {
    id: row.id,
    collectionId,
    name: type ? displayType(type) : maker || text('productCode') || displayType(null),
    detail: type
      ? parts(['manufacturer', 'model', 'productCode'])
      : parts(maker ? ['productCode', 'productType'] : ['productType']),
  };
}

/** 'Add 1 product', 'Add 3 products'. */
export function addLabel(count: number): string {
  return count === 1 ? 'Add 1 product' : `Add ${count} products`;
}
