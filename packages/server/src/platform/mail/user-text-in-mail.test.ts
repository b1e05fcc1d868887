import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signInMutation } from '../../../test/support/api-client.ts';
import { startSmtpServer } from '../../../test/support/fake-smtp.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createConfirmedAccount } from '../../features/identity/index.ts';

/** The header block of a raw message, folded lines joined. */
function headersOf(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
}

/** An RFC 2047 header value read back ("=?UTF-8?Q?...?=" words). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of the message's part of this content type. */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start, `a ${type} part`).toBeGreaterThan(-1);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const bodyEnd = raw.indexOf('\r\n--', headerEnd);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, bodyEnd);
  const decoded = /quoted-printable/i.test(headers)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(headers)
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return decoded.replace(/\r\n/g, '\n');
}

describe('what people wrote, in mail sent over SMTP (issue 17, item 14)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Specboard <invites@specboard.test>',
    });
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  it('keeps a subject to one capped line, and quotes, escapes and defangs the message', async () => {
    const db = app.platform.database.db;
    const account = await createConfirmedAccount(db, {
      email: 'mallory@example.com',
      password: 'lumens4000',
      name: 'Mallory',
      company: 'Northlight',
      location: 'Montreal',
      projectTeamRole: 'Designer',
    });
    // A name no form would take, as older data or another client could hold it.
    const name = `Mallory\r\nBcc: victim@example.com\r\n${'A'.repeat(500)}`;
    await db.updateTable('users').set({ name }).where('id', '=', account.id).execute();
    const client = new ApiClient(app.url);
    const { signIn } = await client.ok(signInMutation, {
      email: 'mallory@example.com',
      password: 'lumens4000',
    });
    client.accessToken = signIn.session!.accessToken;
    const { createWorkspaceV2 } = await client.ok(
      graphql(`mutation CreateWorkspaceV2 { createWorkspaceV2(name: "Harbour Hotel") { id } }`),
    );
    const message =
      'Please sign in here: <a href="https://evil.example/login">Specboard</a>\n' +
      '<script>alert(1)</script>\nor visit www.evil.example today.';
    await client.ok(
      graphql(`mutation InviteToWorkspace($w: ID!, $msg: String) {
        inviteToWorkspace(workspaceId: $w, members: [{ email: "target@example.com" }], emailMessage: $msg) {
          results { status }
        }
      }`),
      { w: createWorkspaceV2.id, msg: message },
    );

    const mail = await smtp.waitFor('target@example.com');
    const headers = headersOf(mail.raw);
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    const subjects = headers.filter((line) => /^subject:/i.test(line));
    expect(subjects).toHaveLength(1);
    const subject = decodeWords(subjects[0]!.replace(/^subject:\s*/i, ''));
    expect(subject).not.toMatch(/[\r\n]/);
    expect(Array.from(subject)).toHaveLength(120);
    expect(subject.startsWith('Mallory Bcc: victim@example[.]com AAAA')).toBe(true);
    expect(subject).toContain('… invited you to Harbour Hotel on');
    expect(subject.endsWith('…')).toBe(true);

    const text = partOf(mail.raw, 'text/plain');
    const html = partOf(mail.raw, 'text/html');
    expect(text).toContain(
      'wrote:\n> Please sign in here: <a href="https[:]//evil[.]example/login">Specboard</a>\n' +
        '> <script>alert(1)</script>\n> or visit www[.]evil[.]example today.',
    );
    expect(text).not.toMatch(/https?:\/\/evil|www\.evil/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(
      /wrote:<\/p><blockquote[^>]*>Please sign in here: &lt;a href=&quot;https\[:\]\/\/evil\[\.\]example/,
    );
    // The only links are ours: the sign-in page.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([`${app.platform.config.publicUrl}/login?email=target%40example.com`]);
  });
});
