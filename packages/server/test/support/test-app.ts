import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { type App, type AppOptions, createApp } from '../../src/app.ts';
import { type Document, documentText } from './document-text.ts';
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
export async function postGraphQL<TDocument extends TypedDocumentNode<any, any>>(
  url: string,
  document: TDocument,
  variables?: VariablesOf<TDocument>,
): Promise<{ status: number; body: { data?: ResultOf<TDocument> | null; errors?: any[] } }>;
export async function postGraphQL(
  url: string,
  document: string,
  variables?: Record<string, unknown>,
): Promise<{ status: number; body: { data?: any; errors?: any[] } }>;
export async function postGraphQL(
  url: string,
  document: Document,
  variables?: unknown,
): Promise<{ status: number; body: { data?: any; errors?: any[] } }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: documentText(document), variables }),
  });
  return { status: response.status, body: (await response.json()) as never };
}
