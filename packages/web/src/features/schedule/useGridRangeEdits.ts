import {
  type GridCell,
  GridCellKind,
  type GridSelection,
  type Item,
  type Rectangle,
} from '@glideapps/glide-data-grid';
import type { ScheduleColumn } from '@specboard/domain';
import { useCallback } from 'react';
import type { CellInput } from './cell-input.ts';
import { type GridRect, planPaste } from './clipboard-tsv.ts';
import type { GridEdit } from './ScheduleGrid.tsx';
import type { ScheduleRow } from './schedule.types.ts';

type RangeEditsArgs = {
  columns: readonly ScheduleColumn[];
  rows: readonly ScheduleRow[];
  selection: GridSelection;
  isWritable: (col: number) => boolean;
  getCellContent: (cell: Item) => GridCell;
  onEdit: (edit: GridEdit) => void;
  onSelectionChange: (selection: GridSelection) => void;
};

/**
 * What the grid does to ranges of cells, as spreadsheets do: clear (Delete), paste rows of cells
 * (Ctrl+V, or the page's button) and copy the selection as rows of cells, each as one step.
 */
export function useGridRangeEdits({
  columns,
  rows,
  selection,
  isWritable,
  getCellContent,
  onEdit,
  onSelectionChange,
}: RangeEditsArgs) {
  /** Delete or Backspace: clears every writable cell of the selection, as one step. */
  const onDelete = useCallback(
    (current: GridSelection) => {
      const rects: Rectangle[] = [];
      if (current.current) rects.push(current.current.range, ...current.current.rangeStack);
      for (const rowIndex of current.rows) {
        rects.push({ x: 0, y: rowIndex, width: columns.length, height: 1 });
      }
      for (const col of current.columns) {
        rects.push({ x: col, y: 0, width: 1, height: rows.length });
      }
      const inputs: CellInput[] = [];
      const seen = new Set<string>();
      for (const rect of rects) {
        for (let y = rect.y; y < rect.y + rect.height; y += 1) {
          const row = rows[y];
          if (!row) continue;
          for (let x = rect.x; x < rect.x + rect.width; x += 1) {
            const column = columns[x];
            if (!column || !isWritable(x) || seen.has(`${y}:${x}`)) continue;
            seen.add(`${y}:${x}`);
            inputs.push({ rowId: row.id, column, input: null });
          }
        }
      }
      if (inputs.length > 0) onEdit({ label: `Clear ${inputs.length} cells`, inputs });
      return false;
    },
    [columns, rows, isWritable, onEdit],
  );

  const pasteValues = useCallback(
    (values: readonly (readonly string[])[]) => {
      if (values.length === 0) return;
      const range: GridRect = selection.current?.range ?? {
        x: 0,
        y: rows.length,
        width: 1,
        height: 1,
      };
      const plan = planPaste({
        values,
        selection: range,
        columnCount: columns.length,
        rowCount: rows.length,
        isWritable,
      });
      const inputs: CellInput[] = [];
      for (const cell of plan.cells) {
        const row = rows[cell.row];
        const column = columns[cell.col];
        if (row && column) inputs.push({ rowId: row.id, column, input: cell.text });
      }
      const newRows = plan.newRows.map((cells) =>
        cells.flatMap((cell) => {
          const column = columns[cell.col];
          return column ? [{ column, input: cell.text }] : [];
        }),
      );
      if (inputs.length === 0 && newRows.length === 0) return;
      const count = inputs.length + newRows.reduce((sum, cells) => sum + cells.length, 0);
      onEdit({ label: `Paste ${count} ${count === 1 ? 'cell' : 'cells'}`, inputs, newRows });
      // Select what was pasted, as spreadsheets do.
      const height = plan.cells.length > 0 || newRows.length > 0 ? values.length : 0;
      if (selection.current && height > 0) {
        const width = Math.max(...values.map((row) => row.length));
        const pasted = {
          x: range.x,
          y: range.y,
          width: Math.max(range.width, Math.min(width, columns.length - range.x)),
          height: Math.max(range.height, height),
        };
        onSelectionChange({
          ...selection,
          current: { cell: [range.x, range.y], range: pasted, rangeStack: [] },
        });
      }
    },
    [columns, rows, selection, isWritable, onEdit, onSelectionChange],
  );

  const copySelection = useCallback((): string[][] => {
    const range = selection.current?.range;
    if (!range) return [];
    const lines: string[][] = [];
    for (let y = range.y; y < range.y + range.height; y += 1) {
      const line: string[] = [];
      for (let x = range.x; x < range.x + range.width; x += 1) {
        const cell = getCellContent([x, y]);
        line.push(
          cell.kind === GridCellKind.Text
            ? (cell.copyData ?? cell.displayData)
            : cell.kind === GridCellKind.Boolean
              ? cell.data
                ? 'TRUE'
                : 'FALSE'
              : cell.kind === GridCellKind.Custom
                ? cell.copyData
                : '',
        );
      }
      lines.push(line);
    }
    return lines;
  }, [selection, getCellContent]);

  return { onDelete, pasteValues, copySelection };
}
