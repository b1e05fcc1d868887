import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSession, sampleUser } from '../../test/identity-fixtures.ts';
import { createApolloClient, reconnectDelayMs } from './createApolloClient.ts';
import { createSharedLinkStore } from './shared-link.ts';

type Message = { type: string; id?: string; payload?: Record<string, unknown> };

/** A WebSocket that plays a graphql-ws server: it acknowledges every connection. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: Message[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.({});
    }, 0);
  }

  send(data: string) {
    const message = JSON.parse(data) as Message;
    this.sent.push(message);
    if (message.type === 'connection_init') {
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 0);
    }
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The server sends this message (`next` for the subscription with `id`, say). */
  receive(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  get connectionParams() {
    return this.sent.find((message) => message.type === 'connection_init')?.payload;
  }
}

const PULSE = gql`
  subscription SystemPulse {
    systemPulse {
      at
    }
  }
`;

describe('the app client over WebSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('presents the current access token and reconnects when the user changes', async () => {
    const app = createApolloClient({
      location: { protocol: 'https:', host: 'specboard.test' },
      webSocketImpl: FakeWebSocket,
    });
    app.session.signIn(sampleSession(sampleUser({ id: 'user-1' }), 'token-1'));
    const subscription = app.client.subscribe({ query: PULSE }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10);

    const first = FakeWebSocket.instances[0];
    expect(first?.url).toBe('wss://specboard.test/graphql');
    expect(first?.connectionParams).toEqual({ authorization: 'Bearer token-1' });

    // A refreshed token for the same user keeps the connection.
    app.session.signIn(sampleSession(sampleUser({ id: 'user-1' }), 'token-2'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    // Another user: the socket is dropped and comes back at once with that user's token.
    app.session.signIn(sampleSession(sampleUser({ id: 'user-2' }), 'token-3'));
    await vi.advanceTimersByTimeAsync(10);
    expect(first?.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[1]?.connectionParams).toEqual({
      authorization: 'Bearer token-3',
    });
    expect(FakeWebSocket.instances[1]?.sent.map((message) => message.type)).toContain('subscribe');

    subscription.unsubscribe();
    app.session.dispose();
  });

  it('waits for a session being restored, then connects once, with its token', async () => {
    const app = createApolloClient({
      location: { protocol: 'https:', host: 'specboard.test' },
      webSocketImpl: FakeWebSocket,
    });
    const subscription = app.client.subscribe({ query: PULSE }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.instances[0]?.connectionParams).toBeUndefined();

    app.session.signIn(sampleSession(sampleUser({ id: 'user-1' }), 'token-1'));
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.instances[0]?.connectionParams).toEqual({
      authorization: 'Bearer token-1',
    });
    expect(FakeWebSocket.instances[0]?.sent.map((message) => message.type)).toContain('subscribe');
    subscription.unsubscribe();
    app.session.dispose();
  });

  it('connects without a token when signed out', async () => {
    const app = createApolloClient({
      location: { protocol: 'http:', host: 'localhost:5173' },
      webSocketImpl: FakeWebSocket,
    });
    await app.session.signOut();
    const subscription = app.client.subscribe({ query: PULSE }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances[0]?.connectionParams).toEqual({});
    subscription.unsubscribe();
    app.session.dispose();
  });

  it('presents a shared link token, reconnecting when one is set or left', async () => {
    const sharedLink = createSharedLinkStore();
    const app = createApolloClient({
      location: { protocol: 'http:', host: 'localhost:5173' },
      webSocketImpl: FakeWebSocket,
      sharedLink,
    });
    await app.session.signOut();
    const subscription = app.client.subscribe({ query: PULSE }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances[0]?.connectionParams).toEqual({});

    sharedLink.setToken('link-1');
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[1]?.connectionParams).toEqual({ sharedLink: 'link-1' });

    sharedLink.setToken(undefined);
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(FakeWebSocket.instances[2]?.connectionParams).toEqual({});
    subscription.unsubscribe();
    app.session.dispose();
  });

  it('when the server closes the socket for an expired token, refreshes the session and resumes the subscription with the new token', async () => {
    const refreshes: string[] = [];
    const fetch = (async (_url: string, init: { body: string }) => {
      refreshes.push(JSON.parse(init.body).operationName);
      const session = sampleSession(sampleUser({ id: 'user-1' }), 'token-2');
      return new Response(JSON.stringify({ data: { refreshSession: session } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;
    const app = createApolloClient({
      location: { protocol: 'https:', host: 'specboard.test' },
      webSocketImpl: FakeWebSocket,
      fetch,
    });
    app.session.signIn(sampleSession(sampleUser({ id: 'user-1' }), 'token-1'));
    const heard: unknown[] = [];
    const subscription = app.client
      .subscribe({ query: PULSE })
      .subscribe((result) => heard.push(result.data));
    await vi.advanceTimersByTimeAsync(10);
    const first = FakeWebSocket.instances[0]!;
    const firstId = first.sent.find((message) => message.type === 'subscribe')?.id;
    first.receive({ type: 'next', id: firstId, payload: { data: { systemPulse: { at: 'one' } } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([{ systemPulse: { at: 'one' } }]);

    // The token expired under the socket: the server closes it as graphql-ws's Forbidden.
    first.close(4403, 'Your session has expired. Please sign in again.');
    await vi.advanceTimersByTimeAsync(1_000);

    expect(refreshes).toEqual(['RefreshSession']);
    expect(app.session.getAccessToken()).toBe('token-2');
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.instances[1]!;
    expect(second.connectionParams).toEqual({ authorization: 'Bearer token-2' });
    const secondId = second.sent.find((message) => message.type === 'subscribe')?.id;
    expect(secondId).toBeDefined();
    second.receive({
      type: 'next',
      id: secondId,
      payload: { data: { systemPulse: { at: 'two' } } },
    });
    await vi.advanceTimersByTimeAsync(10);
    // The same subscription, never ended, hears on.
    expect(heard).toEqual([{ systemPulse: { at: 'one' } }, { systemPulse: { at: 'two' } }]);

    // Refreshed ahead of time (as the session does before expiry): the next close reconnects at
    // once with the token at hand, without asking the server again.
    app.session.signIn(sampleSession(sampleUser({ id: 'user-1' }), 'token-3'));
    second.close(4403, 'Your session has expired. Please sign in again.');
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(FakeWebSocket.instances[2]?.connectionParams).toEqual({
      authorization: 'Bearer token-3',
    });
    expect(refreshes).toHaveLength(1);
    subscription.unsubscribe();
    app.session.dispose();
  });

  it('reconnects soon after a lost connection, then backs off to at most 30 s', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(250);
    expect(reconnectDelayMs(0, () => 1)).toBe(500);
    expect(reconnectDelayMs(3, () => 1)).toBe(4_000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
  });
});
