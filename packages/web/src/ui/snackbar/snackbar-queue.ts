import {
  DEFAULT_SNACKBAR_TIMEOUT_MS,
  type SnackbarEntry,
  type SnackbarOptions,
} from './snackbar-types.ts';

/** Adds a snackbar at the end of the queue, or replaces the one with the same id where it stands. */
export function enqueueSnackbar(
  queue: readonly SnackbarEntry[],
  options: SnackbarOptions,
  id: string,
): SnackbarEntry[] {
  const existing = queue.find((entry) => entry.id === id);
  const entry: SnackbarEntry = {
    ...options,
    id,
    color: options.color ?? 'info',
    closable: options.closable ?? true,
    timeout: options.timeout === undefined ? DEFAULT_SNACKBAR_TIMEOUT_MS : options.timeout,
    revision: existing ? existing.revision + 1 : 0,
  };
  if (!existing) return [...queue, entry];
  return queue.map((item) => (item.id === id ? entry : item));
}

/** Removes a snackbar from the queue, whether shown or waiting. */
export function removeSnackbar(queue: readonly SnackbarEntry[], id: string): SnackbarEntry[] {
  return queue.filter((entry) => entry.id !== id);
}
