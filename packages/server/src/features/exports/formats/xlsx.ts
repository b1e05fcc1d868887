import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  type ExportCell,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  sumDecimals,
} from '@specboard/domain';
import ExcelJS, { type CellValue, type Style, type Worksheet } from 'exceljs';
import { safeSheetName, xmlSafeText } from './file-names.ts';
import type { Renderer } from './render.ts';
import { isNumeric } from './row-values.ts';
import { tableLabels } from './table-labels.ts';
import { addByTypeSheet } from './xlsx-by-type.ts';
import { createStyleCache, type Marking } from './xlsx-styles.ts';

const progressEvery = 500;
const headerStyle: Partial<Style> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEFF2' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF9AA1AB' } } },
};

/** The spreadsheet letter of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Characters of the default font that fit in a column the view draws this many pixels wide. */
export function widthInCharacters(pixels: number): number {
  return Math.max(8, Math.round(pixels / 7));
}

/**
 * A cell as its type: numbers from the exact decimal (the grid's grouping comes back through
 * the number format), dates as dates, booleans as booleans; everything else as a string, which
 * a spreadsheet shows as it is and never evaluates, whatever it begins with.
 */
function cellValue(column: ExportColumn, cell: ExportCell): CellValue {
  if (typeof cell.value === 'boolean') return cell.value;
  if (cell.value !== null && isNumeric(column)) return Number(cell.value);
  if (cell.value !== null && column.kind === 'date') {
    const date = new Date(`${cell.value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return cell.text === '' ? null : xmlSafeText(cell.text);
}

/** The columns the totals row sums: money, and the total power. */
function isTotalled(column: ExportColumn): boolean {
  return column.kind === 'money' || column.id === 'totalPower';
}

function markingOf(row: ExportRow, column: ExportColumn): Marking {
  if (row.change === 'added' || row.change === 'removed') return row.change;
  if (row.change === 'modified' && row.changedColumns.includes(column.id)) return 'modified';
  return 'none';
}

function writeTotals(sheet: Worksheet, document: ExportDocument, offset: number) {
  const lastRow = document.rows.length + 1;
  const changeRange = `$A$2:$A$${lastRow}`;
  const values: CellValue[] = [tableLabels.total];
  if (offset === 1) values.unshift(null);
  const row = sheet.addRow(values);
  row.getCell(offset + 1).font = { bold: true };
  const styleOf = createStyleCache(document.header.currency);
  document.columns.forEach((column, index) => {
    if (!isTotalled(column)) return;
    const counted = document.rows
      .filter((r) => r.change !== 'removed')
      .map((r) => r.cells[index]?.value)
      .filter((value): value is string => typeof value === 'string');
    const result = Number(sumDecimals(counted));
    const cell = row.getCell(offset + index + 1);
    const letter = columnLetter(offset + index + 1);
    const range = `${letter}2:${letter}${lastRow}`;
    // Removed rows stay in a comparison's sheet, marked, but no longer count.
    const formula =
      offset === 1
        ? `SUMIF(${changeRange},"<>${tableLabels.changes.removed}",${range})`
        : `SUM(${range})`;
    cell.value = document.rows.length === 0 ? 0 : { formula, result };
    cell.style = styleOf(column, 'none', true) ?? {};
  });
  row.commit();
}

/**
 * The schedule as an Excel workbook, written row by row to a stream so a 10,000-row sheet keeps
 * memory bounded: typed cells, currency and date formats, a bold frozen header with an
 * autofilter, the view's column widths, totals as formulas with their results, and for a
 * comparison a Change column, marked cells and a 'By type' sheet of cost and power changes.
 */
export const renderXlsx: Renderer = async (document, context) => {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = xmlSafeText(document.header.workspaceName);
  workbook.title = xmlSafeText(document.header.projectName);
  workbook.subject = xmlSafeText(document.header.viewName);
  workbook.created = new Date(document.header.generatedAt);

  const comparing = document.comparison !== null;
  const offset = comparing ? 1 : 0;
  const { columns, rows } = document;
  const sheet = workbook.addWorksheet(
    safeSheetName(document.header.viewName, tableLabels.defaultSheet),
    { views: [{ state: 'frozen', xSplit: offset + 1, ySplit: 1 }] },
  );
  sheet.columns = [
    ...(comparing ? [{ key: 'change', width: 11 }] : []),
    ...columns.map((column) => ({ key: column.id, width: widthInCharacters(column.width) })),
  ];
  const lastColumn = columnLetter(columns.length + offset);
  sheet.autoFilter = `A1:${lastColumn}${rows.length + 1}`;

  const header = sheet.addRow([
    ...(comparing ? [tableLabels.change] : []),
    ...columns.map((column) => xmlSafeText(column.name)),
  ]);
  header.eachCell((cell) => {
    cell.style = headerStyle;
  });
  header.commit();

  const styleOf = createStyleCache(document.header.currency);
  for (const [at, row] of rows.entries()) {
    const values = columns.map((column, index) => {
      const cell = row.cells[index];
      return cell ? cellValue(column, cell) : null;
    });
    if (comparing) values.unshift(row.change ? tableLabels.changes[row.change] || null : null);
    const written = sheet.addRow(values);
    columns.forEach((column, index) => {
      const style = styleOf(column, markingOf(row, column));
      if (style) written.getCell(index + offset + 1).style = style;
    });
    written.commit();
    if ((at + 1) % progressEvery === 0) {
      context.onProgress?.((at + 1) / rows.length);
      // Lets the zip stream drain what it has so far before the next rows pile up.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  writeTotals(sheet, document, offset);
  sheet.commit();
  if (document.comparison) addByTypeSheet(workbook, document.comparison, document.header.currency);
  await workbook.commit();
  await done;
  context.onProgress?.(1);
  return Buffer.concat(chunks);
};
