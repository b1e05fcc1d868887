import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Document, documentText } from './document-text.ts';

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

type Results<T> = { data?: T; errors?: readonly { message: string; extensions?: any }[] }[];

/** Resolves with the first `count` results of a subscription, or rejects after `timeoutMs`. */
export function takeResults<TDocument extends TypedDocumentNode<any, any>>(
  client: Client,
  document: TDocument,
  variables: VariablesOf<TDocument>,
  count: number,
  timeoutMs = 10_000,
): Promise<Results<ResultOf<TDocument>>> {
  return new Promise((resolve, reject) => {
    const results: Results<ResultOf<TDocument>> = [];
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`only ${results.length} of ${count} results after ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = client.subscribe<ResultOf<TDocument>>(
      { query: documentText(document), variables },
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

export type SubscriptionEvent = {
  data?: any;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * Collects a subscription's events over its own socket, opened with `connectionParams` (a token,
 * a shared link). A refusal is kept as an event with errors; `ended` resolves once the server
 * completes or refuses the subscription.
 */
export function watchSubscription(
  url: string,
  connectionParams: Record<string, unknown>,
  document: Document,
  variables?: Record<string, unknown>,
) {
  const client = connectGraphQLWebSocket(url, connectionParams);
  const events: SubscriptionEvent[] = [];
  let finish: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  client.subscribe(
    { query: documentText(document), variables },
    {
      next: (event) => events.push(event as SubscriptionEvent),
      error: (error) => {
        // A socket the server closed (at connection, for want of credentials) is kept as an
        // error naming its close code and reason.
        const closed = error as { code?: unknown; reason?: unknown };
        const errors = Array.isArray(error)
          ? error
          : typeof closed.code === 'number'
            ? [{ message: String(closed.reason), extensions: { closeCode: closed.code } }]
            : [error as { message: string }];
        events.push({ errors });
        finish();
      },
      complete: () => finish(),
    },
  );
  return {
    events,
    ended,
    /** The events once there are `count` of them, or as many as came within the time. */
    async until(count: number, timeoutMs = 5000) {
      const start = Date.now();
      while (events.length < count && Date.now() - start < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    dispose: () => client.dispose(),
  };
}
