import type { DataEditorRef, Item, Rectangle } from '@glideapps/glide-data-grid';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { CellEditsSource } from './cell-edits.ts';
import type { ScheduleRow } from './schedule.types.ts';

type GridDamageArgs = {
  gridRef: RefObject<DataEditorRef | null>;
  rows: readonly ScheduleRow[];
  edits: CellEditsSource;
  columnCount: number;
};

/** Rows drawn when Glide has not said yet which are in sight. */
const ROWS_BEFORE_REGION = 60;

/**
 * Redraws only the rows that changed. The grid's cells are read through a getter that stays the
 * same while rows and edits change (a new one would make Glide draw every cell in sight again),
 * so a changed row is named to Glide here: a row of the list replaced by another object (an
 * answer, a live change, a re-sort) or a row whose pending edits changed. Only rows in sight are
 * named; the others are drawn as they are when they scroll into view. A new number of rows is
 * drawn whole by Glide itself.
 */
export function useGridDamage({ gridRef, rows, edits, columnCount }: GridDamageArgs) {
  const region = useRef<Rectangle | null>(null);
  const latest = useRef({ rows, columnCount });
  latest.current = { rows, columnCount };
  const drawn = useRef(rows);
  const edited = useRef(new Set<string>());
  const frame = useRef<number | undefined>(undefined);

  const redrawChanged = useCallback(() => {
    frame.current = undefined;
    const { rows, columnCount } = latest.current;
    const before = drawn.current;
    drawn.current = rows;
    const rowIds = edited.current;
    edited.current = new Set();
    if (rows.length !== before.length) return;
    const first = region.current?.y ?? 0;
    const last = Math.min(
      rows.length,
      region.current ? first + region.current.height + 1 : ROWS_BEFORE_REGION,
    );
    const cells: { cell: Item }[] = [];
    for (let index = first; index < last; index += 1) {
      const row = rows[index];
      if (!row || (row === before[index] && !rowIds.has(row.id))) continue;
      for (let col = 0; col < columnCount; col += 1) cells.push({ cell: [col, index] });
    }
    if (cells.length > 0) gridRef.current?.updateCells(cells);
  }, [gridRef]);

  // Before the browser paints: the rows are new now.
  useLayoutEffect(() => {
    if (drawn.current !== rows) redrawChanged();
  }, [rows, redrawChanged]);

  // Pending edits change outside React: drawn on the next frame, together (a paste is one draw).
  useEffect(() => {
    const stop = edits.subscribe((rowIds) => {
      for (const rowId of rowIds) edited.current.add(rowId);
      frame.current ??= requestAnimationFrame(redrawChanged);
    });
    return () => {
      stop();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    };
  }, [edits, redrawChanged]);

  const onVisibleRegionChanged = useCallback((range: Rectangle) => {
    region.current = range;
  }, []);

  return { onVisibleRegionChanged };
}
