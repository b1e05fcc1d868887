import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSession, sampleUser } from '../../../test/identity-fixtures.ts';
import type { Session } from '../identity.types.ts';
import {
  createSessionManager,
  getRefreshDelay,
  MIN_REFRESH_DELAY_MS,
  REFRESH_RETRY_MS,
  type RefreshOutcome,
  type SessionApi,
} from './session-manager.ts';

const start = Date.parse('2026-11-21T10:00:00.000Z');

function sessionExpiringIn(ms: number, token: string): Session {
  return {
    ...sampleSession(sampleUser(), token),
    accessTokenExpiresAt: new Date(Date.now() + ms).toISOString(),
  };
}

function fakeApi(outcomes: Array<RefreshOutcome | (() => Promise<RefreshOutcome>)>) {
  const api = {
    refreshSession: vi.fn(async () => {
      const next = outcomes.shift() ?? { kind: 'refused' };
      return typeof next === 'function' ? next() : next;
    }),
    signOut: vi.fn(async () => true),
    clearCache: vi.fn(async () => []),
  } satisfies SessionApi;
  return api;
}

describe('refresh delay', () => {
  it('is one minute before expiry, and never shorter than the minimum', () => {
    expect(getRefreshDelay(new Date(start + 15 * 60_000).toISOString(), start)).toBe(14 * 60_000);
    expect(getRefreshDelay(new Date(start + 30_000).toISOString(), start)).toBe(
      MIN_REFRESH_DELAY_MS,
    );
    expect(getRefreshDelay('not a date', start)).toBe(MIN_REFRESH_DELAY_MS);
  });
});

describe('session manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('restores a session from the refresh cookie once, however often it is asked', async () => {
    const api = fakeApi([{ kind: 'refreshed', session: sessionExpiringIn(900_000, 'restored') }]);
    const manager = createSessionManager({ api });
    expect(manager.getState()).toEqual({ status: 'unknown' });
    await Promise.all([manager.restore(), manager.restore()]);
    await manager.restore();
    expect(api.refreshSession).toHaveBeenCalledOnce();
    expect(manager.getAccessToken()).toBe('restored');
  });

  it('is signed out when nothing can be restored', async () => {
    const manager = createSessionManager({ api: fakeApi([{ kind: 'unreachable' }]) });
    await manager.restore();
    expect(manager.getState()).toEqual({ status: 'signed-out', reason: 'none' });
  });

  it('refreshes about a minute before the access token expires', async () => {
    const api = fakeApi([
      { kind: 'refreshed', session: sessionExpiringIn(15 * 60_000 + 14 * 60_000, 'second') },
    ]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(15 * 60_000, 'first'));

    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(api.refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshSession).toHaveBeenCalledOnce();
    expect(manager.getAccessToken()).toBe('second');
  });

  it('asks the server once for refreshes that overlap', async () => {
    let answer!: (outcome: RefreshOutcome) => void;
    const api = fakeApi([() => new Promise((resolve) => (answer = resolve))]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(900_000, 'old'));
    const first = manager.refresh();
    const second = manager.refresh();
    answer({ kind: 'refreshed', session: sessionExpiringIn(900_000, 'new') });
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(api.refreshSession).toHaveBeenCalledOnce();
  });

  it('ends the session as expired when the server refuses the refresh', async () => {
    const api = fakeApi([{ kind: 'refused' }]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(900_000, 'old'));
    expect(await manager.refresh()).toBe(false);
    expect(manager.getState()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(manager.getAccessToken()).toBeUndefined();
    expect(api.clearCache).toHaveBeenCalledOnce();
  });

  it('keeps the session and tries again later when the server cannot be reached', async () => {
    const api = fakeApi([
      { kind: 'unreachable' },
      { kind: 'refreshed', session: sessionExpiringIn(900_000, 'new') },
    ]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(900_000, 'old'));
    expect(await manager.refresh()).toBe(false);
    expect(manager.getAccessToken()).toBe('old');
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(manager.getAccessToken()).toBe('new');
  });

  it('signs out on the server, then forgets the token and the cache', async () => {
    const api = fakeApi([]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(900_000, 'token'));
    const seen: string[] = [];
    manager.subscribe(() => seen.push(manager.getState().status));
    await manager.signOut();
    expect(api.signOut).toHaveBeenCalledOnce();
    expect(api.clearCache).toHaveBeenCalledOnce();
    expect(seen).toEqual(['signed-out']);
    expect(manager.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
    // No refresh timer is left behind.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(api.refreshSession).not.toHaveBeenCalled();
  });

  it('ignores a refresh answer that arrives after sign-out', async () => {
    let answer!: (outcome: RefreshOutcome) => void;
    const api = fakeApi([() => new Promise((resolve) => (answer = resolve))]);
    const manager = createSessionManager({ api });
    manager.signIn(sessionExpiringIn(900_000, 'old'));
    const refreshing = manager.refresh();
    await manager.signOut();
    answer({ kind: 'refreshed', session: sessionExpiringIn(900_000, 'late') });
    expect(await refreshing).toBe(false);
    expect(manager.getState().status).toBe('signed-out');
  });

  it('keeps the profile current after an edit', () => {
    const manager = createSessionManager({ api: fakeApi([]) });
    manager.signIn(sessionExpiringIn(900_000, 'token'));
    manager.updateUser(sampleUser({ company: 'New Co' }));
    const state = manager.getState();
    expect(state.status === 'signed-in' && state.session.user.company).toBe('New Co');
    expect(manager.getAccessToken()).toBe('token');
  });
});
