import { isSignInRoute } from '@specboard/domain';

/** sessionStorage key of the route a signed-out user asked for, kept across the sign-in pages. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';
/** sessionStorage key of an `accessToken` query value: a shared link's token, kept for a reload. */
export const SHARED_ACCESS_TOKEN_KEY = 'accessToken';
/**
 * sessionStorage key of the workspace whose white-label page this tab's user signed in through:
 * a later sign-out (or expiry) leads back to that page instead of /login.
 */
export const WHITE_LABEL_WORKSPACE_KEY = 'whiteLabelWorkspaceId';

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

function read(key: string, storage = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The remembered route, if any. */
export function findPreviousRoute(storage = defaultStorage()): string | undefined {
  return read(PREVIOUS_ROUTE_KEY, storage);
}

export function clearPreviousRoute(storage = defaultStorage()): void {
  write(PREVIOUS_ROUTE_KEY, undefined, storage);
}

export function storeSharedAccessToken(token: string, storage = defaultStorage()): void {
  write(SHARED_ACCESS_TOKEN_KEY, token, storage);
}

/** The shared link token kept in this tab, if any. */
export function findStoredSharedAccessToken(storage = defaultStorage()): string | undefined {
  return read(SHARED_ACCESS_TOKEN_KEY, storage);
}

/** Forgets the shared link token (the shared page was left). */
export function clearSharedAccessToken(storage = defaultStorage()): void {
  write(SHARED_ACCESS_TOKEN_KEY, undefined, storage);
}

/**
 * Called at every sign-in: remembers the white-label workspace signed in through, or forgets an
 * earlier one when the user signs in on an ordinary page.
 */
export function storeWhiteLabelWorkspace(
  workspaceId: string | undefined,
  storage = defaultStorage(),
): void {
  write(WHITE_LABEL_WORKSPACE_KEY, workspaceId || undefined, storage);
}

/** The white-label workspace this tab's user signed in through, if any. */
export function findWhiteLabelWorkspace(storage = defaultStorage()): string | undefined {
  return read(WHITE_LABEL_WORKSPACE_KEY, storage);
}
