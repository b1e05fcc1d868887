import { createContext } from 'react';
import type { Confirm } from './confirm-types.ts';

export const ConfirmContext = createContext<Confirm | null>(null);
