import { AppError, type ErrorCode, messages } from '@specboard/domain';
import { GraphQLError } from 'graphql';
import type { Logger } from '../logger.ts';

/** The one place an error becomes what the client sees. */
export function toClientError(error: unknown, requestId: string, log: Logger): Error {
  const original = unwrap(error);
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, ...original.details },
    });
  }
  if (isGraphQLError(original) && !original.originalError) {
    // Parse, validation and limit errors: their text already names what is wrong.
    return new GraphQLError(original.message, {
      nodes: original.nodes,
      positions: original.positions,
      path: original.path,
      extensions: { code: codeOf(original), ...original.extensions },
    });
  }
  log.error({ err: original, requestId }, 'unexpected error');
  return new GraphQLError(messages.somethingWentWrong, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode, requestId },
  });
}

// Compared by name, not instanceof: a library bundled as CommonJS may bring its own copy of graphql.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function unwrap(error: unknown): unknown {
  let current = error;
  while (isGraphQLError(current) && current.originalError) {
    current = current.originalError;
  }
  return current;
}

function codeOf(error: GraphQLError): ErrorCode | string {
  const existing = error.extensions.code;
  if (typeof existing === 'string') return existing;
  if (/limit|exceeded|too many/i.test(error.message))
    return 'QUERY_TOO_COMPLEX' satisfies ErrorCode;
  return 'BAD_USER_INPUT' satisfies ErrorCode;
}
