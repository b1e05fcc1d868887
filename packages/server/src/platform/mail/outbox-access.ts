import type { IncomingMessage } from 'node:http';
import { normalizeAddress } from '../../http/client-address.ts';

// Headers a proxy adds to say whom it forwards for: any of them means the request came through
// one, however local the socket looks (a proxy on this machine connects from loopback).
const forwardingHeaders = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'forwarded-for',
]);

const isForwardingHeader = (name: string) =>
  forwardingHeaders.has(name) || name.startsWith('x-forwarded') || name.startsWith('x-original-');

const isLoopbackAddress = (address: string) =>
  address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/** A Host header naming this machine: a page of another site rebound to 127.0.0.1 names its own. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(normalizeAddress(name))
  );
}

/**
 * Whether a request comes from a person on this machine, not through a proxy: the socket's peer
 * is a loopback address, no forwarding header is present, and the Host names this machine. The
 * development outbox, which shows every code mailed, is served to no one else.
 */
export function isFromThisMachine(request: IncomingMessage): boolean {
  const peer = normalizeAddress(request.socket.remoteAddress ?? '');
  if (!isLoopbackAddress(peer)) return false;
  if (Object.keys(request.headers).some(isForwardingHeader)) return false;
  return isLoopbackHost(request.headers.host);
}
