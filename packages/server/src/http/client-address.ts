import net from 'node:net';

/**
 * Which proxies in front of the server are believed about the client's address (TRUST_PROXY):
 * a number of hops (0: none, the socket's peer is the client), or the proxies' own addresses.
 */
export type ProxyTrust = { hops: number } | { proxies: string[] };

/** What TRUST_PROXY expects, for the message of a wrong value. */
export const proxyTrustExpected =
  "expected true, false, a number of proxies, or the proxies' addresses (such as 10.0.0.2 or 10.0.0.0/8) separated by commas";

/**
 * Reads TRUST_PROXY: `false` (or empty, or 0) trusts no proxy; `true` one proxy, as before (now its
 * entry, not the client's); a whole number that many proxies in a row; otherwise a comma-separated
 * list of proxy addresses and CIDR ranges. Undefined when the value is none of these.
 */
export function parseProxyTrust(text: string | undefined): ProxyTrust | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return { hops: 0 };
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const proxies = value.split(',').map((entry) => entry.trim());
  return proxies.every(isAddressOrRange) ? { proxies } : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the right-most
 * X-Forwarded-For entry that a trusted proxy added. Entries further left were written by the
 * client (or by proxies it chose), so they are never believed.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const peer = normalizeAddress(socketAddress ?? '') || 'unknown';
  if ('hops' in trust && trust.hops === 0) return peer;
  // Left to right as the hops were made: the client's claim first, the socket's peer last.
  const chain = [...forwardedEntries(forwardedFor), peer];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  const trusted = proxyList(trust.proxies);
  for (let index = chain.length - 1; index > 0; index -= 1) {
    const address = chain[index] ?? '';
    if (!isTrusted(trusted, address)) return address;
  }
  return chain[0] ?? peer;
}

function forwardedEntries(header: string | string[] | undefined): string[] {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines
    .flatMap((line) => line.split(','))
    .map(normalizeAddress)
    .filter(Boolean);
}

/** An address as one entry: no brackets or port, and an IPv4 address mapped into IPv6 unmapped. */
export function normalizeAddress(entry: string): string {
  let address = entry.trim().toLowerCase();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) address = mapped[1];
  // Whatever else a client wrote cannot grow a rate-limit key without bound.
  return address.slice(0, 64);
}

const lists = new Map<string, net.BlockList>();

function proxyList(proxies: string[]): net.BlockList {
  const key = proxies.join(',');
  let list = lists.get(key);
  if (!list) {
    list = new net.BlockList();
    for (const entry of proxies) {
      const [given = '', prefix] = entry.split('/');
      const address = prefix === undefined ? normalizeAddress(given) : given;
      const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    lists.set(key, list);
  }
  return list;
}

function isTrusted(list: net.BlockList, address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
