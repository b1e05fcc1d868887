import { isSignInRoute } from '@specboard/domain';

/** sessionStorage key of the route a signed-out user asked for, kept across the sign-in pages. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';
/** sessionStorage key of an `accessToken` query value (shared links use it later). */
export const SHARED_ACCESS_TOKEN_KEY = 'accessToken';

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Some privacy settings throw on merely touching sessionStorage.
    return undefined;
  }
}

function write(key: string, value: string | undefined, storage = defaultStorage()): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the app still works, it just forgets.
  }
}

/** Remembers where to go after sign-in; sign-in pages themselves are never remembered. */
export function storePreviousRoute(route: string, storage = defaultStorage()): void {
  if (isSignInRoute(route)) return;
  write(PREVIOUS_ROUTE_KEY, route, storage);
}

/** The remembered route, if any. */
export function findPreviousRoute(storage = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(PREVIOUS_ROUTE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function clearPreviousRoute(storage = defaultStorage()): void {
  write(PREVIOUS_ROUTE_KEY, undefined, storage);
}

export function storeSharedAccessToken(token: string, storage = defaultStorage()): void {
  write(SHARED_ACCESS_TOKEN_KEY, token, storage);
}
