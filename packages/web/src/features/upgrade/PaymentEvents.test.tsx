import { billingMessages, permissionMessages } from '@specboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { billingServer, openShell, paymentEvent } from './upgrade.fixtures.tsx';

const readOnlyMessage = 'Read-only until the payment is updated.';

/** The workspace as the server gives it once its renewal failed. */
function failedWorkspace(viewerMayPay = true) {
  return sampleWorkspace({
    status: 'paidFailed',
    readOnlyMessage,
    viewerCan: {
      update: denied(permissionMessages.readOnlyPaymentFailed, 'readOnlyPaymentFailed'),
      ...(viewerMayPay ? {} : { payment: denied(permissionMessages.noRole, 'noRole') }),
    },
  });
}

const redSnackbar = () => screen.findByTestId('payment-failed-snackbar');
const banner = () => screen.queryByTestId('payment-failure-banner');
const workspaceRequests = (requests: { operationName: string }[]) =>
  requests.filter((request) => request.operationName === 'ListMyWorkspaces').length;

beforeEach(() => sessionStorage.clear());

describe('payment events, live', () => {
  it('on a failed payment: the red snackbar, Read-Only mode at once, Return to payment', async () => {
    const user = userEvent.setup();
    const server = billingServer(sampleWorkspace());
    const { fake, router } = openShell(server);
    await screen.findByRole('button', { name: 'New project' });
    await waitFor(() =>
      expect(fake.requests.map((request) => request.operationName)).toContain(
        'WorkspacePaymentEvents',
      ),
    );
    expect(banner()).not.toBeInTheDocument();
    const before = workspaceRequests(fake.requests);

    server.state.workspaces = [failedWorkspace()];
    act(() => server.events.next(paymentEvent('paymentFailed')));
    const snackbar = await redSnackbar();
    expect(snackbar).toHaveAttribute('role', 'alert');
    expect(snackbar).toHaveTextContent(billingMessages.paymentFailed);
    // The workspace and the page were asked again: the banner shows without a reload.
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    expect(workspaceRequests(fake.requests)).toBeGreaterThan(before);

    await user.click(
      within(snackbar).getByRole('button', { name: billingMessages.returnToPayment }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment page of ws-1' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace-payment/ws-1');
  });

  it('lifts Read-Only mode at once when the payment succeeds', async () => {
    const server = billingServer(failedWorkspace());
    openShell(server);
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    await screen.findByTestId('payment-failed-snackbar');

    server.state.workspaces = [sampleWorkspace()];
    act(() => server.events.next(paymentEvent('paymentSucceeded')));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(screen.queryByTestId('payment-failed-snackbar')).not.toBeInTheDocument();
  });

  it('tells only those who may pay with the red snackbar', async () => {
    const server = billingServer(sampleWorkspace({ viewerCan: { payment: denied('No') } }));
    const { fake } = openShell(server);
    await waitFor(() =>
      expect(fake.requests.map((request) => request.operationName)).toContain(
        'WorkspacePaymentEvents',
      ),
    );
    server.state.workspaces = [failedWorkspace(false)];
    act(() => server.events.next(paymentEvent('paymentFailed')));
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    expect(screen.queryByTestId('payment-failed-snackbar')).not.toBeInTheDocument();
  });
});

describe('opening the app on a workspace whose payment failed', () => {
  it('shows the red snackbar to those who may pay, once a session', async () => {
    const first = openShell(billingServer(failedWorkspace()));
    expect(await screen.findByTestId('payment-failed-snackbar')).toHaveTextContent(
      billingMessages.paymentFailed,
    );
    first.unmount();

    openShell(billingServer(failedWorkspace()));
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    expect(screen.queryByTestId('payment-failed-snackbar')).not.toBeInTheDocument();
  });

  it('leads Update payment of the Read-Only banner to the payment page', async () => {
    const user = userEvent.setup();
    const { router } = openShell(billingServer(failedWorkspace()));
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    const found = banner() as HTMLElement;
    expect(found).toHaveTextContent('Read-Only mode');
    await user.click(within(found).getByRole('button', { name: 'Update payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment page of ws-1' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace-payment/ws-1');
  });

  it("tells others, from the banner's Update payment, who may pay", async () => {
    const user = userEvent.setup();
    const managers = [{ id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' }];
    openShell(billingServer(failedWorkspace(false), { managers }));
    await waitFor(() => expect(banner()).toHaveTextContent(readOnlyMessage));
    expect(screen.queryByTestId('payment-failed-snackbar')).not.toBeInTheDocument();
    await user.click(
      within(banner() as HTMLElement).getByRole('button', { name: 'Update payment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Read-Only mode' });
    expect(
      await within(dialog).findByText(billingMessages.readOnlyAskToPay(['Grace Hopper'])),
    ).toBeVisible();
  });
});
