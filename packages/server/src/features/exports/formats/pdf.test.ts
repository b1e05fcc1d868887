import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildExportDocument, formatMoney } from '@specboard/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';
import { bandColumns, formatPower, printable, wrapText } from './pdf-layout.ts';
import {
  contextOf,
  longDescription,
  pdfPagePng,
  pdfPages,
  sampleComparison,
  sampleDocument,
  sampleRows,
  sampleSource,
  words,
} from './pdf-text.test-support.ts';

const run = promisify(execFile);

async function imageCount(pdf: Buffer): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-images-'));
  try {
    await writeFile(path.join(folder, 'in.pdf'), pdf);
    const { stdout } = await run('pdfimages', ['-list', path.join(folder, 'in.pdf')]);
    return stdout.trim().split('\n').length - 2;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const logo = () =>
  sharp({ create: { width: 240, height: 90, channels: 3, background: '#1d6f5f' } })
    .png()
    .toBuffer();

describe('the schedule PDF', () => {
  it('prints the project header, every column, every row and the totals', async () => {
    const document = sampleDocument(12);
    document.logoKey = 'logos/studio.png';
    const pdf = await renderPdf(document, contextOf({ 'logos/studio.png': await logo() }));
    const pages = await pdfPages(pdf);
    const first = pages[0] ?? '';
    for (const value of [
      'Harbourfront Library',
      'No. HL-2041',
      'Phase: Construction Documents',
      '12 Quay Street, Toronto, ON',
      'Northlight Design Studio',
      'View: Lighting – Issue for tender',
      'Version: Issue 3',
      'March 14, 2025',
    ]) {
      expect(first).toContain(value);
    }
    expect(await imageCount(pdf)).toBe(1);

    // Header cells wrap (Type / Designation), so names are read in drawing order.
    const drawn = words((await pdfPages(pdf, 'raw')).join(' '));
    for (const column of document.columns) expect(drawn).toContain(words(column.name));
    expect(drawn).toContain(words(printable(longDescription)));

    const text = pages.join('\n');
    for (const row of document.rows) {
      const model = row.cells[2]?.text ?? '';
      expect(text).toMatch(new RegExp(`^\\s*${row.type}\\s+\\S.*${model}`, 'm'));
    }
    const { totals } = document;
    expect(text).toContain(`Rows: ${totals.rows}`);
    expect(text).toContain(`Total cost: ${formatMoney(totals.cost, 'usd')}`);
    expect(text).toContain(`Total power: ${formatPower(totals.power)}`);
    for (const type of totals.byType) {
      expect(text).toMatch(
        new RegExp(`^\\s*${type.type}\\s+${type.rows}\\s+\\${formatMoney(type.cost, 'usd')}`, 'm'),
      );
    }
    expect(text).toMatch(/All types\s+12\s+/);
  });

  it('repeats the header row on every page, numbers pages and never splits a short row', async () => {
    const document = sampleDocument(60);
    const pdf = await renderPdf(document, contextOf());
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('March 14, 2025 at 3:30 PM UTC');
    });
    expect(pages[1]).toMatch(/Type \/\s+Manufacturer\s+Model\s+Description/);
    expect(pages[1]).toContain('Harbourfront Library');
    // Each row's model number appears once, whole, on exactly one page.
    for (const row of document.rows) {
      const model = row.cells[2]?.text ?? '';
      const found = pages.filter((page) => new RegExp(`\\b${model}\\b`).test(page));
      expect(found).toHaveLength(1);
    }
    console.info('looked at', await pdfPagePng(pdf, 1, 'schedule-60-page-1'));
    console.info('looked at', await pdfPagePng(pdf, 2, 'schedule-60-page-2'));
  });

  it('continues columns that do not fit on a second sheet of the same rows, Type first', async () => {
    const document = sampleDocument(30, 24);
    const pdf = await renderPdf(document, contextOf());
    const pages = await pdfPages(pdf);
    expect(pages[1]).toContain('Columns, part 2 of 2');
    expect(pages[1]).toMatch(/^\s*Type \//m);
    const drawn = words((await pdfPages(pdf, 'raw')).join(' '));
    for (const column of document.columns) expect(drawn).toContain(words(column.name));
    // The sheets of one page set hold the same rows: the first and last type of page 1 match page 2.
    const rowTypes = (page: string) =>
      [...page.matchAll(/^\s{0,3}(A1|A2|B1)\s/gm)].map((m) => m[1]);
    expect(rowTypes(pages[1] ?? '')).toEqual(rowTypes(pages[0] ?? ''));
    console.info('looked at', await pdfPagePng(pdf, 2, 'schedule-wide-page-2'));
  });

  it('marks added, removed and modified rows and sums the changes by type', async () => {
    const { document, comparison } = sampleComparison();
    const pdf = await renderPdf(document, contextOf());
    const text = (await pdfPages(pdf)).join('\n');
    expect(text).toMatch(/^\s*\+\s+B1\s+.*LX-108/m);
    expect(text).toMatch(/^\s*–\s+A1\s+.*LX-103/m);
    expect(text).toMatch(/^\s*~\s+B1\s+.*LX-102/m);
    expect(text).toMatch(/^\s*A1\s+.*LX-100/m);
    expect(text).toContain('Changes by type');
    expect(text).toContain('1 added, 1 removed, 1 modified, 6 unchanged');
    const total = comparison.totals;
    expect(text).toMatch(
      new RegExp(
        `All types\\s+8\\s+8\\s+\\${formatMoney(total.costBefore)}\\s+\\${formatMoney(total.costAfter)}\\s+\\+\\${formatMoney(total.costDelta)}`,
      ),
    );
    console.info('looked at', await pdfPagePng(pdf, 1, 'comparison-page-1'));
  });

  it('prints text the standard fonts lack as a close letter or "?" rather than failing', async () => {
    const rows = sampleRows(3);
    const first = rows[0];
    if (first) first.cells.description = 'Ø 85 – 40 °C – 5 µm – ✓ done 🙂 – Łódź č';
    const document = buildExportDocument(sampleSource({ rows }));
    const text = words((await pdfPages(await renderPdf(document, contextOf()), 'raw')).join(' '));
    expect(text).toContain('Ø 85 – 40 °C – 5 µm – ? done ? – Lódz c');
  });

  it('splits only a row taller than a page, losing none of its text', async () => {
    const rows = sampleRows(4);
    const tall = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const second = rows[1];
    if (second) second.cells.description = tall;
    const document = buildExportDocument(sampleSource({ rows }));
    const pages = await pdfPages(await renderPdf(document, contextOf()), 'raw');
    expect(pages.length).toBeGreaterThan(1);
    // Every word once, in order, across the pages the row runs over.
    const found = [...pages.join(' ').matchAll(/word\d+/g)].map((match) => match[0]);
    expect(found.join(' ')).toBe(tall);
  });

  it('goes without a logo that is missing or not an image, and reports its progress', async () => {
    const document = sampleDocument(250);
    document.logoKey = 'logos/notes.txt';
    const progress: number[] = [];
    const context = contextOf(
      { 'logos/notes.txt': Buffer.from('not an image') },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const pdf = await renderPdf(document, context);
    expect(await imageCount(pdf)).toBe(0);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    document.logoKey = 'logos/gone.png';
    expect((await pdfPages(await renderPdf(document, contextOf())))[0]).toContain('HL-2041');
  });

  it('renders 1,000 rows of 20 columns (time reported for the bench)', async () => {
    const document = sampleDocument(1000, 20);
    expect(document.columns).toHaveLength(20);
    const started = performance.now();
    const pdf = await renderPdf(document, { ...contextOf(), template: 'tabloid' });
    const letterStarted = performance.now();
    const letter = await renderPdf(document, contextOf());
    const done = performance.now();
    console.info(
      `PDF 1,000 rows × 20 columns: tabloid ${Math.round(letterStarted - started)} ms, letter ${Math.round(done - letterStarted)} ms`,
    );
    const pages = await pdfPages(letter);
    expect(pages.at(-1)).toContain(`Rows: 1000`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('fitting text and columns', () => {
  const measure = (text: string) => text.length * 5;

  it('wraps at spaces and breaks only words longer than the width, keeping every character', () => {
    const text = 'a short line then https://example.com/a/very/long/address/indeed\nnext paragraph';
    const lines = wrapText(text, 60, measure);
    expect(lines.every((line) => measure(line) <= 60)).toBe(true);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(lines).toContain('next');
  });

  it('scales columns to the width and opens every band with the key column', () => {
    const bands = bandColumns([180, 360, 180, 180], [48, 48, 48, 48], 720);
    expect(bands).toHaveLength(1);
    expect(bands[0]?.widths).toEqual([144, 288, 144, 144]);
    const many = bandColumns(new Array(30).fill(180), new Array(30).fill(48), 720);
    expect(many).toHaveLength(3);
    for (const band of many) {
      expect(band.columns[0]).toBe(0);
      expect(band.widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(720);
      expect(Math.min(...band.widths)).toBeGreaterThanOrEqual(48);
    }
    expect(many.flatMap((band) => band.columns.slice(1))).toEqual(
      Array.from({ length: 29 }, (_, index) => index + 1),
    );
  });
});
