import { documentText } from '../test/support/document-text.ts';

/** A GraphQL call as a signed-in user, answering its data; its first error is thrown. */
export async function post(url: string, token: string, document: unknown, variables: object) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: documentText(document as never), variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}
