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

export type AppApolloClient = { client: ApolloClient; socket: Client; session: SessionManager };

type ApolloClientOptions = {
  location?: Pick<Location, 'protocol' | 'host'>;
  /** Stand in for the browser's fetch and WebSocket (tests). */
  fetch?: typeof fetch;
  webSocketImpl?: unknown;
};

function signedInUserId(state: SessionState): string | undefined {
  return state.status === 'signed-in' ? state.session.user.id : undefined;
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
}: ApolloClientOptions = {}): AppApolloClient {
  let client: ApolloClient | undefined;
  const session = createSessionManager({
    api: createApolloSessionApi(() => {
      if (!client) throw new Error('The Apollo Client is not ready yet');
      return client;
    }),
  });

  const socket = createClient({
    url: getGraphqlWebSocketUrl(location),
    webSocketImpl,
    lazy: true,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    // Read at every (re)connection, so a reconnect always presents the current token.
    connectionParams: () => {
      const token = session.getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) void client?.refetchObservableQueries();
      },
    },
  });

  // The server knows a socket's user from its connection: when the user changes (sign-in,
  // sign-out, restore), drop the connection; graphql-ws reconnects with the new token and
  // resubscribes. A refresh for the same user keeps the connection.
  let socketUser = signedInUserId(session.getState());
  session.subscribe(() => {
    const user = signedInUserId(session.getState());
    if (user === socketUser) return;
    socketUser = user;
    socket.terminate();
  });

  const http = ApolloLink.from([
    createAuthLink({ getAccessToken: session.getAccessToken, refresh: session.refresh }),
    // same-origin sends the httpOnly refresh cookie the server sets on /graphql.
    new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', fetch }),
  ]);

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(socket),
    http,
  );

  client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket, session };
}
