import { messages } from '../errors/error-codes.ts';

/** Collections, their products and photos, and libraries: the spec's wording (spec 001 §5, §8). */
export const collectionMessages = {
  notFound: 'Collection not found.',
  /** The access refusal of spec 001 §8. */
  noPermission: "You don't have permission for this collection.",
  accessDenied: 'Access denied.',
  /** Adding one product past the cap (spec 001 §5). */
  productLimit: (limit: number) =>
    `Collections are limited to max of ${limit} products. Please contact support.`,
  /** Adding several when only some fit (spec 001 §5). */
  productRoomLeft: (room: number, limit: number) =>
    `You can only add ${room} product(s) to current collection, according to the limit of ${limit} products`,
  /** The server's refusals that open the limit dialog (spec 001 §8). */
  reachedLimit: 'This collection reached its limit of products.',
  alreadyAtLimit: 'Collection already reached its max products count',
  oneDocumentAtATime: 'You can delete one document at a time.',
  photoNotFound: 'Photo not found.',
  photoNotImage: 'A collection photo must be an image (PNG, JPEG, GIF or WebP).',
  nameTooLong: (max: number) => messages.tooLong('The name', max),
  descriptionTooLong: (max: number) => messages.tooLong('The description', max),
  tooManyKeywords: (max: number) => `A collection can have at most ${max} keywords.`,
  notInLibrary: 'This collection is not in that library.',
  addToCustomOnly: 'Collections can be added only to custom libraries.',
  /** Someone who removed their own role is sent away with this (spec 001 §4). */
  leftCollection: 'You left the collection.',
} as const;

export const libraryMessages = {
  notFound: 'Library not found.',
  defaultNotDeletable: 'The default library cannot be deleted.',
  defaultNotRenamable: 'The default library cannot be renamed.',
  leftLibrary: 'You left the library.',
  notCopyable: 'Libraries cannot be copied; copy their collections instead.',
  tooManyKeywords: (max: number) => `A library can have at most ${max} keywords.`,
} as const;

export const sectionMessages = {
  /** Spec 001 §5. */
  notAnArray: 'Sorry item is not an array',
  unknownSection: (section: string) => `Unknown section ${section}.`,
} as const;
