import { type App, type AppOptions, createApp } from '../../src/app.ts';
import { createTestEnvironment, type TestEnvironment } from './test-config.ts';

export type TestApp = App & {
  url: string;
  environment: TestEnvironment;
  stop: () => Promise<void>;
};

/** The whole server in this process, on a fresh database and a free port. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const environment = await createTestEnvironment(overrides);
  const app = await createApp(environment.config, { jobPollingIntervalSeconds: 0.5, ...options });
  const url = await app.listen();
  return {
    ...app,
    url,
    environment,
    stop: async () => {
      await app.close();
      await environment.dispose();
    },
  };
}

/** Posts a GraphQL operation and returns the parsed answer and HTTP status. */
export async function postGraphQL(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ status: number; body: { data?: any; errors?: any[] } }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as never };
}
