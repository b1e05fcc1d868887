import type { ExportDocument, ExportRow } from '@specboard/domain';
import type PDFDocument from 'pdfkit';
import { ink } from './pdf-header.ts';
import { type ColumnBand, type Measure, printable, wrapText } from './pdf-layout.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Cell text size and spacing, in points: small enough for many columns, large enough to read. */
export const cellStyle = { fontSize: 7.5, lineHeight: 9, pad: 3 } as const;

/**
 * The narrowest a column is printed (about ten characters); wider when its header has a longer
 * word or it holds figures, so neither is broken mid-word. Columns that do not fit at their
 * minimum go to another band.
 */
export const minimumColumnWidth = 48;
const widestMinimum = 110;

/** The marker gutter of a comparison, left of the table. */
export const gutterWidth = 11;

export type Measures = { regular: Measure; bold: Measure };

/** A row's text broken into lines, per column of the document. */
export type LaidRow = { lines: string[][]; count: number };

/** Part of a row drawn on one page: lines [from, to) of every cell (all of them, usually). */
export type Slice = { row: number; from: number; to: number; last: boolean };

const tints = {
  zebra: '#f5f7f9',
  header: '#e6e9ee',
  added: '#e3f3e6',
  removed: '#eeeeee',
  modified: '#fff7de',
  changedCell: '#ffe3a3',
};
const markers = { added: '+', removed: '–', modified: '~' } as const;
const markerColours = { added: '#1f8a3b', removed: '#80868f', modified: '#b7791f' } as const;

/** Where each document column is printed and how wide, from the bands. */
export function columnWidths(bands: readonly ColumnBand[], count: number): number[] {
  const widths = new Array<number>(count).fill(0);
  for (const band of bands) {
    band.columns.forEach((column, index) => {
      widths[column] = band.widths[index] ?? 0;
    });
  }
  return widths;
}

/** Each column's narrowest printable width: its longest header word, or its widest figure. */
export function columnMinima(document: ExportDocument, measures: Measures): number[] {
  return document.columns.map((column, index) => {
    let widest = Math.max(...printable(column.name).split(/\s+/).map(measures.bold));
    if (column.align === 'right') {
      for (const row of document.rows) {
        widest = Math.max(widest, measures.regular(printable(row.cells[index]?.text ?? '')));
      }
    }
    const wanted = Math.ceil(widest + 2 * cellStyle.pad + 1);
    return Math.min(widestMinimum, Math.max(minimumColumnWidth, wanted));
  });
}

/** The header row's lines per column, in bold. */
export function layoutHeader(
  document: ExportDocument,
  widths: readonly number[],
  measures: Measures,
): LaidRow {
  const lines = document.columns.map((column, index) =>
    wrapText(printable(column.name), (widths[index] ?? 0) - 2 * cellStyle.pad, measures.bold),
  );
  return { lines, count: Math.max(1, ...lines.map((cell) => cell.length)) };
}

/** One row's lines; changed cells are measured in bold since they print in bold. */
export function layoutRow(
  row: ExportRow,
  document: ExportDocument,
  widths: readonly number[],
  measures: Measures,
): LaidRow {
  const changed = new Set(row.changedColumns);
  const lines = row.cells.map((cell, index) => {
    const column = document.columns[index];
    const measure = column && changed.has(column.id) ? measures.bold : measures.regular;
    return wrapText(printable(cell.text), (widths[index] ?? 0) - 2 * cellStyle.pad, measure);
  });
  return { lines, count: Math.max(1, ...lines.map((cell) => cell.length)) };
}

export function rowHeight(lines: number): number {
  return 2 * cellStyle.pad + lines * cellStyle.lineHeight;
}

/**
 * Rows shared out to pages. A row moves whole to the next page when it does not fit; only a row
 * taller than a whole page is split, at a line boundary, filling what is left of the page first.
 */
export function paginate(
  rows: readonly LaidRow[],
  firstTop: number,
  laterTop: number,
  bottom: number,
): Slice[][] {
  const pages: Slice[][] = [[]];
  let y = firstTop;
  const fresh = bottom - laterTop;
  const linesIn = (space: number) => Math.floor((space - 2 * cellStyle.pad) / cellStyle.lineHeight);
  const newPage = () => {
    pages.push([]);
    y = laterTop;
  };
  rows.forEach((row, index) => {
    const height = rowHeight(row.count);
    if (y + height > bottom && (height <= fresh || linesIn(bottom - y) < 3)) newPage();
    let from = 0;
    while (from < row.count) {
      if (from > 0) newPage();
      const to = Math.min(row.count, from + Math.max(1, linesIn(bottom - y)));
      pages[pages.length - 1]?.push({ row: index, from, to, last: to === row.count });
      y += rowHeight(to - from);
      from = to;
    }
  });
  return pages;
}

type BandPage = {
  document: ExportDocument;
  band: ColumnBand;
  header: LaidRow;
  rows: readonly LaidRow[];
  slices: readonly Slice[];
  left: number;
  top: number;
  comparison: boolean;
};

/**
 * Sets colours and fonts only when they change: pdfkit writes every call into the page, and a
 * thousand-row table would otherwise spend a fifth of its time re-stating the same colour.
 */
class Pen {
  private fillColour = '';
  private strokeColour = '';
  private font = '';
  constructor(readonly doc: Doc) {}
  fill(colour: string): this {
    if (colour !== this.fillColour) this.doc.fillColor(colour);
    this.fillColour = colour;
    return this;
  }
  stroke(colour: string): this {
    if (colour !== this.strokeColour) this.doc.strokeColor(colour);
    this.strokeColour = colour;
    return this;
  }
  typeface(font: string, size: number = cellStyle.fontSize): this {
    const key = `${font} ${size}`;
    if (key !== this.font) this.doc.font(font).fontSize(size);
    this.font = key;
    return this;
  }
  box(x: number, y: number, width: number, height: number, colour: string): void {
    this.fill(colour);
    this.doc.rect(x, y, width, height).fill();
  }
}

function drawLines(
  doc: Doc,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right',
  measure: Measure,
  strike: boolean,
): void {
  let lineY = y + cellStyle.pad;
  for (const line of lines) {
    if (!line) {
      lineY += cellStyle.lineHeight;
      continue;
    }
    const lineX = align === 'right' ? x + width - cellStyle.pad - measure(line) : x + cellStyle.pad;
    doc.text(line, lineX, lineY + 1, { lineBreak: false });
    if (strike) {
      const mid = lineY + cellStyle.lineHeight / 2 + 0.5;
      doc
        .moveTo(lineX, mid)
        .lineTo(lineX + measure(line), mid)
        .lineWidth(0.5)
        .stroke();
    }
    lineY += cellStyle.lineHeight;
  }
}

/** Draws one band of the table on the current page; returns the y under its last row. */
export function drawBandPage(doc: Doc, page: BandPage, measures: Measures): number {
  const { document, band, header, left, top } = page;
  const tableLeft = left + (page.comparison ? gutterWidth : 0);
  const tableWidth = band.widths.reduce((sum, width) => sum + width, 0);
  const headerHeight = rowHeight(header.count);
  const pen = new Pen(doc);
  pen.box(tableLeft, top, tableWidth, headerHeight, tints.header);
  pen.typeface('Helvetica-Bold').fill(ink.text);
  let x = tableLeft;
  band.columns.forEach((column, index) => {
    const width = band.widths[index] ?? 0;
    const align = document.columns[column]?.align ?? 'left';
    drawLines(doc, header.lines[column] ?? [], x, top, width, align, measures.bold, false);
    x += width;
  });

  let y = top + headerHeight;
  for (const slice of page.slices) {
    const row = document.rows[slice.row];
    const laid = page.rows[slice.row];
    if (!row || !laid) continue;
    const height = rowHeight(slice.to - slice.from);
    const tint =
      row.change && row.change !== 'unchanged'
        ? tints[row.change]
        : slice.row % 2
          ? tints.zebra
          : null;
    if (tint) pen.box(tableLeft, y, tableWidth, height, tint);
    const changed = new Set(row.changedColumns);
    if (row.change && row.change !== 'unchanged' && slice.from === 0) {
      pen.typeface('Helvetica-Bold', 9).fill(markerColours[row.change]);
      doc.text(markers[row.change], left + 1, y + 1.5, { lineBreak: false });
    }
    x = tableLeft;
    band.columns.forEach((column, index) => {
      const width = band.widths[index] ?? 0;
      const spec = document.columns[column];
      const bold = spec ? changed.has(spec.id) : false;
      const lines = (laid.lines[column] ?? []).slice(slice.from, slice.to);
      if (bold) pen.box(x, y, width, height, tints.changedCell);
      x += width;
      if (lines.length === 0) return;
      const colour = row.change === 'removed' ? markerColours.removed : ink.text;
      pen
        .typeface(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fill(colour)
        .stroke(colour);
      const measure = bold ? measures.bold : measures.regular;
      const align = spec?.align ?? 'left';
      drawLines(doc, lines, x - width, y, width, align, measure, row.change === 'removed');
    });
    y += height;
    doc
      .moveTo(tableLeft, y)
      .lineTo(tableLeft + tableWidth, y)
      .lineWidth(slice.last ? 0.4 : 0.2);
    pen.stroke(slice.last ? ink.faint : tints.header);
    doc.stroke();
  }

  // Column rules, then the frame over them.
  doc.lineWidth(0.4);
  pen.stroke(ink.faint);
  x = tableLeft;
  for (const width of band.widths.slice(0, -1)) {
    x += width;
    doc.moveTo(x, top).lineTo(x, y).stroke();
  }
  pen.stroke(ink.rule);
  doc
    .rect(tableLeft, top, tableWidth, y - top)
    .lineWidth(0.6)
    .stroke();
  doc.moveTo(tableLeft, top + headerHeight).lineTo(tableLeft + tableWidth, top + headerHeight);
  doc.lineWidth(0.6).stroke();
  return y;
}
