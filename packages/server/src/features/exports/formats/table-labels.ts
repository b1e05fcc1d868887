import type { CompareStatus } from '@specboard/domain';

/**
 * The words the table formats (XLSX, CSV, DOCX, ZIP, Revit) write into the file itself: column
 * and sheet titles of the document, not messages to the person exporting.
 */
export const tableLabels = {
  change: 'Change',
  changes: {
    added: 'Added',
    removed: 'Removed',
    modified: 'Modified',
    unchanged: '',
  } satisfies Record<CompareStatus, string>,
  total: 'Total',
  rows: 'Rows',
  byTypeSheet: 'By type',
  type: 'Type',
  costBefore: 'Cost before',
  costAfter: 'Cost after',
  costDelta: 'Cost change',
  powerBefore: 'Power before',
  powerAfter: 'Power after',
  powerDelta: 'Power change',
  rowsBefore: 'Rows before',
  rowsAfter: 'Rows after',
  defaultSheet: 'Schedule',
  /** The ZIP folder of files whose row has no type designation (or no value in the key column). */
  noKey: 'No type',
  project: 'Project',
  phase: 'Phase',
  address: 'Address',
  view: 'View',
  version: 'Version',
  exported: 'Exported',
  page: 'Page',
  pageOf: 'of',
  totalCost: 'Total cost',
  totalPower: 'Total power',
  typeMark: 'Type Mark',
  missingFiles: 'missing-files.txt',
  missingFilesIntro: 'These files were attached to the schedule but could not be found:',
} as const;
