import type { CellValue, ScheduleColumn } from '@specboard/domain';

/** A schedule row as the API sends it (getStructuredScheduleRows, updateCell, live events). */
export type ScheduleRow = {
  id: string;
  key: string;
  order: number;
  hidden: boolean;
  cells: Record<string, CellValue | undefined>;
  /** Per-cell versions; a cell missing here is at version 1.0. */
  versions: Record<string, string>;
  session: string | null;
  updatedBy: string | null;
  updatedAt: string;
};

/** The schedule's columns and size, as getProjectSchedule answers them. */
export type ScheduleInfo = {
  id: string;
  rowsCount: number;
  default_fields: ScheduleColumn[];
  read_only_fields: string[];
  custom_fields: ScheduleColumn[];
  /** Columns locked for editing, and the roles they are locked for. */
  columnRestrictions: { col: string; roles: string[] }[];
};

/** One grid command and whether the viewer may use it now (getScheduleCommands). */
export type ScheduleCommand = {
  name: string;
  allowed: boolean;
  reason: string | null;
  message: string | null;
};

export type ScheduleCommandName =
  | 'createRow'
  | 'duplicateRow'
  | 'deleteRow'
  | 'restoreRows'
  | 'hideRows'
  | 'editCell'
  | 'pasteCells'
  | 'createColumn'
  | 'reorderColumns'
  | 'resizeColumns'
  | 'createView'
  | 'restrictColumns'
  | 'comment'
  | 'export';

/** The project's totals the toolbar shows (exact decimals as strings). */
export type ScheduleTotals = {
  id: string;
  totalCost: string;
  totalPower: number;
  tagSumValues: { tag: string; rows: number; TotalCost: string; totalPower: number }[];
};

export type ProjectKey = { projectId: string; workspaceId: string };
