import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { SnackbarContext } from './SnackbarContext.ts';
import { SnackbarItem } from './SnackbarItem.tsx';
import { enqueueSnackbar, removeSnackbar } from './snackbar-queue.ts';
import { MAX_VISIBLE_SNACKBARS, type SnackbarApi, type SnackbarEntry } from './snackbar-types.ts';

/** Holds the snackbar queue and shows the first few at the bottom left, above the bottom nav. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<SnackbarEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setQueue((items) => removeSnackbar(items, id)), []);
  const api = useMemo<SnackbarApi>(
    () => ({
      show: (options) => {
        nextId.current += 1;
        const id = options.id ?? `snackbar-${nextId.current}`;
        setQueue((items) => enqueueSnackbar(items, options, id));
        return id;
      },
      dismiss,
    }),
    [dismiss],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Stack
        component="section"
        aria-label="Notifications"
        spacing={1}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          left: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 'auto' },
          bottom: { xs: 72, lg: 24 },
          maxWidth: 480,
          pointerEvents: 'none',
        }}
      >
        {queue.slice(0, MAX_VISIBLE_SNACKBARS).map((entry) => (
          <SnackbarItem key={`${entry.id}:${entry.revision}`} entry={entry} onDismiss={dismiss} />
        ))}
      </Stack>
    </SnackbarContext.Provider>
  );
}
