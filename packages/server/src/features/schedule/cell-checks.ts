import {
  AppError,
  type CellValue,
  cellMessages,
  computeCells,
  computedInputs,
  findColumn,
  isReadOnlyColumn,
  normalizeCellValue,
  type RowCells,
  type ScheduleColumn,
  type ScheduleSchema,
  scheduleMessages,
} from '@specboard/domain';
import { withPhotometryFills } from './photometry.ts';
import { authorizeColumnEdit, type ScheduleAccess } from './schedule-access.ts';

/** A cell about to be stored: its column and its value in stored form. */
export type CellToStore = { column: ScheduleColumn; value: CellValue };

/**
 * One cell edit checked as every edit is: the column exists and is not computed, it is not locked
 * for the viewer's role (FORBIDDEN), and the value fits its type (the domain's message).
 */
export function checkCellEdit(
  access: ScheduleAccess,
  schema: ScheduleSchema,
  col: string,
  input: unknown,
): CellToStore {
  const column = findColumn(schema, col);
  if (!column) throw new AppError('BAD_USER_INPUT', scheduleMessages.noColumn(col));
  if (isReadOnlyColumn(schema, column.id)) {
    throw new AppError('BAD_USER_INPUT', cellMessages.computed);
  }
  authorizeColumnEdit(access, column.id);
  return { column, value: normalizeCellValue(column, input) };
}

/** The row's cells with the given cells set (null clears) and the computed cells up to date. */
export function withCells(cells: RowCells, edits: readonly CellToStore[]): RowCells {
  const next: RowCells = { ...cells };
  for (const { column, value } of edits) {
    if (value === null) delete next[column.id];
    else next[column.id] = value;
  }
  const computed = edits.some(({ column }) => computedInputs.has(column.id))
    ? { ...next, ...computeCells(next) }
    : next;
  return withPhotometryFills(computed, edits);
}
