import { identityMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import {
  ApiClient,
  readCodeFromOutbox,
  refreshMutation,
  signInMutation,
  signUpAndSignIn,
  signUpMutation,
  verifyEmailMutation,
} from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { insertUser } from './identity.repository.ts';
import { hashPassword } from './passwords.ts';

const password = 'lumens4000';

describe('sign-up, confirmation and sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('mails a six-digit code that confirms the address, then signs in', async () => {
    const client = new ApiClient(app.url);
    const { signUp } = await client.ok(signUpMutation, {
      email: '  Ann.Lee@Example.COM ',
      password,
      name: 'Ann Lee',
    });
    expect(signUp).toEqual({ email: 'ann.lee@example.com', codeExpiresInSeconds: 900 });
    const { code, message } = await readCodeFromOutbox(app, 'ann.lee@example.com');
    expect(message.subject).toContain(code);

    const unconfirmed = await client.call(signInMutation, {
      email: 'ann.lee@example.com',
      password,
    });
    expect(unconfirmed.errors?.[0]).toMatchObject({
      message: 'User is not confirmed.',
      extensions: { code: 'USER_NOT_CONFIRMED' },
    });

    expect(await client.ok(verifyEmailMutation, { email: 'ann.lee@example.com', code })).toEqual({
      verifyEmail: true,
    });
    const { signIn } = await client.ok(signInMutation, { email: 'ANN.LEE@example.com', password });
    expect(signIn.session!.user).toMatchObject({ email: 'ann.lee@example.com', name: 'Ann Lee' });
    client.accessToken = signIn.session!.accessToken;
    const { getUserProfile } = await client.ok(
      graphql(`query IdentityApiGetUserProfile { getUserProfile { email profileComplete } }`),
    );
    expect(getUserProfile).toEqual({ email: 'ann.lee@example.com', profileComplete: false });
  });

  it('refuses a code used once already, and one that has expired', async () => {
    const client = new ApiClient(app.url);
    await client.ok(signUpMutation, { email: 'reuse@example.com', password });
    const { code } = await readCodeFromOutbox(app, 'reuse@example.com');
    await client.ok(verifyEmailMutation, { email: 'reuse@example.com', code });
    const again = await client.call(verifyEmailMutation, { email: 'reuse@example.com', code });
    expect(again.errors?.[0].message).toBe(identityMessages.expiredCode);

    await client.ok(signUpMutation, { email: 'late@example.com', password });
    const late = await readCodeFromOutbox(app, 'late@example.com');
    await app.platform.database.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await client.call(verifyEmailMutation, {
      email: 'late@example.com',
      code: late.code,
    });
    expect(expired.errors?.[0].message).toBe(identityMessages.expiredCode);
    const stillUnconfirmed = await client.call(signInMutation, {
      email: 'late@example.com',
      password,
    });
    expect(stillUnconfirmed.errors?.[0].extensions?.code).toBe('USER_NOT_CONFIRMED');
  });

  it('refuses a wrong code, and spends the code after five wrong guesses', async () => {
    const client = new ApiClient(app.url);
    await client.ok(signUpMutation, { email: 'guess@example.com', password });
    const { code } = await readCodeFromOutbox(app, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await client.call(verifyEmailMutation, {
        email: 'guess@example.com',
        code: wrong,
      });
      expect(answer.errors?.[0].message).toBe(identityMessages.invalidCode);
    }
    const right = await client.call(verifyEmailMutation, { email: 'guess@example.com', code });
    expect(right.errors?.[0].message).toBe(identityMessages.expiredCode);
  });

  it('answers a wrong password and an unknown account with the same message and code', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'known@example.com', password);
    const wrongPassword = await new ApiClient(app.url).call(signInMutation, {
      email: 'known@example.com',
      password: 'not-the-password1',
    });
    const unknownAccount = await new ApiClient(app.url).call(signInMutation, {
      email: 'nobody@example.com',
      password: 'not-the-password1',
    });
    expect(wrongPassword.errors).toEqual(unknownAccount.errors);
    expect(wrongPassword.errors?.[0]).toEqual({
      message: 'Incorrect username or password.',
      extensions: { code: 'INCORRECT_CREDENTIALS' },
    });
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const client = new ApiClient(app.url);
    const badEmail = await client.call(signUpMutation, { email: 'not-an-email', password });
    expect(badEmail.errors?.[0].message).toBe(identityMessages.invalidEmail);
    const weak = await client.call(signUpMutation, {
      email: 'weak@example.com',
      password: 'short',
    });
    expect(weak.errors?.[0].message).toBe('Password must be at least 8 characters long.');
    const users = await app.platform.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['not-an-email', 'weak@example.com'])
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses to sign up an address that already has a confirmed account', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'taken@example.com', password);
    const again = await new ApiClient(app.url).call(signUpMutation, {
      email: 'Taken@example.com',
      password,
    });
    expect(again.errors?.[0].message).toBe(identityMessages.accountExists);
  });
});

describe('sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60' });
  });
  afterAll(() => app.stop());

  it('rotates the refresh token on each use, and a reused one revokes its whole family', async () => {
    const browser = new ApiClient(app.url);
    await signUpAndSignIn(app, browser, 'rotate@example.com', password);
    const firstToken = browser.cookies.get('specboard_refresh');
    expect(firstToken).toBeTruthy();

    const refreshed = await browser.ok(refreshMutation);
    expect(refreshed.refreshSession.accessToken).toBeTruthy();
    const secondToken = browser.cookies.get('specboard_refresh');
    expect(secondToken).not.toBe(firstToken);

    // Long after the first token was spent, a thief presents it.
    await app.platform.database.db
      .updateTable('refresh_tokens')
      .set({ spent_at: new Date(Date.now() - 60_000) })
      .where('spent_at', 'is not', null)
      .execute();
    const thief = new ApiClient(app.url);
    thief.cookies.set('specboard_refresh', firstToken!);
    const stolen = await thief.call(refreshMutation);
    expect(stolen.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The legitimate holder's current token died with its family.
    const victim = await browser.call(refreshMutation);
    expect(victim.errors?.[0]).toMatchObject({
      message: identityMessages.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('lets two tabs refresh with the same token at once without signing the user out', async () => {
    const tabOne = new ApiClient(app.url);
    await signUpAndSignIn(app, tabOne, 'tabs@example.com', password);
    const tabTwo = new ApiClient(app.url);
    tabTwo.cookies.set('specboard_refresh', tabOne.cookies.get('specboard_refresh')!);
    const [one, two] = await Promise.all([
      tabOne.call(refreshMutation),
      tabTwo.call(refreshMutation),
    ]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
  });

  it('signing out revokes the session: its refresh token no longer works', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'leaver@example.com', password);
    const token = client.cookies.get('specboard_refresh')!;
    expect(await client.ok(graphql(`mutation SignOut { signOut }`))).toEqual({ signOut: true });
    expect(client.cookies.has('specboard_refresh')).toBe(false);
    const replay = new ApiClient(app.url);
    replay.cookies.set('specboard_refresh', token);
    expect((await replay.call(refreshMutation)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('changing the password revokes other sessions and keeps this one', async () => {
    const laptop = new ApiClient(app.url);
    await signUpAndSignIn(app, laptop, 'changer@example.com', password);
    const phone = new ApiClient(app.url);
    phone.accessToken = (await phone.ok(signInMutation, { email: 'changer@example.com', password }))
      .signIn.session!.accessToken;

    const wrong = await laptop.call(
      graphql(
        `mutation ChangePassword { changePassword(currentPassword: "nope12345", newPassword: "newer-pass-1") { accessToken } }`,
      ),
    );
    expect(wrong.errors?.[0].message).toBe('Incorrect password');

    const changed = await laptop.ok(
      graphql(
        `mutation IdentityApiChangePassword($currentPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: "newer-pass-1") { accessToken } }`,
      ),
      { currentPassword: password },
    );
    laptop.accessToken = changed.changePassword.accessToken;
    expect((await phone.call(refreshMutation)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await laptop.call(refreshMutation)).errors).toBeUndefined();
    const oldPassword = await new ApiClient(app.url).call(signInMutation, {
      email: 'changer@example.com',
      password,
    });
    expect(oldPassword.errors?.[0].extensions?.code).toBe('INCORRECT_CREDENTIALS');
  });

  it('refuses a forged access token as an expired session', async () => {
    const client = new ApiClient(app.url);
    client.accessToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
    const answer = await client.call(graphql(`query GetUserProfile { getUserProfile { id } }`));
    expect(answer.errors?.[0]).toMatchObject({
      message: identityMessages.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('an invited user with a temporary password must set a new one before a session is given', async () => {
    await insertUser(app.platform.database.db, {
      email: 'invitee@example.com',
      passwordHash: await hashPassword('Temporary-1'),
      name: null,
      mustChangePassword: true,
    });
    const client = new ApiClient(app.url);
    const { signIn } = await client.ok(signInMutation, {
      email: 'invitee@example.com',
      password: 'Temporary-1',
    });
    expect(signIn).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED', session: null });
    const { completeNewPassword } = await client.ok(
      graphql(
        `mutation IdentityApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: "my-own-pass-2") { accessToken user { email } } }`,
      ),
      { t: signIn.challengeToken! },
    );
    expect(completeNewPassword.user.email).toBe('invitee@example.com');
    const temporary = await new ApiClient(app.url).call(signInMutation, {
      email: 'invitee@example.com',
      password: 'Temporary-1',
    });
    expect(temporary.errors?.[0].extensions?.code).toBe('INCORRECT_CREDENTIALS');
  });
});
