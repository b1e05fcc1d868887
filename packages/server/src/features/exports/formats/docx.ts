import { type ExportCell, type ExportDocument, formatMoney } from '@specboard/domain';
import {
  AlignmentType,
  Document,
  Footer,
  ImageRun,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { pageMargin, pageSizes, proportionalWidths, readLogo, shadingOf } from './docx-layout.ts';
import { xmlSafeText } from './file-names.ts';
import type { Renderer } from './render.ts';
import { tableLabels } from './table-labels.ts';

const cellFontSize = 16; // half-points: 8 pt keeps a dozen columns readable on a landscape page
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

function lines(text: string, options: { bold?: boolean; right?: boolean } = {}): Paragraph[] {
  // A long description keeps its line breaks; Word wraps the rest inside the cell.
  return xmlSafeText(text)
    .split(/\r\n|\r|\n/)
    .map(
      (line) =>
        new Paragraph({
          alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text: line, bold: options.bold, size: cellFontSize })],
        }),
    );
}

function cell(text: string, width: number, shading?: string, right = false, bold = false) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: shading ? { fill: shading, type: ShadingType.CLEAR, color: 'auto' } : undefined,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: lines(text, { bold, right }),
  });
}

function headerParagraphs(document: ExportDocument): Paragraph[] {
  const { header } = document;
  const facts = [header.projectNumber, header.phase, header.address].filter(
    (fact): fact is string => !!fact,
  );
  const about = [
    `${tableLabels.view}: ${header.viewName}`,
    header.versionName ? `${tableLabels.version}: ${header.versionName}` : null,
    `${tableLabels.exported}: ${header.generatedAt.slice(0, 10)}`,
  ].filter((part): part is string => part !== null);
  return [
    new Paragraph({
      children: [new TextRun({ text: xmlSafeText(header.projectName), bold: true, size: 28 })],
    }),
    ...(facts.length ? [new Paragraph({ text: xmlSafeText(facts.join(' · ')) })] : []),
    new Paragraph({ text: xmlSafeText(about.join(' · ')), spacing: { after: 160 } }),
  ];
}

function totalsParagraph(document: ExportDocument): Paragraph {
  const { totals, header } = document;
  const text = [
    `${tableLabels.rows}: ${totals.rows}`,
    `${tableLabels.totalCost}: ${formatMoney(totals.cost, header.currency)}`,
    `${tableLabels.totalPower}: ${plainNumber.format(totals.power as unknown as number)}`,
  ].join(' · ');
  return new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text, bold: true })] });
}

/**
 * The schedule as a Word document: a landscape page of the chosen size, the project header, the
 * view's columns in a table whose widths follow the view and whose header row repeats on every
 * page, the totals, and page numbers in the footer.
 */
export const renderDocx: Renderer = async (document, context) => {
  const size = pageSizes[context.template];
  const available = size.height - 2 * pageMargin;
  const comparing = document.comparison !== null;
  const pixels = [...(comparing ? [90] : []), ...document.columns.map((column) => column.width)];
  const widths = proportionalWidths(pixels, available);
  const offset = comparing ? 1 : 0;
  const headerRow = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: [
      ...(comparing ? [cell(tableLabels.change, widths[0]!, 'EDEFF2', false, true)] : []),
      ...document.columns.map((column, index) =>
        cell(column.name, widths[index + offset]!, 'EDEFF2', column.align === 'right', true),
      ),
    ],
  });
  const bodyRows = document.rows.map(
    (row) =>
      new TableRow({
        children: [
          ...(comparing
            ? [
                cell(
                  row.change ? tableLabels.changes[row.change] : '',
                  widths[0]!,
                  shadingOf(row, null),
                ),
              ]
            : []),
          ...document.columns.map((column, index) => {
            const value: ExportCell = row.cells[index] ?? { text: '', value: null };
            return cell(
              value.text,
              widths[index + offset]!,
              shadingOf(row, column.id),
              column.align === 'right',
            );
          }),
        ],
      }),
  );
  context.onProgress?.(0.5);
  const logo = document.logoKey
    ? await readLogo(await context.readFile(document.logoKey))
    : undefined;
  const file = new Document({
    creator: xmlSafeText(document.header.workspaceName),
    title: xmlSafeText(document.header.projectName),
    sections: [
      {
        properties: {
          page: {
            size: { ...size, orientation: PageOrientation.LANDSCAPE },
            margin: { top: pageMargin, bottom: pageMargin, left: pageMargin, right: pageMargin },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: cellFontSize,
                    children: [
                      `${tableLabels.page} `,
                      PageNumber.CURRENT,
                      ` ${tableLabels.pageOf} `,
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          ...(logo
            ? [
                new Paragraph({
                  children: [
                    new ImageRun({
                      type: 'png',
                      data: logo.data,
                      transformation: { width: logo.width, height: logo.height },
                    }),
                  ],
                }),
              ]
            : []),
          ...headerParagraphs(document),
          new Table({
            layout: TableLayoutType.FIXED,
            width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
            columnWidths: widths,
            rows: [headerRow, ...bodyRows],
          }),
          totalsParagraph(document),
        ],
      },
    ],
  });
  const buffer = await Packer.toBuffer(file);
  context.onProgress?.(1);
  return buffer;
};
