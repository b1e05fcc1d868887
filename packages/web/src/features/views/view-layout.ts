import {
  columnWidth,
  defaultColumns,
  rowHeights,
  type ScheduleColumn,
  type SortingData,
} from '@specboard/domain';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

/** The frozen first column: how a row is known, never hidden, never moved. */
export const FIRST_COLUMN_ID = 'typeDesignation';

const defaultIds = new Set(defaultColumns.map((column) => column.id));

/** What the grid needs of a view to lay out its columns. */
export type LayoutView = Pick<
  ScheduleView,
  'columnOrder' | 'customColumnOrder' | 'visibleColumns' | 'columnsSize'
>;

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

/** A list with the item at `from` moved to `to` (as the grid reports a column drag). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Whether a column may be dragged from `from` to `to` among the shown ones: Type stays first,
 * and product columns stay before custom ones (a view keeps the two orders apart).
 */
export function canMoveColumn(shown: readonly ScheduleColumn[], from: number, to: number): boolean {
  if (from === to || from <= 0 || to <= 0 || from >= shown.length || to >= shown.length) {
    return false;
  }
  const next = moved(shown, from, to);
  const firstCustom = next.findIndex(isCustomColumn);
  return firstCustom < 0 || next.slice(firstCustom).every(isCustomColumn);
}

/**
 * The view's orders after a shown column is dragged from `from` to `to`: it lands right after
 * the shown column it now follows, and hidden columns keep their places. Null when the move is
 * not allowed (see canMoveColumn).
 */
export function moveColumn(
  columns: readonly ScheduleColumn[],
  view: LayoutView,
  from: number,
  to: number,
): { columnOrder: string[]; customColumnOrder: string[] } | null {
  const shown = viewColumns(columns, view).map((entry) => entry.column);
  if (!canMoveColumn(shown, from, to)) return null;
  const column = shown[from] as ScheduleColumn;
  const after = moved(shown, from, to)[to - 1] as ScheduleColumn;
  const all = orderedColumns(columns, view).filter((candidate) => candidate.id !== column.id);
  all.splice(all.indexOf(after) + 1, 0, column);
  return {
    columnOrder: all.filter((candidate) => !isCustomColumn(candidate)).map((c) => c.id),
    customColumnOrder: all.filter(isCustomColumn).map((c) => c.id),
  };
}

/** The visible columns with one shown or hidden (Type is always shown). */
export function toggleColumn(visible: readonly string[], id: string, show: boolean): string[] {
  if (id === FIRST_COLUMN_ID) return [...visible];
  const rest = visible.filter((candidate) => candidate !== id);
  return show ? [...rest, id] : rest;
}

function sortingFields(visible: readonly string[], sortingData: SortingData | null) {
  const index = sortingData ? visible.indexOf(sortingData.sortBy) : -1;
  return {
    sortingData: sortingData ? { __typename: 'SortingData' as const, ...sortingData } : null,
    sortingField: sortingData?.sortBy ?? null,
    sortingIndex: index >= 0 ? index : null,
  };
}

/**
 * The view as the server will answer once a change is saved, to show it at once (Apollo's
 * optimistic answer). The server checks the change again; a refusal puts the view back.
 */
export function patchView(
  view: ScheduleView,
  change: ViewSettingsPatch & {
    columnOrder?: string[];
    customColumnOrder?: string[];
    columnsSize?: { id: string; size: number }[];
  },
): ScheduleView {
  const next: ScheduleView = { ...view };
  const { columnsSize, sortingData, visibleColumns, rowHeight, dropdowns, ...rest } = change;
  Object.assign(next, rest);
  if (dropdowns) {
    // The server answers custom columns' dropdowns apart from the product columns' ones.
    const custom = new Set(view.customColumnOrder);
    const typed = dropdowns.map((dropdown) => ({
      __typename: 'ViewDropdown' as const,
      ...dropdown,
    }));
    next.dropdowns = typed.filter((dropdown) => !custom.has(dropdown.name));
    next.custom_dropdowns = typed.filter((dropdown) => custom.has(dropdown.name));
  }
  if (visibleColumns) {
    next.visibleColumns = visibleColumns.includes(FIRST_COLUMN_ID)
      ? [...visibleColumns]
      : [FIRST_COLUMN_ID, ...visibleColumns];
  }
  if (rowHeight) {
    next.rowHeight = rowHeight;
    next.rowHeightPx = rowHeights[rowHeight];
  }
  if (columnsSize) {
    // The typename keeps the optimistic size the same cache entry as the server's answer.
    type ColumnSize = ScheduleView['columnsSize'][number] & { __typename?: 'ColumnSize' };
    const sizes = new Map<string, ColumnSize>(next.columnsSize.map((size) => [size.id, size]));
    for (const { id, size } of columnsSize) {
      sizes.set(id, {
        __typename: 'ColumnSize',
        id,
        size: Math.max(columnWidth.minimum, Math.round(size)),
        minSize: columnWidth.minimum,
        unit: 'px',
      });
    }
    next.columnsSize = [...sizes.values()];
  }
  const sorting = sortingData === undefined ? next.sortingData : sortingData;
  Object.assign(next, sortingFields(next.visibleColumns, sorting));
  return next;
}
