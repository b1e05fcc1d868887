import {
  type CellValue,
  type Currency,
  defaultColumns,
  displayText,
  type ScheduleColumn,
} from '@specboard/domain';

const byId = new Map(defaultColumns.map((column) => [column.id, column]));

/** A reference field's value as the grid shows it (money with its currency), '—' for nothing. */
export function diffText(
  field: string,
  value: unknown,
  currency: Currency,
  columns: readonly ScheduleColumn[] = defaultColumns,
): string {
  const column = columns.find((item) => item.id === field) ?? byId.get(field);
  const cell = (value ?? null) as CellValue;
  const text = column ? displayText(column, cell, currency) : String(value ?? '');
  return text === '' ? '—' : text;
}

const same = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** A field the product changed since the row took it (an update brings it). */
export function productChanged(field: { productValue?: unknown; referenceValue?: unknown }) {
  return !same(field.productValue, field.referenceValue);
}

/** A field the row changed from what it took (reverting brings the product's back). */
export function rowEdited(field: { rowValue?: unknown; referenceValue?: unknown }) {
  return !same(field.rowValue, field.referenceValue);
}
