import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import {
  createApolloSessionApi,
  createSessionManager,
  type SessionManager,
  type SessionState,
} from '../../features/identity/index.ts';
import { createAuthLink } from './auth-link.ts';
import { GRAPHQL_PATH, getGraphqlWebSocketUrl } from './graphql-endpoint.ts';
import { createSharedLinkLink, type SharedLinkStore, sharedLinkStore } from './shared-link.ts';

export type AppApolloClient = { client: ApolloClient; socket: Client; session: SessionManager };

type ApolloClientOptions = {
  location?: Pick<Location, 'protocol' | 'host'>;
  /** Stand in for the browser's fetch and WebSocket (tests). */
  fetch?: typeof fetch;
  webSocketImpl?: unknown;
  /** The shared link token to send (tests give their own store). */
  sharedLink?: SharedLinkStore;
};

function signedInUserId(state: SessionState): string | undefined {
  return state.status === 'signed-in' ? state.session.user.id : undefined;
}

/** Long enough for a silent restore over a slow network; a session still unknown after it connects anonymously. */
const SESSION_SETTLE_TIMEOUT_MS = 10_000;

/** Resolves once the session is known (signed in or out), or after `timeoutMs`. */
function settled(session: SessionManager, timeoutMs: number): Promise<void> {
  if (session.getState().status !== 'unknown') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = session.subscribe(() => {
      if (session.getState().status !== 'unknown') done();
    });
  });
}

/**
 * After a lost connection: soon at first, then backing off to 30 s, with jitter so a restarted
 * server is not met by every client at the same instant.
 */
export function reconnectDelayMs(retries: number, random = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** retries);
  return Math.round(base / 2 + random() * (base / 2));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The server closes a socket with graphql-ws's Forbidden when its access token expires, its
 * session ends, or it presented no valid credentials; the client reconnects after it.
 */
export const SOCKET_REFUSED_CODE = 4403;
/** A token this close to its expiry is renewed before it is presented to a new socket. */
export const SOCKET_TOKEN_MARGIN_MS = 5_000;

function expiresWithin(state: SessionState, marginMs: number): boolean {
  if (state.status !== 'signed-in') return false;
  const expiry = Date.parse(state.session.accessTokenExpiresAt);
  return !Number.isNaN(expiry) && expiry - Date.now() < marginMs;
}

/**
 * One Apollo Client and the session it carries. Queries and mutations go over HTTP POST with
 * `Authorization: Bearer <access token>` and the refresh cookie (same origin); subscriptions go
 * over graphql-ws on the same path, the token in `connectionParams`. The socket retries forever
 * (servers restart, laptops sleep); after a reconnect the active queries are fetched again,
 * since events sent while it was down were missed.
 */
export function createApolloClient({
  location = window.location,
  fetch,
  webSocketImpl,
  sharedLink = sharedLinkStore,
}: ApolloClientOptions = {}): AppApolloClient {
  let client: ApolloClient | undefined;
  const session = createSessionManager({
    api: createApolloSessionApi(() => {
      if (!client) throw new Error('The Apollo Client is not ready yet');
      return client;
    }),
  });

  // The user the open socket presented, or null while none is open. The server knows a socket's
  // user from its connection, so a change of user (sign-in, sign-out) drops the socket and
  // graphql-ws reconnects at once with the new token and resubscribes; a refresh for the same
  // user keeps it.
  let connectedAs: string | undefined | null = null;
  // Likewise the shared link token the open socket presented: opening or leaving a shared page
  // reconnects with (or without) it.
  let connectedWithLink: string | undefined | null = null;
  let restartedOnPurpose = false;
  // The access token the open (or last) socket presented, and the one the server refused by
  // closing it: that one is never presented again, the session is refreshed first.
  let presentedToken: string | undefined;
  let refusedToken: string | undefined;

  const socket = createClient({
    url: getGraphqlWebSocketUrl(location),
    webSocketImpl,
    lazy: true,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => {
      const restart = restartedOnPurpose;
      restartedOnPurpose = false;
      return wait(restart ? 0 : reconnectDelayMs(retries));
    },
    // Read at every (re)connection, so a reconnect always presents the current token. A page
    // just opened is still restoring its session: connecting anonymously first would only be
    // dropped a moment later, and events sent in between would be lost. A token the server
    // refused (it expired under an open socket) or about to expire is first renewed, so that
    // the subscriptions resume on the new socket without the user noticing.
    connectionParams: async () => {
      await settled(session, SESSION_SETTLE_TIMEOUT_MS);
      const current = session.getAccessToken();
      if (
        current &&
        (current === refusedToken || expiresWithin(session.getState(), SOCKET_TOKEN_MARGIN_MS))
      ) {
        await session.refresh();
      }
      const state = session.getState();
      connectedAs = signedInUserId(state);
      connectedWithLink = sharedLink.getToken();
      const token = session.getAccessToken();
      presentedToken = token;
      return {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(connectedWithLink ? { sharedLink: connectedWithLink } : {}),
      };
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) void client?.refetchObservableQueries();
      },
      closed: (event) => {
        connectedAs = null;
        connectedWithLink = null;
        if ((event as { code?: number } | undefined)?.code !== SOCKET_REFUSED_CODE) return;
        refusedToken = presentedToken;
        // A newer token is already at hand (the session refreshed while this socket ran):
        // reconnect at once rather than after the usual backoff.
        const current = session.getAccessToken();
        if (current && current !== refusedToken) restartedOnPurpose = true;
      },
    },
  });

  const reconnect = () => {
    connectedAs = null;
    connectedWithLink = null;
    restartedOnPurpose = true;
    socket.terminate();
  };
  session.subscribe(() => {
    if (connectedAs === null || signedInUserId(session.getState()) === connectedAs) return;
    reconnect();
  });
  sharedLink.subscribe(() => {
    if (connectedWithLink === null || sharedLink.getToken() === connectedWithLink) return;
    reconnect();
  });

  const http = ApolloLink.from([
    createAuthLink({ getAccessToken: session.getAccessToken, refresh: session.refresh }),
    // same-origin sends the httpOnly refresh cookie the server sets on /graphql.
    new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', fetch }),
  ]);

  const link = ApolloLink.from([
    // First, so that it sees subscriptions too (to tell when the server ends one).
    createSharedLinkLink(sharedLink),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      new GraphQLWsLink(socket),
      http,
    ),
  ]);

  client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket, session };
}
