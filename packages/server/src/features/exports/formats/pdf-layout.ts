import type { Currency } from '@specboard/domain';
import { formatMoney } from '@specboard/domain';
import type { PageTemplate } from './render.ts';

/** Portrait sizes in points; schedules are laid out on them turned to landscape. */
export const pageSizes: Record<PageTemplate, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
  tabloid: { width: 792, height: 1224 },
};

/** The words printed on the pages (labels, not messages: nothing here is an error or a prompt). */
export const pdfWords = {
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  number: 'No.',
  phase: 'Phase',
  workspace: 'Workspace',
  view: 'View',
  version: 'Version',
  generated: 'Generated',
  columnsPart: (part: number, parts: number) => `Columns, part ${part} of ${parts}`,
  legend: '+ added   – removed   ~ modified   (changed cells in bold)',
  totals: 'Totals',
  rows: 'Rows',
  totalCost: 'Total cost',
  totalPower: 'Total power',
  byType: 'Subtotals by type',
  type: 'Type',
  cost: 'Cost',
  power: 'Power',
  changes: 'Changes by type',
  counts: (added: number, removed: number, modified: number, unchanged: number) =>
    `${added} added, ${removed} removed, ${modified} modified, ${unchanged} unchanged`,
  rowsBefore: 'Rows before',
  rowsAfter: 'Rows after',
  costBefore: 'Cost before',
  costAfter: 'Cost after',
  costChange: 'Cost change',
  powerBefore: 'Power before',
  powerAfter: 'Power after',
  powerChange: 'Power change',
  all: 'All types',
  submittal: 'Submittal package',
  schedule: 'Schedule',
  sheets: 'Files',
  firstPage: 'Page',
  notIncluded: 'Not included',
  couldNotInclude: 'Could not be included',
  notIncludedNote: 'These files are attached to the schedule but are not PDF or PNG/JPEG images:',
  couldNotIncludeNote: 'These files could not be read (missing or damaged):',
} as const;

// The standard PDF fonts (Helvetica) are encoded in WinAnsi: Latin-1 plus these. Anything else
// would print as mojibake, so it is folded to its base letter (č → c) or shown as '?'.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Signs people type that have a close WinAnsi spelling.
const lookalikes: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\u00a0': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)
  );
}

/** Text the standard fonts can print: tabs become spaces, other unprintables a base letter or '?'. */
export function printable(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n' || isWinAnsi(char)) {
      out += char;
      continue;
    }
    const lookalike = lookalikes[char];
    if (lookalike !== undefined) {
      out += lookalike;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}

/** Measures text in a standard font from a per-character table (kerning ignored: errs wide). */
export type Measure = (text: string) => number;

/** A measure for one font at one size, filling its table from `unitWidth` (the width at 1 pt). */
export function makeMeasure(size: number, unitWidth: (char: string) => number): Measure {
  const widths = new Map<string, number>();
  return (text) => {
    let total = 0;
    for (const char of text) {
      let width = widths.get(char);
      if (width === undefined) {
        width = unitWidth(char) * size;
        widths.set(char, width);
      }
      total += width;
    }
    return total;
  };
}

function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines a text takes in a width: broken at spaces and line breaks, a word longer than the
 * width broken between characters, so that nothing is ever cut off.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  if (!text) return [];
  const lines: string[] = [];
  const space = measure(' ');
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = breakWord(word, width, measure);
      line = pieces.pop() ?? '';
      lineWidth = measure(line);
      lines.push(...pieces);
    }
    lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

/**
 * Widths that fill `available` in proportion to `wanted`, none under its minimum when they can
 * all be met (otherwise every column gets its minimum, scaled down together).
 */
export function fillWidths(
  wanted: readonly number[],
  minima: readonly number[],
  available: number,
): number[] {
  const floor = minima.reduce((sum, minimum) => sum + minimum, 0);
  if (floor >= available) return minima.map((minimum) => (minimum / floor) * available);
  const widths = wanted.map(() => 0);
  let free = wanted.map((_, index) => index);
  let room = available;
  const want = (index: number) => Math.max(1, wanted[index] ?? 1);
  // Water-filling: a column that would fall under its minimum is pinned there, the rest share.
  for (;;) {
    const sum = free.reduce((total, index) => total + want(index), 0);
    const pinned = free.filter((index) => (want(index) / sum) * room < (minima[index] ?? 0));
    if (pinned.length === 0) {
      for (const index of free) widths[index] = (want(index) / sum) * room;
      return widths;
    }
    for (const index of pinned) widths[index] = minima[index] ?? 0;
    room -= pinned.reduce((total, index) => total + (minima[index] ?? 0), 0);
    free = free.filter((index) => !pinned.includes(index));
  }
}

/** The columns printed side by side on one page, the first (key) column in every band. */
export type ColumnBand = { columns: number[]; widths: number[] };

function sumOf(values: readonly number[], indices: readonly number[]): number {
  return indices.reduce((sum, index) => sum + (values[index] ?? 0), 0);
}

/** Bands packed greedily: each takes columns while their minima fit beside the key column. */
function packBands(minima: readonly number[], room: number): number[][] {
  const bands: number[][] = [[]];
  for (let index = 1; index < minima.length; index += 1) {
    const band = bands[bands.length - 1] as number[];
    if (band.length > 0 && sumOf(minima, band) + (minima[index] ?? 0) > room) bands.push([index]);
    else band.push(index);
  }
  return bands;
}

/** The same number of bands with the columns shared out evenly, if their minima fit. */
function evenBands(minima: readonly number[], room: number, count: number): number[][] | null {
  const bands: number[][] = [];
  let next = 1;
  for (let band = 0; band < count; band += 1) {
    const size = Math.ceil((minima.length - next) / (count - band));
    const columns = Array.from({ length: size }, (_, index) => next + index);
    if (sumOf(minima, columns) > room) return null;
    bands.push(columns);
    next += size;
  }
  return bands;
}

/**
 * Splits columns into bands that each fit the page with every column at least its minimum wide.
 * The key column (the first: Type) opens each band at one width, so rows read the same on each
 * sheet; the other columns are shared out evenly between bands rather than leaving a thin last one.
 */
export function bandColumns(
  wanted: readonly number[],
  minima: readonly number[],
  available: number,
): ColumnBand[] {
  if (wanted.length === 0) return [];
  const keyMinimum = minima[0] ?? 0;
  const packed = packBands(minima, available - keyMinimum);
  const groups = evenBands(minima, available - keyMinimum, packed.length) ?? packed;
  const first = [0, ...(groups[0] ?? [])];
  const keyWidth =
    fillWidths(
      first.map((index) => wanted[index] ?? 0),
      first.map((index) => minima[index] ?? 0),
      available,
    )[0] ?? available;
  return groups.map((columns) => ({
    columns: [0, ...columns],
    widths: [
      keyWidth,
      ...fillWidths(
        columns.map((index) => wanted[index] ?? 0),
        columns.map((index) => minima[index] ?? 0),
        available - keyWidth,
      ),
    ],
  }));
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** The export's moment as people read it, in UTC (the reader's zone is not known here). */
export function readableDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateFormat.format(date)} UTC`;
}

/** An exact decimal string of watts, grouped. */
export function formatPower(value: string): string {
  return `${numberFormat.format(value as unknown as number)} W`;
}

function signed(value: string, text: string): string {
  return /^-/.test(value) || /^0(\.0*)?$/.test(value) ? text : `+${text}`;
}

/** A cost change with its sign (+$1,200.00, -$300.00). */
export function formatMoneyDelta(value: string, currency: Currency): string {
  return signed(value, formatMoney(value, currency));
}

/** A power change with its sign. */
export function formatPowerDelta(value: string): string {
  return signed(value, formatPower(value));
}

/** Whether bytes are an image the PDF formats can draw. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Whether bytes are a PDF (its header may follow some junk, as readers allow). */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}
