import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { messages } from '@specboard/domain';
import sirv from 'sirv';
import { newRequestId, requestScope } from '../graphql/request-scope.ts';
import type { Yoga } from '../graphql/yoga.ts';
import type { Logger } from '../logger.ts';
import { stripeWebhookPath } from '../platform/billing/stripe-webhook.ts';
import { isFromThisMachine } from '../platform/mail/outbox-access.ts';
import { outboxContentSecurityPolicy } from '../platform/mail/outbox-page.ts';
import { attachGraphQLWebSocket } from './graphql-ws.ts';
import { BodyTooLargeError, readBody } from './read-body.ts';
import { type ResponseKind, setSecurityHeaders } from './security-headers.ts';

// Pages of the web app kept by browsers and proxies for a week (spec 000 §9, "Share cache
// max-age 604800 s"): the shared-project page. Only the page; its data calls are never cached.
const cachedPages = /^\/shared-project\/[^/]+\/?$/;
const sharedPageCacheControl = 'public, max-age=604800';
const outboxPath = /^\/dev\/outbox\/?$/;

export type HttpOptions = {
  yoga: Yoga;
  webDist: string;
  maxBodyBytes: number;
  logger: Logger;
  /** The app's public address (PUBLIC_URL): its WebSocket origin goes into the CSP. */
  publicUrl?: string;
  /** Renders the development outbox page; absent where it must not be offered. */
  outbox?: () => Promise<string>;
  /** Uploads to `/files` and downloads from `/files/<key>`. */
  files?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;
  /** Stripe's signed events at `/billing/stripe/webhook`; absent unless Stripe is the provider. */
  stripeWebhook?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
};

/** One port for the web app, /graphql over HTTP and WebSocket, and file uploads and downloads. */
export function createHttpServer({
  yoga,
  webDist,
  maxBodyBytes,
  logger,
  publicUrl,
  outbox,
  files,
  stripeWebhook,
}: HttpOptions) {
  const serveWeb = fs.existsSync(webDist)
    ? sirv(webDist, { single: true, etag: true, gzip: true, brotli: true })
    : undefined;

  const handleGraphQL = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'POST') {
      try {
        (request as IncomingMessage & { body?: Buffer }).body = await readBody(
          request,
          maxBodyBytes,
        );
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return refuseTooLarge(response, error.limit);
      }
    }
    return yoga(request, response);
  };

  const server = http.createServer((request, response) => {
    const requestId = newRequestId();
    response.setHeader('x-request-id', requestId);
    requestScope.run({ requestId }, () => {
      const path = request.url?.split('?')[0] ?? '/';
      const isFiles = Boolean(files) && (path === '/files' || path.startsWith('/files/'));
      const isStripeWebhook = Boolean(stripeWebhook) && path === stripeWebhookPath;
      const kind: ResponseKind =
        path === yoga.graphqlEndpoint || isStripeWebhook ? 'api' : isFiles ? 'file' : 'app';
      setSecurityHeaders(response, kind, request.url ?? '/', publicUrl);
      if (path === yoga.graphqlEndpoint) {
        handleGraphQL(request, response).catch((error) => {
          logger.error({ err: error, requestId }, 'request failed');
          if (!response.headersSent) response.writeHead(500).end();
        });
        return;
      }
      if (files && isFiles) {
        // The route answers its own errors; this only guards against a bug in it.
        files(request, response, path).catch((error) => {
          logger.error({ err: error, requestId }, 'file request failed');
          if (!response.headersSent) response.writeHead(500).end();
        });
        return;
      }
      if (stripeWebhook && isStripeWebhook) {
        stripeWebhook(request, response).catch((error) => {
          logger.error({ err: error, requestId }, 'Stripe webhook request failed');
          if (!response.headersSent) response.writeHead(500).end();
        });
        return;
      }
      if (outboxPath.test(path)) {
        // Every code mailed is on it: only for a person on this machine, never through a proxy.
        if (!outbox || !isFromThisMachine(request)) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        outbox().then(
          (html) =>
            response
              .writeHead(200, {
                'content-type': 'text/html; charset=utf-8',
                'content-security-policy': outboxContentSecurityPolicy,
                'cache-control': 'no-store',
              })
              .end(html),
          (error) => {
            logger.error({ err: error, requestId }, 'outbox page failed');
            response.writeHead(500).end();
          },
        );
        return;
      }
      if (serveWeb) {
        if (cachedPages.test(path)) response.setHeader('Cache-Control', sharedPageCacheControl);
        return serveWeb(request, response);
      }
      response.writeHead(503, { 'content-type': 'text/plain' }).end('The web app is not built.');
    });
  });
  const ws = attachGraphQLWebSocket(server, yoga, maxBodyBytes);
  // Node drops a kept-alive socket after 5 s idle. A client that sent a request on it in the
  // same instant got ECONNRESET (seen whenever the event loop was busy, as PGlite's work keeps it);
  // clients read this timeout from the Keep-Alive header and stop reusing a socket before it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { server, closeWebSocket: ws.close };
}

function refuseTooLarge(response: ServerResponse, limit: number) {
  const body = JSON.stringify({
    errors: [
      {
        message: messages.requestBodyTooLarge(limit),
        extensions: { code: 'REQUEST_TOO_LARGE', limit },
      },
    ],
  });
  // The client may still be sending: answer, then close rather than read the rest.
  response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
  response.end(body);
}
