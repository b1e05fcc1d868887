import {
  AppError,
  type CellValue,
  normalizeCellValue,
  type ScheduleColumn,
} from '@specboard/domain';

export type CellInput = { rowId: string; column: ScheduleColumn; input: unknown };
export type CellChangeInput = { rowId: string; col: string; value: CellValue };

/**
 * Typed or pasted inputs checked with the server's own rules before anything is sent: the values
 * in their stored form, and the refusals (the spec's messages, the column named).
 */
export function prepareChanges(inputs: readonly CellInput[]): {
  changes: CellChangeInput[];
  refusals: { column: ScheduleColumn; message: string }[];
} {
  const changes: CellChangeInput[] = [];
  const refusals: { column: ScheduleColumn; message: string }[] = [];
  for (const { rowId, column, input } of inputs) {
    try {
      changes.push({ rowId, col: column.id, value: normalizeCellValue(column, input) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusals.push({ column, message: error.message });
    }
  }
  return { changes, refusals };
}

/** One line telling the user what was refused: the first reason, and how many cells. */
export function refusalText(
  refusals: readonly { column: ScheduleColumn; message: string }[],
): string {
  const first = refusals[0];
  if (!first) return '';
  const more = refusals.length > 1 ? ` (${refusals.length} cells not changed)` : '';
  return `${first.column.name}: ${first.message}${more}`;
}
