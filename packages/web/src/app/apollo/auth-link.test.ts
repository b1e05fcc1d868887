import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { sampleSession } from '../../test/identity-fixtures.ts';
import { createAuthLink } from './auth-link.ts';
import { createApolloClient } from './createApolloClient.ts';

const PROJECTS = gql`
  query Projects {
    projectCount
  }
`;

const unauthenticated = {
  data: null,
  errors: [{ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }],
};

/** A terminating link that records the Authorization header and answers in turn. */
function fakeServer(answers: ApolloLink.Result[]) {
  const seen: Array<string | undefined> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.getContext().headers?.authorization);
        observer.next(answers.shift() ?? { data: { projectCount: 3 } });
        observer.complete();
      }),
  );
  return { link, seen };
}

function clientWith(options: Parameters<typeof createAuthLink>[0], server: ApolloLink) {
  return new ApolloClient({
    link: ApolloLink.from([createAuthLink(options), server]),
    cache: new InMemoryCache(),
  });
}

describe('auth link', () => {
  it('sends the access token as a Bearer header', async () => {
    const server = fakeServer([]);
    const client = clientWith({ getAccessToken: () => 'token-1', refresh: vi.fn() }, server.link);
    const { data } = await client.query({ query: PROJECTS });
    expect(data).toEqual({ projectCount: 3 });
    expect(server.seen).toEqual(['Bearer token-1']);
  });

  it('sends no Authorization header when signed out', async () => {
    const server = fakeServer([]);
    const client = clientWith({ getAccessToken: () => undefined, refresh: vi.fn() }, server.link);
    await client.query({ query: PROJECTS });
    expect(server.seen).toEqual([undefined]);
  });

  it('refreshes once on UNAUTHENTICATED and retries with the new token', async () => {
    let token = 'expired';
    const refresh = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const server = fakeServer([unauthenticated]);
    const client = clientWith({ getAccessToken: () => token, refresh }, server.link);
    const { data } = await client.query({ query: PROJECTS });
    expect(data).toEqual({ projectCount: 3 });
    expect(refresh).toHaveBeenCalledOnce();
    expect(server.seen).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('retries only once: a second UNAUTHENTICATED reaches the caller', async () => {
    const refresh = vi.fn(async () => true);
    const server = fakeServer([unauthenticated, unauthenticated]);
    const client = clientWith({ getAccessToken: () => 'token', refresh }, server.link);
    await expect(client.query({ query: PROJECTS })).rejects.toThrow('Please sign in to continue.');
    expect(refresh).toHaveBeenCalledOnce();
    expect(server.seen).toHaveLength(2);
  });

  it('passes the first answer on when the refresh fails', async () => {
    const refresh = vi.fn(async () => false);
    const server = fakeServer([unauthenticated]);
    const client = clientWith({ getAccessToken: () => 'token', refresh }, server.link);
    await expect(client.query({ query: PROJECTS })).rejects.toThrow('Please sign in to continue.');
    expect(server.seen).toHaveLength(1);
  });

  it('never retries the refresh itself', async () => {
    const refresh = vi.fn(async () => true);
    const server = fakeServer([unauthenticated]);
    const client = clientWith({ getAccessToken: () => 'token', refresh }, server.link);
    const REFRESH = gql`
      mutation RefreshSession {
        refreshSession {
          accessToken
        }
      }
    `;
    await expect(client.mutate({ mutation: REFRESH })).rejects.toThrow();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the app client over HTTP', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('sends the Bearer token and the refresh cookie, and recovers from an expired token', async () => {
    const session = sampleSession(undefined, 'fresh-token');
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      const authorization = new Headers(init?.headers).get('authorization');
      if (operationName === 'RefreshSession') {
        return json({ data: { refreshSession: { __typename: 'Session', ...session } } });
      }
      return authorization === 'Bearer fresh-token'
        ? json({ data: { projectCount: 5 } })
        : json(unauthenticated);
    });
    const app = createApolloClient({ location: { protocol: 'http:', host: 'localhost' }, fetch });
    app.session.signIn(sampleSession(undefined, 'stale-token'));

    const { data } = await app.client.query({ query: PROJECTS });

    expect(data).toEqual({ projectCount: 5 });
    const calls = fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      operation: (JSON.parse(String(init?.body)) as { operationName: string }).operationName,
      authorization: new Headers(init?.headers).get('authorization'),
      credentials: init?.credentials,
    }));
    expect(calls).toEqual([
      {
        url: '/graphql',
        operation: 'Projects',
        authorization: 'Bearer stale-token',
        credentials: 'same-origin',
      },
      {
        url: '/graphql',
        operation: 'RefreshSession',
        authorization: 'Bearer stale-token',
        credentials: 'same-origin',
      },
      {
        url: '/graphql',
        operation: 'Projects',
        authorization: 'Bearer fresh-token',
        credentials: 'same-origin',
      },
    ]);
    expect(app.session.getAccessToken()).toBe('fresh-token');
    app.session.dispose();
  });
});
