import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { GRAPHQL_PATH, getGraphqlWebSocketUrl } from './graphql-endpoint.ts';

export type AppApolloClient = { client: ApolloClient; socket: Client };

/**
 * One Apollo Client: queries and mutations over HTTP POST, subscriptions over graphql-ws on the
 * same path. The socket retries forever (servers restart, laptops sleep); after a reconnect the
 * active queries are fetched again, since events sent while it was down were missed.
 */
export function createApolloClient(location: Location = window.location): AppApolloClient {
  let client: ApolloClient | undefined;
  const socket = createClient({
    url: getGraphqlWebSocketUrl(location),
    lazy: true,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) void client?.refetchObservableQueries();
      },
    },
  });

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(socket),
    new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
  );

  client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket };
}
