import http from 'node:http';
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { type Document, documentText } from './document-text.ts';

/**
 * A GraphQL POST over node:http on a kept-alive agent, as the benches' and the scale-out test's
 * many clients send them (fetch's own overhead would be counted against the server).
 */
export function postJson<TDocument extends TypedDocumentNode<any, any>>(
  url: string,
  token: string | undefined,
  document: TDocument,
  variables: VariablesOf<TDocument>,
  agent?: http.Agent,
): Promise<{ data: ResultOf<TDocument> }>;
export function postJson(
  url: string,
  token: string | undefined,
  document: string,
  variables: Record<string, unknown>,
  agent?: http.Agent,
): Promise<any>;
export function postJson(
  url: string,
  token: string | undefined,
  document: Document,
  variables: unknown,
  agent?: http.Agent,
): Promise<any> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/graphql', url),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            const answer = JSON.parse(text);
            if (answer.errors) reject(new Error(JSON.stringify(answer.errors)));
            else resolve(answer);
          } catch {
            reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query: documentText(document), variables }));
  });
}
