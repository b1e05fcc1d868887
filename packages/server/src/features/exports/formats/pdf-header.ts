import type { ExportDocument } from '@specboard/domain';
import type PDFDocument from 'pdfkit';
import { imageKind, pdfWords, printable, readableDate } from './pdf-layout.ts';
import type { RenderContext } from './render.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Header = ExportDocument['header'];

/** A page's size and margin, in points. */
export type PageBox = { width: number; height: number; margin: number };

export const ink = { text: '#1d2129', muted: '#5f6670', rule: '#b9bec6', faint: '#d5d9df' };

/** Where content starts under the one-line header of later pages. */
export function compactHeaderBottom(page: PageBox): number {
  return page.margin + 13;
}

/** The workspace logo's bytes if it is there and is a PNG or JPEG; otherwise nothing, quietly. */
export async function loadLogo(
  key: string | null,
  context: Pick<RenderContext, 'readFile'>,
): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const bytes = await context.readFile(key);
    return bytes && imageKind(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

function drawLogo(doc: Doc, logo: Buffer | null, x: number, y: number): number {
  if (!logo) return 0;
  try {
    doc.image(logo, x, y, { fit: [96, 46] });
    return 108;
  } catch {
    // A file that claims to be an image but does not decode: the header goes without it.
    return 0;
  }
}

/** The project header of a first page; returns where the content below it may start. */
export function drawFullHeader(
  doc: Doc,
  header: Header,
  logo: Buffer | null,
  page: PageBox,
  title?: string,
): number {
  const top = page.margin;
  const left = page.margin;
  const inner = page.width - 2 * page.margin;
  const rightWidth = Math.min(250, inner * 0.35);
  const textLeft = left + drawLogo(doc, logo, left, top);
  const textWidth = inner - (textLeft - left) - rightWidth - 12;

  let y = top;
  if (title) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(ink.muted);
    doc.text(printable(title).toUpperCase(), textLeft, y, {
      width: textWidth,
      characterSpacing: 1,
    });
    y = doc.y + 2;
  }
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ink.text);
  doc.text(printable(header.projectName), textLeft, y, { width: textWidth });
  y = doc.y + 2;
  const facts = [
    header.projectNumber ? `${pdfWords.number} ${header.projectNumber}` : null,
    header.phase ? `${pdfWords.phase}: ${header.phase}` : null,
  ].filter((fact): fact is string => fact !== null);
  doc.font('Helvetica').fontSize(9).fillColor(ink.text);
  if (facts.length > 0) {
    doc.text(printable(facts.join('   ·   ')), textLeft, y, { width: textWidth });
    y = doc.y + 1;
  }
  if (header.address) {
    doc.fillColor(ink.muted).text(printable(header.address), textLeft, y, { width: textWidth });
    y = doc.y;
  }

  const rightLeft = left + inner - rightWidth;
  let right = top;
  const line = (text: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.fillColor(bold ? ink.text : ink.muted);
    doc.text(printable(text), rightLeft, right, { width: rightWidth, align: 'right' });
    right = doc.y + 1;
  };
  line(header.workspaceName, true);
  line(`${pdfWords.view}: ${header.viewName}`);
  if (header.versionName) line(`${pdfWords.version}: ${header.versionName}`);
  line(`${pdfWords.generated} ${readableDate(header.generatedAt)}`);

  const bottom = Math.max(y, right, logo ? top + 46 : top) + 8;
  doc
    .moveTo(left, bottom)
    .lineTo(left + inner, bottom)
    .lineWidth(0.8)
    .strokeColor(ink.rule)
    .stroke();
  return bottom + 10;
}

/** The one-line header of later pages; returns where the content below it may start. */
export function drawCompactHeader(doc: Doc, header: Header, page: PageBox, note?: string): number {
  const left = page.margin;
  const inner = page.width - 2 * page.margin;
  const y = page.margin - 13;
  const title = [header.projectName, header.viewName, header.versionName]
    .filter(Boolean)
    .join('  ·  ');
  doc.font('Helvetica-Bold').fontSize(8).fillColor(ink.text);
  doc.text(printable(title), left, y, {
    width: inner * 0.7,
    lineBreak: false,
    ellipsis: true,
    height: 10,
  });
  if (note) {
    doc.font('Helvetica').fontSize(8).fillColor(ink.muted);
    doc.text(printable(note), left + inner * 0.7, y, {
      width: inner * 0.3,
      align: 'right',
      lineBreak: false,
    });
  }
  const bottom = compactHeaderBottom(page) - 6;
  doc
    .moveTo(left, bottom)
    .lineTo(left + inner, bottom)
    .lineWidth(0.5)
    .strokeColor(ink.faint)
    .stroke();
  return bottom + 6;
}

/** Writes the date and "Page N of M" at the foot of every buffered page. */
export function drawFooters(doc: Doc, header: Header, page: PageBox): void {
  const range = doc.bufferedPageRange();
  const left = page.margin;
  const inner = page.width - 2 * page.margin;
  const y = page.height - page.margin + 4;
  const date = printable(readableDate(header.generatedAt));
  const project = printable(
    header.projectNumber ? `${header.projectName} (${header.projectNumber})` : header.projectName,
  );
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Footers sit inside the bottom margin; pdfkit would otherwise start a new page for them.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .moveTo(left, y - 5)
      .lineTo(left + inner, y - 5)
      .lineWidth(0.5)
      .strokeColor(ink.faint)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(ink.muted);
    doc.text(date, left, y, { width: inner / 3, lineBreak: false });
    doc.text(project, left + inner / 3, y, { width: inner / 3, align: 'center', lineBreak: false });
    doc.font('Helvetica-Bold').fillColor(ink.text);
    doc.text(pdfWords.page(index + 1, range.count), left + (2 * inner) / 3, y, {
      width: inner / 3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
