import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress } from './address-policy.ts';
import type { Resolve, ResolvedAddress, SafeFetcherOptions } from './safe-fetch.ts';

/**
 * A server that must never be reached: it counts every connection made to it, on every
 * loopback address (dual-stack '::'), and answers with a secret.
 */
export async function startSecretServer(host = '::', port = 0) {
  let connections = 0;
  const server = http.createServer((_, response) => response.end('the secret'));
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PageRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * The product pages' server, on 127.0.0.1: fixtures at /pages/<name>, redirects at
 * /redirect?status=&to=, and any route a test adds. Counts the requests it answered.
 */
export async function startPageServer(routes: Record<string, PageRoute> = {}) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pages.test');
    requests.push(url.pathname);
    const route = routes[url.pathname];
    if (route) return route(request, response);
    if (url.pathname === '/redirect') {
      response.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      return response.end();
    }
    if (url.pathname.startsWith('/pages/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(fixture(url.pathname.slice('/pages/'.length)));
    }
    response.writeHead(404).end();
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A page that never answers keeps its socket: closed here so the server can stop.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers for names, as a DNS server would; a function answers differently call by call. */
export type FakeZone = Record<string, string[] | ((call: number) => string[])>;

/** A resolver that knows only `zone` (never the system's DNS); unknown names are not found. */
export function fakeResolver(zone: FakeZone): Resolve & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    const call = (calls.get(hostname) ?? 0) + 1;
    calls.set(hostname, call);
    const entry = zone[hostname.toLowerCase()];
    if (!entry)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const answers = typeof entry === 'function' ? entry(call) : entry;
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

/**
 * Fetcher options for tests: public addresses as in production, plus the page server's one
 * loopback port (so the positive cases have a 'public' server to read); nothing else on loopback.
 */
export function testFetcherOptions(pagePort: number, zone: FakeZone = {}): SafeFetcherOptions {
  return {
    resolve: fakeResolver(zone),
    allowAddress: (address, port) =>
      isPublicAddress(address) || (address === '127.0.0.1' && port === pagePort),
    connectTimeoutMs: 2000,
  };
}
