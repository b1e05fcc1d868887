import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { checkFileLink, fileLinksOf, linkExpiry } from './file-links.ts';

const key = 'a'.repeat(40);
const platform = {
  config: loadConfig({}),
  signingSecret: new TextEncoder().encode('x'.repeat(48)),
};
const at = (iso: string) => () => Date.parse(iso);

function parts(url: string) {
  const query = new URL(url, 'http://link.invalid').searchParams;
  return { key, expires: query.get('expires'), signature: query.get('signature') };
}

describe('file links', () => {
  it('last 15 minutes by default, and at least 10: one address per file for 5 minutes', () => {
    expect(platform.config.files.linkLifetimeSeconds).toBe(900);
    const issued = fileLinksOf(platform, at('2026-03-02T10:00:01Z'));
    expect(issued.expiresAt.toISOString()).toBe('2026-03-02T10:15:00.000Z');
    const later = fileLinksOf(platform, at('2026-03-02T10:04:59Z'));
    expect(later.url(key)).toBe(issued.url(key));
    expect(fileLinksOf(platform, at('2026-03-02T10:05:01Z')).expiresAt.toISOString()).toBe(
      '2026-03-02T10:20:00.000Z',
    );
    for (let now = 0; now < 2000; now += 7.3) {
      const left = linkExpiry(now, 900) - now;
      expect(left).toBeGreaterThanOrEqual(600);
      expect(left).toBeLessThanOrEqual(900);
    }
    expect(linkExpiry(100.4, 2)).toBe(102);
  });

  it('are checked against the clock: good until their expiry, then refused', () => {
    const link = parts(fileLinksOf(platform, at('2026-03-02T10:00:01Z')).url(key));
    expect(checkFileLink(platform, link, at('2026-03-02T10:14:59Z'))).toEqual({
      ok: true,
      secondsLeft: 1,
    });
    expect(checkFileLink(platform, link, at('2026-03-02T10:15:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused when signed with another secret, or for another key', () => {
    const now = at('2026-03-02T10:00:00Z');
    const link = parts(fileLinksOf(platform, now).url(key));
    const other = { ...platform, signingSecret: new TextEncoder().encode('y'.repeat(48)) };
    expect(checkFileLink(other, link, now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFileLink(platform, { ...link, key: 'b'.repeat(40) }, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkFileLink(platform, { ...link, expires: '1e12' }, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
