import { buildExportDocument, type ExportDocument } from '@specboard/domain';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFRef,
  StandardFonts,
} from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';
import {
  contextOf,
  pdfPagePng,
  pdfPages,
  sampleRows,
  sampleSource,
} from './pdf-text.test-support.ts';
import { renderSubmittal } from './submittal.ts';

async function specSheet(title: string, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let index = 1; index <= pages; index += 1) {
    pdf.addPage([612, 792]).drawText(`${title} page ${index}`, { x: 72, y: 700, size: 20, font });
  }
  return Buffer.from(await pdf.save());
}

const files = async (): Promise<Record<string, Buffer>> => ({
  'sheets/a1.pdf': await specSheet('A1 spec sheet', 2),
  'images/a2.png': await sharp({
    create: { width: 400, height: 260, channels: 3, background: '#c84' },
  })
    .png()
    .toBuffer(),
  'docs/b1.docx': Buffer.from('PK\u0003\u0004 not a pdf'),
  'sheets/corrupt.pdf': Buffer.from('%PDF-1.7\nthis is not really a PDF'),
});

const attachments: Record<string, { key: string; filename: string; type: string }[]> = {
  A1: [{ key: 'sheets/a1.pdf', filename: 'a1-spec.pdf', type: 'application/pdf' }],
  A2: [{ key: 'images/a2.png', filename: 'a2-photo.png', type: 'image/png' }],
  B1: [
    { key: 'docs/b1.docx', filename: 'b1-wiring.docx', type: 'application/msword' },
    { key: 'sheets/missing.pdf', filename: 'missing.pdf', type: 'application/pdf' },
    { key: 'sheets/corrupt.pdf', filename: 'corrupt.pdf', type: 'application/pdf' },
  ],
};

function packageDocument(): ExportDocument {
  const rows = sampleRows(9).map((row) => ({
    ...row,
    cells: { ...row.cells, image: attachments[String(row.cells.typeDesignation)] ?? [] },
  }));
  return buildExportDocument(sampleSource({ rows }));
}

/** The outline's titles and the page index each opens, read from the catalog. */
function outlineOf(pdf: PDFDocument): { title: string; page: number }[] {
  const outlines = pdf.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const pageRefs = pdf.getPages().map((page) => page.ref);
  const count = outlines.lookup(PDFName.of('Count'), PDFNumber).asNumber();
  const items: { title: string; page: number }[] = [];
  let item = outlines.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'), PDFHexString).decodeText();
    const target = item.lookup(PDFName.of('Dest'), PDFArray).get(0) as PDFRef;
    items.push({ title, page: pageRefs.indexOf(target) });
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  expect(items).toHaveLength(count);
  return items;
}

describe('the submittal package', () => {
  it('has a cover, the schedule, then each type’s sheets in order, with bookmarks', async () => {
    const document = packageDocument();
    const context = contextOf(await files());
    const bytes = await renderSubmittal(document, context);
    const schedulePages = (
      await PDFDocument.load(await renderPdf(document, context))
    ).getPageCount();
    const pdf = await PDFDocument.load(bytes);
    // Cover 1, schedule, A1's two-page sheet, A2's image, B1's page of files left out.
    expect(pdf.getPageCount()).toBe(1 + schedulePages + 2 + 1 + 1);
    const sheets = 1 + schedulePages;
    expect(outlineOf(pdf)).toEqual([
      { title: 'Schedule: Lighting – Issue for tender', page: 1 },
      { title: 'A1', page: sheets },
      { title: 'A2', page: sheets + 2 },
      { title: 'B1', page: sheets + 3 },
    ]);

    const pages = await pdfPages(bytes);
    const cover = pages[0] ?? '';
    expect(cover).toContain('Submittal package');
    expect(cover).toContain('Harbourfront Library');
    expect(cover).toContain('March 14, 2025');
    // Type, rows, files and the page (counted from 1) where its sheets start.
    expect(cover).toMatch(new RegExp(`^\\s*A1\\s+3\\s+1\\s+${sheets + 1}\\s*$`, 'm'));
    expect(cover).toMatch(new RegExp(`^\\s*A2\\s+3\\s+1\\s+${sheets + 3}\\s*$`, 'm'));
    expect(cover).toMatch(new RegExp(`^\\s*B1\\s+3\\s+3\\s+${sheets + 4}\\s*$`, 'm'));
    expect(pages[1]).toContain('Type /');
    expect(pages[sheets]).toContain('A1 spec sheet page 1');
    expect(pages[sheets + 1]).toContain('A1 spec sheet page 2');
    expect(pages[sheets + 2]).toContain('A2 — a2-photo.png');
    const notes = pages[sheets + 3] ?? '';
    expect(notes).toContain('Not included: b1-wiring.docx');
    expect(notes).toContain('Could not be included: missing.pdf');
    expect(notes).toContain('Could not be included: corrupt.pdf');

    console.info('looked at', await pdfPagePng(bytes, 1, 'submittal-cover'));
    console.info('looked at', await pdfPagePng(bytes, sheets + 3, 'submittal-image'));
  });

  it('is still made when no row has any file', async () => {
    const document = buildExportDocument(sampleSource());
    const bytes = await renderSubmittal(document, contextOf());
    const pdf = await PDFDocument.load(bytes);
    const schedulePages = (
      await PDFDocument.load(await renderPdf(document, contextOf()))
    ).getPageCount();
    expect(pdf.getPageCount()).toBe(1 + schedulePages);
    expect(outlineOf(pdf).map((item) => item.title)).toEqual([
      'Schedule: Lighting – Issue for tender',
    ]);
  });
});
