/** What people read about exports (seed 000, sections 4 and 8). */
export const exportMessages = {
  /** The waiting snackbar: the spec states up to 3 minutes. */
  preparing: 'Preparing your export. It can take up to 3 minutes.',
  ready: 'Export ready',
  failed: 'Something went wrong',
  tryAgain: 'Please try to export again.',
  downloadFailed: 'Error with downloading of Subscription',
  notFound: 'This export is no longer available. Please try to export again.',
  unknownKind: (kind: string) => `There is no export of type "${kind}".`,
  unknownFormat: (format: string) => `There is no export file format "${format}".`,
  formatNotForKind: (kind: string, format: string, allowed: readonly string[]) =>
    `A ${kind} export cannot be written as ${format}; choose ${allowed.join(', ')}.`,
  versionNotFound: 'Version not found.',
  comparisonNeedsVersions: 'Choose a version to compare with.',
  unknownTemplate: (name: string, allowed: readonly string[]) =>
    `There is no page size "${name}"; choose ${allowed.join(', ')}.`,
  unknownTable: "Only a project's schedule can be exported here.",
  unknownColumns: (ids: readonly string[]) => `There is no column ${ids.join(', ')}.`,
  tooManyColumns: (max: number) => `Export at most ${max} columns.`,
  tooManyFilters: (max: number) => `Use at most ${max} filters.`,
  comparedWith: (older: string, newer: string | null) =>
    `${older} compared with ${newer ?? 'the current schedule'}`,
  /** Added to a file's name after the project and view. */
  fileLabels: { schedule: null, submittal: 'Submittal', comparison: 'Comparison', revit: 'Revit' },
  sharedLinkNoExport: 'This shared link does not allow exports.',
} as const;
