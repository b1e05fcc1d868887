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
  | 'PROJECT_LOCKED'
  | 'LIMIT_REACHED'
  | 'REQUEST_TOO_LARGE'
  | 'QUERY_TOO_COMPLEX'
  | 'INTERNAL_SERVER_ERROR';

/** Messages the spec gives verbatim. */
export const messages = {
  somethingWentWrong: 'Something went wrong',
  accessDenied: 'Access denied.',
  versionConflict: 'Version Conflict',
  fieldLocked: 'This field has been locked for editing',
  projectLocked: 'Project is locked',
  requiredValue: 'Please enter required value',
  invalidUrl: 'Must be a valid URL',
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
