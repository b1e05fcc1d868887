import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { messages } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { readApiError } from '../identity/index.ts';

/** The server refuses longer names. */
const VIEW_NAME_MAX_LENGTH = 80;

type ViewNameDialogProps = {
  /** Null when closed. */
  mode: { title: string; submitLabel: string; initialName: string } | null;
  onClose: () => void;
  /** Saves the name; a refusal (thrown) is shown in the dialog, which stays open. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Asks a view's name: for Create New View and for renaming a custom view. */
export function ViewNameDialog({ mode, onClose, onSubmit }: ViewNameDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {/* Mounted only while open, so the field starts from the initial name each time. */}
      {mode && <ViewNameForm titleId={titleId} {...mode} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

type ViewNameFormProps = Omit<ViewNameDialogProps, 'mode'> &
  NonNullable<ViewNameDialogProps['mode']> & { titleId: string };

function ViewNameForm({
  titleId,
  title,
  submitLabel,
  initialName,
  onClose,
  onSubmit,
}: ViewNameFormProps) {
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameError = submitted && !name.trim() ? messages.requiredValue : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!name.trim()) return;
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      setServerError(readApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="view-name-error">
            {serverError}
          </Alert>
        )}
        <TextField
          label="View name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          fullWidth
          autoFocus
          error={Boolean(nameError)}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
