import { useContext } from 'react';
import { SnackbarContext } from './SnackbarContext.ts';
import type { SnackbarApi } from './snackbar-types.ts';

/** Shows and dismisses snackbars; needs a SnackbarProvider above. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a SnackbarProvider');
  return api;
}
