import type { CellValue, RowProduct, ScheduleColumn } from '@specboard/domain';
import type {
  GetProjectScheduleQuery,
  GetScheduleCommandsQuery,
  ScheduleTotalsFieldsFragment,
} from '../../graphql/graphql.ts';

/**
 * A schedule row as the API sends it (getStructuredScheduleRows, updateCell, live events). Rows
 * are JSON in the SDL; the server writes them in this shape, and the web reads them as it.
 */
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
  /** The product (a collection's row) this row was added from, when it keeps a reference. */
  product?: RowProduct | null;
};

type ScheduleResult = GetProjectScheduleQuery['getProjectSchedule'];

/**
 * The schedule's columns and size, as getProjectSchedule answers them. The SDL sends a column's
 * type as String; the server keeps it to the domain's list, so the web reads the domain's columns.
 */
export type ScheduleInfo = Omit<ScheduleResult, 'default_fields' | 'custom_fields'> & {
  default_fields: ScheduleColumn[];
  custom_fields: ScheduleColumn[];
};

/** One grid command and whether the viewer may use it now (getScheduleCommands). */
export type ScheduleCommand = GetScheduleCommandsQuery['getScheduleCommands'][number];

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
  | 'export'
  | 'exportRevit'
  | 'saveAsNewProduct'
  | 'importDocument'
  | 'compareWithLibrary';

/** The project's totals the toolbar shows (exact decimals as strings). */
export type ScheduleTotals = ScheduleTotalsFieldsFragment;

export type ProjectKey = { projectId: string; workspaceId: string };

/**
 * The table the schedule engine edits: a project's schedule, or a collection's products (the
 * server takes exactly one of projectId and collectionId).
 */
export type TableKey =
  | { workspaceId: string; projectId: string; collectionId?: undefined }
  | { workspaceId: string; collectionId: string; projectId?: undefined };

/** The project's or the collection's id, for what is kept per table (this tab's choices). */
export function tableIdOf(key: TableKey): string {
  return key.projectId ?? key.collectionId;
}
