import { procoreCallbackRoute } from '@specboard/domain';
import { expect } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';

export const authUrlQuery = graphql(`query ProcoreAuthUrl { getProcoreAuthUrl }`);
export const accountsQuery = graphql(
  `query ProcoreAccounts { ListProcoreAccounts { id login name } }`,
);

export const connectMutation =
  graphql(`mutation ProcoreConnect($code: String, $state: String!, $error: String) {
  connectProcoreAccount(code: $code, state: $state, error: $error) { id login name }
}`);

/**
 * What the web app's /procore/callback page does with Procore's redirect: it sends the code and
 * state it was given, as the person signed in in that window.
 */
export async function returnFromProcore(client: ApiClient, location: string) {
  const query = new URL(location).searchParams;
  const answer = await client.call(connectMutation, {
    code: query.get('code'),
    state: query.get('state') ?? '',
    error: query.get('error'),
  });
  const connected = Boolean(answer.data?.connectProcoreAccount);
  return { connected, message: connected ? '' : (answer.errors?.[0]?.message ?? '') };
}

/** Sends the person through Procore's sign-in as a browser would: auth URL, authorize, callback. */
export async function connectAccount(client: ApiClient) {
  const { getProcoreAuthUrl } = await client.ok(authUrlQuery);
  const authorize = await fetch(getProcoreAuthUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const location = authorize.headers.get('location')!;
  expect(new URL(location).pathname).toBe(procoreCallbackRoute);
  return { location, page: await returnFromProcore(client, location) };
}
