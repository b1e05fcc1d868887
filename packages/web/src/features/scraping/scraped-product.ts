import { defaultColumns } from '@specboard/domain';
import type { ScrapeResultFieldsFragment } from '../../graphql/graphql.ts';

export type ScrapeResult = ScrapeResultFieldsFragment;
export type ScrapedImage = NonNullable<ScrapeResult['image']>;

/** One found value, as the form edits it. */
export type ScrapedField = { columnId: string; label: string; value: string };

const names = new Map(defaultColumns.map((column) => [column.id, column.name]));
const order = new Map(defaultColumns.map((column, index) => [column.id, index]));

/** The cells a scrape found, as text fields in the schedule's column order (images apart). */
export function scrapedFields(product: unknown): ScrapedField[] {
  if (!product || typeof product !== 'object') return [];
  return Object.entries(product as Record<string, unknown>)
    .filter(([columnId, value]) => columnId !== 'image' && value !== null && value !== undefined)
    .map(([columnId, value]) => ({
      columnId,
      label: names.get(columnId) ?? columnId,
      value: Array.isArray(value) ? value.join(', ') : String(value),
    }))
    .sort((a, b) => (order.get(a.columnId) ?? 999) - (order.get(b.columnId) ?? 999));
}

/** The new row's cells: the fields kept (empty ones left out) and the image, if kept. */
export function productCells(
  fields: readonly ScrapedField[],
  image: ScrapedImage | null,
): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.value.trim()) cells[field.columnId] = field.value.trim();
  }
  if (image) cells.image = [{ key: image.key, filename: image.filename, type: image.type }];
  return cells;
}
