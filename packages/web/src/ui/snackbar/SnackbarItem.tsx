import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import type { SnackbarEntry } from './snackbar-types.ts';

type SnackbarItemProps = { entry: SnackbarEntry; onDismiss: (id: string) => void };

/** One snackbar; its timer pauses while the pointer or focus is on it, so it can be read. */
export function SnackbarItem({ entry, onDismiss }: SnackbarItemProps) {
  const [paused, setPaused] = useState(false);
  const { id, timeout } = entry;

  useEffect(() => {
    if (paused || timeout === null) return;
    const timer = setTimeout(() => onDismiss(id), timeout);
    return () => clearTimeout(timer);
  }, [paused, timeout, id, onDismiss]);

  const urgent = entry.color === 'error' || entry.color === 'warning';
  return (
    <Alert
      variant="filled"
      severity={entry.color}
      role={urgent ? 'alert' : 'status'}
      data-testid={entry.dataTest}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ boxShadow: 3, alignItems: 'center', pointerEvents: 'auto' }}
      action={
        <>
          {entry.secondaryAction && (
            <Button
              color="inherit"
              onClick={() => {
                entry.secondaryAction?.onClick();
                onDismiss(id);
              }}
            >
              {entry.secondaryAction.label}
            </Button>
          )}
          {entry.action && (
            <Button
              color="inherit"
              onClick={() => {
                entry.action?.onClick();
                onDismiss(id);
              }}
            >
              {entry.action.label}
            </Button>
          )}
          {entry.closable && (
            <IconButton color="inherit" aria-label="Close" onClick={() => onDismiss(id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {entry.title && <AlertTitle sx={{ mb: 0.25 }}>{entry.title}</AlertTitle>}
      {entry.text}
    </Alert>
  );
}
