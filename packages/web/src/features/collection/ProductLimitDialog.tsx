import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';

/** The collection limit dialog (spec 001 §2, §8): why products could not be added. */
export function ProductLimitDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  // The words stay while the dialog fades out.
  const [shown, setShown] = useState(message);
  useEffect(() => {
    if (message) setShown(message);
  }, [message]);
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="product-limit-title">
      <DialogTitle id="product-limit-title">Product limit reached</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="product-limit-message">{shown}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
