import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, Subject } from 'rxjs';
import type { SystemPulse, SystemStatus } from '../features/system/system.types.ts';

export const sampleStatus: SystemStatus = {
  version: '0.1.0',
  database: 'EMBEDDED',
  pubsub: 'IN_PROCESS',
  startedAt: '2026-11-21T09:30:00.000Z',
  pulseIntervalMs: 5000,
  notices: [],
};

type TestServer = {
  client: ApolloClient;
  /** Pushes a systemPulse event to every open subscription. */
  pulses: Subject<SystemPulse>;
};

/**
 * An Apollo Client whose link plays the server: systemStatus answers with `status` (or an error
 * when `status` is an Error), systemPulse relays whatever the test pushes.
 */
export function createTestServer(status: SystemStatus | Error = sampleStatus): TestServer {
  const pulses = new Subject<SystemPulse>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'SystemPulse') {
          const subscription = pulses.subscribe((pulse) =>
            observer.next({ data: { systemPulse: { __typename: 'SystemPulse', ...pulse } } }),
          );
          return () => subscription.unsubscribe();
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
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), pulses };
}
