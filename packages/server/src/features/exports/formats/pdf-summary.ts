import { type ExportDocument, formatMoney } from '@specboard/domain';
import type PDFDocument from 'pdfkit';
import { ink } from './pdf-header.ts';
import {
  formatMoneyDelta,
  formatPower,
  formatPowerDelta,
  pdfWords,
  printable,
  wrapText,
} from './pdf-layout.ts';
import { cellStyle, type Measures, rowHeight } from './pdf-table.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Where the next thing goes, and how to get a fresh page when it does not fit. */
export type Flow = {
  doc: Doc;
  y: number;
  left: number;
  bottom: number;
  /** The height a fresh page offers. */
  fresh: number;
  newPage(): number;
};

function ensure(flow: Flow, height: number): void {
  if (flow.y + height > flow.bottom) flow.y = flow.newPage();
}

/** Starts a block on a new page when it would fit there whole but not here. */
function keepTogether(flow: Flow, rows: number): void {
  const height = 30 + (rows + 1) * rowHeight(1);
  if (height <= flow.fresh) ensure(flow, height);
}

function heading(flow: Flow, text: string, size: number): void {
  ensure(flow, size + 40);
  flow.doc.font('Helvetica-Bold').fontSize(size).fillColor(ink.text);
  flow.doc.text(printable(text), flow.left, flow.y, { lineBreak: false });
  flow.y += size + 6;
}

export type FigureColumn = { title: string; width: number; align: 'left' | 'right' };

/** A small table of figures, its header repeated when it runs onto another page. */
export function drawFigures(
  flow: Flow,
  columns: FigureColumn[],
  rows: string[][],
  measures: Measures,
): void {
  const { doc } = flow;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const pad = cellStyle.pad;
  const header = () => {
    const height = rowHeight(1);
    doc.rect(flow.left, flow.y, width, height).fill('#e6e9ee');
    doc.font('Helvetica-Bold').fontSize(cellStyle.fontSize).fillColor(ink.text);
    let x = flow.left;
    for (const column of columns) {
      const textX =
        column.align === 'right' ? x + column.width - pad - measures.bold(column.title) : x + pad;
      doc.text(column.title, textX, flow.y + pad + 1, { lineBreak: false });
      x += column.width;
    }
    flow.y += height;
  };
  ensure(flow, rowHeight(1) * 3);
  header();
  rows.forEach((cells, rowIndex) => {
    const last = rowIndex === rows.length - 1;
    const measure = last ? measures.bold : measures.regular;
    const lines = cells.map((cell, index) =>
      wrapText(printable(cell), (columns[index]?.width ?? 0) - 2 * pad, measure),
    );
    const height = rowHeight(Math.max(1, ...lines.map((cell) => cell.length)));
    if (flow.y + height > flow.bottom) {
      flow.y = flow.newPage();
      header();
    }
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(cellStyle.fontSize);
    doc.fillColor(ink.text);
    let x = flow.left;
    columns.forEach((column, index) => {
      let lineY = flow.y + pad + 1;
      for (const line of lines[index] ?? []) {
        const textX = column.align === 'right' ? x + column.width - pad - measure(line) : x + pad;
        doc.text(line, textX, lineY, { lineBreak: false });
        lineY += cellStyle.lineHeight;
      }
      x += column.width;
    });
    flow.y += height;
    doc.moveTo(flow.left, flow.y).lineTo(flow.left + width, flow.y);
    doc
      .lineWidth(last ? 0.8 : 0.3)
      .strokeColor(last ? ink.rule : ink.faint)
      .stroke();
  });
  flow.y += 14;
}

const money = (title: string, width = 96): FigureColumn => ({ title, width, align: 'right' });

/** Totals of what was exported, subtotals by type, and for a comparison the changes by type. */
export function drawSummary(flow: Flow, document: ExportDocument, measures: Measures): void {
  const { totals, header, comparison } = document;
  const currency = header.currency;
  flow.y += 16;
  keepTogether(flow, totals.byType.length + 4);
  heading(flow, pdfWords.totals, 11);
  const line = [
    `${pdfWords.rows}: ${totals.rows}`,
    `${pdfWords.totalCost}: ${formatMoney(totals.cost, currency)}`,
    `${pdfWords.totalPower}: ${formatPower(totals.power)}`,
  ].join('      ');
  flow.doc.font('Helvetica-Bold').fontSize(9).fillColor(ink.text);
  flow.doc.text(line, flow.left, flow.y, { lineBreak: false });
  flow.y += 20;

  heading(flow, pdfWords.byType, 9);
  drawFigures(
    flow,
    [
      { title: pdfWords.type, width: 160, align: 'left' },
      { title: pdfWords.rows, width: 60, align: 'right' },
      money(pdfWords.cost, 110),
      money(pdfWords.power, 110),
    ],
    [
      ...totals.byType.map((type) => [
        type.type,
        String(type.rows),
        formatMoney(type.cost, currency),
        formatPower(type.power),
      ]),
      [
        pdfWords.all,
        String(totals.rows),
        formatMoney(totals.cost, currency),
        formatPower(totals.power),
      ],
    ],
    measures,
  );

  if (!comparison) return;
  keepTogether(flow, comparison.byType.length + 2);
  heading(flow, pdfWords.changes, 9);
  const { counts } = comparison;
  flow.doc.font('Helvetica').fontSize(8).fillColor(ink.muted);
  flow.doc.text(
    pdfWords.counts(counts.added, counts.removed, counts.modified, counts.unchanged),
    flow.left,
    flow.y,
    { lineBreak: false },
  );
  flow.y += 14;
  const sum = (key: 'rowsBefore' | 'rowsAfter') =>
    String(comparison.byType.reduce((total, type) => total + type[key], 0));
  const t = comparison.totals;
  drawFigures(
    flow,
    [
      { title: pdfWords.type, width: 118, align: 'left' },
      { title: pdfWords.rowsBefore, width: 52, align: 'right' },
      { title: pdfWords.rowsAfter, width: 50, align: 'right' },
      money(pdfWords.costBefore, 86),
      money(pdfWords.costAfter, 86),
      money(pdfWords.costChange, 86),
      money(pdfWords.powerBefore, 74),
      money(pdfWords.powerAfter, 74),
      money(pdfWords.powerChange, 74),
    ],
    [
      ...comparison.byType.map((type) => [
        type.type,
        String(type.rowsBefore),
        String(type.rowsAfter),
        formatMoney(type.costBefore, currency),
        formatMoney(type.costAfter, currency),
        formatMoneyDelta(type.costDelta, currency),
        formatPower(type.powerBefore),
        formatPower(type.powerAfter),
        formatPowerDelta(type.powerDelta),
      ]),
      [
        pdfWords.all,
        sum('rowsBefore'),
        sum('rowsAfter'),
        formatMoney(t.costBefore, currency),
        formatMoney(t.costAfter, currency),
        formatMoneyDelta(t.costDelta, currency),
        formatPower(t.powerBefore),
        formatPower(t.powerAfter),
        formatPowerDelta(t.powerDelta),
      ],
    ],
    measures,
  );
}
