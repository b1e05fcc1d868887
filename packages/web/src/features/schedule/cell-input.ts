import {
  AppError,
  type CellValue,
  messages,
  normalizeCellValue,
  type ScheduleColumn,
} from '@specboard/domain';
import type { EditBase } from './editing/editor-session.ts';

/** A value typed or pasted into a cell; `base`, what the cell held when its editor opened. */
export type CellInput = {
  rowId: string;
  column: ScheduleColumn;
  input: unknown;
  base?: EditBase | null;
};
export type CellChangeInput = {
  rowId: string;
  col: string;
  value: CellValue;
  base?: EditBase | null;
};
export type CellRefusal = { column: ScheduleColumn; message: string };

/** Columns the viewer's role may not edit (the server would refuse them the same way). */
export type LockedColumns = ReadonlySet<string>;

const noLocks: LockedColumns = new Set();

/** One value in its stored form, or why it is refused: locked first, then the column's rules. */
function prepareValue(
  column: ScheduleColumn,
  input: unknown,
  locked: LockedColumns,
): { value: CellValue } | { refusal: CellRefusal } {
  if (locked.has(column.id)) return { refusal: { column, message: messages.fieldLocked } };
  try {
    return { value: normalizeCellValue(column, input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refusal: { column, message: error.message } };
  }
}

/**
 * Typed or pasted inputs checked with the server's own rules before anything is sent: the values
 * in their stored form, and the refusals (the spec's messages, the column named).
 */
export function prepareChanges(
  inputs: readonly CellInput[],
  locked: LockedColumns = noLocks,
): { changes: CellChangeInput[]; refusals: CellRefusal[] } {
  const changes: CellChangeInput[] = [];
  const refusals: CellRefusal[] = [];
  for (const { rowId, column, input, base } of inputs) {
    const prepared = prepareValue(column, input, locked);
    if ('refusal' in prepared) refusals.push(prepared.refusal);
    else changes.push({ rowId, col: column.id, value: prepared.value, base });
  }
  return { changes, refusals };
}

/** Cells of rows to add (a paste past the end), checked as prepareChanges checks edits. */
export function prepareNewRows(
  rows: readonly (readonly { column: ScheduleColumn; input: unknown }[])[],
  locked: LockedColumns = noLocks,
): { newRows: Record<string, CellValue>[]; refusals: CellRefusal[] } {
  const refusals: CellRefusal[] = [];
  const newRows = rows.map((cells) => {
    const rowCells: Record<string, CellValue> = {};
    for (const { column, input } of cells) {
      const prepared = prepareValue(column, input, locked);
      if ('refusal' in prepared) refusals.push(prepared.refusal);
      else rowCells[column.id] = prepared.value;
    }
    return rowCells;
  });
  return { newRows, refusals };
}

/** One line telling the user what was refused: the first reason, and how many cells. */
export function refusalText(refusals: readonly CellRefusal[]): string {
  const first = refusals[0];
  if (!first) return '';
  const more = refusals.length > 1 ? ` (${refusals.length} cells not changed)` : '';
  return `${first.column.name}: ${first.message}${more}`;
}
