import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { baseUrl } from './browser.ts';
import { graphql } from './graphql/index.ts';

/**
 * Calls the API (of the shared server, or of `url`) as `token`'s user, failing on any error.
 * A generated document (support/graphql) answers typed data; a string is for a document built
 * at run time.
 */
export async function callApi<TDocument extends TypedDocumentNode<any, any>>(
  document: TDocument,
  variables: VariablesOf<TDocument>,
  token?: string,
  url?: string,
): Promise<ResultOf<TDocument>>;
export async function callApi(
  document: string,
  variables: Record<string, unknown>,
  token?: string,
  url?: string,
): Promise<any>;
export async function callApi(
  document: TypedDocumentNode<unknown, any> | string,
  variables: unknown,
  token?: string,
  url = baseUrl(),
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      query: typeof document === 'string' ? document : print(document),
      variables,
    }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const signInForToken = graphql(`
  mutation SignInForToken($e: String!, $p: String!) {
    signIn(email: $e, password: $p) { session { accessToken } }
  }
`);

/** A fresh access token for an account, signed in through the API. */
export async function accessToken(email: string, password: string): Promise<string> {
  const { signIn } = await callApi(signInForToken, { e: email, p: password });
  return signIn.session!.accessToken;
}
