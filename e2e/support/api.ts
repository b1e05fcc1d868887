import { baseUrl } from './browser.ts';

/** Calls the API (of the shared server, or of `url`) as `token`'s user, failing on any error. */
export async function graphql(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  url = baseUrl(),
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** A fresh access token for an account, signed in through the API. */
export async function accessToken(email: string, password: string): Promise<string> {
  const { signIn } = await graphql(
    'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }',
    { e: email, p: password },
  );
  return signIn.session.accessToken;
}
