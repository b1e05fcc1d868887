import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages, versionShortNameMaxLength, versionTitleMaxLength } from '@specboard/domain';
import { type FormEvent, useState } from 'react';

type VersionDialogProps = {
  heading: string;
  submitLabel: string;
  initial?: { title: string; shortName: string | null };
  onSubmit: (values: { title: string; shortName: string | null }) => Promise<boolean>;
  onClose: () => void;
};

/** Names a version: a title (required) and an optional short name such as "IFC" or "Rev B". */
export function VersionDialog({
  heading,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: VersionDialogProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [shortName, setShortName] = useState(initial?.shortName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(messages.requiredValue);
      return;
    }
    setSaving(true);
    const done = await onSubmit({ title: title.trim(), shortName: shortName.trim() || null });
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="version-dialog-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="version-dialog-title">{heading}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(null);
              }}
              required
              autoFocus
              error={error !== null}
              helperText={error ?? 'For example: Issued for tender'}
              slotProps={{ htmlInput: { maxLength: versionTitleMaxLength } }}
            />
            <TextField
              label="Short name"
              value={shortName}
              onChange={(event) => setShortName(event.target.value)}
              helperText="Optional, for example: IFT"
              slotProps={{ htmlInput: { maxLength: versionShortNameMaxLength } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
