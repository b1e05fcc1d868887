import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Document, documentText } from './document-text.ts';

export type SocketClose = { code: number; reason: string; atMs: number };

export type LiveSocket = {
  client: Client;
  /** Resolves once the server acknowledged connection_init. */
  connected: Promise<void>;
  /** Resolves with the close the server (or the network) made, and when it came. */
  closed: Promise<SocketClose>;
  /** Results of every subscription opened with `watch`, in arrival order. */
  results: { data?: any; errors?: readonly { message: string; extensions?: any }[] }[];
  /** Opens a subscription on this socket; its results and its error land in `results`. */
  watch: (document: Document, variables?: Record<string, unknown>) => void;
  dispose: () => Promise<void>;
};

/**
 * One graphql-ws socket to the test server, connected at once and never retried, so that a test
 * sees exactly how the server ends it.
 */
export function openLiveSocket(
  url: string,
  connectionParams: Record<string, unknown> = {},
): LiveSocket {
  let onConnected: () => void = () => {};
  let onClosed: (close: SocketClose) => void = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });
  const closed = new Promise<SocketClose>((resolve) => {
    onClosed = resolve;
  });
  const results: LiveSocket['results'] = [];
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams,
    onNonLazyError: () => {},
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason: String(reason), atMs: Date.now() });
      },
    },
  });
  return {
    client,
    connected,
    closed,
    results,
    watch: (document, variables) => {
      client.subscribe(
        { query: documentText(document), variables },
        {
          next: (result) => results.push(result as never),
          error: (error) => {
            if (Array.isArray(error)) results.push({ errors: error });
          },
          complete: () => {},
        },
      );
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** Waits until `check` holds, polling every 20 ms; fails after `timeoutMs`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The promise's value, or the given value if it has not settled within `ms`. */
export function within<T, U>(promise: Promise<T>, ms: number, otherwise: U): Promise<T | U> {
  return Promise.race([
    promise,
    new Promise<U>((resolve) => setTimeout(() => resolve(otherwise), ms).unref()),
  ]);
}
