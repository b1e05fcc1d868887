import { createContext } from 'react';
import type { SessionManager } from './session-manager.ts';

export const SessionContext = createContext<SessionManager | null>(null);
