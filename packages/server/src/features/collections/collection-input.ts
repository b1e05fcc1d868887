import { AppError, catalogueLimits, collectionMessages, messages } from '@specboard/domain';

const required = () => new AppError('BAD_USER_INPUT', messages.requiredValue);

/** A required name, trimmed; 'Please enter required value' when blank. */
export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw required();
  if (trimmed.length > catalogueLimits.nameMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      collectionMessages.nameTooLong(catalogueLimits.nameMaxLength),
    );
  }
  return trimmed;
}

/** An optional text, trimmed; blank is none. */
export function cleanDescription(value: string | null | undefined): string | null {
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > catalogueLimits.descriptionMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      collectionMessages.descriptionTooLong(catalogueLimits.descriptionMaxLength),
    );
  }
  return trimmed;
}

export function cleanLocation(value: string | null | undefined): string | null {
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > catalogueLimits.nameMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      messages.tooLong('The location', catalogueLimits.nameMaxLength),
    );
  }
  return trimmed;
}

/** Keywords trimmed, blank ones dropped (spec 001 §5), each once. */
export function cleanKeywords(values: readonly string[] | null | undefined): string[] {
  const kept = [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  if (kept.length > catalogueLimits.keywordsMax) {
    throw new AppError(
      'BAD_USER_INPUT',
      collectionMessages.tooManyKeywords(catalogueLimits.keywordsMax),
    );
  }
  return kept;
}
