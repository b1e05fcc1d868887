import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingMessages } from '@specboard/domain';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { GET_WORKSPACE_BILLING_QUERY, PAYMENT_EVENTS_SUBSCRIPTION } from './billing.documents.ts';
import { CHECKOUT_QUERY } from './billing.paths.ts';
import type { WorkspaceBilling } from './billing.types.ts';
import { paymentHasFailed, paymentManagerNames } from './billing-labels.ts';
import { CardSection } from './CardSection.tsx';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog.tsx';
import { CurrentPlanSection } from './CurrentPlanSection.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';
import {
  CancelPlanButton,
  PaymentFailedAlert,
  TestRenewalPanel,
  TrialOffer,
} from './PlanActions.tsx';
import { PlanChooser } from './PlanChooser.tsx';
import { TestModeNotice } from './TestModeNotice.tsx';
import { useFollowActiveWorkspace } from './useFollowActiveWorkspace.ts';
import {
  type PaymentActions,
  PROCESSING_SNACKBAR_ID,
  SUCCEEDED_SNACKBAR_ID,
  usePaymentActions,
} from './usePaymentActions.ts';

/**
 * Billing changes of the workspace, live: each reads billing again; a payment that went through
 * ends the 'processing' message with the success one.
 */
function usePaymentEvents(workspaceId: string, actions: PaymentActions) {
  const { show, dismiss } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedFromCheckout = searchParams.get(CHECKOUT_QUERY) === 'success';

  // Back from the provider's checkout: the payment is processing until the provider tells.
  useEffect(() => {
    if (!returnedFromCheckout) return;
    show({
      id: PROCESSING_SNACKBAR_ID,
      text: billingMessages.paymentProcessing,
      color: 'info',
      timeout: null,
    });
  }, [returnedFromCheckout, show]);

  useSubscription(PAYMENT_EVENTS_SUBSCRIPTION, {
    variables: { workspaceId },
    onData: ({ data }) => {
      const event = data.data?.paymentEvents;
      if (!event) return;
      void actions.refresh();
      if (event.type === 'paymentSucceeded' || event.type === 'paymentFailed') {
        dismiss(PROCESSING_SNACKBAR_ID);
        if (returnedFromCheckout) {
          setSearchParams(
            (params) => {
              params.delete(CHECKOUT_QUERY);
              return params;
            },
            { replace: true },
          );
        }
      }
      if (event.type === 'paymentSucceeded') {
        show({
          id: SUCCEEDED_SNACKBAR_ID,
          text: billingMessages.subscriptionCompleted,
          color: 'success',
        });
      }
    },
  });
}

function PaymentPageBody({
  billing,
  actions,
}: {
  billing: WorkspaceBilling;
  actions: PaymentActions;
}) {
  const canPay = billing.canPay.allowed;
  const provider = billing.provider;
  const failed = paymentHasFailed(billing);
  // A call made far down the page (the renewal, a card) may fail: its alert is at the top.
  const problemRef = useRef<HTMLDivElement>(null);
  const problem = actions.failure ?? (failed ? 'failed' : null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [problem]);
  return (
    <Stack spacing={3}>
      {provider === 'test' && canPay && <TestModeNotice cards={billing.testCards} />}
      {provider === 'none' && <Alert severity="info">{billingMessages.notConfigured}</Alert>}
      <Stack spacing={2} ref={problemRef} sx={{ '&:empty': { display: 'none' } }}>
        {actions.failure && (
          <Alert severity="error" onClose={() => actions.setFailure(null)}>
            {actions.failure}
          </Alert>
        )}
        {failed && <PaymentFailedAlert billing={billing} actions={actions} />}
      </Stack>
      <CurrentPlanSection billing={billing} />
      {!canPay && (
        <Alert severity="info">{billingMessages.askToUpgrade(paymentManagerNames(billing))}</Alert>
      )}
      {canPay && provider !== 'none' && (
        <>
          <TrialOffer billing={billing} actions={actions} />
          {/* Keyed by plan, so a new plan starts the chooser at it. */}
          <PlanChooser
            key={billing.subscription?.priceId ?? 'none'}
            billing={billing}
            actions={actions}
          />
          {provider === 'test' && <CardSection billing={billing} />}
          {billing.subscription && (
            <Box>
              <CancelPlanButton billing={billing} actions={actions} />
            </Box>
          )}
          {provider === 'test' && billing.subscription && (
            <TestRenewalPanel billing={billing} actions={actions} />
          )}
          <InvoicesSection workspaceId={billing.workspaceId} />
        </>
      )}
      <ConfirmPaymentDialog
        workspaceId={billing.workspaceId}
        provider={provider}
        actions={actions}
      />
    </Stack>
  );
}

/** /workspace-payment/{workspaceId}: the plan, seats, card and invoices of a workspace. */
export function WorkspacePaymentPage() {
  const { workspaceId = '' } = useParams();
  const { workspaces } = useActiveWorkspace();
  useFollowActiveWorkspace(workspaceId);
  const billingQuery = useQuery(GET_WORKSPACE_BILLING_QUERY, { variables: { workspaceId } });
  const actions = usePaymentActions(workspaceId);
  usePaymentEvents(workspaceId, actions);
  const billing = billingQuery.data?.getWorkspaceBilling;
  const name =
    workspaces.find((workspace) => workspace.id === workspaceId)?.name ??
    billing?.subscription?.workspaceName;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h1">Plans and billing</Typography>
      {name && (
        <Typography color="text.secondary" sx={{ mb: 2 }} noWrap>
          {name}
        </Typography>
      )}
      {billing ? (
        <PaymentPageBody billing={billing} actions={actions} />
      ) : billingQuery.error ? (
        <Alert severity="error">{readApiError(billingQuery.error).message}</Alert>
      ) : (
        <PageLoading label="Loading billing" />
      )}
    </Box>
  );
}
