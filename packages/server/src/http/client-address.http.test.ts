import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Feature } from '../graphql/feature.ts';

// The address the server holds a request to, as its sign-in throttle sees it.
const addressFeature: Feature = {
  name: 'address-echo',
  typeDefs: 'type Query { seenAddress: String! }',
  resolvers: {
    Query: {
      seenAddress: (_parent: unknown, _args: unknown, context: GraphQLContext) =>
        context.clientAddress,
    },
  } as never,
};

const forgedBy = (i: number) => `6.6.6.${i}`;
const client = '203.0.113.7';

async function post(app: TestApp, body: object, forwardedFor?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

const seenAddress = async (app: TestApp, forwardedFor?: string) =>
  (await post(app, { query: '{ seenAddress }' }, forwardedFor)).data?.seenAddress;

const signInMutation =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { session { accessToken } } }';

describe('the client address behind one trusted proxy (TRUST_PROXY=true, issue 17 item 5)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(
      { TRUST_PROXY: 'true', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '3' },
      { extraFeatures: [addressFeature] },
    );
  });
  afterAll(() => app.stop());

  it('is the entry the proxy added, not the one the client wrote', async () => {
    // The proxy appends the address it saw to whatever the client sent.
    expect(await seenAddress(app, `${forgedBy(1)}, ${client}`)).toBe(client);
    expect(await seenAddress(app, client)).toBe(client);
    expect(await seenAddress(app)).toBe('127.0.0.1');
  });

  it('holds a client that guesses on many accounts, however it rotates a forged entry', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await post(
        app,
        { query: signInMutation, variables: { email: `spray${i}@example.com`, password: 'x1' } },
        `${forgedBy(i)}, ${client}`,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('INCORRECT_CREDENTIALS');
    }
    const held = await post(
      app,
      { query: signInMutation, variables: { email: 'spray-next@example.com', password: 'x1' } },
      `${forgedBy(9)}, ${client}`,
    );
    expect(held.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    // Someone else behind the same proxy is not held.
    const other = await post(
      app,
      { query: signInMutation, variables: { email: 'spray-next@example.com', password: 'x1' } },
      `${forgedBy(9)}, 198.51.100.4`,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('INCORRECT_CREDENTIALS');
  });
});

describe("the client address with the proxies' addresses listed", () => {
  let behindProxy: TestApp;
  let proxyNotListed: TestApp;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1: listed here as the proxy, and not in the second.
    behindProxy = await startTestApp(
      { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' },
      { extraFeatures: [addressFeature] },
    );
    proxyNotListed = await startTestApp(
      { TRUST_PROXY: '10.0.0.0/8' },
      { extraFeatures: [addressFeature] },
    );
  });
  afterAll(async () => {
    await behindProxy.stop();
    await proxyNotListed.stop();
  });

  it('is the right-most address that is not a listed proxy', async () => {
    expect(await seenAddress(behindProxy, `${forgedBy(1)}, ${client}, 10.2.3.4`)).toBe(client);
  });

  it('is the peer itself when the peer is not a listed proxy, whatever it claims', async () => {
    expect(await seenAddress(proxyNotListed, `${client}, 10.2.3.4`)).toBe('127.0.0.1');
  });
});
