import type { ScheduleColumn } from '@specboard/domain';
import { type ComponentProps, useMemo, useRef, useState } from 'react';
import {
  type ColumnCommands,
  ColumnHeaderMenu,
  type ColumnLockControl,
  canMoveColumn,
  type HeaderMenuTarget,
  type LayoutColumn,
  moveColumn,
  type ScheduleView,
  type ScheduleViews,
  useDropdownEditors,
  ViewGallery,
} from '../views/index.ts';
import { displayText } from './cell-format.ts';
import { ScheduleGrid } from './ScheduleGrid.tsx';

type GridProps = ComponentProps<typeof ScheduleGrid>;

type ScheduleViewAreaProps = Omit<
  GridProps,
  | 'columns'
  | 'widths'
  | 'readOnly'
  | 'rowHeight'
  | 'currency'
  | 'sorting'
  | 'resize'
  | 'move'
  | 'onHeaderMenu'
  | 'provideEditor'
> & {
  view: ScheduleView;
  views: ScheduleViews;
  /** Every column of the schedule. */
  columns: readonly ScheduleColumn[];
  /** The columns the view shows, in order, with their widths. */
  layout: readonly LayoutColumn[];
  readOnly: readonly string[];
  /** Locking columns, from their header menu. */
  columnLocks: ColumnLockControl;
  /** Adding, renaming and deleting the schedule's own columns, from their header menu. */
  columnCommands?: ColumnCommands;
};

/**
 * The rows as the view shows them: the grid, whose columns are dragged, resized and sorted into
 * the view (when the viewer may), or the gallery.
 */
export function ScheduleViewArea({
  view,
  views,
  columns,
  layout,
  readOnly,
  columnLocks,
  columnCommands,
  ...grid
}: ScheduleViewAreaProps) {
  // A column's width while its edge is dragged; saved to the view when the drag ends.
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const [menu, setMenu] = useState<HeaderMenuTarget | null>(null);
  // A resize that ends over the header's menu button is not a click on it (Glide says it is).
  const resizedAt = useRef(0);
  const shown = useMemo(() => layout.map((entry) => entry.column), [layout]);
  const widths = useMemo(
    () => ({
      ...Object.fromEntries(layout.map((entry) => [entry.column.id, entry.width])),
      ...dragged,
    }),
    [layout, dragged],
  );
  const readOnlyIds = useMemo(() => new Set(readOnly), [readOnly]);
  const provideEditor = useDropdownEditors(view, shown);
  const formatCell = useMemo(
    () => (column: ScheduleColumn, value: Parameters<typeof displayText>[1]) =>
      displayText(column, value, view.currency),
    [view.currency],
  );

  if (view.viewMode === 'gallery') {
    return <ViewGallery rows={grid.rows} columns={shown} formatCell={formatCell} />;
  }

  const resize = view.viewerCan.resizeColumns.allowed
    ? {
        onResize: (id: string, width: number) =>
          setDragged((current) => ({ ...current, [id]: Math.round(width) })),
        onResizeEnd: (id: string, width: number) => {
          resizedAt.current = performance.now();
          void views.resizeColumn(view, id, width);
          // The view shows the new width at once (optimistic), so the dragged one can go.
          setDragged(({ [id]: _done, ...rest }) => rest);
        },
      }
    : undefined;
  const move = view.viewerCan.reorderColumns.allowed
    ? {
        canMove: (from: number, to: number) => canMoveColumn(shown, from, to),
        onMove: (from: number, to: number) => {
          const orders = moveColumn(columns, view, from, to);
          if (orders) void views.reorderColumns(view, orders);
        },
      }
    : undefined;

  return (
    <>
      <ScheduleGrid
        {...grid}
        columns={shown}
        widths={widths}
        readOnly={readOnlyIds}
        rowHeight={view.rowHeightPx}
        currency={view.currency}
        sorting={view.sortingData}
        resize={resize}
        move={move}
        provideEditor={provideEditor}
        onHeaderMenu={(column, bounds) => {
          if (performance.now() - resizedAt.current < 300) return;
          setMenu({ column, left: bounds.x, top: bounds.y + bounds.height });
        }}
      />
      <ColumnHeaderMenu
        target={menu}
        view={view}
        readOnly={readOnlyIds}
        locks={columnLocks}
        columnCommands={columnCommands}
        onClose={() => setMenu(null)}
        onChange={(settings) => void views.updateSettings(view, settings)}
      />
    </>
  );
}
