import type { Renderer } from './render.ts';
import { plainValue } from './row-values.ts';
import { tableLabels } from './table-labels.ts';

// Excel opens a CSV as UTF-8 only when it starts with a byte order mark.
const byteOrderMark = '\uFEFF';

/** One field as RFC 4180 has it: quoted when it holds a quote, a comma or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The schedule as CSV for Excel and for other tools: UTF-8 with a BOM, CRLF line ends, the header
 * then one line per row. Text is written as the grid shows it (neutralised), numbers and money as
 * exact decimals and dates as ISO so a spreadsheet reads them as such. No totals line: a CSV is
 * data to import, and a 'Total' line would be read back as one more row and counted twice.
 */
export const renderCsv: Renderer = async (document) => {
  const comparing = document.comparison !== null;
  const lines = [
    [...(comparing ? [tableLabels.change] : []), ...document.columns.map((column) => column.name)],
    ...document.rows.map((row) => [
      ...(comparing ? [row.change ? tableLabels.changes[row.change] : ''] : []),
      ...document.columns.map((column, index) => {
        const cell = row.cells[index];
        return cell ? plainValue(column, cell) : '';
      }),
    ]),
  ];
  const text = lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
  return Buffer.from(`${byteOrderMark}${text}`, 'utf8');
};
