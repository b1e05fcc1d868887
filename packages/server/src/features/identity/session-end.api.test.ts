import { identityMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import {
  ApiClient,
  refreshMutation,
  signInMutation,
  signUpAndSignIn,
  waitForMail,
} from '../../../test/support/api-client.ts';
import {
  eventually,
  type LiveSocket,
  openLiveSocket,
  within,
} from '../../../test/support/live-socket.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { testDatabase } from '../../../test/support/test-config.ts';
import { type App, createApp } from '../../app.ts';
import { verifyAccessToken } from './tokens.ts';

const pulse = graphql(`subscription SystemPulse { systemPulse { at serverId } }`);
const profileQuery = graphql(`query GetUserProfile { getUserProfile { id } }`);
const renameMutation = graphql(
  `mutation SessionEndRename { updateUserProfile(input: { name: "Renamed" }) { name } }`,
);
const password = 'correct horse 9';

let counter = 0;
const newEmail = (name: string) => `${name}.${++counter}.${Date.now()}@example.com`;

/** A socket of `token`'s session that is hearing the pulse (so it was delivering). */
async function liveSocket(app: TestApp, token: string): Promise<LiveSocket> {
  const socket = openLiveSocket(app.url, { authorization: `Bearer ${token}` });
  await socket.connected;
  socket.watch(pulse);
  await eventually(() => socket.results.some((r) => r.data?.systemPulse), 'a pulse');
  return socket;
}

/** The token reads and writes nothing: the answer is the session-expired one. */
async function expectRefused(app: TestApp, token: string) {
  const probe = new ApiClient(app.url);
  probe.accessToken = token;
  for (const operation of [profileQuery, renameMutation]) {
    const answer = await probe.call(operation);
    // Nothing read or written: the field answers null beside the error.
    expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
    expect(answer.errors?.[0]).toMatchObject({
      message: identityMessages.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}

/** The server closed the socket with the session-expired reason within a second of `since`. */
async function expectClosedWithinASecond(socket: LiveSocket, since: number) {
  const close = await within(socket.closed, 5000, undefined);
  expect(close).toMatchObject({ code: 4403, reason: identityMessages.sessionExpired });
  expect(close!.atMs - since).toBeLessThan(1000);
}

describe('a session that ends stops at once: its token is refused and its sockets close', () => {
  let app: TestApp;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ PULSE_INTERVAL_MS: '200' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await app.stop();
  });

  const live = async (token: string) => {
    const socket = await liveSocket(app, token);
    sockets.push(socket);
    return socket;
  };

  it('signOut: the access token no longer reads or writes, and its open socket is closed', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, newEmail('out'));
    const token = client.accessToken!;
    expect((await client.ok(profileQuery)).getUserProfile!.id).toBeTruthy();
    const socket = await live(token);

    await client.ok(graphql(`mutation SessionEndApiSignOut { signOut }`));
    const signedOutAt = Date.now();

    await expectClosedWithinASecond(socket, signedOutAt);
    await expectRefused(app, token);
    // Nor can it open a new socket.
    const again = openLiveSocket(app.url, { authorization: `Bearer ${token}` });
    sockets.push(again);
    expect(await again.closed).toMatchObject({ code: 4403 });
  });

  it('changePassword: every session of the account ends, the one that changed it goes on with a new token', async () => {
    const email = newEmail('change');
    const here = new ApiClient(app.url);
    await signUpAndSignIn(app, here, email, password);
    const elsewhere = new ApiClient(app.url);
    elsewhere.accessToken = (await elsewhere.ok(signInMutation, { email, password })).signIn
      .session!.accessToken;
    const [oldHere, oldElsewhere] = [here.accessToken!, elsewhere.accessToken!];
    const socketHere = await live(oldHere);
    const socketElsewhere = await live(oldElsewhere);

    const changed = await here.ok(
      graphql(
        `mutation SessionEndApiChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }`,
      ),
      { c: password, n: 'battery staple 7' },
    );
    const changedAt = Date.now();

    await expectClosedWithinASecond(socketElsewhere, changedAt);
    await expectClosedWithinASecond(socketHere, changedAt);
    await expectRefused(app, oldElsewhere);
    await expectRefused(app, oldHere);
    // The other device's refresh cookie is spent too.
    expect((await elsewhere.call(refreshMutation)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    here.accessToken = changed.changePassword.accessToken;
    expect((await here.ok(profileQuery)).getUserProfile!.id).toBeTruthy();
    await live(here.accessToken!);
  });

  it('confirmResetPassword: the sessions of the account end', async () => {
    const email = newEmail('reset');
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, email, password);
    const token = client.accessToken!;
    const socket = await live(token);

    const stranger = new ApiClient(app.url);
    await stranger.ok(
      graphql(`mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }`),
      {
        e: email,
      },
    );
    const mail = await waitForMail(app, email, (text) =>
      text.includes('asked to reset the password'),
    );
    const code = mail.text_body.match(/\b(\d{6})\b/)![1]!;
    await stranger.ok(
      graphql(
        `mutation SessionEndApiConfirmResetPassword($e: String!, $c: String!, $n: String!) { confirmResetPassword(email: $e, code: $c, newPassword: $n) }`,
      ),
      { e: email, c: code, n: 'battery staple 7' },
    );
    const resetAt = Date.now();

    await expectClosedWithinASecond(socket, resetAt);
    await expectRefused(app, token);
  });
});

describe('a session revoked without an announcement (another process, a stolen refresh token)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PULSE_INTERVAL_MS: '200' });
  });
  afterAll(() => app.stop());

  it('is found by the once-a-second check: its socket closes and its token is refused', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, newEmail('quiet'));
    const token = client.accessToken!;
    const socket = await liveSocket(app, token);
    try {
      const { familyId } = (await verifyAccessToken(app.platform.signingSecret, token))!;
      await app.platform.database.executeSql(
        `update refresh_tokens set revoked_at = now(), revoked_reason = 'elsewhere' where family_id = $1`,
        [familyId],
      );
      const revokedAt = Date.now();
      const close = await within(socket.closed, 5000, undefined);
      expect(close).toMatchObject({ code: 4403, reason: identityMessages.sessionExpired });
      expect(close!.atMs - revokedAt).toBeLessThan(2000);
      await expectRefused(app, token);
    } finally {
      await socket.dispose();
    }
  });
});

describe('an access token that expires ends its sockets', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PULSE_INTERVAL_MS: '200', ACCESS_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(() => app.stop());

  it('closes the socket at the expiry, with a code the client reconnects after; a fresh token opens a new one', async () => {
    const client = new ApiClient(app.url);
    const session = await signUpAndSignIn(app, client, newEmail('expiry'));
    const expiresAt = Date.parse(session!.accessTokenExpiresAt);
    const socket = await liveSocket(app, client.accessToken!);
    try {
      const close = await within(socket.closed, 5000, undefined);
      expect(close).toMatchObject({ code: 4403, reason: identityMessages.sessionExpired });
      expect(close!.atMs).toBeGreaterThanOrEqual(expiresAt - 50);
      expect(close!.atMs - expiresAt).toBeLessThan(1000);
    } finally {
      await socket.dispose();
    }
    // Pulses stopped with it: nothing arrives after the close.
    const heard = socket.results.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.results.length).toBe(heard);

    client.accessToken = (await client.ok(refreshMutation)).refreshSession.accessToken;
    const renewed = await liveSocket(app, client.accessToken!);
    await renewed.dispose();
  });
});

describe.skipIf(testDatabase !== 'postgres' || !process.env.REDIS_URL)(
  'two servers on one database and Redis (needs DATABASE_URL and REDIS_URL)',
  () => {
    let first: TestApp;
    let second: App;
    let secondUrl: string;

    beforeAll(async () => {
      first = await startTestApp({ PULSE_INTERVAL_MS: '200' });
      second = await createApp(first.environment.config);
      secondUrl = await second.listen();
    });
    afterAll(async () => {
      await second.close();
      await first.stop();
    });

    it('a sign-out on one server closes the session’s socket on the other within a second and its token is refused there', async () => {
      const client = new ApiClient(first.url);
      await signUpAndSignIn(first, client, newEmail('two'));
      const token = client.accessToken!;
      // The other server has seen the session in use: it is in its memory as open.
      const elsewhere = new ApiClient(secondUrl);
      elsewhere.accessToken = token;
      expect((await elsewhere.ok(profileQuery)).getUserProfile!.id).toBeTruthy();
      const socket = openLiveSocket(secondUrl, { authorization: `Bearer ${token}` });
      try {
        await socket.connected;
        socket.watch(pulse);
        await eventually(() => socket.results.some((r) => r.data?.systemPulse), 'a pulse');

        await client.ok(graphql(`mutation SessionEndApiSignOut { signOut }`));
        await expectClosedWithinASecond(socket, Date.now());
        const answer = await elsewhere.call(profileQuery);
        expect(answer.errors?.[0]).toMatchObject({
          message: identityMessages.sessionExpired,
          extensions: { code: 'UNAUTHENTICATED' },
        });
      } finally {
        await socket.dispose();
      }
    });
  },
);
