import { CompactSelection, type GridSelection } from '@glideapps/glide-data-grid';

/** An empty selection. */
export const noSelection: GridSelection = {
  columns: CompactSelection.empty(),
  rows: CompactSelection.empty(),
};

/** One cell selected (grid coordinates: the schedule's columns from 0, rows as shown). */
export function cellSelection(col: number, row: number): GridSelection {
  return {
    ...noSelection,
    current: { cell: [col, row], range: { x: col, y: row, width: 1, height: 1 }, rangeStack: [] },
  };
}

/** Whether a cell is in the selection: its range, another range, or a selected row or column. */
export function inSelection(selection: GridSelection, col: number, row: number): boolean {
  if (selection.rows.hasIndex(row) || selection.columns.hasIndex(col)) return true;
  const current = selection.current;
  if (!current) return false;
  return [current.range, ...current.rangeStack].some(
    (range) =>
      col >= range.x &&
      col < range.x + range.width &&
      row >= range.y &&
      row < range.y + range.height,
  );
}

/**
 * The same selection over rows that moved (a row whose type changed is re-sorted; rows arrive or
 * leave): the selected cell follows its row, and the range and the selected rows move with it.
 * A selected row that is gone leaves the selection where it was, within the rows there are.
 */
export function followRows(
  selection: GridSelection,
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): GridSelection {
  if (before === after) return selection;
  if (staysInPlace(selection, before, after)) return selection;
  const indexOf = new Map(after.map((row, index) => [row.id, index]));
  let rows = CompactSelection.empty();
  for (const index of selection.rows) {
    const id = before[index]?.id;
    const moved = id === undefined ? undefined : indexOf.get(id);
    if (moved !== undefined) rows = rows.add(moved);
  }
  const current = selection.current;
  if (!current) return { ...selection, rows };
  const [col, row] = current.cell;
  const id = before[row]?.id;
  const found = id === undefined ? undefined : indexOf.get(id);
  const last = Math.max(after.length - 1, 0);
  const target = found ?? Math.min(row, last);
  const shift = target - row;
  if (shift === 0 && rows.equals(selection.rows)) return selection;
  const move = (range: { x: number; y: number; width: number; height: number }) => ({
    ...range,
    y: Math.min(Math.max(range.y + shift, 0), last),
  });
  return {
    ...selection,
    rows,
    current: {
      cell: [col, target],
      range: move(current.range),
      rangeStack: current.rangeStack.map(move),
    },
  };
}

/**
 * Whether every selected row is still at its index (a row answered or changed in place, rows
 * added after): then the selection stands as it is, without looking through every row.
 */
function staysInPlace(
  selection: GridSelection,
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): boolean {
  const same = (index: number) => {
    const id = before[index]?.id;
    return id !== undefined && after[index]?.id === id;
  };
  const current = selection.current;
  if (current && !same(current.cell[1])) return false;
  for (const index of selection.rows) if (!same(index)) return false;
  return true;
}
