/**
 * Tab-separated text as Excel and Google Sheets put it on the clipboard and read it back: cells
 * split by tabs, rows by line breaks, and a cell holding a tab, a line break or a quote wrapped in
 * quotes with its quotes doubled.
 */

/** Rows of cells from clipboard text; a trailing line break does not make an empty row. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let quoted = false;
  let cellStart = true;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        continue;
      }
      cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cellStart) {
      quoted = true;
      cellStart = false;
      index += 1;
      continue;
    }
    if (char === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += char;
    cellStart = false;
    index += 1;
  }
  if (!cellStart || cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function quoteCell(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Clipboard text for rows of cells, read back by parseTsv, Excel and Google Sheets alike. */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\n');
}

export type GridRect = { x: number; y: number; width: number; height: number };
export type PasteCell = { col: number; row: number; text: string };

export type PastePlan = {
  /** Cells of existing rows to change. */
  cells: PasteCell[];
  /** Cells of rows to add after the last one, one list per new row (row counts from 0 there). */
  newRows: PasteCell[][];
  /** Cells skipped because their column is read-only (computed). */
  skipped: number;
};

/**
 * Where pasted values go, as spreadsheets do it: from the selection's top-left corner; a block
 * that fits a larger selection a whole number of times is repeated to fill it (one value fills
 * the whole range); columns past the last are dropped; rows past the last become new rows.
 */
export function planPaste({
  values,
  selection,
  columnCount,
  rowCount,
  isWritable,
}: {
  values: readonly (readonly string[])[];
  selection: GridRect;
  columnCount: number;
  rowCount: number;
  isWritable: (col: number) => boolean;
}): PastePlan {
  const height = values.length;
  const width = Math.max(0, ...values.map((row) => row.length));
  const plan: PastePlan = { cells: [], newRows: [], skipped: 0 };
  if (height === 0 || width === 0) return plan;
  const tiles =
    selection.height >= height &&
    selection.width >= width &&
    selection.height % height === 0 &&
    selection.width % width === 0;
  const fillHeight = tiles ? selection.height : height;
  const fillWidth = tiles ? selection.width : width;
  for (let dy = 0; dy < fillHeight; dy += 1) {
    const source = values[dy % height] ?? [];
    const row = selection.y + dy;
    for (let dx = 0; dx < fillWidth; dx += 1) {
      const col = selection.x + dx;
      if (col >= columnCount) break;
      const text = source[dx % width] ?? '';
      if (!isWritable(col)) {
        plan.skipped += 1;
        continue;
      }
      if (row < rowCount) plan.cells.push({ col, row, text });
      else {
        const index = row - rowCount;
        plan.newRows[index] ??= [];
        plan.newRows[index].push({ col, row: index, text });
      }
    }
  }
  // A new row with nothing writable in it is still a row the user pasted: keep the list dense.
  for (let index = 0; index < plan.newRows.length; index += 1) plan.newRows[index] ??= [];
  return plan;
}
