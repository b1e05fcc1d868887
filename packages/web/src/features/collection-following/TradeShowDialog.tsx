import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { TRADE_SHOW_EMAIL_MUTATION } from './collection-following.documents.ts';

type TradeShowDialogProps = {
  workspaceId: string;
  collection: { id: string; name: string };
  onClose: () => void;
};

/** Send by e-mail (a trade show's visitor): the collection's products to an address. */
export function TradeShowDialog({ workspaceId, collection, onClose }: TradeShowDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { show } = useSnackbar();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(TRADE_SHOW_EMAIL_MUTATION);

  const submit = async () => {
    setError(null);
    try {
      await send({
        variables: {
          workspaceId,
          collectionId: collection.id,
          email: email.trim(),
          message: message.trim() || null,
        },
      });
      show({ color: 'success', text: `Sent “${collection.name}” to ${email.trim()}` });
      onClose();
    } catch (caught) {
      setError(readApiError(caught).message);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Send by e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            The products of “{collection.name}” go to the address, as at a trade show.
          </Typography>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={loading || email.trim() === ''}
          onClick={() => void submit()}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
