import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import type { ConfirmOptions } from './confirm-types.ts';

type ConfirmDialogProps = {
  options: ConfirmOptions | null;
  onAnswer: (confirmed: boolean) => void;
};

/** A small modal question with a cancel and a confirm button. */
export function ConfirmDialog({ options: current, onAnswer }: ConfirmDialogProps) {
  // Keep the last question on screen while the dialog fades out.
  const lastOptions = useRef(current);
  if (current) lastOptions.current = current;
  const options = lastOptions.current;
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={current !== null}
      onClose={() => onAnswer(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby={options?.title ? titleId : messageId}
      aria-describedby={options?.title ? messageId : undefined}
    >
      {options?.title && <DialogTitle id={titleId}>{options.title}</DialogTitle>}
      <DialogContent sx={options?.title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} color="text.primary">
          {options?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{options?.cancelLabel ?? 'Cancel'}</Button>
        <Button
          variant="contained"
          color={options?.destructive ? 'error' : 'primary'}
          onClick={() => onAnswer(true)}
        >
          {options?.confirmLabel ?? 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
