import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StripeObject } from './fake-stripe-world.ts';

/** `items[0][price]=p&expand[0]=customer` as Stripe reads it: nested objects and arrays. */
export function parseForm(search: URLSearchParams): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of search) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
    return Object.fromEntries(entries);
  };
  return arrays(root) as StripeObject;
}

export async function readAll(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function fail(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  code?: string,
  declineCode?: string,
) {
  json(response, status, { error: { type, message, code, decline_code: declineCode } });
}
