import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** The payment situation of the active workspace, as far as banners care. */
export type WorkspacePaymentState = 'active' | 'payment-failed' | 'premium-expired';

/** The banner's situation from the workspace: its failed payment, or its expired premium plan. */
export function paymentStateOf(workspace: {
  status: string;
  workspaceType: string;
}): WorkspacePaymentState {
  if (workspace.status === 'paidFailed') return 'payment-failed';
  if (workspace.workspaceType === 'premiumExpired') return 'premium-expired';
  return 'active';
}

type PaymentFailureBannerProps = {
  state?: WorkspacePaymentState;
  /**
   * The server's Read-Only message for the active workspace (`readOnlyMessage`); when given it is
   * shown instead of the wording for `state`.
   */
  message?: string | null;
  /** Offered as 'Update payment' when given. */
  onUpdatePayment?: () => void;
};

// Spec 000 §8 quotes the second message only up to 'The last payment was unsuccessful...';
// the rest is our wording.
const MESSAGES = {
  'payment-failed':
    'The last payment was unsuccessful. Premium and collaborator features are paused and this workspace is read-only until the payment is updated.',
  'premium-expired':
    'The premium plan of this workspace has expired. The workspace is read-only until the plan is renewed.',
} as const;

const READ_ONLY_TITLE = 'Read-Only mode';

/** Tells members that a failed payment or an expired plan put the workspace in Read-Only mode. */
export function PaymentFailureBanner({
  state,
  message,
  onUpdatePayment,
}: PaymentFailureBannerProps) {
  const text =
    message ?? (state === 'payment-failed' || state === 'premium-expired' ? MESSAGES[state] : '');
  if (!text) return null;
  return (
    <Alert
      severity="error"
      square
      data-testid="payment-failure-banner"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      action={
        onUpdatePayment && (
          <Button color="inherit" onClick={onUpdatePayment}>
            Update payment
          </Button>
        )
      }
    >
      <AlertTitle>{READ_ONLY_TITLE}</AlertTitle>
      {text}
    </Alert>
  );
}
