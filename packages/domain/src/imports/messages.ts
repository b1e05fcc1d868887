/** What people read about imports (seed 001, sections 4 and 8; issue 25). */
export const importMessages = {
  templateFormat: (format: string) =>
    `There is no template format "${format}"; choose xlsx or csv.`,
  notFound: 'This import is not available.',
  fileNotFound: 'The uploaded file was not found. Please upload it again.',
  notSpreadsheet:
    'This file is not a CSV or an Excel workbook (.xlsx). Save it as one and try again.',
  empty: 'The file is empty.',
  noHeader: 'No header row was found: the file has no cells.',
  noRows: 'The file has a header row but no products under it.',
  tooLarge: (maxMb: number) =>
    `The file is larger than ${maxMb} MB. Split it and import each part.`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows. Split it and import each part.`,
  tooManyColumns: (max: number) => `The file has more than ${max} columns.`,
  encrypted: 'This workbook is protected with a password. Save it without one and try again.',
  damaged: 'This workbook is damaged or incomplete and cannot be read. Save it again and retry.',
  unsafeArchive: 'This workbook holds files with unsafe names and was refused.',
  archiveTooLarge:
    'This workbook unpacks to more than we accept (it may be a zip bomb) and was refused.',
  noSheet: (name: string) => `There is no sheet "${name}" in this workbook.`,
  unknownColumn: (id: string) => `There is no column "${id}" to import into.`,
  computedColumn: (name: string) => `"${name}" is computed and cannot be imported into.`,
  twoSourcesOneColumn: (name: string) =>
    `Two columns of the file are mapped to "${name}"; keep one.`,
  unknownSource: (index: number) => `The file has no column ${index + 1}.`,
  nothingMapped: 'Map at least one column of the file to a column.',
  targetOne: 'Please provide id',
  /** A row error's message as the failure snackbar shows it. */
  atRow: (row: number, column: string, message: string) => `Row ${row}, ${column}: ${message}`,
  notNumber: 'not a number.',
  notDate: 'not a date (use 2026-03-31, 31/03/2026 or a spreadsheet date).',
  notBoolean: 'not yes or no.',
  notUrl: 'not a web address (http:// or https://).',
  wrongCurrency: 'only USD and CAD amounts are accepted.',
  tooLong: (max: number) => `longer than ${max} characters.`,
  notWholeNumber: 'not a whole number.',
  failed: 'The import failed. Please try again.',
  tooManyErrors: (count: number) => `${count} errors were found; nothing was imported.`,
} as const;
