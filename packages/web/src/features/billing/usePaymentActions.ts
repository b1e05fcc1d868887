import { useApolloClient } from '@apollo/client/react';
import { billingMessages } from '@specboard/domain';
import { useCallback, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { GET_USER_INVOICES_QUERY, GET_WORKSPACE_BILLING_QUERY } from './billing.documents.ts';
import type { PaymentOutcome, WorkspaceBilling } from './billing.types.ts';

export const PROCESSING_SNACKBAR_ID = 'payment-processing';
/** One success message, whether the call's outcome or the provider's event tells it first. */
export const SUCCEEDED_SNACKBAR_ID = 'payment-succeeded';
const TRIAL_SNACKBAR_ID = 'activating-trial';

/** What the success of a call tells; null tells nothing (the page shows the new state). */
type SuccessText = string | null;

/** Leaves the app for the provider's own page (Stripe's checkout); tests replace it. */
export const leaveForProvider = { go: (url: string) => window.location.assign(url) };

/**
 * Runs the payment calls of one workspace and tells what each led to: the new billing goes into
 * the cache, success and processing show in snackbars, a failure stays in `failure` until the
 * next call, a bank's question opens `confirmation`, and a redirect leaves for the provider.
 */
export function usePaymentActions(workspaceId: string) {
  const client = useApolloClient();
  const { show, dismiss } = useSnackbar();
  const { refetch: refetchWorkspaces } = useActiveWorkspace();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmationId, setConfirmationId] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const writeBilling = useCallback(
    (billing: WorkspaceBilling) => {
      client.writeQuery({
        query: GET_WORKSPACE_BILLING_QUERY,
        variables: { workspaceId },
        data: { getWorkspaceBilling: billing },
      });
    },
    [client, workspaceId],
  );

  /** Reads billing and invoices again, and the workspace (its plan and licences follow billing). */
  const refresh = useCallback(async () => {
    await Promise.all([
      client.refetchQueries({ include: [GET_WORKSPACE_BILLING_QUERY, GET_USER_INVOICES_QUERY] }),
      refetchWorkspaces(),
    ]).catch(() => {});
  }, [client, refetchWorkspaces]);

  const applyOutcome = useCallback(
    (outcome: PaymentOutcome, successText: SuccessText) => {
      writeBilling(outcome.billing);
      switch (outcome.status) {
        case 'succeeded':
          if (successText) show({ id: SUCCEEDED_SNACKBAR_ID, text: successText, color: 'success' });
          void refresh();
          return;
        case 'processing':
          show({
            id: PROCESSING_SNACKBAR_ID,
            text: billingMessages.paymentProcessing,
            color: 'info',
            timeout: null,
          });
          return;
        case 'requiresConfirmation':
          setConfirmationId(outcome.confirmationId);
          return;
        case 'redirect':
          if (outcome.url) leaveForProvider.go(outcome.url);
          return;
        default:
          setFailure(outcome.message || billingMessages.cardDeclined);
      }
    },
    [writeBilling, show, refresh],
  );

  /** Runs one call (named `name` while busy); its outcome, or its error, is told as above. */
  const run = useCallback(
    async (
      name: string,
      call: () => Promise<PaymentOutcome | null | undefined>,
      successText: SuccessText = billingMessages.subscriptionCompleted,
    ) => {
      setBusy(name);
      setFailure(null);
      try {
        const outcome = await call();
        if (outcome) applyOutcome(outcome, successText);
        return outcome ?? undefined;
      } catch (error) {
        setFailure(readApiError(error).message);
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [applyOutcome],
  );

  /**
   * Starts the trial, telling 'Activating your trial' while the server works and for the usual
   * while after, as the page turns to the trial; a refusal takes the message away.
   */
  const runTrial = useCallback(
    async (call: () => Promise<PaymentOutcome | null | undefined>) => {
      show({ id: TRIAL_SNACKBAR_ID, text: billingMessages.activatingTrial, color: 'info' });
      const outcome = await run('trial', call, null);
      if (outcome?.status !== 'succeeded') dismiss(TRIAL_SNACKBAR_ID);
    },
    [run, show, dismiss],
  );

  return {
    failure,
    setFailure,
    busy,
    run,
    runTrial,
    refresh,
    confirmationId,
    closeConfirmation: () => setConfirmationId(null),
  };
}

export type PaymentActions = ReturnType<typeof usePaymentActions>;
