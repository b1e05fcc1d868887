import type { CellClickedEventArgs, DrawCellCallback, Item } from '@glideapps/glide-data-grid';
import { useCallback, useMemo, useRef } from 'react';
import type { GridCommentMarks } from '../comments/index.ts';
import {
  drawReferenceMark,
  isOnMark,
  referenceMarkOf,
  referenceSummary,
} from '../product-references/index.ts';
import type { ScheduleRow } from './schedule.types.ts';

/** A comments badge's room at the right of the first cell, left of which the mark goes. */
const BADGE_ROOM = 44;

/**
 * Rows that keep a reference to a product are marked in their first cell: a chain link, or
 * "Update" (amber, with an arrow) when the product changed, drawn over what `drawCell` draws.
 * Rows changed by live events are drawn again by useGridDamage.
 */
export function useGridReferences({
  rows,
  drawCell,
  comments,
  onCellClicked,
  onMark,
}: {
  rows: readonly ScheduleRow[];
  drawCell: DrawCellCallback;
  comments: GridCommentMarks | null;
  /** What a click on a cell does otherwise (the comments badge). */
  onCellClicked?: (cell: Item, event: CellClickedEventArgs) => void;
  /** A click on a row's mark (to compare the row with its product). */
  onMark?: (rowId: string) => void;
}) {
  // Read as drawn: a new drawCell for new rows would draw every cell in sight again.
  const latestRows = useRef(rows);
  latestRows.current = rows;
  const draw = useMemo<DrawCellCallback>(
    () => (args, drawContent) => {
      drawCell(args, drawContent);
      if (args.col !== 0) return;
      const row = latestRows.current[args.row];
      const mark = row ? referenceMarkOf(row) : null;
      if (!row || !mark) return;
      const inset = comments?.rowBadge(row.id) ? BADGE_ROOM : 0;
      drawReferenceMark(args.ctx, args.rect, mark, args.theme.fontFamily, inset);
    },
    [drawCell, comments],
  );
  const summary = useMemo(() => referenceSummary(rows), [rows]);
  const onClick = useCallback(
    (cell: Item, event: CellClickedEventArgs) => {
      const [col, rowIndex] = cell;
      const row = latestRows.current[rowIndex];
      if (onMark && col === 0 && row && referenceMarkOf(row)) {
        const inset = comments?.rowBadge(row.id) ? BADGE_ROOM : 0;
        if (isOnMark(event.localEventX, event.bounds.width, inset)) {
          onMark(row.id);
          return;
        }
      }
      onCellClicked?.(cell, event);
    },
    [onMark, onCellClicked, comments],
  );
  return { drawCell: draw, summary, onCellClicked: onMark ? onClick : onCellClicked };
}
