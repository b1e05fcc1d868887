import { type CellValue, displayType, editText } from '@specboard/domain';

/** A product of a collection as the picker lists it. */
export type PickerProduct = {
  id: string;
  collectionId: string;
  name: string;
  /** What else identifies it (manufacturer, model, code, product type), as one line under the name. */
  detail: string;
  /** Everything a search looks in, lower-cased once. */
  haystack: string;
};

/** The fields a search looks in: the product's name and what identifies it. */
const searchedFields = [
  'typeDesignation',
  'manufacturer',
  'model',
  'productCode',
  'productType',
  'description',
] as const;

/** A collection's row (JSON from listStructuredCollectionRows) as a picker product. */
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
    haystack: searchedFields.map(text).join('\n').toLowerCase(),
  };
}

/**
 * The products a search keeps: every word typed must appear in the name, manufacturer, model,
 * code, type or description (in any order); an empty search keeps them all.
 */
export function searchProducts(
  products: readonly PickerProduct[],
  query: string,
): readonly PickerProduct[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => words.every((word) => product.haystack.includes(word)));
}

/** 'Add 1 product', 'Add 3 products'. */
export function addLabel(count: number): string {
  return count === 1 ? 'Add 1 product' : `Add ${count} products`;
}
