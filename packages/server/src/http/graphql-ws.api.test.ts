import { identityMessages, sharingMessages } from '@specboard/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../test/support/api-client.ts';
import { documentText } from '../../test/support/document-text.ts';
import { eventually, type LiveSocket, openLiveSocket } from '../../test/support/live-socket.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { sharedLinkMutation, sharingFixture } from '../features/sharing/sharing.test-support.ts';
import { maxOperationsPerSocket, maxOperationsPerUser } from './graphql-ws.ts';

const pulse = graphql(`subscription SystemPulse { systemPulse { at serverId } }`);

let counter = 0;
const newEmail = (name: string) => `${name}.${++counter}.${Date.now()}@example.com`;

describe('a WebSocket to /graphql', () => {
  let app: TestApp;
  const sockets: LiveSocket[] = [];
  const open = (params: Record<string, unknown>) => {
    const socket = openLiveSocket(app.url, params);
    sockets.push(socket);
    return socket;
  };
  const signedIn = async (name: string) => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, newEmail(name));
    return { authorization: `Bearer ${client.accessToken}` };
  };
  /** The socket was closed before any acknowledgement, with this reason. */
  const expectRefused = async (socket: LiveSocket, reason: string) => {
    let acknowledged = false;
    void socket.connected.then(() => {
      acknowledged = true;
    });
    expect(await socket.closed).toMatchObject({ code: 4403, reason });
    expect(acknowledged).toBe(false);
  };

  beforeAll(async () => {
    app = await startTestApp({ PULSE_INTERVAL_MS: '200' });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });
  afterAll(() => app.stop());

  describe('must present credentials at connection_init', () => {
    it('is closed when it presents nothing', async () => {
      await expectRefused(open({}), identityMessages.signInRequired);
    });

    it('is closed when its token is forged or malformed', async () => {
      const forged = `Bearer ${'e30'}.${'e30'}.${'x'.repeat(43)}`;
      await expectRefused(open({ authorization: forged }), identityMessages.sessionExpired);
      await expectRefused(
        open({ authorization: 'Bearer nonsense' }),
        identityMessages.sessionExpired,
      );
    });

    it('is closed when its shared link is unknown or turned off', async () => {
      await expectRefused(open({ sharedLink: 'x'.repeat(43) }), sharingMessages.sharedLinkOff);
      const f = await sharingFixture(app, 'ws-link');
      const on = await f.client.ok(sharedLinkMutation, { ...f.ids, on: true });
      const token = on.projectSharedLink.sharedLink!.accessToken as string;
      await f.client.ok(sharedLinkMutation, { ...f.ids, on: false });
      await expectRefused(open({ sharedLink: token }), sharingMessages.sharedLinkOff);
    });

    it('is acknowledged with a valid access token, or a shared link that is on, and delivers', async () => {
      const withToken = open(await signedIn('ws-token'));
      const f = await sharingFixture(app, 'ws-reader');
      const on = await f.client.ok(sharedLinkMutation, { ...f.ids, on: true });
      const withLink = open({ sharedLink: on.projectSharedLink.sharedLink!.accessToken });
      for (const socket of [withToken, withLink]) {
        await socket.connected;
        socket.watch(pulse);
        await eventually(() => socket.results.some((r) => r.data?.systemPulse), 'a pulse');
      }
    });
  });

  describe('keeps a bounded number of operations open', () => {
    it(`refuses operation number ${maxOperationsPerSocket + 1} on one socket, and takes one again when another ends`, async () => {
      const socket = open(await signedIn('ws-many'));
      await socket.connected;
      const ends: (() => void)[] = [];
      const errors: unknown[] = [];
      for (let i = 0; i <= maxOperationsPerSocket; i++) {
        ends.push(
          socket.client.subscribe(
            { query: documentText(pulse) },
            { next: () => {}, error: (error) => errors.push(error), complete: () => {} },
          ),
        );
      }
      await eventually(() => errors.length > 0, 'a refusal');
      expect(errors).toEqual([
        [
          expect.objectContaining({
            message: `Too many live updates on one connection: at most ${maxOperationsPerSocket} at once.`,
            extensions: { code: 'LIMIT_REACHED', limit: maxOperationsPerSocket },
          }),
        ],
      ]);
      // One ended: there is room for one more, which delivers.
      ends[0]!();
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.watch(pulse);
      await eventually(() => socket.results.some((r) => r.data?.systemPulse), 'a pulse');
      for (const end of ends) end();
    });

    it(`refuses a user operation number ${maxOperationsPerUser + 1} across sockets`, async () => {
      const credentials = await signedIn('ws-user');
      const perSocket = maxOperationsPerSocket;
      const full = Array.from({ length: maxOperationsPerUser / perSocket }, () =>
        open(credentials),
      );
      for (const socket of full) {
        await socket.connected;
        for (let i = 0; i < perSocket; i++) socket.watch(pulse);
      }
      // Every one of them is running: each socket hears a pulse on all of its operations.
      await eventually(
        () => full.every((socket) => socket.results.length >= perSocket),
        'pulses on every operation',
      );
      expect(full.flatMap((socket) => socket.results).some((r) => r.errors)).toBe(false);
      const extra = open(credentials);
      await extra.connected;
      extra.watch(pulse);
      await eventually(() => extra.results.length > 0, 'an answer');
      expect(extra.results[0]?.errors?.[0]).toMatchObject({
        message: `Too many live updates open for your account: at most ${maxOperationsPerUser} at once.`,
        extensions: { code: 'LIMIT_REACHED', limit: maxOperationsPerUser },
      });
      // Another user is not counted with them.
      const other = open(await signedIn('ws-other'));
      await other.connected;
      other.watch(pulse);
      await eventually(() => other.results.some((r) => r.data?.systemPulse), 'a pulse');
    });
  });
});
