import { describe, expect, it } from 'vitest';
import { oauthState, stateLifetimeMs, tokenCipher } from './procore-crypto.ts';

const secret = new TextEncoder().encode('a signing secret of at least thirty-two characters');
const otherSecret = new TextEncoder().encode('another signing secret, also thirty-two characters');

describe('Procore token encryption', () => {
  const cipher = tokenCipher(secret);

  it('opens what it sealed, and the sealed text shows nothing of the token', () => {
    const sealed = cipher.seal('at-plain-token-123', 'user-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('plain');
    expect(cipher.open(sealed, 'user-1')).toBe('at-plain-token-123');
    // A random IV per value: the same token never seals to the same text.
    expect(cipher.seal('at-plain-token-123', 'user-1')).not.toBe(sealed);
  });

  it('refuses a value altered, moved to another user, or sealed under another secret', () => {
    const sealed = cipher.seal('rt-secret', 'user-1');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      cipher.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), 'user-1'),
    ).toBeUndefined();
    expect(cipher.open(sealed, 'user-2')).toBeUndefined();
    expect(tokenCipher(otherSecret).open(sealed, 'user-1')).toBeUndefined();
    expect(cipher.open(`v2${sealed.slice(2)}`, 'user-1')).toBeUndefined();
    expect(cipher.open('plain-text', 'user-1')).toBeUndefined();
  });
});

describe('Procore OAuth state', () => {
  const states = oauthState(secret);

  it('names the user it was issued for, for 10 minutes', () => {
    const now = Date.now();
    const state = states.issue('user-1', now);
    expect(states.verify(state, now)).toBe('user-1');
    expect(states.verify(state, now + stateLifetimeMs - 1)).toBe('user-1');
    expect(states.verify(state, now + stateLifetimeMs)).toBeUndefined();
  });

  it('refuses a forged or altered state, and one signed under another secret', () => {
    const state = states.issue('user-1');
    const [version, , signature] = state.split('.');
    const claims = Buffer.from(JSON.stringify({ u: 'user-2', e: Date.now() + 60_000, n: 'x' }));
    expect(
      states.verify(`${version}.${claims.toString('base64url')}.${signature}`),
    ).toBeUndefined();
    expect(states.verify(oauthState(otherSecret).issue('user-1'))).toBeUndefined();
    expect(states.verify('s1.e30.AAAA')).toBeUndefined();
    expect(states.verify('')).toBeUndefined();
  });
});
