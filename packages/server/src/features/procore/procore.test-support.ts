import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { createProcoreCallbackRoute } from './index.ts';

export const authUrlQuery = graphql(`query ProcoreAuthUrl { getProcoreAuthUrl }`);
export const accountsQuery = graphql(
  `query ProcoreAccounts { ListProcoreAccounts { id login name } }`,
);

/**
 * The OAuth callback route of the app, on a port of its own (the app's HTTP server takes it once
 * wired in app.ts): what Procore's redirect reaches.
 */
export async function startCallbackServer(app: TestApp) {
  const route = createProcoreCallbackRoute(app.platform);
  const server = http.createServer((request, response) => {
    route(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Opens the callback as Procore's redirect named it (path and query), in this server. */
    async follow(location: string) {
      const target = new URL(location);
      const response = await fetch(`${origin}${target.pathname}${target.search}`);
      return { status: response.status, text: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends the person through Procore's sign-in as a browser would: auth URL, authorize, callback. */
export async function connectAccount(
  client: ApiClient,
  callback: Awaited<ReturnType<typeof startCallbackServer>>,
) {
  const { getProcoreAuthUrl } = await client.ok(authUrlQuery);
  const authorize = await fetch(getProcoreAuthUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const location = authorize.headers.get('location')!;
  expect(new URL(location).pathname).toBe('/procore/callback');
  return { location, page: await callback.follow(location) };
}
