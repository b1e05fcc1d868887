import PDFDocument from 'pdfkit';
import {
  compactHeaderBottom,
  drawCompactHeader,
  drawFooters,
  drawFullHeader,
  ink,
  loadLogo,
  type PageBox,
} from './pdf-header.ts';
import { bandColumns, makeMeasure, pageSizes, pdfWords } from './pdf-layout.ts';
import { drawSummary } from './pdf-summary.ts';
import {
  cellStyle,
  columnMinima,
  columnWidths,
  drawBandPage,
  gutterWidth,
  type LaidRow,
  layoutHeader,
  layoutRow,
  type Measures,
  paginate,
} from './pdf-table.ts';
import type { PageTemplate, Renderer } from './render.ts';

type Doc = InstanceType<typeof PDFDocument>;

const margin = 28;

let meter: Doc | null = null;
let cellMeasures: Measures | null = null;

/**
 * Text widths of the cell fonts, measured once per process on a document of their own, so that
 * measuring never changes the font of the page being drawn.
 */
export function getCellMeasures(): Measures {
  if (cellMeasures) return cellMeasures;
  meter ??= new PDFDocument({ autoFirstPage: false });
  const probe = meter;
  const unit = (font: string) => (char: string) =>
    probe.font(font).fontSize(1000).widthOfString(char) / 1000;
  cellMeasures = {
    regular: makeMeasure(cellStyle.fontSize, unit('Helvetica')),
    bold: makeMeasure(cellStyle.fontSize, unit('Helvetica-Bold')),
  };
  return cellMeasures;
}

/** A landscape page of the template. */
export function landscapePage(template: PageTemplate): PageBox {
  const size = pageSizes[template] ?? pageSizes.letter;
  return { width: size.height, height: size.width, margin };
}

/** A pdfkit document whose pages are kept until the end (for footers), and its bytes when done. */
export function startDocument(
  page: PageBox,
  title: string,
  author: string,
): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: page.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: title, Author: author, Creator: 'Specboard' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

// Rendering is CPU work: the event loop gets a turn every so often so the server stays responsive.
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The schedule as a PDF that prints: landscape pages of the template, the project header, the
 * view's columns scaled from their grid widths to the page, long text wrapped (never cut), the
 * header row on every page, comparison changes marked, totals, and "Page N of M" with the date.
 *
 * Columns are never shrunk under their minimum (48 pt, about ten characters of the 7.5 pt text,
 * or their longest header word or figure): when more columns are shown than fit at that width, the rest continue on a following
 * sheet of the same rows (a band), Type first on each. Every band shares the row heights and page
 * breaks, so the sheets of one page set can be laid side by side and read across.
 */
export const renderPdf: Renderer = async (document, context) => {
  const page = landscapePage(context.template);
  const { doc, bytes } = startDocument(
    page,
    `${document.header.projectName} – ${document.header.viewName}`,
    document.header.workspaceName,
  );
  const logo = await loadLogo(document.logoKey, context);
  const measures = getCellMeasures();
  const marked = document.comparison !== null || document.rows.some((row) => row.change !== null);
  const inner = page.width - 2 * page.margin - (marked ? gutterWidth : 0);
  const bands = bandColumns(
    document.columns.map((column) => column.width),
    columnMinima(document, measures),
    inner,
  );
  const widths = columnWidths(bands, document.columns.length);
  const header = layoutHeader(document, widths, measures);
  const headerHeight = 2 * cellStyle.pad + header.count * cellStyle.lineHeight;

  const rows: LaidRow[] = [];
  for (const [index, row] of document.rows.entries()) {
    rows.push(layoutRow(row, document, widths, measures));
    if (index % 100 === 99) {
      context.onProgress?.((0.5 * (index + 1)) / document.rows.length);
      await tick();
    }
  }

  doc.addPage();
  let firstTop = drawFullHeader(doc, document.header, logo, page);
  if (marked) firstTop = drawLegend(doc, page, firstTop);
  const laterTop = compactHeaderBottom(page);
  const bottom = page.height - page.margin - 4;
  const sets = paginate(rows, firstTop + headerHeight, laterTop + headerHeight, bottom);

  const newPage = (note?: string) => {
    doc.addPage();
    return drawCompactHeader(doc, document.header, page, note);
  };
  let y = firstTop;
  for (const [setIndex, slices] of sets.entries()) {
    for (const [bandIndex, band] of bands.entries()) {
      const note = bands.length > 1 ? pdfWords.columnsPart(bandIndex + 1, bands.length) : undefined;
      const top = setIndex === 0 && bandIndex === 0 ? firstTop : newPage(note);
      const table = { document, band, header, rows, slices, top, left: page.margin };
      y = drawBandPage(doc, { ...table, comparison: marked }, measures);
    }
    if (setIndex % 4 === 3) {
      context.onProgress?.(0.5 + (0.45 * (setIndex + 1)) / sets.length);
      await tick();
    }
  }

  const flow = {
    doc,
    y,
    left: page.margin,
    bottom,
    fresh: bottom - laterTop,
    newPage: () => newPage(),
  };
  drawSummary(flow, document, measures);
  drawFooters(doc, document.header, page);
  doc.end();
  const result = await bytes;
  context.onProgress?.(1);
  return result;
};

function drawLegend(doc: Doc, page: PageBox, top: number): number {
  doc.font('Helvetica').fontSize(8).fillColor(ink.muted);
  doc.text(pdfWords.legend, page.margin, top - 2, { lineBreak: false });
  return top + 14;
}
