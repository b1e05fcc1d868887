import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useSuggestCollection } from './useSuggestCollection.ts';

type SuggestDialogProps = {
  workspaceId: string;
  collection: { id: string; name: string };
  onClose: () => void;
};

/**
 * Suggest a collection to people by e-mail, with a message (spec 001 §4, §8). Addresses the
 * server already sent a suggestion to open a second dialog that suggests again with force.
 */
export function SuggestDialog({ workspaceId, collection, onClose }: SuggestDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const suggestion = useSuggestCollection({
    workspaceId,
    collectionId: collection.id,
    collectionName: collection.name,
  });

  const submit = async () => {
    const addresses = suggestion.readEmails(emails);
    if (!addresses) return;
    if (await suggestion.send(addresses, message)) onClose();
  };
  const again = async () => {
    const addresses = [...suggestion.existing];
    if (await suggestion.send(addresses, message, true)) onClose();
  };

  return (
    <>
      <Dialog
        open={suggestion.existing.length === 0}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Suggest “{collection.name}”</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="E-mail addresses"
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              helperText="Separate several with commas or new lines"
              multiline
              minRows={2}
              autoFocus
              fullWidth
            />
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            {suggestion.error && <Alert severity="error">{suggestion.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={suggestion.sending || emails.trim() === ''}
            onClick={() => void submit()}
          >
            Suggest
          </Button>
        </DialogActions>
      </Dialog>
      <SuggestAgainDialog
        emails={suggestion.existing}
        busy={suggestion.sending}
        onAgain={() => void again()}
        onClose={() => {
          suggestion.clearExisting();
          onClose();
        }}
      />
    </>
  );
}

/** 'Suggestion Exists': the addresses already suggested to, and Suggest again (force). */
function SuggestAgainDialog({
  emails,
  busy,
  onAgain,
  onClose,
}: {
  emails: readonly string[];
  busy: boolean;
  onAgain: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={emails.length > 0} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Suggestion exists</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This collection was already suggested to {emails.join(', ')}. Suggest it again?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={onAgain}>
          Suggest again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
