import type { Session, UserProfile } from '../identity.types.ts';

/**
 * Where the app stands with the server. `unknown` lasts from start-up until the silent
 * refreshSession has answered; `signed-out` says why, so the sign-in page can explain an expiry
 * and an explicit sign-out does not bring the next user back to the last page.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; session: Session };

export type SignedOutReason = 'none' | 'signed-out' | 'expired';

/** What a refreshSession call came to: a new session, a refusal, or no answer at all. */
export type RefreshOutcome =
  | { kind: 'refreshed'; session: Session }
  | { kind: 'refused' }
  | { kind: 'unreachable' };

/** The server calls the session needs; the app wires them to Apollo, tests to fakes. */
export type SessionApi = {
  refreshSession: () => Promise<RefreshOutcome>;
  signOut: () => Promise<unknown>;
  /** Forgets everything cached for the previous user. */
  clearCache: () => Promise<unknown>;
};

export type SessionManager = {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The access token to send, kept in memory only. */
  getAccessToken: () => string | undefined;
  /** Asks refreshSession once, silently, whether the refresh cookie still holds a session. */
  restore: () => Promise<void>;
  /** Gets a new access token (one call at a time); true when the session goes on. */
  refresh: () => Promise<boolean>;
  /** Starts a session (sign-in) or replaces it (password change). */
  signIn: (session: Session) => void;
  /** Keeps the signed-in user's profile current after an edit. */
  updateUser: (user: UserProfile) => void;
  /** Ends the session on the server, then here, and forgets the cache. */
  signOut: () => Promise<void>;
  /** Stops the refresh timer (tests, hot reload). */
  dispose: () => void;
};

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never refresh more often than this, whatever lifetime the server gives. */
export const MIN_REFRESH_DELAY_MS = 10_000;
/** After a refresh that could not reach the server, try again this much later. */
export const REFRESH_RETRY_MS = 30_000;
// setTimeout holds a signed 32-bit number of milliseconds.
const MAX_TIMER_MS = 2 ** 31 - 1;

type Lock = <T>(run: () => Promise<T>) => Promise<T>;

type SessionManagerOptions = {
  api: SessionApi;
  initialState?: SessionState;
  now?: () => number;
  /**
   * Serialises refreshes across the tabs of this browser: the refresh token rotates on every
   * use, so two tabs refreshing with the same cookie at once would have one refused.
   */
  lock?: Lock;
};

/** How long to wait before refreshing a token that expires at `expiresAt`. */
export function getRefreshDelay(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return MIN_REFRESH_DELAY_MS;
  return Math.min(Math.max(expiry - now - REFRESH_MARGIN_MS, MIN_REFRESH_DELAY_MS), MAX_TIMER_MS);
}

function browserLock(): Lock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (run) => run();
  return (run) => locks.request('specboard:refresh-session', run);
}

/** The in-memory session: state, subscribers, silent restore and proactive refresh. */
export function createSessionManager({
  api,
  initialState = { status: 'unknown' },
  now = Date.now,
  lock = browserLock(),
}: SessionManagerOptions): SessionManager {
  let state: SessionState = initialState;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshDueAt: number | undefined;
  let inFlight: Promise<boolean> | undefined;
  let restoring: Promise<void> | undefined;
  // Bumped whenever the session starts or ends, so a late refresh answer cannot revive an old one.
  let generation = 0;

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
    refreshDueAt = undefined;
  };

  const scheduleRefresh = (delay: number) => {
    stopTimer();
    refreshDueAt = now() + delay;
    timer = setTimeout(() => void refresh(), delay);
  };

  const startSession = (session: Session) => {
    setState({ status: 'signed-in', session });
    scheduleRefresh(getRefreshDelay(session.accessTokenExpiresAt, now()));
  };

  const endSession = (reason: SignedOutReason) => {
    generation += 1;
    stopTimer();
    const wasSignedIn = state.status === 'signed-in';
    setState({ status: 'signed-out', reason });
    if (wasSignedIn) void api.clearCache().catch(() => undefined);
  };

  const refresh = (): Promise<boolean> => {
    if (state.status === 'signed-out') return Promise.resolve(false);
    if (inFlight) return inFlight;
    const started = generation;
    inFlight = lock(() => api.refreshSession())
      .catch((): RefreshOutcome => ({ kind: 'unreachable' }))
      .then((outcome) => {
        if (started !== generation) return false;
        if (outcome.kind === 'refreshed') {
          startSession(outcome.session);
          return true;
        }
        if (outcome.kind === 'refused' || state.status === 'unknown') {
          endSession(state.status === 'signed-in' ? 'expired' : 'none');
          return false;
        }
        // Offline or the server is down: keep the session and try again soon.
        scheduleRefresh(REFRESH_RETRY_MS);
        return false;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const onVisible = () => {
    // Background tabs get their timers throttled; catch up when the user comes back.
    if (document.visibilityState === 'visible' && refreshDueAt !== undefined) {
      if (now() >= refreshDueAt) void refresh();
    }
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  if (state.status === 'signed-in') {
    scheduleRefresh(getRefreshDelay(state.session.accessTokenExpiresAt, now()));
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => (state.status === 'signed-in' ? state.session.accessToken : undefined),
    restore: () => {
      if (state.status !== 'unknown') return Promise.resolve();
      restoring ??= refresh().then(() => undefined);
      return restoring;
    },
    refresh,
    signIn: (session) => {
      generation += 1;
      startSession(session);
    },
    updateUser: (user) => {
      if (state.status !== 'signed-in') return;
      setState({ status: 'signed-in', session: { ...state.session, user } });
    },
    signOut: async () => {
      if (state.status === 'signed-in') {
        // Ending the session on the server also drops the refresh cookie; if that fails (offline),
        // the token still leaves this tab's memory below.
        await api.signOut().catch(() => undefined);
      }
      endSession('signed-out');
    },
    dispose: () => {
      stopTimer();
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisible);
      }
    },
  };
}
