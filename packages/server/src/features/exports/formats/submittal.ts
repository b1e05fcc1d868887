import type { ExportDocument } from '@specboard/domain';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { getCellMeasures, landscapePage, renderPdf, startDocument } from './pdf.ts';
import { drawCompactHeader, drawFullHeader, ink, loadLogo, type PageBox } from './pdf-header.ts';
import { pdfWords, printable, readableDate } from './pdf-layout.ts';
import { drawFigures } from './pdf-summary.ts';
import type { Renderer } from './render.ts';
import {
  addGroupPages,
  groupByType,
  type PreparedGroup,
  prepareGroups,
  writeOutline,
} from './submittal-sheets.ts';

type CoverLine = { type: string; rows: number; files: number; page: number | null };

/** The cover: the project header, the title, the date and the types with their rows and pages. */
async function renderCover(
  document: ExportDocument,
  logo: Buffer | null,
  page: PageBox,
  lines: readonly CoverLine[],
  schedulePage: number,
): Promise<Buffer> {
  const { doc, bytes } = startDocument(
    page,
    `${document.header.projectName} – ${pdfWords.submittal}`,
    document.header.workspaceName,
  );
  doc.addPage();
  let y = drawFullHeader(doc, document.header, logo, page) + 24;
  doc.font('Helvetica-Bold').fontSize(26).fillColor(ink.text);
  doc.text(pdfWords.submittal, page.margin, y, { lineBreak: false });
  y += 34;
  doc.font('Helvetica').fontSize(11).fillColor(ink.muted);
  doc.text(printable(readableDate(document.header.generatedAt)), page.margin, y, {
    lineBreak: false,
  });
  y += 16;
  doc.text(
    printable(
      `${pdfWords.schedule}: ${document.header.viewName} – ${pdfWords.firstPage} ${schedulePage}`,
    ),
    page.margin,
    y,
    {
      lineBreak: false,
    },
  );
  y += 30;
  const bottom = page.height - page.margin;
  const flow = {
    doc,
    y,
    left: page.margin,
    bottom,
    fresh: bottom - page.margin - 20,
    newPage: () => {
      doc.addPage();
      return drawCompactHeader(doc, document.header, page);
    },
  };
  const rows = lines.map((line) => [
    line.type,
    String(line.rows),
    String(line.files),
    line.page === null ? '' : String(line.page),
  ]);
  const sum = (key: 'rows' | 'files') =>
    String(lines.reduce((total, line) => total + line[key], 0));
  drawFigures(
    flow,
    [
      { title: pdfWords.type, width: 220, align: 'left' },
      { title: pdfWords.rows, width: 70, align: 'right' },
      { title: pdfWords.sheets, width: 70, align: 'right' },
      { title: pdfWords.firstPage, width: 70, align: 'right' },
    ],
    [...rows, [pdfWords.all, sum('rows'), sum('files'), '']],
    getCellMeasures(),
  );
  doc.end();
  return bytes;
}

async function appendAll(target: PDFDocument, source: PDFDocument): Promise<PDFPage[]> {
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
  return pages;
}

/**
 * A submittal package: a cover, the schedule as its PDF prints, then each type's spec sheets
 * (PDFs merged page by page) and images (one page each, captioned) in type order, with a bookmark
 * for the schedule and for each type. A file that is not a PDF or image is listed as not
 * included; one that is missing or damaged is listed as could not be included: neither stops it.
 */
export const renderSubmittal: Renderer = async (document, context) => {
  const report = (fraction: number) => context.onProgress?.(fraction);
  const schedule = await renderPdf(document, {
    ...context,
    onProgress: (fraction) => report(0.4 * fraction),
  });
  const page = landscapePage(context.template);
  const logo = await loadLogo(document.logoKey, context);
  const target = await PDFDocument.create();
  target.setTitle(`${document.header.projectName} – ${pdfWords.submittal}`);
  target.setAuthor(document.header.workspaceName);
  target.setCreator('Specboard');

  const groups = await prepareGroups(target, groupByType(document), context, (fraction) =>
    report(0.4 + 0.5 * fraction),
  );
  const scheduleSource = await PDFDocument.load(schedule);
  const schedulePages = scheduleSource.getPageCount();
  const lines = (firstSheet: number): CoverLine[] => {
    let next = firstSheet;
    return groups.map((group: PreparedGroup) => {
      const line = {
        type: group.type,
        rows: group.rows,
        files: group.files.length,
        page: group.pageCount > 0 ? next : null,
      };
      next += group.pageCount;
      return line;
    });
  };
  // The cover's length depends only on how many types there are, so a first draft tells where
  // the schedule and each type's sheets will start.
  const draft = await PDFDocument.load(await renderCover(document, logo, page, lines(0), 0));
  const coverPages = draft.getPageCount();
  const cover = await renderCover(
    document,
    logo,
    page,
    lines(coverPages + schedulePages + 1),
    coverPages + 1,
  );

  await appendAll(target, await PDFDocument.load(cover));
  const [scheduleStart] = await appendAll(target, scheduleSource);
  const outline: { title: string; page: PDFPage }[] = scheduleStart
    ? [{ title: `${pdfWords.schedule}: ${document.header.viewName}`, page: scheduleStart }]
    : [];
  for (const group of groups) {
    const first = await addGroupPages(target, group, context.template);
    if (first) outline.push({ title: group.type, page: first });
  }
  writeOutline(target, outline);
  const bytes = Buffer.from(await target.save());
  report(1);
  return bytes;
};
