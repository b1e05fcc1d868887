import { messages } from '../errors/error-codes.ts';

/** Projects, their lists, tags, preferences, dashboard and address search. */
export const projectMessages = {
  notFound: 'Project not found.',
  notANonNegativeNumber: (field: string) => `${field} must be a number of 0 or more.`,
  aggregationNotFound: 'Aggregation not found.',
  notesTooLong: (max: number) => messages.tooLong('Notes', max),
  colourNotInPalette: 'Please pick a colour from the palette.',
  iconNotInPalette: 'Please pick an icon from the palette.',
  tooManyTags: (max: number) => `A project can have at most ${max} tags.`,
  tagTooLong: (max: number) => messages.tooLong('A tag', max),
  listNameTooLong: (max: number) => messages.tooLong('The name', max),
  starredListNotFound: 'Starred list not found.',
  preferenceKeyMalformed: 'A preference key is a letter followed by letters, digits, _, . or -.',
  preferenceValueTooLong: (max: number) => messages.tooLong('A preference value', max),
  addressQueryTooLong: (max: number) => `Please type at most ${max} characters`,
  addressLimitOutOfRange: (max: number) => `Please ask for 1 to ${max} addresses`,
} as const;
