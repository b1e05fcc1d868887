import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, parseProxyTrust } from './client-address.ts';

describe('reading TRUST_PROXY', () => {
  it('keeps true and false, and takes a number of proxies or their addresses', () => {
    expect(parseProxyTrust(undefined)).toEqual({ hops: 0 });
    expect(parseProxyTrust('false')).toEqual({ hops: 0 });
    expect(parseProxyTrust('true')).toEqual({ hops: 1 });
    expect(parseProxyTrust(' 2 ')).toEqual({ hops: 2 });
    expect(parseProxyTrust('10.0.0.2, 10.1.0.0/16,::1, fd00::/8')).toEqual({
      proxies: ['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8'],
    });
  });

  it('refuses what is neither', () => {
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.300', '10.0.0.1,', 'fd00::/129', '-1']) {
      expect(parseProxyTrust(wrong), wrong).toBeUndefined();
    }
  });
});

describe("the client's address", () => {
  const forged = '6.6.6.6';

  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('203.0.113.7', `${forged}`, { hops: 0 })).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, { hops: 0 })).toBe('203.0.113.7');
  });

  it('behind one proxy, is the entry that proxy added, not what the client wrote before it', () => {
    const one = { hops: 1 };
    expect(clientAddress('10.0.0.2', `${forged}, 203.0.113.7`, one)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '203.0.113.7', one)).toBe('203.0.113.7');
    // No header: the proxy did not say, so the peer is all there is.
    expect(clientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2');
    // Headers repeated are read as one list, in order.
    expect(clientAddress('10.0.0.2', [forged, '203.0.113.7'], one)).toBe('203.0.113.7');
  });

  it('behind two proxies, skips the entry the second one added', () => {
    const header = `${forged}, 203.0.113.7, 10.0.0.9`;
    expect(clientAddress('10.0.0.2', header, { hops: 2 })).toBe('203.0.113.7');
  });

  it('with a list of proxies, is the right-most address that is not one of them', () => {
    const trust = { proxies: ['10.0.0.0/8', '::1'] };
    expect(clientAddress('10.0.0.2', `${forged}, 203.0.113.7, 10.4.0.1`, trust)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress('::1', `${forged}, 2001:db8::5`, trust)).toBe('2001:db8::5');
    // A peer that is not a trusted proxy is the client: its headers are its own words.
    expect(clientAddress('203.0.113.7', `${forged}`, trust)).toBe('203.0.113.7');
  });

  it('writes each address one way', () => {
    expect(normalizeAddress(' [2001:DB8::1]:443 ')).toBe('2001:db8::1');
    expect(normalizeAddress('203.0.113.7:5678')).toBe('203.0.113.7');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('x'.repeat(500))).toHaveLength(64);
  });
});
