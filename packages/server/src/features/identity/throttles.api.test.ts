import { averageHoursToGuessCode, codeLimits } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import {
  ApiClient,
  type GraphQLAnswer,
  readCodeFromOutbox,
  signInMutation,
  signUpAndSignIn,
} from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { listOutbox } from '../../platform/mail/mailer.ts';

const password = 'lumens4000';
const hoursInAYear = 24 * 365;

/** A client at its own network address, as the trusted proxy reports it. */
const clientAt = (app: TestApp, address: string) =>
  new ApiClient(app.url, { 'x-forwarded-for': address });

const errorCode = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

describe('sign-in throttles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: 'true',
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '8',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '12',
      // Long enough that 12 sign-ins (each an argon2 hash) fit in it on a loaded machine.
      SIGN_IN_THROTTLE_WINDOW_SECONDS: '10',
    });
  });
  afterAll(() => app.stop());

  it('hold an account from one address after five failures, even with the right password, then lift', async () => {
    const client = clientAt(app, '198.51.100.10');
    await signUpAndSignIn(app, client, 'target@example.com', password);
    for (let i = 0; i < 5; i++) {
      const answer = await client.call(signInMutation, {
        email: 'target@example.com',
        password: 'guess-123',
      });
      expect(errorCode(answer)).toBe('INCORRECT_CREDENTIALS');
    }
    const held = await client.call(signInMutation, { email: 'target@example.com', password });
    expect(held.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(held.errors?.[0].message).toMatch(
      /^Too many attempts\. Please try again in ([1-9]|10) seconds?\.$/,
    );
    expect(held.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);

    await expect
      .poll(
        async () =>
          errorCode(await client.call(signInMutation, { email: 'target@example.com', password })),
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe('OK');
  });

  it("do not hold the owner out because of someone else's guessing, nor colleagues behind the same address", async () => {
    await signUpAndSignIn(app, clientAt(app, '203.0.113.20'), 'owner@example.com', password);
    await signUpAndSignIn(app, clientAt(app, '198.51.100.20'), 'colleague@example.com', password);
    const attacker = clientAt(app, '198.51.100.20');
    for (let i = 0; i < 6; i++) {
      await attacker.call(signInMutation, { email: 'owner@example.com', password: 'guess-123' });
    }
    const attackerHeld = await attacker.call(signInMutation, {
      email: 'owner@example.com',
      password,
    });
    expect(errorCode(attackerHeld)).toBe('TOO_MANY_ATTEMPTS');

    const owner = await clientAt(app, '203.0.113.20').call(signInMutation, {
      email: 'owner@example.com',
      password,
    });
    expect(owner.data?.signIn.session?.accessToken).toBeTruthy();
    const colleague = await clientAt(app, '198.51.100.20').call(signInMutation, {
      email: 'colleague@example.com',
      password,
    });
    expect(colleague.data?.signIn.session?.accessToken).toBeTruthy();
  });

  it('hold an address that tries many accounts, and an account tried from many addresses', async () => {
    const sprayer = clientAt(app, '198.51.100.30');
    for (let i = 0; i < 12; i++) {
      const answer = await sprayer.call(signInMutation, {
        email: `spray${i}@example.com`,
        password: 'guess-123',
      });
      expect(errorCode(answer)).toBe('INCORRECT_CREDENTIALS');
    }
    const sprayerHeld = await sprayer.call(signInMutation, {
      email: 'spray-new@example.com',
      password: 'guess-123',
    });
    expect(errorCode(sprayerHeld)).toBe('TOO_MANY_ATTEMPTS');

    for (let i = 0; i < 8; i++) {
      await clientAt(app, `192.0.2.${i + 1}`).call(signInMutation, {
        email: 'many@example.com',
        password: 'guess-123',
      });
    }
    const ninth = await clientAt(app, '192.0.2.100').call(signInMutation, {
      email: 'many@example.com',
      password: 'guess-123',
    });
    expect(errorCode(ninth)).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('parallel sign-in guesses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('are counted one by one: of 100 sent at once, exactly the limit of 5 are checked', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'parallel@example.com', password);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        new ApiClient(app.url).call(signInMutation, {
          email: 'parallel@example.com',
          password: `guess-${i}-x`,
        }),
      ),
    );
    const codes = answers.map(errorCode);
    expect(codes.filter((code) => code === 'INCORRECT_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(95);
  });
});

describe('mailed codes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true', CODE_GUESSES_PER_CLIENT_PER_HOUR: '30' });
  });
  afterAll(() => app.stop());

  const resetPassword = graphql(
    `mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }`,
  );
  const confirmReset = graphql(`mutation ConfirmResetPassword($e: String!, $c: String!) {
    confirmResetPassword(email: $e, code: $c, newPassword: "brand-new-pass-1")
  }`);

  it('go at most five an hour to one address, answered alike whether it has an account or not', async () => {
    await signUpAndSignIn(app, clientAt(app, '198.51.100.40'), 'inbox@example.com', password);
    const asker = clientAt(app, '198.51.100.41');
    // The sign-up's code was the first of the hour for the account; one for the other address too.
    await asker.call(resetPassword, { e: 'no-account@example.com' });
    const withAccount: string[] = [];
    const withoutAccount: string[] = [];
    for (let i = 0; i < 6; i++) {
      withAccount.push(errorCode(await asker.call(resetPassword, { e: 'inbox@example.com' })));
      withoutAccount.push(
        errorCode(await asker.call(resetPassword, { e: 'no-account@example.com' })),
      );
    }
    expect(withAccount).toEqual(['OK', 'OK', 'OK', 'OK', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    expect(withoutAccount).toEqual(withAccount);
    const outbox = await listOutbox(app.platform.database);
    expect(outbox.filter((mail) => mail.recipient === 'inbox@example.com')).toHaveLength(5);
  });

  it('take more than a year to guess at the allowed rate, with one client or many', async () => {
    const started = Date.now();
    await signUpAndSignIn(app, clientAt(app, '198.51.100.50'), 'guessed@example.com', password);
    // Confirming the sign-up was the first code checked for the address this hour.
    let checked = 1;
    let lastAnswer: GraphQLAnswer | undefined;
    // Clients take turns: each asks for a fresh code and guesses it wrong until held.
    for (let turn = 0; turn < 4; turn++) {
      const client = clientAt(app, `203.0.113.${60 + turn}`);
      await client.call(resetPassword, { e: 'guessed@example.com' });
      for (let guess = 0; guess < 6; guess++) {
        lastAnswer = await client.call(confirmReset, {
          e: 'guessed@example.com',
          c: String(100_000 + turn * 10 + guess),
        });
        if (errorCode(lastAnswer) === 'BAD_USER_INPUT') checked += 1;
      }
    }
    expect(checked).toBe(codeLimits.guessesPerAddress.max);
    expect(errorCode(lastAnswer!)).toBe('TOO_MANY_ATTEMPTS');

    // Held for everyone: even the right code, from yet another client, is not checked.
    const { code } = await readCodeFromOutbox(app, 'guessed@example.com');
    const rightCode = await clientAt(app, '203.0.113.99').call(confirmReset, {
      e: 'guessed@example.com',
      c: code,
    });
    expect(errorCode(rightCode)).toBe('TOO_MANY_ATTEMPTS');
    const heldSeconds = rightCode.errors![0].extensions.retryAfterSeconds as number;

    // The hold lasts until an hour from the first guess: `checked` guesses per window at most.
    const windowHours = ((Date.now() - started) / 1000 + heldSeconds) / 3600;
    expect(windowHours).toBeGreaterThan(0.95);
    const years = averageHoursToGuessCode(checked / windowHours) / hoursInAYear;
    expect(years).toBeGreaterThan(1);
  });

  it('are guessed by one client at a limited rate across addresses', async () => {
    const client = clientAt(app, '198.51.100.70');
    const answers: string[] = [];
    for (let address = 0; address < 4; address++) {
      for (let guess = 0; guess < 10; guess++) {
        const answer = await client.call(confirmReset, {
          e: `sprayed${address}@example.com`,
          c: String(200_000 + guess),
        });
        answers.push(errorCode(answer));
      }
    }
    const checked = answers.filter((code) => code === 'BAD_USER_INPUT').length;
    expect(checked).toBe(30);
    expect(answers.slice(checked).every((code) => code === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });
});
