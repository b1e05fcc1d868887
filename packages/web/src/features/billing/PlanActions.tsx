import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingMessages, trialDays } from '@specboard/domain';
import { useConfirm } from '../../ui/confirm/index.ts';
import {
  CANCEL_SUBSCRIPTION_MUTATION,
  PAY_OPEN_INVOICE_MUTATION,
  RUN_TEST_RENEWAL_MUTATION,
  START_TRIAL_MUTATION,
} from './billing.documents.ts';
import type { WorkspaceBilling } from './billing.types.ts';
import { formatDate, formatMoney } from './billing-labels.ts';
import type { PaymentActions } from './usePaymentActions.ts';

type ActionProps = { billing: WorkspaceBilling; actions: PaymentActions };

/** The trial offer, while the workspace may still have one. */
export function TrialOffer({ billing, actions }: ActionProps) {
  const [startTrial] = useMutation(START_TRIAL_MUTATION);
  if (billing.trialState !== 'eligibleForTrial') return null;
  const days = billing.trialDays || trialDays;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        variant="contained"
        color="secondary"
        disabled={actions.busy !== null}
        onClick={() =>
          void actions.runTrial(async () => {
            const { data } = await startTrial({ variables: { workspaceId: billing.workspaceId } });
            return data?.startWorkspaceTrial;
          })
        }
      >
        Start {days}-day free trial
      </Button>
      <Typography color="text.secondary">Premium for {days} days, no card needed.</Typography>
    </Stack>
  );
}

/** After a failed payment: what is owed, and paying it with the saved card. */
export function PaymentFailedAlert({ billing, actions }: ActionProps) {
  const [payOpenInvoice] = useMutation(PAY_OPEN_INVOICE_MUTATION);
  const subscription = billing.subscription;
  const due = subscription?.amountDue;
  const canPay = billing.canPay.allowed;
  return (
    <Alert
      severity="error"
      data-testid="payment-failed-alert"
      action={
        canPay ? (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            disabled={actions.busy !== null}
            onClick={() =>
              void actions.run('pay', async () => {
                const { data } = await payOpenInvoice({
                  variables: { workspaceId: billing.workspaceId },
                });
                return data?.payOpenInvoice;
              })
            }
          >
            Pay now
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>The last payment failed</AlertTitle>
      {subscription && due ? `${formatMoney(due, subscription.priceCurrency)} is due. ` : ''}
      The workspace is read-only until it is paid.
    </Alert>
  );
}

/** Ends the plan at the end of its period, once the payer has confirmed. */
export function CancelPlanButton({ billing, actions }: ActionProps) {
  const confirm = useConfirm();
  const [cancelSubscription] = useMutation(CANCEL_SUBSCRIPTION_MUTATION);
  const subscription = billing.subscription;
  if (!subscription) return null;
  const endDate = formatDate(subscription.trialEnd ?? subscription.subEnd);

  const cancel = async () => {
    const sure = await confirm({
      title: 'Cancel the plan?',
      message: `The plan stays until ${endDate}; then the workspace keeps its data but its premium features stop.`,
      confirmLabel: 'Cancel plan',
      cancelLabel: 'Keep the plan',
      destructive: true,
    });
    if (!sure) return;
    await actions.run(
      'cancel',
      async () => {
        const { data } = await cancelSubscription({
          variables: { workspaceId: billing.workspaceId },
        });
        return data?.cancelSubscription;
      },
      billingMessages.planCancelled(endDate),
    );
  };

  return (
    <Button color="error" disabled={actions.busy !== null} onClick={() => void cancel()}>
      Cancel plan
    </Button>
  );
}

/** The test provider's renewal at once, so a failing renewal can be tried without waiting. */
export function TestRenewalPanel({ billing, actions }: ActionProps) {
  const [runTestRenewal] = useMutation(RUN_TEST_RENEWAL_MUTATION);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Test renewal">
      <Typography variant="h3" sx={{ mb: 1 }}>
        Test renewal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Charges the next period now with the saved card, as the renewal at the end of the period
        would. A card that is declined on renewal makes the payment fail here.
      </Typography>
      <Button
        variant="outlined"
        disabled={actions.busy !== null}
        onClick={() =>
          void actions.run(
            'renewal',
            async () => {
              const { data } = await runTestRenewal({
                variables: { workspaceId: billing.workspaceId },
              });
              return data?.runTestRenewal;
            },
            billingMessages.renewalPaid,
          )
        }
      >
        Run renewal now
      </Button>
    </Paper>
  );
}
