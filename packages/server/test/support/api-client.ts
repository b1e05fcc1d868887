import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { listOutbox } from '../../src/platform/mail/mailer.ts';
import { graphql } from '../graphql/index.ts';
import { type Document, documentText } from './document-text.ts';
import type { TestApp } from './test-app.ts';

export type GraphQLAnswer<TData = any> = {
  status: number;
  data?: TData | null;
  errors?: any[];
};

/**
 * A client as a browser is one: it keeps the cookies the server sets (the refresh token) and
 * sends its access token as a Bearer header.
 */
export class ApiClient {
  accessToken: string | undefined;
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Sends a generated document, typed by the schema; a string only where it is built at run time. */
  async call<TDocument extends TypedDocumentNode<any, any>>(
    document: TDocument,
    variables?: VariablesOf<TDocument>,
  ): Promise<GraphQLAnswer<ResultOf<TDocument>>>;
  async call(document: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer>;
  async call(document: Document, variables?: unknown): Promise<GraphQLAnswer> {
    return this.send(document, variables);
  }

  /** Calls and returns `data`, failing the test with the errors if there are any. */
  async ok<TDocument extends TypedDocumentNode<any, any>>(
    document: TDocument,
    variables?: VariablesOf<TDocument>,
  ): Promise<ResultOf<TDocument>>;
  async ok(document: string, variables?: Record<string, unknown>): Promise<any>;
  async ok(document: Document, variables?: unknown): Promise<unknown> {
    const answer = await this.send(document, variables);
    if (answer.errors?.length) {
      throw new Error(`unexpected errors: ${JSON.stringify(answer.errors)}`);
    }
    return answer.data;
  }

  private async send(document: Document, variables?: unknown) {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.headers,
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: JSON.stringify({ query: documentText(document), variables }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const body = (await response.json()) as GraphQLAnswer;
    return { ...body, status: response.status };
  }
}

/**
 * Waits for the newest outbox message to `to` that `matches` (mail is sent by a background job,
 * so it lands shortly after the call that queued it).
 */
export async function waitForMail(
  app: TestApp,
  to: string,
  matches: (text: string) => boolean = () => true,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await listOutbox(app.platform.database);
    const message = messages.find((m) => m.recipient === to && matches(m.text_body));
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in the outbox after ${timeoutMs} ms`);
}

/** Waits for the newest outbox message to `to` holding a six-digit code; returns the code. */
export async function readCodeFromOutbox(app: TestApp, to: string, timeoutMs = 10_000) {
  const message = await waitForMail(app, to, (text) => /\b\d{6}\b/.test(text), timeoutMs);
  return { code: message.text_body.match(/\b(\d{6})\b/)![1]!, message };
}

export const signUpMutation =
  graphql(`mutation SignUp($email: String!, $password: String!, $name: String) {
  signUp(email: $email, password: $password, name: $name) { email codeExpiresInSeconds }
}`);
export const verifyEmailMutation = graphql(`mutation Verify($email: String!, $code: String!) {
  verifyEmail(email: $email, code: $code)
}`);
export const signInMutation = graphql(`mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    challenge challengeToken
    session { accessToken accessTokenExpiresAt user { id email name profileComplete } }
  }
}`);
export const refreshMutation = graphql(
  `mutation RefreshSession { refreshSession { accessToken user { id } } }`,
);

/** Signs up, confirms from the outbox and signs in; the client is then signed in. */
export async function signUpAndSignIn(
  app: TestApp,
  client: ApiClient,
  email: string,
  password = 'correct horse 9',
) {
  await client.ok(signUpMutation, { email, password, name: 'Test User' });
  const { code } = await readCodeFromOutbox(app, email);
  await client.ok(verifyEmailMutation, { email, code });
  const data = await client.ok(signInMutation, { email, password });
  client.accessToken = data.signIn.session!.accessToken;
  return data.signIn.session;
}
