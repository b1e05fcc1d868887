import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

/** The HTTP header a shared link's token travels in; over WebSocket it is `sharedLink`. */
export const SHARED_LINK_HEADER = 'x-shared-link';

/**
 * A call the shared link no longer covers: answered NOT_FOUND, or a live stream the server ended
 * (the link was turned off or reset). Carries the operation's variables, so a page can tell its
 * own project's calls from the rest of the app's.
 */
export type SharedLinkRefusal = {
  kind: 'not-found' | 'ended';
  operationName: string;
  variables: Record<string, unknown>;
};

/** The token of the shared link being read in this tab, if any, and what befalls its calls. */
export type SharedLinkStore = {
  getToken: () => string | undefined;
  /** Set by the shared page while it is open; undefined when it is left. */
  setToken: (token: string | undefined) => void;
  /** Called whenever the token changes. */
  subscribe: (listener: () => void) => () => void;
  report: (refusal: SharedLinkRefusal) => void;
  onRefusal: (listener: (refusal: SharedLinkRefusal) => void) => () => void;
};

/** A token store (the app uses the one below; tests make their own). */
export function createSharedLinkStore(): SharedLinkStore {
  let token: string | undefined;
  const listeners = new Set<() => void>();
  const refusalListeners = new Set<(refusal: SharedLinkRefusal) => void>();
  return {
    getToken: () => token,
    setToken: (next) => {
      const value = next || undefined;
      if (value === token) return;
      token = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: (refusal) => {
      for (const listener of [...refusalListeners]) listener(refusal);
    },
    onRefusal: (listener) => {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
  };
}

/** This tab's shared link token: module-level, as the Apollo links read it on every request. */
export const sharedLinkStore: SharedLinkStore = createSharedLinkStore();

function hasNotFound(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return Boolean(errors?.some((error) => error.extensions?.code === 'NOT_FOUND'));
}

/**
 * While a shared link is being read, sends its token with every operation (`x-shared-link` on
 * HTTP; the WebSocket carries it in its connection parameters) and reports the calls it no
 * longer covers. Without a token, operations pass untouched.
 */
export function createSharedLinkLink(store: SharedLinkStore = sharedLinkStore): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = store.getToken();
    if (!token) return forward(operation);
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [SHARED_LINK_HEADER]: token },
    }));
    const refuse = (kind: SharedLinkRefusal['kind']) => {
      // A page already left (or another link opened) is no longer concerned.
      if (store.getToken() !== token) return;
      store.report({
        kind,
        operationName: operation.operationName ?? '',
        variables: operation.variables,
      });
    };
    const live = operation.operationType === OperationTypeNode.SUBSCRIPTION;
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          if (hasNotFound(result.errors)) refuse('not-found');
          observer.next(result);
        },
        error: (error: unknown) => {
          if (CombinedGraphQLErrors.is(error) && hasNotFound(error.errors)) refuse('not-found');
          observer.error(error);
        },
        complete: () => {
          // The server ends a live stream only when the link stops covering it.
          if (live) refuse('ended');
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}
