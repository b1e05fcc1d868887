import type { ServerResponse } from 'node:http';

/** What a response carries: the web app (its pages and assets), /graphql answers, or a file. */
export type ResponseKind = 'app' | 'api' | 'file';

// The shared-project page carries its link's token in the address (?accessToken=…): no page it
// leads to, nor any image or script it loads, may learn that address from a Referer header.
const sharedLinkPage = /^\/shared-project\//;
const tokenInQuery = /[?&]accessToken=/;

/**
 * The web app's Content-Security-Policy. Scripts only from the app's own files (the build has no
 * inline script); styles also inline, since MUI's Emotion inserts <style> elements at run time and
 * React, Glide Data Grid and the editor set style attributes (styles cannot run script); calls to
 * /graphql over HTTP and WebSocket on this origin; no plugins; never framed by another page.
 */
export function appContentSecurityPolicy(publicUrl: string | undefined): string {
  const sameOriginSocket = publicUrl ? webSocketOrigin(publicUrl) : undefined;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", sameOriginSocket].filter(Boolean).join(' '),
    // Previews show PDFs from /files in a frame.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The browser security headers of every response, in one place. `target` is the request's path
 * with its query. Files may be framed by the app's own pages (PDF previews), nothing else may be.
 */
export function securityHeadersFor(
  kind: ResponseKind,
  target: string,
  publicUrl: string | undefined,
): Record<string, string> {
  const carriesToken = sharedLinkPage.test(target) || tokenInQuery.test(target);
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': carriesToken ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
  if (kind === 'app') {
    headers['content-security-policy'] = appContentSecurityPolicy(publicUrl);
    headers['x-frame-options'] = 'DENY';
  } else if (kind === 'api') {
    headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
    headers['x-frame-options'] = 'DENY';
  } else {
    // Not `default-src 'none'` nor `sandbox`: Chromium's PDF viewer would show nothing.
    headers['content-security-policy'] = "frame-ancestors 'self'";
    headers['x-frame-options'] = 'SAMEORIGIN';
  }
  return headers;
}

/** Sets the headers on a response; what a route writes later (writeHead) adds to them. */
export function setSecurityHeaders(
  response: ServerResponse,
  kind: ResponseKind,
  target: string,
  publicUrl: string | undefined,
) {
  for (const [name, value] of Object.entries(securityHeadersFor(kind, target, publicUrl))) {
    response.setHeader(name, value);
  }
}
