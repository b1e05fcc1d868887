import Big from 'big.js';
import { displayText } from '../schedule/cell-display.ts';
import type { AttachmentRef, CellValue } from '../schedule/cell-values.ts';
import type { ScheduleColumn } from '../schedule/columns.ts';
import { displayType, type RowCells, typeSortKey } from '../schedule/computed-cells.ts';
import type { CompareStatus, Comparison } from '../versions/compare.ts';
import { type LayoutView, viewColumns } from '../views/view-columns.ts';
import { visibleRows } from '../views/view-rows.ts';
import type { Currency, SortingData } from '../views/view-settings.ts';
import { sortRows } from '../views/view-sort.ts';
import { neutraliseFormula } from './formula-injection.ts';

/** How a renderer writes a column's cells. */
export type ExportCellKind =
  | 'text'
  | 'money'
  | 'number'
  | 'integer'
  | 'date'
  | 'url'
  | 'boolean'
  | 'files';

export type ExportColumn = {
  id: string;
  /** The header, neutralised. */
  name: string;
  kind: ExportCellKind;
  /** The width the view gives it, in CSS pixels (renderers scale it). */
  width: number;
  align: 'left' | 'right';
};

export type ExportCell = {
  /** What the grid shows (money with its currency, numbers grouped), neutralised. */
  text: string;
  /**
   * The value for typed formats: an exact decimal string for money and numbers, an ISO date
   * (YYYY-MM-DD) for dates, a boolean for checkboxes; null when empty or for text.
   */
  value: string | boolean | null;
};

/** A file attached to a row, for the submittal package and the ZIP. */
export type ExportFile = { key: string; filename: string; type: string | null; column: string };

export type ExportRow = {
  id: string;
  /** The type designation as shown ('---' when empty), neutralised. */
  type: string;
  cells: ExportCell[];
  /** In a comparison: how the row moved, and which of the shown columns changed. */
  change: CompareStatus | null;
  changedColumns: string[];
  files: ExportFile[];
};

export type ExportTypeTotal = { type: string; rows: number; cost: string; power: string };

export type ExportDocument = {
  header: {
    projectName: string;
    projectNumber: string | null;
    phase: string | null;
    address: string | null;
    workspaceName: string;
    viewName: string;
    /** The version exported, or "A compared with B". */
    versionName: string | null;
    /** ISO 8601, when the export was made. */
    generatedAt: string;
    currency: Currency;
  };
  /** The workspace's logo in storage, drawn in the header of page formats. */
  logoKey: string | null;
  columns: ExportColumn[];
  rows: ExportRow[];
  totals: { rows: number; cost: string; power: string; byType: ExportTypeTotal[] };
  comparison: Pick<Comparison, 'byType' | 'totals' | 'counts'> | null;
};

/** What an export keeps of a view: its layout, name, sort, tag filter and currency. */
export type ExportView = LayoutView & {
  name: string;
  sortingData: SortingData | null;
  filterTag: string[];
  currency: Currency;
};

/** A row as the schedule (or a version of it) holds it. */
export type SourceRow = { id: string; hidden?: boolean; cells: RowCells };

export type ExportSource = {
  project: { name: string; number: string | null; phase: string | null; address: string | null };
  workspace: { name: string; logoKey: string | null };
  view: ExportView;
  /** Every column of the schedule: the product ones, then the custom ones. */
  columns: readonly ScheduleColumn[];
  /** In schedule order. Ignored when `comparison` is given. */
  rows: readonly SourceRow[];
  /** The person's own tag filter, on top of the view's (the spec's filterTags). */
  filterTags?: readonly string[];
  /** Rows whose cell in a column is one of the values (the spec's customColumnFilters). */
  columnFilters?: readonly { columnId: string; values: readonly string[] }[];
  /** Only these columns, in this order (the spec's columns); otherwise the view's. */
  columnIds?: readonly string[] | null;
  versionName?: string | null;
  comparison?: Comparison | null;
  generatedAt: Date;
};

const kinds: Record<ScheduleColumn['type'], ExportCellKind> = {
  string: 'text',
  number: 'number',
  float: 'number',
  integer: 'integer',
  currency: 'money',
  unit_price: 'money',
  url: 'url',
  relation: 'text',
  checkbox: 'boolean',
  date: 'date',
  formula: 'text',
  array: 'text',
  attachment: 'files',
};

function kindOf(column: ScheduleColumn): ExportCellKind {
  return column.id === 'typeDesignation' ? 'text' : kinds[column.type];
}

function isAttachment(item: unknown): item is AttachmentRef {
  return typeof item === 'object' && item !== null && 'key' in item && 'filename' in item;
}

function cellOf(
  column: ScheduleColumn,
  kind: ExportCellKind,
  value: CellValue | undefined,
  currency: Currency,
): ExportCell {
  const text = neutraliseFormula(displayText(column, value, currency));
  if (value === null || value === undefined || value === '') return { text, value: null };
  if (kind === 'boolean')
    return { text: value === true ? 'Yes' : value === false ? 'No' : text, value: value === true };
  if ((kind === 'money' || kind === 'number' || kind === 'integer') && typeof value === 'string') {
    return { text, value: /^-?\d+(\.\d+)?$/.test(value) ? value : null };
  }
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return { text, value: value.slice(0, 10) };
  }
  return { text, value: null };
}

function filesOf(columns: readonly ScheduleColumn[], cells: RowCells): ExportFile[] {
  return columns
    .filter((column) => column.type === 'attachment')
    .flatMap((column) => {
      const value = cells[column.id];
      if (!Array.isArray(value)) return [];
      return value.filter(isAttachment).map((file) => ({
        key: file.key,
        filename: file.filename,
        type: file.type ?? null,
        column: column.name,
      }));
    });
}

function matchesFilters(cells: RowCells, filters: ExportSource['columnFilters']): boolean {
  return (filters ?? []).every(({ columnId, values }) => {
    if (values.length === 0) return true;
    const value = cells[columnId];
    const texts = Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item : item.filename))
      : [value === null || value === undefined ? '' : String(value)];
    return texts.some((text) => values.includes(text.trim()));
  });
}

function shownColumns(source: ExportSource): ScheduleColumn[] {
  const laidOut = viewColumns(source.columns, source.view).map((entry) => entry.column);
  if (!source.columnIds?.length) return laidOut;
  const byId = new Map(source.columns.map((column) => [column.id, column]));
  return source.columnIds.flatMap((id) => byId.get(id) ?? []);
}

function widthsOf(source: ExportSource): Map<string, number> {
  return new Map(
    viewColumns(source.columns, {
      ...source.view,
      visibleColumns: source.columns.map((c) => c.id),
    }).map((entry) => [entry.column.id, entry.width]),
  );
}

function totalsOf(rows: readonly { cells: RowCells }[]): ExportDocument['totals'] {
  const byType = new Map<string, { key: string; total: ExportTypeTotal; cost: Big; power: Big }>();
  let cost = new Big(0);
  let power = new Big(0);
  for (const { cells } of rows) {
    const rowCost = new Big(
      typeof cells.totalCost === 'string' && cells.totalCost ? cells.totalCost : 0,
    );
    const rowPower = new Big(
      typeof cells.totalPower === 'string' && cells.totalPower ? cells.totalPower : 0,
    );
    cost = cost.plus(rowCost);
    power = power.plus(rowPower);
    const type = neutraliseFormula(displayType(cells.typeDesignation));
    const entry = byType.get(type) ?? {
      key: typeSortKey(cells.typeDesignation),
      total: { type, rows: 0, cost: '0', power: '0' },
      cost: new Big(0),
      power: new Big(0),
    };
    entry.total.rows += 1;
    entry.cost = entry.cost.plus(rowCost);
    entry.power = entry.power.plus(rowPower);
    byType.set(type, entry);
  }
  return {
    rows: rows.length,
    cost: cost.toFixed(),
    power: power.toFixed(),
    byType: [...byType.values()]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((entry) => ({
        ...entry.total,
        cost: entry.cost.toFixed(),
        power: entry.power.toFixed(),
      })),
  };
}

type PlacedRow = SourceRow & { change: CompareStatus | null; modified: string[] };

function rowsOf(source: ExportSource): PlacedRow[] {
  if (source.comparison) {
    // A comparison shows removed rows too (marked), so it is not filtered by hidden state.
    return source.comparison.items.map((item) => ({
      id: item.rowId,
      cells: item.fields,
      change: item.status,
      modified: item.modified,
    }));
  }
  return source.rows.map((row) => ({ ...row, change: null, modified: [] }));
}

/**
 * What an export writes: the rows and columns a person sees in the view (its columns, order,
 * widths, sort, tag filter and currency; hidden rows left out), with the person's own filters on
 * top, every text neutralised against formula injection, and totals of what is shown. Every
 * format is rendered from this one description, so they all agree with the grid and each other.
 */
export function buildExportDocument(source: ExportSource): ExportDocument {
  const { view } = source;
  const columns = shownColumns(source);
  const widths = widthsOf(source);
  const filtered = visibleRows(rowsOf(source), {
    tags: source.filterTags ?? [],
    viewTags: view.filterTag,
    showHidden: false,
  }).filter((row) => matchesFilters(row.cells, source.columnFilters));
  const rows = sortRows(filtered, source.columns, view.sortingData);
  const shownIds = new Set(columns.map((column) => column.id));
  const counted = rows.filter((row) => row.change !== 'removed');
  return {
    header: {
      projectName: neutraliseFormula(source.project.name),
      projectNumber: source.project.number ? neutraliseFormula(source.project.number) : null,
      phase: source.project.phase ? neutraliseFormula(source.project.phase) : null,
      address: source.project.address ? neutraliseFormula(source.project.address) : null,
      workspaceName: neutraliseFormula(source.workspace.name),
      viewName: neutraliseFormula(view.name),
      versionName: source.versionName ? neutraliseFormula(source.versionName) : null,
      generatedAt: source.generatedAt.toISOString(),
      currency: view.currency,
    },
    logoKey: source.workspace.logoKey,
    columns: columns.map((column) => ({
      id: column.id,
      name: neutraliseFormula(column.name),
      kind: kindOf(column),
      width: widths.get(column.id) ?? 180,
      align: ['money', 'number', 'integer'].includes(kindOf(column)) ? 'right' : 'left',
    })),
    rows: rows.map((row) => ({
      id: row.id,
      type: neutraliseFormula(displayType(row.cells.typeDesignation)),
      cells: columns.map((column) =>
        cellOf(column, kindOf(column), row.cells[column.id], view.currency),
      ),
      change: row.change,
      changedColumns: row.modified.filter((id) => shownIds.has(id)),
      files: filesOf(source.columns, row.cells),
    })),
    totals: totalsOf(counted),
    comparison: source.comparison
      ? {
          byType: source.comparison.byType.map((rollup) => ({
            ...rollup,
            type: neutraliseFormula(rollup.type),
          })),
          totals: source.comparison.totals,
          counts: source.comparison.counts,
        }
      : null,
  };
}
