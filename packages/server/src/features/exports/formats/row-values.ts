import {
  type ExportCell,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  emptyTypeDisplay,
  FIRST_COLUMN_ID,
  neutraliseFormula,
} from '@specboard/domain';

// How the document writes a row without a type designation ('---', neutralised).
const noType = neutraliseFormula(emptyTypeDisplay);

/** Whether a column holds numbers a spreadsheet should read as numbers. */
export function isNumeric(column: ExportColumn): boolean {
  return column.kind === 'money' || column.kind === 'number' || column.kind === 'integer';
}

/**
 * A cell as plain text for the text formats (CSV, Revit): the exact decimal of numbers and money
 * (so a spreadsheet reads a number, not '$1,200.00'), the ISO date, TRUE/FALSE, else what the
 * grid shows (already neutralised).
 */
export function plainValue(column: ExportColumn, cell: ExportCell): string {
  if (typeof cell.value === 'boolean') return cell.value ? 'TRUE' : 'FALSE';
  if (cell.value !== null && (isNumeric(column) || column.kind === 'date')) return cell.value;
  return cell.text;
}

/** The index of the column rows are keyed by, or -1 when the key is the type designation. */
export function keyColumnIndex(document: ExportDocument, keyColumn: string): number {
  if (keyColumn === FIRST_COLUMN_ID) return -1;
  return document.columns.findIndex((column) => column.id === keyColumn);
}

/** A row's key (its type designation unless another shown column is the key); '' for none. */
export function rowKey(row: ExportRow, keyIndex: number): string {
  if (keyIndex >= 0) return row.cells[keyIndex]?.text ?? '';
  return row.type === noType ? '' : row.type;
}
