import { AppError, messages } from '@specboard/domain';

/** Opaque cursors: the sort key of the last row seen, so concurrent inserts never shift a page. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(
  token: string | null | undefined,
  length: number,
): (string | number)[] | undefined {
  if (!token) return undefined;
  try {
    const values = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === length) return values as (string | number)[];
  } catch {
    // fall through to the error below
  }
  throw new AppError('BAD_USER_INPUT', messages.pageTokenNotValid);
}

export function pageSize(
  requested: number | null | undefined,
  fallback: number,
  max: number,
): number {
  if (requested === null || requested === undefined) return fallback;
  if (!Number.isInteger(requested) || requested < 1) {
    throw new AppError('BAD_USER_INPUT', messages.pageLimitOutOfRange(max));
  }
  return Math.min(requested, max);
}
