import { useApolloClient, useSubscription } from '@apollo/client/react';
import { billingMessages } from '@specboard/domain';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { workspacePaymentPath } from '../billing/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { WORKSPACE_PAYMENT_EVENTS_SUBSCRIPTION } from './upgrade.documents.ts';

const PAYMENT_FAILED_SNACKBAR_ID = 'payment-failed';
const SHOWN_KEY_PREFIX = 'paymentFailedShown:';

/** Events after which what was owed is paid or no longer asked: the red snackbar goes. */
const settledEvents = ['paymentSucceeded', 'subscriptionUpdated', 'trialStarted'];

/**
 * Listens, once in the shell, to the active workspace's billing changes: each one asks the
 * workspace and the page's queries again, so gates open or close and Read-Only mode lifts at
 * once; a failed payment tells those who may pay with the red snackbar (also when the app opens
 * on a workspace whose payment failed, once a session).
 */
export function PaymentEventsListener() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show, dismiss } = useSnackbar();
  const { workspace } = useActiveWorkspace();
  const workspaceId = workspace?.id;
  const canPay = workspace?.viewerCan.payment.allowed ?? false;
  const paymentFailed = workspace?.status === 'paidFailed';

  const showPaymentFailed = useCallback(
    (id: string) => {
      markShownThisSession(id);
      show({
        id: PAYMENT_FAILED_SNACKBAR_ID,
        color: 'error',
        text: billingMessages.paymentFailed,
        timeout: null,
        dataTest: 'payment-failed-snackbar',
        action: {
          label: billingMessages.returnToPayment,
          onClick: () => void navigate(workspacePaymentPath(id)),
        },
      });
    },
    [show, navigate],
  );

  useSubscription(WORKSPACE_PAYMENT_EVENTS_SUBSCRIPTION, {
    variables: { workspaceId: workspaceId ?? '' },
    skip: !workspaceId,
    onData: ({ data: result }) => {
      const event = result.data?.paymentEvents;
      if (!event) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Workspace', id: event.workspaceId }),
        fields: {
          status: () => event.workspaceStatus,
          workspaceType: () => event.workspaceType,
          premiumLicenses: () => event.premiumLicenses,
          guestLicenseLimit: () => event.guestLicenseLimit,
        },
      });
      if (event.type === 'paymentFailed' && canPay) showPaymentFailed(event.workspaceId);
      if (settledEvents.includes(event.type)) dismiss(PAYMENT_FAILED_SNACKBAR_ID);
      // Abilities and Read-Only messages come from the server: ask again what is on screen.
      client.refetchQueries({ include: 'active' }).catch(() => undefined);
    },
  });

  useEffect(() => {
    if (!workspaceId || !paymentFailed || !canPay || shownThisSession(workspaceId)) return;
    showPaymentFailed(workspaceId);
  }, [workspaceId, paymentFailed, canPay, showPaymentFailed]);

  return null;
}

const shownKey = (workspaceId: string) => SHOWN_KEY_PREFIX + workspaceId;

/** Whether the red snackbar was shown for this workspace this session (so not again on load). */
function shownThisSession(workspaceId: string): boolean {
  try {
    return sessionStorage.getItem(shownKey(workspaceId)) !== null;
  } catch {
    // Storage refused (private mode): shown on each load rather than never.
    return false;
  }
}

function markShownThisSession(workspaceId: string): void {
  try {
    sessionStorage.setItem(shownKey(workspaceId), '1');
  } catch {
    // As above: not remembered.
  }
}
