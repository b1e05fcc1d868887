/**
 * The closed list of error codes the API answers with, in `extensions.code`. The server maps each
 * to the transport in one place; the web client branches on them, never on message text.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'INCORRECT_CREDENTIALS'
  | 'USER_NOT_CONFIRMED'
  | 'TOO_MANY_ATTEMPTS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'VERSION_CONFLICT'
  | 'LIMIT_REACHED'
  | 'REQUEST_TOO_LARGE'
  | 'QUERY_TOO_COMPLEX'
  | 'INTERNAL_SERVER_ERROR';

/**
 * Messages shared by every area: the spec's (verbatim) first, then ours. Each area keeps its own
 * catalogue beside its rules (`identityMessages`, `scheduleMessages`, `viewMessages`, ...).
 */
export const messages = {
  somethingWentWrong: 'Something went wrong',
  accessDenied: 'Access denied.',
  versionConflict: 'Version Conflict',
  incorrectVersion: 'Incorrect version',
  fieldLocked: 'This field has been locked for editing',
  requiredValue: 'Please enter required value',
  invalidUrl: 'Must be a valid URL',
  /** A text over its length limit; `what` names it as a sentence starts ("The name"). */
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters long.`,
  requestBodyTooLarge: (limitBytes: number) =>
    `Request body exceeds the limit of ${limitBytes} bytes`,
  queryTooLarge: (cost: number, maxCost: number) =>
    `Query is too large: it would return about ${cost} values, over the limit of ${maxCost}. Ask for smaller pages or fewer fields or aliases.`,
  tooManyLiveUpdatesOnConnection: (max: number) =>
    `Too many live updates on one connection: at most ${max} at once.`,
  tooManyLiveUpdatesForAccount: (max: number) =>
    `Too many live updates open for your account: at most ${max} at once.`,
  /** A list's page token that is not one we gave. */
  pageTokenNotValid: 'The nextToken is not valid: start again from the first page.',
  pageLimitOutOfRange: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  /** The answer to an HTTP method a route does not take. */
  useMethod: (allowed: string) => `Use ${allowed} here.`,
} as const;

/** An error whose message may be shown to the user as it is. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
