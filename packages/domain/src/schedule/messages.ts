import { messages } from '../errors/error-codes.ts';

/** The schedule's words: its rows, columns, cells and search (cell values: `cellMessages`). */
export const scheduleMessages = {
  scheduleNotFound: 'Schedule not found.',
  /** A schedule call given neither a project nor a collection, or both (spec 001 §5). */
  provideId: 'Please provide id',
  rowNotFound: 'Row not found.',
  rowIdNotFound: (rowId: string) => `Row ${rowId} not found.`,
  noColumn: (col: string) => `There is no column ${col}.`,
  noDeletedColumn: (col: string) => `There is no deleted column ${col}.`,
  columnNameTaken: (name: string) => `There is already a column named ${name}.`,
  columnNameTooLong: (max: number) => messages.tooLong('A column name', max),
  tooManyCustomColumns: (max: number) => `A schedule can have at most ${max} custom columns.`,
  columnTypeNotOffered: (types: readonly string[]) =>
    `The column type must be one of ${types.join(', ')}.`,
  arrayTypeNotOffered: 'The array type must be string or number.',
  maxLengthOutOfRange: 'The maximum length must be from 1 to 10000.',
  onlyCustomColumnsChange: 'Only custom columns can be renamed or deleted.',
  restoreNameTaken: (taken: string, column: string) =>
    `Another column is now named ${taken}: rename it to restore the column ${column}.`,
  cellsNotAnObject: 'cells must be an object of values by column id.',
  noRowsNamed: 'Name at least one row.',
  tooManyRows: (max: number) => `At most ${max} rows can be changed at once.`,
  cellGivenTwice: (col: string, rowId: string) => `The cell ${col} of row ${rowId} is given twice.`,
  tooManyCells: (max: number) => `At most ${max} cells can be changed at once.`,
  versionReadOnly: 'A version of the schedule cannot be edited.',
  searchTooLong: (max: number) => `A search is at most ${max} characters long.`,
  /** The grid's answer to an edit when the viewer may not change the schedule and no reason came. */
  cannotChange: 'You cannot change this schedule.',
} as const;

/** Why a cell's value was refused; the spec's are verbatim ('Must be a valid URL', 'not a string', …). */
export const cellMessages = {
  invalidUrl: messages.invalidUrl,
  dateNotString: 'not a string',
  dateNotValid: 'not valid value',
  wrongCurrency: 'Wrong Currency provided',
  notNumber: 'Must be a number',
  notWholeNumber: 'Must be a whole number',
  notBoolean: 'Must be true or false',
  notList: 'Must be a list of values',
  notAttachments: 'Must be a list of uploaded files',
  computed: 'This column is computed and cannot be edited',
  tooLong: (max: number) => `Must be at most ${max} characters long`,
} as const;
