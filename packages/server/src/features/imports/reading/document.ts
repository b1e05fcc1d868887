import { AppError, importLimits, importMessages, type RawCell } from '@specboard/domain';
import type { OpenedSheet, SheetRow } from './sheet-reader.ts';
import type { MergeRange } from './zip-check.ts';

/** A document's header, found, and an iterator over the data rows under it. */
export type DocumentRows = {
  /** The header of each source column (merged cells spread, two header rows joined). */
  headers: string[];
  /** The (last) header row, from 1. */
  headerRow: number;
  rows: AsyncGenerator<SheetRow>;
};

const refuse = (message: string, reason: string) =>
  new AppError('BAD_USER_INPUT', message, { reason });

export const isEmptyRow = (cells: readonly RawCell[]) =>
  cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

const text = (cell: RawCell) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : String(cell).replace(/\s+/g, ' ').trim();

/** 'A', 'B' … 'Z', 'AA' for a column index from 0. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The row's values with each merged range's value spread across the columns it covers. */
function spread(cells: RawCell[], row: number, merges: readonly MergeRange[]): string[] {
  const out = cells.map(text);
  for (const merge of merges) {
    if (merge.top > row || merge.bottom < row || merge.right <= merge.left) continue;
    const value = row === merge.top ? (out[merge.left - 1] ?? '') : '';
    for (let col = merge.left; col <= merge.right; col++)
      out[col - 1] = value || out[col - 1] || '';
  }
  return out;
}

/** Columns under a group: a range merged across several columns on the first header row only. */
function groupedColumns(row: number, merges: readonly MergeRange[]): Set<number> {
  const grouped = new Set<number>();
  for (const merge of merges) {
    if (merge.top !== row || merge.bottom !== row || merge.right <= merge.left) continue;
    for (let col = merge.left; col <= merge.right; col++) grouped.add(col - 1);
  }
  return grouped;
}

/**
 * Groups a CSV writes without merges: a header followed by blank headers ('Product', '', …),
 * when the next row names columns only within such groups.
 */
function csvGroups(headers: readonly string[], next: readonly string[]): Set<number> {
  const grouped = new Set<number>();
  for (let i = 0; i < headers.length; i++) {
    if (!headers[i]) continue;
    let j = i + 1;
    while (j < headers.length && !headers[j]) j++;
    if (j - i > 1) for (let c = i; c < j; c++) grouped.add(c);
    i = j - 1;
  }
  const named = next.flatMap((name, c) => (name ? [c] : []));
  const fits =
    named.length > 0 &&
    named.every((c) => grouped.has(c)) &&
    named.every((c) => !/^[-+$€\d.,\s%]+$/.test(next[c] as string)) &&
    named.some((c) => !headers[c]);
  return fits ? grouped : new Set();
}

/**
 * Finds the header: the first row that is not empty. When that row has cells merged over groups
 * of columns and the next row names the columns under them, both make the header ('Group Sub').
 */
export async function readDocument(sheet: OpenedSheet): Promise<DocumentRows> {
  const source = sheet.rows();
  let first: SheetRow | undefined;
  for (;;) {
    const next = await source.next();
    if (next.done) throw refuse(importMessages.noHeader, 'noHeader');
    if (!isEmptyRow(next.value.cells)) {
      first = next.value;
      break;
    }
  }
  const merges = sheet.merges;
  let headers = spread(first.cells, first.row, merges);
  let headerRow = first.row;
  const grouped = groupedColumns(first.row, merges);
  let pending: SheetRow | undefined;
  const second = await source.next();
  if (!second.done) {
    const under = second.value;
    const names = spread(under.cells, under.row, merges);
    if (merges.length === 0) {
      for (const c of csvGroups(headers, names)) grouped.add(c);
      // The group's name spreads over its blank headers, as a merge would.
      for (let c = 1; c < headers.length; c++) {
        if (grouped.has(c) && !headers[c] && grouped.has(c - 1))
          headers[c] = headers[c - 1] as string;
      }
    }
    if (under.row === first.row + 1 && grouped.size > 0 && [...grouped].some((c) => names[c])) {
      const width = Math.max(headers.length, names.length);
      headers = Array.from({ length: width }, (_, c) =>
        grouped.has(c)
          ? [headers[c], names[c]].filter(Boolean).join(' ')
          : names[c] || headers[c] || '',
      );
      headerRow = under.row;
    } else {
      pending = under;
    }
  }
  if (headers.length > importLimits.maxColumns) {
    throw refuse(importMessages.tooManyColumns(importLimits.maxColumns), 'tooManyColumns');
  }
  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      if (pending) yield pending;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        if (next.value.cells.length > importLimits.maxColumns) {
          throw refuse(importMessages.tooManyColumns(importLimits.maxColumns), 'tooManyColumns');
        }
        yield next.value;
      }
    } finally {
      await source.return(undefined);
    }
  }
  return { headers, headerRow, rows: rows() };
}

/** A header as the mapping step shows it: its text, or 'Column C' when blank. */
export const headerLabel = (headers: readonly string[], index: number) =>
  headers[index]?.trim() || `Column ${columnLetter(index)}`;
