import {
  columnWidth,
  FIRST_COLUMN_ID,
  isCustomColumn,
  type LayoutView,
  orderedColumns,
  rowHeights,
  type ScheduleColumn,
  type SortingData,
  viewColumns,
} from '@specboard/domain';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

// How a view lays out its columns is a rule of the domain, shared with the exports.
export {
  defaultColumnWidth,
  FIRST_COLUMN_ID,
  isCustomColumn,
  isSortableColumn,
  type LayoutColumn,
  type LayoutView,
  orderedColumns,
  viewColumns,
} from '@specboard/domain';

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
