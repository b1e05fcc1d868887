import { describe, expect, it } from 'vitest';
import { sanitizeCommentHtml } from './sanitize.ts';
import { isInert, xssPayloads } from './xss.test-support.ts';

const mentioned = new Set(['u1']);

describe('comment HTML', () => {
  it('keeps the composer’s formatting, links and mentions of the mentioned', async () => {
    const html =
      '<p>Hi <span data-type="mention" data-id="u1" data-label="Ann">@Ann</span>, see <a href="https://example.com/a?b=1">the sheet</a></p>' +
      '<ul><li><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x</code></li></ul><blockquote>q</blockquote><pre>p</pre><ol><li>one</li></ol><p>a<br>b</p>';
    expect(await sanitizeCommentHtml(html, mentioned)).toBe(
      '<p>Hi <span data-type="mention" data-id="u1" data-label="Ann">@Ann</span>, see <a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">the sheet</a></p>' +
        '<ul><li><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x</code></li></ul><blockquote>q</blockquote><pre>p</pre><ol><li>one</li></ol><p>a<br />b</p>',
    );
    expect(
      await sanitizeCommentHtml('<a href="mailto:a@example.com">mail</a>', mentioned),
    ).toContain('href="mailto:a@example.com"');
  });

  it('turns a mention of someone not mentioned, or any other span, into its text', async () => {
    expect(
      await sanitizeCommentHtml(
        '<p><span data-type="mention" data-id="u9" data-label="Eve">@Eve</span> <span class="x">plain</span></p>',
        mentioned,
      ),
    ).toBe('<p>@Eve plain</p>');
  });

  it('renders every payload of the XSS list inert', async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(15);
    for (const payload of xssPayloads) {
      const clean = await sanitizeCommentHtml(payload, mentioned);
      expect(isInert(clean), `${payload} → ${clean}`).toBe(true);
    }
  });
});
