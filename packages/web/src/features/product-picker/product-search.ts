import { type CellValue, displayType, editText } from '@specboard/domain';

/** A product of a collection as the picker lists it. */
export type PickerProduct = {
  id: string;
  collectionId: string;
  name: string;
  /** Manufacturer, model and product code, as one line under the name. */
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
  const detail = ['manufacturer', 'model', 'productCode']
    .map(text)
    .filter((part) => part !== '')
    .join(' · ');
  return {
    id: row.id,
    collectionId,
    name: displayType(row.cells.typeDesignation),
    detail,
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
