import type { CellValue } from '../schedule/cell-values.ts';
import type { ScheduleColumn } from '../schedule/columns.ts';
import { typeSortKey } from '../schedule/computed-cells.ts';
import type { SortingData } from './view-settings.ts';

type SortableRow = { cells: Record<string, CellValue | undefined> };

const numeric = new Set(['number', 'float', 'integer', 'currency', 'unit_price']);
const text = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

type Key = number | string | null;

/** What a cell is compared by: a number, a text, or null when empty (always last). */
function sortKey(column: ScheduleColumn, value: CellValue | undefined): Key {
  if (value === null || value === undefined || value === '') return null;
  if (column.id === 'typeDesignation') {
    return typeof value === 'string' && value.trim() !== '' ? typeSortKey(value) : null;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (column.type === 'attachment') return value.length;
    return value.map((item) => (typeof item === 'string' ? item : item.filename)).join(', ');
  }
  if (numeric.has(column.type)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return value;
}

function compareKeys(column: ScheduleColumn, a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Type keys are made to compare byte-wise, as the server orders the schedule.
  if (column.id === 'typeDesignation') return a === b ? 0 : String(a) < String(b) ? -1 : 1;
  return text.compare(String(a), String(b));
}

/**
 * The rows in a view's sort order: by the column's values (numbers and money as numbers, dates as
 * written, text in natural order), empty cells last either way, and rows of equal value in the
 * order given (the schedule's). Without a sort, or by a column the schedule has not, as given.
 */
export function sortRows<Row extends SortableRow>(
  rows: readonly Row[],
  columns: readonly ScheduleColumn[],
  sorting: SortingData | null,
): readonly Row[] {
  const column = sorting && columns.find((candidate) => candidate.id === sorting.sortBy);
  if (!sorting || !column) return rows;
  const direction = sorting.sortOrder === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: sortKey(column, row.cells[column.id]) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
        return a.index - b.index;
      }
      return direction * compareKeys(column, a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
