import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from './SessionContext.ts';
import type { SessionManager, SessionState } from './session-manager.ts';

/** The session manager of the app; needs a SessionContext provider above. */
export function useSessionManager(): SessionManager {
  const manager = useContext(SessionContext);
  if (!manager) throw new Error('useSessionManager must be used inside a SessionContext provider');
  return manager;
}

/** The current session state; re-renders when it changes. */
export function useSession(): SessionState {
  const manager = useSessionManager();
  return useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
}
