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
