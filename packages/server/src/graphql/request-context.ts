import type { IncomingMessage } from 'node:http';
import { verifyAccessToken } from '../features/identity/index.ts';
import { clientAddress, type ProxyTrust } from '../http/client-address.ts';
import type { GraphQLContext, Platform, Viewer } from './context.ts';
import { currentRequestId } from './request-scope.ts';

type InitialContext = {
  request?: Request;
  req?: IncomingMessage;
  connectionParams?: Record<string, unknown>;
};

const pendingCookies = new WeakMap<Request, string[]>();

/** Set-Cookie headers the resolvers of this request asked for. */
export function takeCookies(request: Request): string[] {
  const cookies = pendingCookies.get(request) ?? [];
  pendingCookies.delete(request);
  return cookies;
}

/** Builds a resolver's context from the transport: HTTP headers, or WebSocket connectionParams. */
export async function createRequestContext(
  platform: Platform,
  initial: InitialContext,
): Promise<GraphQLContext> {
  const requestId = currentRequestId();
  const headers = initial.request?.headers;
  const authorization =
    headers?.get('authorization') ?? stringParam(initial.connectionParams?.authorization);
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const claims = token ? await verifyAccessToken(platform.signingSecret, token) : undefined;
  const viewer: Viewer | undefined = claims
    ? { userId: claims.userId, familyId: claims.familyId }
    : undefined;
  return {
    ...platform,
    requestId,
    log: platform.logger.child({ requestId, userId: viewer?.userId }),
    viewer,
    sharedLink:
      headers?.get('x-shared-link')?.trim() ||
      stringParam(initial.connectionParams?.sharedLink)?.trim() ||
      undefined,
    tokenRefused: Boolean(token) && !viewer,
    clientAddress: clientAddressOf(initial.req, platform.config.trustProxy),
    cookieHeader: headers?.get('cookie') ?? undefined,
    acceptLanguage: headers?.get('accept-language') ?? undefined,
    setCookie: (cookie) => {
      const request = initial.request;
      if (!request) return;
      const list = pendingCookies.get(request) ?? [];
      list.push(cookie);
      pendingCookies.set(request, list);
    },
  };
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function clientAddressOf(req: IncomingMessage | undefined, trust: ProxyTrust): string {
  return clientAddress(req?.socket.remoteAddress, req?.headers['x-forwarded-for'], trust);
}
