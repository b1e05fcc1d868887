import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { type DocumentNode, getOperationAST } from 'graphql';
import { isObservable, Observable, Subject, type Subscription } from 'rxjs';
import { createSharedLinkLink } from '../app/apollo/shared-link.ts';
import {
  createApolloSessionApi,
  createSessionManager,
  type SessionManager,
  type SessionState,
} from '../features/identity/index.ts';
import type { SystemPulse, SystemStatus } from '../features/system/system.types.ts';

export const sampleStatus: SystemStatus = {
  version: '0.1.0',
  database: 'EMBEDDED',
  pubsub: 'IN_PROCESS',
  startedAt: '2026-11-21T09:30:00.000Z',
  pulseIntervalMs: 5000,
  notices: [],
};

/** A request the fake server received. */
export type TestRequest = {
  operationName: string;
  variables: Record<string, any>;
  headers: Record<string, string>;
};

const errorAnswer = Symbol('GraphQL error answer');

/** What a resolver returns to make the operation fail with GraphQL errors. */
export type GraphQLErrorAnswer = { [errorAnswer]: ApolloLink.Result };

/**
 * Plays one root field, as a server resolver would: returns its value (or a promise of it),
 * returns `graphqlError(…)` to answer with an error, or throws for a network failure. For a
 * subscription it may return an rxjs Observable (a Subject the test pushes events into).
 */
export type FieldResolver = (variables: Record<string, any>, request: TestRequest) => unknown;

type TestServerOptions = {
  /** Resolvers by root field name (signIn, getOnboardingRoute…); they win over the built-ins. */
  resolvers?: Record<string, FieldResolver>;
  /** The session the app starts with; signed out by default. */
  session?: SessionState;
};

type TestServer = {
  client: ApolloClient;
  session: SessionManager;
  /** Pushes a systemPulse event to every open subscription. */
  pulses: Subject<SystemPulse>;
  /** Every operation received, in order. */
  requests: TestRequest[];
};

/** A GraphQL error answer as the server sends it: the message and `extensions.code`. */
export function graphqlError(
  message: string,
  code: string,
  extensions: Record<string, unknown> = {},
): GraphQLErrorAnswer {
  return {
    [errorAnswer]: { data: null, errors: [{ message, extensions: { code, ...extensions } }] },
  };
}

function isErrorAnswer(value: unknown): value is GraphQLErrorAnswer {
  return typeof value === 'object' && value !== null && errorAnswer in value;
}

function rootFieldOf(query: DocumentNode): string {
  const selection = getOperationAST(query)?.selectionSet.selections[0];
  return selection?.kind === 'Field' ? selection.name.value : '';
}

/**
 * An Apollo Client whose link plays the server: systemStatus answers with `status` (or an error
 * when `status` is an Error), systemPulse relays whatever the test pushes, and any other
 * root field is answered by its resolver in `options.resolvers`. The session manager calls the
 * same fake server (RefreshSession, SignOut).
 */
export function createTestServer(
  status: SystemStatus | Error = sampleStatus,
  options: TestServerOptions = {},
): TestServer {
  const pulses = new Subject<SystemPulse>();
  const requests: TestRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        const request: TestRequest = {
          operationName,
          variables: operation.variables,
          headers: { ...operation.getContext().headers },
        };
        requests.push(request);
        const field = rootFieldOf(operation.query);
        const resolver = options.resolvers?.[field];
        if (resolver) {
          const answerOf = (answer: unknown) =>
            isErrorAnswer(answer) ? answer[errorAnswer] : { data: { [field]: answer } };
          let events: Subscription | undefined;
          let closed = false;
          Promise.resolve()
            .then(() => resolver(operation.variables, request))
            .then(
              (answer) => {
                if (isObservable(answer)) {
                  if (closed) return;
                  events = answer.subscribe({
                    next: (event) => observer.next(answerOf(event)),
                    error: (error: unknown) => observer.error(error),
                    complete: () => observer.complete(),
                  });
                  return;
                }
                observer.next(answerOf(answer));
                observer.complete();
              },
              (error: unknown) => observer.error(error),
            );
          return () => {
            closed = true;
            events?.unsubscribe();
          };
        }
        if (operationName === 'SystemPulse') {
          const subscription = pulses.subscribe((pulse) =>
            observer.next({ data: { systemPulse: { __typename: 'SystemPulse', ...pulse } } }),
          );
          return () => subscription.unsubscribe();
        }
        if (operationName !== 'SystemStatus') {
          observer.error(new Error(`The test server has no answer for ${operationName}`));
          return;
        }
        if (status instanceof Error) {
          observer.error(status);
          return;
        }
        observer.next({
          data: {
            systemStatus: {
              __typename: 'SystemStatus',
              ...status,
              notices: status.notices.map((notice) => ({ __typename: 'SystemNotice', ...notice })),
            },
          },
        });
        observer.complete();
      }),
  );
  // As in the app: a shared page's token travels with every operation, and refusals are reported.
  const client = new ApolloClient({
    link: ApolloLink.from([createSharedLinkLink(), link]),
    cache: new InMemoryCache(),
  });
  const session = createSessionManager({
    api: createApolloSessionApi(() => client),
    initialState: options.session ?? { status: 'signed-out', reason: 'none' },
  });
  return { client, session, pulses, requests };
}
