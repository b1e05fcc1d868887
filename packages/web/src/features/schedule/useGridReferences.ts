import type { DrawCellCallback } from '@glideapps/glide-data-grid';
import { useMemo, useRef } from 'react';
import type { GridCommentMarks } from '../comments/index.ts';
import {
  drawReferenceMark,
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
}: {
  rows: readonly ScheduleRow[];
  drawCell: DrawCellCallback;
  comments: GridCommentMarks | null;
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
  return { drawCell: draw, summary };
}
