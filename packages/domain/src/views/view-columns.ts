import { defaultColumns, type ScheduleColumn } from '../schedule/columns.ts';
import { columnWidth, type ViewSettings } from './view-settings.ts';

const defaultIds = new Set(defaultColumns.map((column) => column.id));

/** The frozen first column: how a row is known, never hidden, never moved. */
export const FIRST_COLUMN_ID = 'typeDesignation';

/** What the grid (and an export) needs of a view to lay out its columns. */
export type LayoutView = Pick<
  ViewSettings,
  'columnOrder' | 'customColumnOrder' | 'visibleColumns'
> & {
  columnsSize: { id: string; size: number; minSize?: number; unit?: string }[];
};

/** A column as a view shows it. */
export type LayoutColumn = { column: ScheduleColumn; width: number };

/** A column added by the project (not one of the product columns every schedule has). */
export function isCustomColumn(column: ScheduleColumn): boolean {
  return !defaultIds.has(column.id);
}

/** Whether the grid can sort by a column: anything but a list of files. */
export function isSortableColumn(column: ScheduleColumn): boolean {
  return column.type !== 'attachment';
}

/** Spec section 9: 180 px, and 45 more for a sortable custom column (its header shows more). */
export function defaultColumnWidth(column: ScheduleColumn): number {
  const extra =
    isCustomColumn(column) && isSortableColumn(column) ? columnWidth.sortableCustomExtra : 0;
  return columnWidth.default + extra;
}

/**
 * Every column of the schedule in the view's order: Type first, then the product columns by
 * columnOrder, then the custom ones by customColumnOrder. A column the view does not know yet
 * (added since it was saved) comes last in its group, in the schedule's order.
 */
export function orderedColumns(
  columns: readonly ScheduleColumn[],
  view: Pick<LayoutView, 'columnOrder' | 'customColumnOrder'>,
): ScheduleColumn[] {
  const rank = (order: readonly string[], column: ScheduleColumn, fallback: number) => {
    if (column.id === FIRST_COLUMN_ID) return -1;
    const at = order.indexOf(column.id);
    return at >= 0 ? at : order.length + fallback;
  };
  const place = (group: ScheduleColumn[], order: readonly string[]) =>
    group
      .map((column, index) => ({ column, key: rank(order, column, index) }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.column);
  return [
    ...place(
      columns.filter((column) => !isCustomColumn(column)),
      view.columnOrder,
    ),
    ...place(columns.filter(isCustomColumn), view.customColumnOrder),
  ];
}

/** The columns a view shows, in its order, each at its width (never under the minimum). */
export function viewColumns(columns: readonly ScheduleColumn[], view: LayoutView): LayoutColumn[] {
  const visible = new Set([FIRST_COLUMN_ID, ...view.visibleColumns]);
  const sizes = new Map(view.columnsSize.map((size) => [size.id, size.size]));
  return orderedColumns(columns, view)
    .filter((column) => visible.has(column.id))
    .map((column) => ({
      column,
      width: Math.max(columnWidth.minimum, sizes.get(column.id) ?? defaultColumnWidth(column)),
    }));
}
