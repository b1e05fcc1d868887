import { createContext } from 'react';
import type { SnackbarApi } from './snackbar-types.ts';

export const SnackbarContext = createContext<SnackbarApi | null>(null);
