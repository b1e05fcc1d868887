import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

export type AuthLinkOptions = {
  /** The access token to send, if signed in. */
  getAccessToken: () => string | undefined;
  /** Gets a new access token; resolves true when the session goes on. */
  refresh: () => Promise<boolean>;
};

/**
 * Operations whose UNAUTHENTICATED answer must not trigger a refresh: the refresh itself (it
 * would loop) and sign-out (the session is ending anyway).
 */
const OPERATIONS_WITHOUT_RETRY = new Set(['RefreshSession', 'SignOut']);

function hasUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return Boolean(errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED'));
}

function isUnauthenticatedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return hasUnauthenticated(error.errors);
  return ServerError.is(error) && error.statusCode === 401;
}

function withAuthorization(
  headers: Record<string, string> | undefined,
  token: string | undefined,
): Record<string, string> {
  const { authorization: _previous, ...rest } = headers ?? {};
  return token ? { ...rest, authorization: `Bearer ${token}` } : rest;
}

/**
 * Sends `Authorization: Bearer <token>` with every HTTP operation. When the server answers
 * UNAUTHENTICATED (the token expired under us), refreshes the session and sends the operation
 * once more with the new token; if the refresh fails, the first answer goes through unchanged
 * (the session manager has signed the user out by then).
 */
export function createAuthLink({ getAccessToken, refresh }: AuthLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const send = () => {
      const token = getAccessToken();
      operation.setContext(({ headers }) => ({ headers: withAuthorization(headers, token) }));
      return forward(operation);
    };
    if (OPERATIONS_WITHOUT_RETRY.has(operation.operationName ?? '')) return send();

    return new Observable<ApolloLink.Result>((observer) => {
      let closed = false;
      let retrying = false;
      let retry: Subscription | undefined;

      const refreshThen = (giveUp: () => void) => {
        retrying = true;
        refresh().then(
          (renewed) => {
            if (closed) return;
            if (renewed) retry = send().subscribe(observer);
            else giveUp();
          },
          () => {
            if (!closed) giveUp();
          },
        );
      };

      const first = send().subscribe({
        next: (result) => {
          if (!retrying && hasUnauthenticated(result.errors)) {
            refreshThen(() => {
              observer.next(result);
              observer.complete();
            });
          } else if (!retrying) {
            observer.next(result);
          }
        },
        error: (error: unknown) => {
          if (!retrying && isUnauthenticatedError(error)) refreshThen(() => observer.error(error));
          else if (!retrying) observer.error(error);
        },
        complete: () => {
          if (!retrying) observer.complete();
        },
      });

      return () => {
        closed = true;
        first.unsubscribe();
        retry?.unsubscribe();
      };
    });
  });
}
