import { type ReactNode, useEffect } from 'react';
import { useSession, useSessionManager } from './useSession.ts';

type SessionGateProps = { fallback: ReactNode; children: ReactNode };

/**
 * Holds the app back until the silent refreshSession at start-up has answered, so a signed-in
 * user never sees the sign-in page flash, nor a signed-out one the app's navigation.
 */
export function SessionGate({ fallback, children }: SessionGateProps) {
  const session = useSessionManager();
  const state = useSession();
  useEffect(() => {
    void session.restore();
  }, [session]);
  return state.status === 'unknown' ? fallback : children;
}
