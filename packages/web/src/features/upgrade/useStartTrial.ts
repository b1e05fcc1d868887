import { useApolloClient, useMutation } from '@apollo/client/react';
import { billingMessages } from '@specboard/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { workspacePaymentPath } from '../billing/index.ts';
import { readApiError } from '../identity/index.ts';
import { START_TRIAL_FROM_GATE_MUTATION } from './upgrade.documents.ts';

const ACTIVATING_SNACKBAR_ID = 'activating-trial';

/**
 * Starts the workspace's trial from a gate: 'Activating your trial', then `onStarted`; what the
 * page shows is asked again at once, so the gate opens without a reload.
 */
export function useStartTrial(workspaceId: string, onStarted: () => void) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show, dismiss } = useSnackbar();
  const [startTrial, { loading }] = useMutation(START_TRIAL_FROM_GATE_MUTATION);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    show({ id: ACTIVATING_SNACKBAR_ID, text: billingMessages.activatingTrial });
    try {
      const { data } = await startTrial({ variables: { workspaceId } });
      const outcome = data?.startWorkspaceTrial;
      if (!outcome || outcome.status === 'failed') {
        dismiss(ACTIVATING_SNACKBAR_ID);
        setError(outcome?.message ?? billingMessages.trialNotEligible);
        return;
      }
      if (outcome.status === 'redirect' && outcome.url) {
        window.location.assign(outcome.url);
        return;
      }
      onStarted();
      // The bank asks a question: the payment page asks it.
      if (outcome.status === 'requiresConfirmation') {
        void navigate(workspacePaymentPath(workspaceId));
        return;
      }
      // A query that fails now says so where it shows; the trial has started either way.
      client.refetchQueries({ include: 'active' }).catch(() => undefined);
    } catch (caught) {
      dismiss(ACTIVATING_SNACKBAR_ID);
      setError(readApiError(caught).message);
    }
  };

  return { start, starting: loading, error };
}
