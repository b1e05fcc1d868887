import { describe, expect, it } from 'vitest';
import {
  capped,
  composeMail,
  defangLinks,
  mailSubject,
  nameInMail,
  oneLine,
  quoteText,
} from './compose.ts';

describe('people’s text in mail', () => {
  it('puts a subject on one line of at most 120 characters', () => {
    const name = `Eve\r\nBcc: all@example.com\u202e\u0007${'x'.repeat(500)}`;
    const subject = mailSubject([{ user: name }, ' invited you to ', { user: 'Harbour' }]);
    for (const gone of ['\r', '\n', '\u202e', '\u0007']) expect(subject).not.toContain(gone);
    expect(subject.startsWith('Eve Bcc: all@example[.]comxxx')).toBe(true);
    // The name is cut at 80 characters, so the rest of the sentence stays.
    expect(subject.endsWith('x… invited you to Harbour')).toBe(true);
    const long = mailSubject([{ user: 'Dana' }, ` shared ${'Harbour Hotel '.repeat(20)}`]);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('cuts by characters, not halves of an emoji, and leaves short text alone', () => {
    expect(capped('Lumen 💡💡💡', 8)).toBe('Lumen 💡…');
    expect(capped('Short', 120)).toBe('Short');
    expect(oneLine('  Ada \t\n Lovelace  ')).toBe('Ada Lovelace');
    expect(Array.from(nameInMail('n'.repeat(300)))).toHaveLength(80);
  });

  it('defangs links and bare domains, and leaves ordinary words', () => {
    expect(defangLinks('see https://evil.example/x or www.evil.example, e.g. 2.5 m')).toBe(
      'see https[:]//evil[.]example/x or www[.]evil[.]example, e.g. 2.5 m',
    );
  });

  it('quotes a message as the sender’s words, line by line', () => {
    expect(quoteText('Dana', 'First line\r\n\r\nSecond line')).toBe(
      'Dana wrote:\n> First line\n>\n> Second line',
    );
  });

  it('escapes people’s text in the HTML body and links only ours', () => {
    const mail = composeMail({
      to: 'a@example.com',
      subject: ['Hello'],
      blocks: [
        [{ user: '<b>Dana</b>' }, ' says:'],
        { quote: { author: 'Dana', words: '<img src=x onerror=alert(1)> "hi" & bye' } },
        ['Open ', { link: 'https://app.example/invitations' }],
      ],
    });
    expect(mail.html).toContain('<strong>&lt;b&gt;Dana&lt;/b&gt;</strong> says:');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;hi&quot; &amp; bye');
    expect(mail.html).not.toContain('<img');
    expect([...mail.html!.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'https://app.example/invitations',
    ]);
    expect(mail.text).toBe(
      '<b>Dana</b> says:\n\nDana wrote:\n> <img src=x onerror=alert(1)> "hi" & bye\n\n' +
        'Open https://app.example/invitations',
    );
  });
});
