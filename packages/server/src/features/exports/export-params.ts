import type { ExportFileFormat, ExportKind, ExportView, ScheduleColumn } from '@specboard/domain';
import type { PageTemplate } from './formats/render.ts';

export type ExportStatus = 'pending' | 'running' | 'ready' | 'failed';

/** Where a finished file goes besides the download, e.g. a Procore folder. */
export type ExportDelivery = {
  kind: 'procore';
  accountId: string;
  companyId: string;
  projectId: string;
  folderId: string | null;
};

/**
 * What an export writes, fixed when it was asked for: the view as the person saw it, the
 * project's header, the schedules to read and the filters. The job reads only the rows, so the
 * file shows the schedule as it is when the job runs, laid out as the person chose.
 */
export type ExportParams = {
  kind: ExportKind;
  format: ExportFileFormat;
  template: PageTemplate;
  keyColumn: string;
  project: { name: string; number: string | null; phase: string | null; address: string | null };
  workspace: { name: string; logoKey: string | null };
  view: ExportView;
  columns: ScheduleColumn[];
  /** The live schedule or a version's. */
  scheduleId: string;
  versionName: string | null;
  /** For a comparison: the older and newer schedules. */
  comparison: { olderScheduleId: string; newerScheduleId: string } | null;
  filterTags: string[];
  columnFilters: { columnId: string; values: string[] }[];
  columnIds: string[] | null;
  delivery: ExportDelivery | null;
  /** The arguments as asked, so the same export can be made again (force_update). */
  request: Record<string, unknown>;
};
