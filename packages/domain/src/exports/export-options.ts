import { AppError } from '../errors/error-codes.ts';
import { exportMessages } from './messages.ts';

/** The files an export can write (the spec's fileFormat). */
export const exportFileFormats = ['pdf', 'xlsx', 'docx', 'csv', 'zip', 'tsv'] as const;
export type ExportFileFormat = (typeof exportFileFormats)[number];

/**
 * What is exported (the spec's exportType): the schedule as a view shows it, a submittal package
 * (cover, schedule, then each row's spec sheets), a comparison of two versions, or a key
 * schedule by type mark for Revit.
 */
export const exportKinds = ['schedule', 'submittal', 'comparison', 'revit'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The formats each kind can be written as. */
export const formatsOfKind: Record<ExportKind, readonly ExportFileFormat[]> = {
  schedule: ['pdf', 'xlsx', 'docx', 'csv', 'zip'],
  submittal: ['pdf'],
  comparison: ['pdf', 'xlsx', 'csv'],
  revit: ['tsv'],
};

export const exportContentTypes: Record<ExportFileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  tsv: 'text/tab-separated-values; charset=utf-8',
};

/** Spec section 9: an export is said to take up to 3 minutes; its file is offered for 20. */
export const exportLimits = {
  statedMinutes: 3,
  fileLifetimeMinutes: 20,
  /** Columns a caller may name in `columns`. */
  maxColumns: 200,
  /** Tags and custom-column filters. */
  maxFilters: 100,
} as const;

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/** The kind and format asked for, checked against each other. */
export function exportRequestOf(
  exportType: string | null | undefined,
  fileFormat: string | null | undefined,
): { kind: ExportKind; format: ExportFileFormat } {
  const kind = (exportType ?? 'schedule') as ExportKind;
  if (!exportKinds.includes(kind)) throw bad(exportMessages.unknownKind(exportType ?? ''));
  const format = (fileFormat ?? formatsOfKind[kind][0]) as ExportFileFormat;
  if (!exportFileFormats.includes(format))
    throw bad(exportMessages.unknownFormat(fileFormat ?? ''));
  if (!formatsOfKind[kind].includes(format)) {
    throw bad(exportMessages.formatNotForKind(kind, format, formatsOfKind[kind]));
  }
  return { kind, format };
}

/** A file name people can keep: the project and view, without characters file systems refuse. */
export function exportFileName(
  parts: readonly (string | null | undefined)[],
  format: ExportFileFormat,
) {
  const base = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' - ')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'Schedule'}.${format}`;
}
