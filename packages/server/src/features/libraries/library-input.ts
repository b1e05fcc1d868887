import {
  AppError,
  catalogueLimits,
  collectionMessages,
  libraryMessages,
  messages,
} from '@specboard/domain';

/** A library's name: trimmed, required ('Please enter required value'), of bounded length. */
export function readLibraryName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (trimmed.length > catalogueLimits.nameMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      collectionMessages.nameTooLong(catalogueLimits.nameMaxLength),
    );
  }
  return trimmed;
}

export function readDescription(description: string | null | undefined): string | null | undefined {
  if (description === undefined) return undefined;
  const trimmed = description?.trim() || null;
  if (trimmed && trimmed.length > catalogueLimits.descriptionMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      collectionMessages.descriptionTooLong(catalogueLimits.descriptionMaxLength),
    );
  }
  return trimmed;
}

/** Keywords with blank strings dropped (spec 001 §5) and repeats left out. */
export function readKeywords(keywords: readonly string[] | null | undefined): string[] | undefined {
  if (keywords === undefined || keywords === null) return undefined;
  const kept = [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))];
  if (kept.length > catalogueLimits.keywordsMax) {
    throw new AppError(
      'BAD_USER_INPUT',
      libraryMessages.tooManyKeywords(catalogueLimits.keywordsMax),
    );
  }
  return kept;
}
