import type { SnackbarOptions } from '../../ui/snackbar/index.ts';

/** One id for both messages, so the recovery notice replaces the slow-connection one. */
export const CONNECTIVITY_SNACKBAR_ID = 'connectivity';

/** Spec: red, and it stays until the connection returns. */
export const connectionLostSnackbar: SnackbarOptions = {
  id: CONNECTIVITY_SNACKBAR_ID,
  text: 'Internet connection is slow or interrupted',
  color: 'error',
  timeout: null,
  closable: false,
  dataTest: 'connection-lost',
};

/** Stays until dismissed: the warning about losing unfinished work must be seen. */
export const connectionRecoveredSnackbar = (reload: () => void): SnackbarOptions => ({
  id: CONNECTIVITY_SNACKBAR_ID,
  title: 'Network connectivity has been recovered, please REFRESH.',
  text: 'Unfinished processes may lose data if you continue without refreshing.',
  color: 'warning',
  timeout: null,
  action: { label: 'Refresh', onClick: reload },
  dataTest: 'connection-recovered',
});
