import type { ExportDocument, ExportFile } from '@specboard/domain';
import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFImage,
  PDFName,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { imageKind, isPdf, pageSizes, pdfWords, printable } from './pdf-layout.ts';
import type { RenderContext } from './render.ts';

/** One type designation's rows and the distinct files attached to them. */
export type TypeGroup = { type: string; rows: number; files: ExportFile[] };

/** A file made ready to go into the package, or the reason it cannot. */
type Sheet =
  | { kind: 'pages'; pages: PDFPage[] }
  | { kind: 'image'; image: PDFImage; filename: string }
  | { kind: 'skipped'; filename: string; reason: 'notIncluded' | 'couldNotInclude' };

/** A type's sheets, prepared against the package document; `pageCount` is what they will take. */
export type PreparedGroup = TypeGroup & { sheets: Sheet[]; pageCount: number };

/**
 * Rows grouped by type designation in the schedule's type order (the order of its subtotals),
 * each file once per type even when several rows carry it. Removed rows of a comparison are not
 * submitted.
 */
export function groupByType(document: ExportDocument): TypeGroup[] {
  const groups = new Map<string, TypeGroup & { keys: Set<string> }>();
  for (const total of document.totals.byType) {
    groups.set(total.type, { type: total.type, rows: 0, files: [], keys: new Set() });
  }
  for (const row of document.rows) {
    if (row.change === 'removed') continue;
    const group = groups.get(row.type) ?? { type: row.type, rows: 0, files: [], keys: new Set() };
    groups.set(row.type, group);
    group.rows += 1;
    for (const file of row.files) {
      if (group.keys.has(file.key)) continue;
      group.keys.add(file.key);
      group.files.push(file);
    }
  }
  return [...groups.values()].map(({ keys: _keys, ...group }) => group);
}

async function prepareFile(
  target: PDFDocument,
  file: ExportFile,
  context: Pick<RenderContext, 'readFile'>,
): Promise<Sheet> {
  const skipped = (reason: 'notIncluded' | 'couldNotInclude'): Sheet => ({
    kind: 'skipped',
    filename: file.filename,
    reason,
  });
  // Any failure to read or parse a file leaves it out with a note, never the package.
  try {
    const bytes = await context.readFile(file.key);
    if (!bytes) return skipped('couldNotInclude');
    if (isPdf(bytes)) {
      const source = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
      });
      const pages = await target.copyPages(source, source.getPageIndices());
      return pages.length > 0 ? { kind: 'pages', pages } : skipped('couldNotInclude');
    }
    const kind = imageKind(bytes);
    if (!kind) return skipped('notIncluded');
    const image = kind === 'png' ? await target.embedPng(bytes) : await target.embedJpg(bytes);
    return { kind: 'image', image, filename: file.filename };
  } catch {
    return skipped('couldNotInclude');
  }
}

/** Reads and parses every group's files into the package document, counting the pages. */
export async function prepareGroups(
  target: PDFDocument,
  groups: readonly TypeGroup[],
  context: Pick<RenderContext, 'readFile' | 'onProgress'>,
  progress: (fraction: number) => void,
): Promise<PreparedGroup[]> {
  const total = groups.reduce((sum, group) => sum + group.files.length, 0);
  let done = 0;
  const prepared: PreparedGroup[] = [];
  for (const group of groups) {
    const sheets: Sheet[] = [];
    for (const file of group.files) {
      sheets.push(await prepareFile(target, file, context));
      done += 1;
      progress(done / Math.max(1, total));
    }
    const pages = sheets.reduce(
      (sum, sheet) =>
        sum + (sheet.kind === 'pages' ? sheet.pages.length : sheet.kind === 'image' ? 1 : 0),
      0,
    );
    const notes = sheets.some((sheet) => sheet.kind === 'skipped') ? 1 : 0;
    prepared.push({ ...group, sheets, pageCount: pages + notes });
  }
  return prepared;
}

const sheetMargin = 36;
const captionHeight = 28;

function drawImagePage(
  target: PDFDocument,
  image: PDFImage,
  caption: string,
  font: PDFFont,
  template: keyof typeof pageSizes,
) {
  const size = pageSizes[template];
  // The page turns with the picture, so a wide photo is not shrunk onto a tall page.
  const wide = image.width > image.height;
  const page = target.addPage(wide ? [size.height, size.width] : [size.width, size.height]);
  const { width, height } = page.getSize();
  const box = { width: width - 2 * sheetMargin, height: height - 2 * sheetMargin - captionHeight };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: sheetMargin + captionHeight + (box.height - drawn.height) / 2,
    ...drawn,
  });
  page.drawText(caption, {
    x: sheetMargin,
    y: sheetMargin + 6,
    size: 10,
    font,
    color: rgb(0.11, 0.13, 0.16),
  });
  return page;
}

function drawNotesPage(
  target: PDFDocument,
  group: PreparedGroup,
  fonts: { regular: PDFFont; bold: PDFFont },
  template: keyof typeof pageSizes,
) {
  const size = pageSizes[template];
  const page = target.addPage([size.width, size.height]);
  let y = size.height - sheetMargin - 14;
  page.drawText(printable(group.type), { x: sheetMargin, y, size: 14, font: fonts.bold });
  y -= 26;
  for (const reason of ['notIncluded', 'couldNotInclude'] as const) {
    const files = group.sheets.filter(
      (sheet) => sheet.kind === 'skipped' && sheet.reason === reason,
    );
    if (files.length === 0) continue;
    const note = reason === 'notIncluded' ? pdfWords.notIncludedNote : pdfWords.couldNotIncludeNote;
    page.drawText(note, {
      x: sheetMargin,
      y,
      size: 9,
      font: fonts.regular,
      color: rgb(0.37, 0.4, 0.44),
    });
    y -= 16;
    for (const sheet of files) {
      if (sheet.kind !== 'skipped' || y < sheetMargin) continue;
      const label = reason === 'notIncluded' ? pdfWords.notIncluded : pdfWords.couldNotInclude;
      const line = printable(`${label}: ${sheet.filename}`);
      page.drawText(line, {
        x: sheetMargin + 8,
        y,
        size: 10,
        font: fonts.regular,
        maxWidth: size.width - 2 * sheetMargin - 8,
      });
      y -= 15;
    }
    y -= 10;
  }
}

/** Adds a group's sheets to the package; returns the first page added, if any. */
export async function addGroupPages(
  target: PDFDocument,
  group: PreparedGroup,
  template: keyof typeof pageSizes,
): Promise<PDFPage | null> {
  const regular = await target.embedFont(StandardFonts.Helvetica);
  const bold = await target.embedFont(StandardFonts.HelveticaBold);
  const start = target.getPageCount();
  for (const sheet of group.sheets) {
    if (sheet.kind === 'pages') for (const page of sheet.pages) target.addPage(page);
    if (sheet.kind === 'image') {
      drawImagePage(
        target,
        sheet.image,
        printable(`${group.type} — ${sheet.filename}`),
        regular,
        template,
      );
    }
  }
  if (group.sheets.some((sheet) => sheet.kind === 'skipped'))
    drawNotesPage(target, group, { regular, bold }, template);
  return target.getPageCount() > start ? target.getPage(start) : null;
}

/**
 * Writes the document outline (bookmarks): pdf-lib has no API for it, so the /Outlines
 * dictionary and its items are built as objects, each item opening its page to fit the window.
 */
export function writeOutline(
  target: PDFDocument,
  items: readonly { title: string; page: PDFPage }[],
): void {
  if (items.length === 0) return;
  const { context } = target;
  const root = context.nextRef();
  const refs: PDFRef[] = items.map(() => context.nextRef());
  items.forEach((item, index) => {
    const entry = context.obj({
      Title: PDFHexString.fromText(item.title),
      Parent: root,
      Dest: context.obj([item.page.ref, PDFName.of('Fit')]),
    });
    const previous = refs[index - 1];
    const next = refs[index + 1];
    if (previous) entry.set(PDFName.of('Prev'), previous);
    if (next) entry.set(PDFName.of('Next'), next);
    context.assign(refs[index] as PDFRef, entry);
  });
  context.assign(
    root,
    context.obj({
      Type: 'Outlines',
      First: refs[0] as PDFRef,
      Last: refs[refs.length - 1] as PDFRef,
      Count: items.length,
    }),
  );
  target.catalog.set(PDFName.of('Outlines'), root);
  target.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
