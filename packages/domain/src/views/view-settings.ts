import { AppError } from '../errors/error-codes.ts';
import {
  defaultColumns,
  rightAlignedColumnNames,
  type ScheduleColumn,
} from '../schedule/columns.ts';
import { type BuiltInViewKey, builtInViews } from './built-in-views.ts';

export const rowHeights = { tall: 164, medium: 88, short: 56, base: 36 } as const;
export type RowHeight = keyof typeof rowHeights;

export const currencies = ['usd', 'cad'] as const;
export type Currency = (typeof currencies)[number];

export const viewModes = ['table', 'gallery'] as const;
export type ViewMode = (typeof viewModes)[number];

/** Spec section 9: columns are 180 px wide by default and at least; a sortable custom one adds 45. */
export const columnWidth = { default: 180, minimum: 180, sortableCustomExtra: 45 } as const;

export type ColumnSize = { id: string; size: number; minSize: number; unit: 'px' };
export type Dropdown = { name: string; values: string[]; multipleSelect: boolean };
export type SortingData = { sortBy: string; sortOrder: 'asc' | 'desc' };

/** What a view keeps: which columns, in which order and size, sorted and filtered how. */
export type ViewSettings = {
  /** Default columns, in order (custom columns are ordered by customColumnOrder). */
  columnOrder: string[];
  customColumnOrder: string[];
  /** The columns shown; every other one is hidden. */
  visibleColumns: string[];
  columnsSize: ColumnSize[];
  sortingData: SortingData | null;
  filterTag: string[];
  rowHeight: RowHeight;
  dropdowns: Dropdown[];
  viewMode: ViewMode;
  currency: Currency;
};

const defaultIds = defaultColumns.map((column) => column.id);

/** How a view starts: a built-in one as its audience needs it; a custom one with everything, in CAD. */
export function defaultViewSettings(
  builtIn: BuiltInViewKey | null,
  customColumns: readonly ScheduleColumn[] = [],
): ViewSettings {
  const preset = builtIn ? builtInViews[builtIn] : null;
  return {
    columnOrder: preset
      ? [...preset.columns, ...defaultIds.filter((id) => !preset.columns.includes(id))]
      : [...defaultIds],
    customColumnOrder: customColumns.map((column) => column.id),
    visibleColumns: preset
      ? [...preset.columns]
      : [...defaultIds, ...customColumns.map((column) => column.id)],
    columnsSize: [],
    sortingData: preset?.sortingData ?? null,
    filterTag: [],
    rowHeight: preset?.rowHeight ?? 'base',
    dropdowns: [],
    viewMode: preset?.viewMode ?? 'table',
    currency: preset ? 'usd' : 'cad',
  };
}

/** The width a column starts at, and may not go under, in a view. */
export function columnMinimumWidth(column: ScheduleColumn, sortable: boolean): number {
  const custom = !defaultIds.includes(column.id);
  return columnWidth.minimum + (custom && sortable ? columnWidth.sortableCustomExtra : 0);
}

const alignedTypes = new Set(['currency', 'unit_price', 'number', 'float', 'integer']);

/**
 * Right-aligned: the spec's money columns (section 9: Budget Price, Total Cost, and the override
 * and library prices), and, as in a spreadsheet, every money and number column.
 */
export function isRightAligned(column: ScheduleColumn): boolean {
  return (
    alignedTypes.has(column.type) ||
    (rightAlignedColumnNames as readonly string[]).includes(column.name)
  );
}

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

function stringList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw bad(`${what} must be a list of column ids.`);
  }
  return [...new Set(value as string[])];
}

function knownColumns(ids: string[], columns: readonly ScheduleColumn[], what: string): string[] {
  const known = new Set(columns.map((column) => column.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw bad(`${what}: there is no column ${unknown.join(', ')}.`);
  return ids;
}

/** A full order of `all`: the ids given first, then any left out, in their previous order. */
function completeOrder(given: string[], previous: readonly string[], all: readonly string[]) {
  const rest = [...previous, ...all].filter((id, index, list) => list.indexOf(id) === index);
  return [...given, ...rest.filter((id) => !given.includes(id))].filter((id) => all.includes(id));
}

/**
 * A view's settings with `patch` applied: every field checked against the schedule's columns and
 * the spec's limits, so what is stored always makes sense. Unknown fields are refused.
 */
export function applyViewSettings(
  current: ViewSettings,
  patch: Record<string, unknown>,
  columns: readonly ScheduleColumn[],
): ViewSettings {
  const next: ViewSettings = { ...current };
  const customIds = columns.filter((c) => !defaultIds.includes(c.id)).map((c) => c.id);
  for (const [field, value] of Object.entries(patch)) {
    switch (field) {
      case 'columnOrder': {
        const ids = knownColumns(
          stringList(value, 'The column order'),
          columns,
          'The column order',
        );
        next.columnOrder = completeOrder(
          ids.filter((id) => defaultIds.includes(id)),
          current.columnOrder,
          defaultIds,
        );
        break;
      }
      case 'customColumnOrder': {
        const ids = knownColumns(
          stringList(value, 'The custom column order'),
          columns,
          'The custom column order',
        );
        next.customColumnOrder = completeOrder(ids, current.customColumnOrder, customIds);
        break;
      }
      case 'visibleColumns':
        next.visibleColumns = knownColumns(
          stringList(value, 'The visible columns'),
          columns,
          'The visible columns',
        );
        if (!next.visibleColumns.includes('typeDesignation')) {
          // The frozen first column is how a row is known: it cannot be hidden.
          next.visibleColumns = ['typeDesignation', ...next.visibleColumns];
        }
        break;
      case 'columnsSize':
        next.columnsSize = mergeColumnSizes(current.columnsSize, value, columns);
        break;
      case 'sortingData':
        next.sortingData = sortingOf(value, columns);
        break;
      case 'filterTag':
        if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
          throw bad('The tag filter must be a list of tags.');
        }
        next.filterTag = [...new Set((value as string[]).map((tag) => tag.trim()).filter(Boolean))];
        break;
      case 'rowHeight':
        if (typeof value !== 'string' || !(value in rowHeights)) {
          throw bad(`The row height must be one of ${Object.keys(rowHeights).join(', ')}.`);
        }
        next.rowHeight = value as RowHeight;
        break;
      case 'viewMode':
        if (!viewModes.includes(value as ViewMode)) {
          throw bad(`The view mode must be one of ${viewModes.join(', ')}.`);
        }
        next.viewMode = value as ViewMode;
        break;
      case 'currency':
        if (!currencies.includes(value as Currency)) throw bad('Wrong Currency provided');
        next.currency = value as Currency;
        break;
      case 'dropdowns':
        next.dropdowns = dropdownsOf(value, columns);
        break;
      default:
        throw bad(`A view has no setting ${field}.`);
    }
  }
  return next;
}

/** Sizes given for some columns, merged into the view's: never under a column's minimum. */
export function mergeColumnSizes(
  current: readonly ColumnSize[],
  value: unknown,
  columns: readonly ScheduleColumn[],
): ColumnSize[] {
  if (!Array.isArray(value)) throw bad('The column sizes must be a list of { id, size }.');
  const byId = new Map(current.map((size) => [size.id, size]));
  for (const item of value as { id?: unknown; size?: unknown }[]) {
    const column = columns.find((candidate) => candidate.id === item?.id);
    if (!column) throw bad(`The column sizes: there is no column ${String(item?.id)}.`);
    if (typeof item.size !== 'number' || !Number.isFinite(item.size)) {
      throw bad(`The size of ${column.name} must be a number of pixels.`);
    }
    // Every column of the grid can be sorted from its header: a custom one keeps its extra 45 px.
    const minSize = columnMinimumWidth(column, true);
    byId.set(column.id, {
      id: column.id,
      size: Math.min(2000, Math.max(minSize, Math.round(item.size))),
      minSize,
      unit: 'px',
    });
  }
  return [...byId.values()];
}

function sortingOf(value: unknown, columns: readonly ScheduleColumn[]): SortingData | null {
  if (value === null) return null;
  const { sortBy, sortOrder } = (value ?? {}) as { sortBy?: unknown; sortOrder?: unknown };
  if (typeof sortBy !== 'string' || !columns.some((column) => column.id === sortBy)) {
    throw bad('Sort by one of the schedule’s columns.');
  }
  if (sortOrder !== 'asc' && sortOrder !== 'desc') throw bad('The sort order must be asc or desc.');
  return { sortBy, sortOrder };
}

function dropdownsOf(value: unknown, columns: readonly ScheduleColumn[]): Dropdown[] {
  if (!Array.isArray(value)) throw bad('The dropdowns must be a list.');
  return (value as Record<string, unknown>[]).map((item) => {
    const column = columns.find((candidate) => candidate.id === item?.name);
    if (!column)
      throw bad(`A dropdown must name a column; there is no column ${String(item?.name)}.`);
    const values = item.values;
    if (!Array.isArray(values) || values.some((entry) => typeof entry !== 'string')) {
      throw bad(`The values of the ${column.name} dropdown must be a list of text.`);
    }
    return {
      name: column.id,
      values: [...new Set((values as string[]).map((entry) => entry.trim()).filter(Boolean))],
      multipleSelect: item.multipleSelect === true,
    };
  });
}

/** A stored view's settings read back whole, filling what an older version did not keep. */
export function readViewSettings(
  stored: Partial<ViewSettings> | null | undefined,
  builtIn: BuiltInViewKey | null,
): ViewSettings {
  return { ...defaultViewSettings(builtIn), ...(stored ?? {}) };
}
