import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '@specboard/domain';

/** An API failure as the forms show it: the server's message verbatim, and its code. */
export type ApiError = {
  /** `extensions.code` of the first GraphQL error; undefined when the server was not reached. */
  code: string | undefined;
  message: string;
  retryAfterSeconds?: number;
};

export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

/** Reads what a failed call should tell the user. */
export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const retryAfter = first?.extensions?.retryAfterSeconds;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: first?.message || messages.somethingWentWrong,
      ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  if (ServerError.is(error) && error.statusCode < 500) {
    return { code: undefined, message: messages.somethingWentWrong };
  }
  return { code: undefined, message: UNREACHABLE_MESSAGE };
}
