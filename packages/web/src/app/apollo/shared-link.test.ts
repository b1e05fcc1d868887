import { ApolloClient, ApolloLink, execute, gql, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstValueFrom, Observable, Subject, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './createApolloClient.ts';
import {
  createSharedLinkLink,
  createSharedLinkStore,
  SHARED_LINK_HEADER,
  type SharedLinkRefusal,
} from './shared-link.ts';

const QUERY = gql`
  query GetProjectSchedule($projectId: ID!) {
    getProjectSchedule(projectId: $projectId) {
      id
    }
  }
`;
const LIVE = gql`
  subscription OnScheduleRowsChanged($projectId: ID!) {
    onScheduleRowsChanged(projectId: $projectId) {
      kind
    }
  }
`;

type Answer = (operation: ApolloLink.Operation) => Observable<ApolloLink.Result>;

/** The shared link link in front of a fake server; records the headers each operation carried. */
function setUp(answer: Answer = () => new Observable((o) => o.complete())) {
  const store = createSharedLinkStore();
  const headers: Record<string, string>[] = [];
  const refusals: SharedLinkRefusal[] = [];
  store.onRefusal((refusal) => refusals.push(refusal));
  const server = new ApolloLink((operation) => {
    headers.push({ ...operation.getContext().headers });
    return answer(operation);
  });
  const link = ApolloLink.from([createSharedLinkLink(store), server]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const run = (query = QUERY) =>
    firstValueFrom(
      execute(link, { query, variables: { projectId: 'project-1' } }, { client }).pipe(toArray()),
    );
  return { store, headers, refusals, run };
}

const notFound: ApolloLink.Result = {
  data: null,
  errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
};

describe('the shared link link', () => {
  it('sends the token as x-shared-link while one is set, and nothing otherwise', async () => {
    const { store, headers, run } = setUp();
    await run();
    store.setToken('token-1');
    await run();
    store.setToken(undefined);
    await run();
    expect(headers).toEqual([{}, { [SHARED_LINK_HEADER]: 'token-1' }, {}]);
  });

  it('reports a NOT_FOUND answer, with the variables, only while a token is set', async () => {
    const { store, refusals, run } = setUp(
      () =>
        new Observable((o) => {
          o.next(notFound);
          o.complete();
        }),
    );
    await run();
    expect(refusals).toEqual([]);
    store.setToken('token-1');
    await run();
    expect(refusals).toEqual([
      {
        kind: 'not-found',
        operationName: 'GetProjectSchedule',
        variables: { projectId: 'project-1' },
      },
    ]);
  });

  it('reports a NOT_FOUND error from the WebSocket too', async () => {
    const error = new CombinedGraphQLErrors({ errors: notFound.errors ?? [] });
    const { store, refusals, run } = setUp(() => new Observable((o) => o.error(error)));
    store.setToken('token-1');
    await expect(run()).rejects.toBe(error);
    expect(refusals.map((refusal) => refusal.kind)).toEqual(['not-found']);
  });

  it('reports a live stream the server ends, but not a query that completes', async () => {
    const events = new Subject<ApolloLink.Result>();
    const { store, refusals, run } = setUp((operation) =>
      operation.operationName === 'OnScheduleRowsChanged'
        ? events
        : new Observable((o) => {
            o.next({ data: { getProjectSchedule: null } });
            o.complete();
          }),
    );
    store.setToken('token-1');
    await run();
    const live = run(LIVE);
    events.next({ data: { onScheduleRowsChanged: { kind: 'subscribed' } } });
    events.complete();
    await live;
    expect(refusals.map(({ kind, operationName }) => ({ kind, operationName }))).toEqual([
      { kind: 'ended', operationName: 'OnScheduleRowsChanged' },
    ]);
  });

  it('forgets a stream ended after its page was left', async () => {
    const events = new Subject<ApolloLink.Result>();
    const { store, refusals, run } = setUp(() => events);
    store.setToken('token-1');
    const live = run(LIVE);
    store.setToken(undefined);
    events.complete();
    await live;
    expect(refusals).toEqual([]);
  });
});

describe('the app client with a shared link', () => {
  it('sends the token over HTTP beside the access token', async () => {
    const sharedLink = createSharedLinkStore();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { getProjectSchedule: null } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const app = createApolloClient({ fetch, sharedLink });
    await app.session.signOut();
    sharedLink.setToken('token-1');
    await app.client.query({ query: QUERY, variables: { projectId: 'project-1' } });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get(SHARED_LINK_HEADER)).toBe('token-1');
    app.session.dispose();
  });
});
