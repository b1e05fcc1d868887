import { defaultColumns, type ScheduleColumn } from '../schedule/columns.ts';

/**
 * The product columns a reference carries: what describes the product. The project's own columns
 * (type designation, location, tag, quantity, release date) and computed ones stay the row's.
 */
export const referenceFieldIds = [
  'manufacturer',
  'model',
  'productCode',
  'productType',
  'description',
  'mounting',
  'environment',
  'budgetPrice',
  'wattage',
  'voltage',
  'lumens',
  'leadTime',
  'productUrl',
  'image',
] as const;

export type ReferenceFieldId = (typeof referenceFieldIds)[number];

/** The reference fields as schedule columns, in their order (getComparisonFields). */
export const referenceColumns: readonly ScheduleColumn[] = referenceFieldIds.map(
  (id) => defaultColumns.find((column) => column.id === id) as ScheduleColumn,
);

const referenceFieldSet: ReadonlySet<string> = new Set(referenceFieldIds);

export function isReferenceField(col: string): boolean {
  return referenceFieldSet.has(col);
}

/** Whether a cell holds nothing: no value, blank text or an empty list. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A row's (or a product's) reference-field values, blank ones left out, so two compare as JSON. */
export function referenceValues(cells: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const id of referenceFieldIds) {
    const value = cells[id];
    if (!isBlank(value)) values[id] = value;
  }
  return values;
}

/** Whether two cell values are the same (blank equals blank; lists and objects by content). */
export function sameReferenceValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The reference fields where `a` and `b` differ, in field order. */
export function differingReferenceFields(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): ReferenceFieldId[] {
  return referenceFieldIds.filter((id) => !sameReferenceValue(a[id], b[id]));
}
