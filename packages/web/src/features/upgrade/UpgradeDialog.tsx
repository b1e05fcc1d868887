import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { billingMessages, trialDays as defaultTrialDays, isPaymentReason } from '@specboard/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UpgradeGate } from '../../ui/ability/index.ts';
import { workspacePaymentPath } from '../billing/index.ts';
import type { Workspace } from '../workspaces/index.ts';
import { UPGRADE_BILLING_QUERY } from './upgrade.documents.ts';
import { useStartTrial } from './useStartTrial.ts';

type UpgradeDialogProps = {
  workspace: Workspace;
  /** The gate that opened the dialog; null while closed. */
  gate: UpgradeGate | null;
  onClose: () => void;
};

/**
 * "Upgrade your workspace": the gate's message, then, for those who may pay, the trial (while
 * the workspace may still have one) and the plans; for others, who may pay. A Read-Only gate
 * asks for the payment instead.
 */
export function UpgradeDialog({ workspace, gate, onClose }: UpgradeDialogProps) {
  const titleId = useId();
  // The gate stays shown while the dialog fades out, instead of an empty dialog.
  const [shown, setShown] = useState<UpgradeGate | null>(null);
  if (gate !== null && gate !== shown) setShown(gate);
  const current = gate ?? shown;
  const readOnly = current !== null && isPaymentReason(current.reason);
  return (
    <Dialog
      open={gate !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id={titleId}>
        {readOnly ? 'Read-Only mode' : 'Upgrade your workspace'}
      </DialogTitle>
      {current && (
        <UpgradeChoices
          workspace={workspace}
          gate={current}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type UpgradeChoicesProps = {
  workspace: Workspace;
  gate: UpgradeGate;
  readOnly: boolean;
  onClose: () => void;
};

function UpgradeChoices({ workspace, gate, readOnly, onClose }: UpgradeChoicesProps) {
  const navigate = useNavigate();
  const canPay = workspace.viewerCan.payment.allowed;
  const billing = useQuery(UPGRADE_BILLING_QUERY, {
    variables: { workspaceId: workspace.id },
    fetchPolicy: 'no-cache',
  });
  const trial = useStartTrial(workspace.id, onClose);
  const answer = billing.data?.getWorkspaceBilling;
  // Someone the server does not tell the billing still learns to ask an admin.
  const settled = answer !== undefined || billing.error !== undefined;
  const names = (answer?.paymentManagers ?? []).map((person) => person.name || person.email);
  const mayTrial = canPay && !readOnly && answer?.trialState === 'eligibleForTrial';
  const days = answer?.trialDays ?? defaultTrialDays;
  const seePlans = () => {
    onClose();
    void navigate(workspacePaymentPath(workspace.id));
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{gate.message}</DialogContentText>
          {!canPay && settled && (
            <DialogContentText data-testid="upgrade-ask">
              {readOnly
                ? billingMessages.readOnlyAskToPay(names)
                : billingMessages.askToUpgrade(names)}
            </DialogContentText>
          )}
          {!canPay && !settled && <CircularProgress size={20} aria-label="Loading" />}
          {trial.error && <Alert severity="error">{trial.error}</Alert>}
        </Stack>
      </DialogContent>
      {/* Busy until the billing answers: whether a trial is offered depends on it. */}
      <DialogActions aria-busy={!settled} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {mayTrial && (
          <Button variant="outlined" disabled={trial.starting} onClick={() => void trial.start()}>
            {`Start ${days}-day free trial`}
          </Button>
        )}
        {canPay && (
          <Button variant="contained" disabled={trial.starting} onClick={seePlans}>
            {readOnly ? 'Update payment' : 'See plans'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
