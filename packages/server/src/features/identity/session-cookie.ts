import { parse, serialize } from 'cookie';

export const refreshCookieName = 'specboard_refresh';

/** The refresh cookie: httpOnly, sent only to /graphql, never readable by page scripts. */
export function refreshCookie(token: string, expires: Date, secure: boolean): string {
  return serialize(refreshCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/graphql',
    expires,
  });
}

export function clearedRefreshCookie(secure: boolean): string {
  return serialize(refreshCookieName, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/graphql',
    expires: new Date(0),
  });
}

export function readRefreshCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[refreshCookieName] || undefined;
}
