/** What one import may hold (issue 25): past any of these the whole file is refused. */
export const importLimits = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Data rows a project's schedule takes in one import (a collection has its cap of 100). */
  maxRows: 50_000,
  maxColumns: 200,
  /** Text cells without a column limit of their own. */
  maxCellLength: 10_000,
  /** Data rows the mapping step shows. */
  previewRows: 20,
  /** Samples shown per source column. */
  samplesPerColumn: 5,
  /** Errors kept (all are counted). */
  errorsKept: 100,
  /** XLSX is a ZIP: its central directory is checked before anything is inflated. */
  zip: {
    maxEntries: 10_000,
    maxUncompressedBytes: 200 * 1024 * 1024,
    /** Uncompressed over compressed, per entry and for the whole archive. */
    maxRatio: 100,
  },
} as const;
