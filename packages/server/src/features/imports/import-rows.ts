import {
  AppError,
  cellText,
  importLimits,
  importMessages,
  type RawCell,
  type RowCells,
  readImportCell,
  type ScheduleColumn,
} from '@specboard/domain';
import type { ImportError } from './imports.repository.ts';
import { isEmptyRow, readDocument } from './reading/document.ts';
import type { OpenedSheet } from './reading/sheet-reader.ts';

type Mapping = readonly { index: number; column: ScheduleColumn }[];

export type CheckedRows = { rowsRead: number; errors: ImportError[]; errorsCount: number };

/** A row's cells as the schedule stores them (empty cells left out); rows were checked first. */
export function rowCells(mapping: Mapping, cells: readonly RawCell[]): RowCells {
  const out: RowCells = {};
  for (const { index, column } of mapping) {
    const reading = readImportCell(column, cells[index] ?? null);
    if (reading.ok && reading.value !== null) out[column.id] = reading.value;
  }
  return out;
}

/**
 * Reads every data row and checks each mapped cell with its column's reading: the first 100
 * errors kept (in row order), all counted. Past `maxRows` the document is refused whole.
 */
export async function checkRows(
  sheet: OpenedSheet,
  mapping: Mapping,
  maxRows: number,
  onProgress: (rowsRead: number) => void,
): Promise<CheckedRows> {
  const document = await readDocument(sheet);
  const errors: ImportError[] = [];
  let errorsCount = 0;
  let rowsRead = 0;
  for await (const row of document.rows) {
    if (isEmptyRow(row.cells)) continue;
    rowsRead++;
    if (rowsRead > maxRows) {
      throw new AppError('BAD_USER_INPUT', importMessages.tooManyRows(maxRows), {
        reason: 'tooManyRows',
      });
    }
    for (const { index, column } of mapping) {
      const raw = row.cells[index] ?? null;
      const reading = readImportCell(column, raw);
      if (reading.ok) continue;
      errorsCount++;
      if (errors.length < importLimits.errorsKept) {
        errors.push({
          row: row.row,
          columnId: column.id,
          value: cellText(raw),
          message: importMessages.atRow(row.row, column.name, reading.message),
        });
      }
    }
    onProgress(rowsRead);
  }
  return { rowsRead, errors, errorsCount };
}
