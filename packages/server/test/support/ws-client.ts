import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client over a real socket to the test server. */
export function connectGraphQLWebSocket(
  url: string,
  connectionParams?: Record<string, unknown>,
): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams,
  });
}

/** Resolves with the first `count` results of a subscription, or rejects after `timeoutMs`. */
export function takeResults<T>(
  client: Client,
  query: string,
  count: number,
  timeoutMs = 10_000,
): Promise<{ data?: T; errors?: readonly { message: string; extensions?: any }[] }[]> {
  return new Promise((resolve, reject) => {
    const results: { data?: T; errors?: readonly { message: string }[] }[] = [];
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`only ${results.length} of ${count} results after ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = client.subscribe<T>(
      { query },
      {
        next: (result) => {
          results.push(result as never);
          if (results.length >= count) {
            clearTimeout(timer);
            unsubscribe();
            resolve(results);
          }
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error);
        },
        complete: () => {
          clearTimeout(timer);
          resolve(results);
        },
      },
    );
  });
}
