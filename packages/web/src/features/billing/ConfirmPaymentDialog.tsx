import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { billingMessages } from '@specboard/domain';
import { useId } from 'react';
import { CONFIRM_PAYMENT_MUTATION } from './billing.documents.ts';
import type { PaymentActions } from './usePaymentActions.ts';

type ConfirmPaymentDialogProps = {
  workspaceId: string;
  provider: string;
  actions: PaymentActions;
};

/** The bank asks the payer to confirm a payment (the test bank, with the built-in provider). */
export function ConfirmPaymentDialog({
  workspaceId,
  provider,
  actions,
}: ConfirmPaymentDialogProps) {
  const titleId = useId();
  const [confirmPayment] = useMutation(CONFIRM_PAYMENT_MUTATION);
  const { confirmationId } = actions;

  const answer = (approve: boolean) => {
    if (!confirmationId) return;
    actions.closeConfirmation();
    void actions.run('confirm', async () => {
      const { data } = await confirmPayment({
        variables: { workspaceId, confirmationId, approve },
      });
      return data?.confirmPayment;
    });
  };

  return (
    <Dialog open={confirmationId !== null} aria-labelledby={titleId} onClose={() => answer(false)}>
      <DialogTitle id={titleId}>Confirm this payment</DialogTitle>
      <DialogContent>
        <DialogContentText>{billingMessages.confirmationNeeded}</DialogContentText>
        {provider === 'test' && (
          <DialogContentText sx={{ mt: 1 }}>
            This is the test bank: confirm to pay, decline to see the payment refused.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>Decline</Button>
        <Button variant="contained" onClick={() => answer(true)}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
