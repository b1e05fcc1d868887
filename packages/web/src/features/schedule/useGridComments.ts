import type {
  CellClickedEventArgs,
  DataEditorRef,
  Item,
  Rectangle,
} from '@glideapps/glide-data-grid';
import type { ScheduleColumn } from '@specboard/domain';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  drawCellMarker,
  drawRowBadge,
  type GridCommentMarks,
  isOnBadge,
} from '../comments/index.ts';
import { drawTabularCell } from './grid-theme.ts';
import type { ScheduleRow } from './schedule.types.ts';

type GridCommentsArgs = {
  comments: GridCommentMarks | null;
  rows: readonly ScheduleRow[];
  columns: readonly ScheduleColumn[];
  gridRef: RefObject<DataEditorRef | null>;
};

/**
 * Comments on the canvas: a count badge in a commented row's first cell (a click opens the row's
 * comments) and a corner on commented cells.
 */
export function useGridComments({ comments, rows, columns, gridRef }: GridCommentsArgs) {
  const visible = useRef<Rectangle | null>(null);
  // Read as drawn: a new drawCell for new rows would draw every cell in sight again.
  const latestRows = useRef(rows);
  latestRows.current = rows;

  // A new function when the marks change, so the canvas draws them again.
  const drawCell = useMemo<typeof drawTabularCell>(() => {
    if (!comments) return drawTabularCell;
    return (args, drawContent) => {
      drawTabularCell(args, drawContent);
      const row = latestRows.current[args.row];
      // DataEditor hands drawCell the schedule's column index (row markers already taken off).
      const column = columns[args.col];
      if (!row || !column) return;
      if (comments.hasCellComments(row.id, column.id)) drawCellMarker(args.ctx, args.rect);
      const badge = args.col === 0 ? comments.rowBadge(row.id) : null;
      if (badge) drawRowBadge(args.ctx, args.rect, badge, args.theme.fontFamily);
    };
  }, [comments, columns]);

  // Glide redraws the cells it is told of, not on a new drawCell: the marks in sight are drawn
  // again now (the others are drawn with the new marks when they scroll into view). Rows that
  // move are drawn again with their marks by useGridDamage.
  useEffect(() => {
    const region = visible.current;
    if (!comments || !region) return;
    const cells: { cell: Item }[] = [];
    const lastRow = Math.min(latestRows.current.length, region.y + region.height);
    const lastCol = Math.min(columns.length, region.x + region.width);
    for (let row = region.y; row < lastRow; row += 1) {
      // The first column is frozen: always in sight.
      cells.push({ cell: [0, row] });
      for (let col = Math.max(1, region.x); col < lastCol; col += 1)
        cells.push({ cell: [col, row] });
    }
    gridRef.current?.updateCells(cells);
  }, [comments, columns, gridRef]);

  const onVisibleRegionChanged = useCallback((region: Rectangle) => {
    visible.current = region;
  }, []);

  const onCellClicked = useCallback(
    ([col, rowIndex]: Item, event: CellClickedEventArgs) => {
      const row = rows[rowIndex];
      const onBadge = col === 0 && isOnBadge(event.localEventX, event.bounds.width);
      if (comments && row && onBadge && comments.rowBadge(row.id)) comments.open(row.id, null);
    },
    [comments, rows],
  );

  return {
    drawCell,
    onVisibleRegionChanged,
    onCellClicked: comments ? onCellClicked : undefined,
  };
}
