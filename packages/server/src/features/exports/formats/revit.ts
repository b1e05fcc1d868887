import { type ExportRow, sumDecimals } from '@specboard/domain';
import type { Renderer } from './render.ts';
import { keyColumnIndex, plainValue, rowKey } from './row-values.ts';
import { tableLabels } from './table-labels.ts';

const quantityColumn = 'quantity';

/** A value on one line of a tab-separated file: tabs and line breaks become spaces. */
function tsvField(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/**
 * A Revit key schedule: one line per distinct key (the type designation unless another column is
 * chosen), 'Type Mark' first, then the shown columns but the key, tab-separated, UTF-8 without a
 * BOM (Revit's text import reads plain UTF-8). Rows without a key cannot be keyed and are left
 * out, as are rows a comparison marks removed.
 */
export const renderRevit: Renderer = async (document, context) => {
  const keyIndex = keyColumnIndex(document, context.keyColumn);
  const shown = document.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) =>
      keyIndex < 0 ? column.id !== context.keyColumn : index !== keyIndex,
    );
  const quantityIndex = document.columns.findIndex((column) => column.id === quantityColumn);
  // Insertion order keeps the keys in the document's (the view's) order.
  const byKey = new Map<string, ExportRow[]>();
  for (const row of document.rows) {
    if (row.change === 'removed') continue;
    // Trimmed only to tell an empty key: ' =x' trimmed would start like a formula.
    const key = rowKey(row, keyIndex);
    if (key.trim() === '') continue;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const lines = [[tableLabels.typeMark, ...shown.map(({ column }) => column.name)]];
  for (const [key, rows] of byKey) {
    // A key schedule has one value per key: the first row of the type gives it (rows of one
    // type normally agree), except the quantity, which is the type's count across its rows.
    const first = rows[0]!;
    lines.push([
      key,
      ...shown.map(({ column, index }) => {
        if (index === quantityIndex) {
          const quantities = rows.flatMap((row) => {
            const value = row.cells[index]?.value;
            return typeof value === 'string' ? [value] : [];
          });
          return quantities.length > 0 ? sumDecimals(quantities) : '';
        }
        const cell = first.cells[index];
        return cell ? plainValue(column, cell) : '';
      }),
    ]);
  }
  const text = lines.map((fields) => `${fields.map(tsvField).join('\t')}\r\n`).join('');
  return Buffer.from(text, 'utf8');
};
