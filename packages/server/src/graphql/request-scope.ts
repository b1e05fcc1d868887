import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The id of the request being served, readable anywhere below the transport that set it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string {
  return requestScope.getStore()?.requestId ?? newRequestId();
}

export function newRequestId(): string {
  return randomUUID();
}
