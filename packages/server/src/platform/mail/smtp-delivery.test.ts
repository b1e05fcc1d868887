import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  signInMutation,
  signUpMutation,
  verifyEmailMutation,
} from '../../../test/support/api-client.ts';
import { startSmtpServer } from '../../../test/support/fake-smtp.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('mail through an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Specboard <codes@specboard.test>',
    });
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  it('delivers the sign-up code over SMTP, and the code from that mail confirms the account', async () => {
    const client = new ApiClient(app.url);
    await client.ok(signUpMutation, { email: 'smtp.user@example.com', password: 'lumens4000' });
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = smtp.received;
    expect(mail?.from).toBe('codes@specboard.test');
    expect(mail?.to).toEqual(['smtp.user@example.com']);
    const code = mail?.raw.match(/Subject: Your Specboard confirmation code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await client.ok(verifyEmailMutation, { email: 'smtp.user@example.com', code: code! });
    const { signIn } = await client.ok(signInMutation, {
      email: 'smtp.user@example.com',
      password: 'lumens4000',
    });
    expect(signIn.session!.user.email).toBe('smtp.user@example.com');
  });

  it('keeps nothing in the outbox and offers no outbox page when SMTP is configured', async () => {
    const outbox = await app.platform.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toEqual([]);
    const page = await fetch(`${app.url}/dev/outbox`);
    expect(page.status).not.toBe(200);
  });
});
