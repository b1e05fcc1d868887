import {
  type ExportFileFormat,
  type ExportKind,
  exportLimits,
  formatsOfKind,
} from '@specboard/domain';
import type { StartExportMutationVariables } from '../../graphql/graphql.ts';
import type { ExportFile, ExportTarget } from './exports.types.ts';

/** One line of the dialog's Format list: what is written, and as which kind of export. */
export type ExportChoice = {
  key: string;
  label: string;
  kind: ExportKind;
  format: ExportFileFormat;
};

/** The page sizes of PDF and Word files (the spec's templateName). */
export const pageSizes = [
  { templateName: 'letter', label: 'Letter' },
  { templateName: 'a4', label: 'A4' },
  { templateName: 'tabloid', label: 'Tabloid' },
] as const;
export type PageSize = (typeof pageSizes)[number]['templateName'];

const scheduleChoices: ExportChoice[] = [
  { key: 'pdf', label: 'PDF', kind: 'schedule', format: 'pdf' },
  { key: 'xlsx', label: 'Excel (xlsx)', kind: 'schedule', format: 'xlsx' },
  { key: 'docx', label: 'Word (docx)', kind: 'schedule', format: 'docx' },
  { key: 'csv', label: 'CSV', kind: 'schedule', format: 'csv' },
  { key: 'zip', label: 'ZIP with attachments', kind: 'schedule', format: 'zip' },
  { key: 'submittal', label: 'Submittal package (PDF)', kind: 'submittal', format: 'pdf' },
  { key: 'revit', label: 'Revit key schedule (tsv)', kind: 'revit', format: 'tsv' },
];

const comparisonLabels: Partial<Record<ExportFileFormat, string>> = {
  pdf: 'PDF',
  xlsx: 'Excel (xlsx)',
  csv: 'CSV',
};

/**
 * The formats offered: a comparison's own, or the schedule's (Revit only when the engine
 * allows it). Every choice is one the domain admits for its kind.
 */
export function exportChoices(target: ExportTarget, revitAllowed: boolean): ExportChoice[] {
  if (target.comparison) {
    return formatsOfKind.comparison.map((format) => ({
      key: format,
      label: comparisonLabels[format] ?? format.toUpperCase(),
      kind: 'comparison',
      format,
    }));
  }
  return scheduleChoices.filter(
    (choice) =>
      formatsOfKind[choice.kind].includes(choice.format) &&
      (choice.kind !== 'revit' || revitAllowed),
  );
}

/** Only PDF and Word files have pages. */
export function hasPages(choice: ExportChoice): boolean {
  return choice.format === 'pdf' || choice.format === 'docx';
}

/** What fileExporterInvoke is asked: what the person sees, in the format chosen. */
export function exportVariables(
  target: ExportTarget,
  choice: ExportChoice,
  pageSize: PageSize,
): StartExportMutationVariables {
  const base = {
    workspaceId: target.workspaceId,
    projectId: target.projectId,
    exportType: choice.kind,
    fileFormat: choice.format,
    templateName: hasPages(choice) ? pageSize : null,
    viewId: target.viewId ?? null,
  };
  if (target.comparison) {
    return {
      ...base,
      primaryVersionId: target.comparison.primaryVersionId,
      secondaryVersionId: target.comparison.secondaryVersionId,
    };
  }
  return {
    ...base,
    versionId: target.versionId ?? null,
    filterTags: target.filterTags?.length ? [...target.filterTags] : null,
  };
}

const lifetimeMs = exportLimits.fileLifetimeMinutes * 60_000;

/** Spec section 4: an export is followed again only while younger than 20 minutes. */
export function isRecent(file: Pick<ExportFile, 'createdAt'>, now: number): boolean {
  const created = Date.parse(file.createdAt);
  return Number.isFinite(created) && now - created < lifetimeMs;
}

export function isFinished(file: Pick<ExportFile, 'status'>): boolean {
  return file.status === 'READY' || file.status === 'FAILED';
}

/** A failed export, or one that says it is ready without a file to download. */
export function hasFailed(file: Pick<ExportFile, 'status' | 'error' | 'url'>): boolean {
  return file.status === 'FAILED' || file.error || (file.status === 'READY' && !file.url);
}

export function isPdfFile(file: Pick<ExportFile, 'fileFormat'>): boolean {
  return file.fileFormat === 'pdf';
}

const formatNames: Record<string, string> = {
  pdf: 'PDF',
  xlsx: 'Excel',
  docx: 'Word',
  csv: 'CSV',
  zip: 'ZIP',
  tsv: 'Revit',
};

/** A format as people name it (PDF, Excel, Word…). */
export function formatName(format: string): string {
  return formatNames[format] ?? format.toUpperCase();
}

/** "PDF export · 40%": the waiting snackbar's title. */
export function progressTitle(file: Pick<ExportFile, 'fileFormat' | 'progress'>): string {
  const name = formatName(file.fileFormat);
  const progress = Math.max(0, Math.min(100, Math.round(file.progress)));
  return `${name} export · ${progress}%`;
}

/** How long ago, in words a list can show ("just now", "4 min ago"). */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  return `${minutes} min ago`;
}
