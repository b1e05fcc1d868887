import ipaddr from 'ipaddr.js';

/** Whether a connection to `address` (an IP address as text) on `port` may be opened. */
export type AddressPolicy = (address: string, port: number) => boolean;

// IANA's global unicast block. ipaddr.js calls every IPv6 address outside its special ranges
// 'unicast', the deprecated IPv4-compatible ::a.b.c.d among them; none of those is routable.
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Only public unicast addresses, as ipaddr.js ranks them: loopback, private, link-local (the
 * 169.254.169.254 metadata service), unique-local, carrier-grade NAT, unspecified, multicast,
 * broadcast, reserved and documentation ranges, NAT64, 6to4 and Teredo are all refused; an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  if (address.range() !== 'unicast') return false;
  if (address.kind() === 'ipv6' && !address.match(globalUnicastV6)) return false;
  return true;
}

/** The production policy: public addresses, whatever the port. */
export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

/**
 * The IP address a URL's host is written as, or undefined for a name. The WHATWG parser has
 * already turned every IPv4 form it accepts (2130706433, 0177.0.0.1, 0x7f.1, 127.1) into dotted
 * decimal, and keeps IPv6 literals in brackets.
 */
export function literalAddressOf(hostname: string): string | undefined {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? hostname : undefined;
}
