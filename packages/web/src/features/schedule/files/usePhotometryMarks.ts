import type { DrawCellCallback, GridMouseEventArgs, Item } from '@glideapps/glide-data-grid';
import type { ScheduleColumn } from '@specboard/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ScheduleRow } from '../schedule.types.ts';
import { drawPhotometryMark, photometryNoteOf, photometrySummary } from './photometry-marks.ts';

/**
 * Lumens and wattage cells that differ from the row's IES file get a warning corner, drawn over
 * what `drawCell` draws; hovering one gives its note as the grid's title, and selecting one gives
 * it to screen readers (`note`). Rows changed by live events are drawn again by useGridDamage.
 */
export function usePhotometryMarks({
  rows,
  columns,
  drawCell,
  selected,
}: {
  rows: readonly ScheduleRow[];
  columns: readonly ScheduleColumn[];
  drawCell: DrawCellCallback;
  selected: Item | undefined;
}) {
  // Read as drawn: a new drawCell for new rows would draw every cell in sight again.
  const latest = useRef({ rows, columns });
  latest.current = { rows, columns };
  const noteAt = useCallback(([col, row]: Item) => {
    const column = latest.current.columns[col];
    return column ? photometryNoteOf(latest.current.rows[row], column.id) : null;
  }, []);
  const draw = useMemo<DrawCellCallback>(
    () => (args, drawContent) => {
      drawCell(args, drawContent);
      if (noteAt([args.col, args.row])) drawPhotometryMark(args.ctx, args.rect);
    },
    [drawCell, noteAt],
  );
  const [hovered, setHovered] = useState<string | null>(null);
  const onItemHovered = useCallback(
    (args: GridMouseEventArgs) => setHovered(args.kind === 'cell' ? noteAt(args.location) : null),
    [noteAt],
  );
  const summary = useMemo(() => photometrySummary(rows), [rows]);
  const note = selected ? noteAt(selected) : null;
  return { drawCell: draw, onItemHovered, title: hovered ?? undefined, note, summary };
}
