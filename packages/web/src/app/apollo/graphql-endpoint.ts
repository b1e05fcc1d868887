/** The GraphQL path; the server answers HTTP and WebSocket (graphql-ws) on it. */
export const GRAPHQL_PATH = '/graphql';

/** The WebSocket URL of the GraphQL endpoint on the page's own host: ws:// or wss:// as the page. */
export function getGraphqlWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
