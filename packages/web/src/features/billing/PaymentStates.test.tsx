import { billingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import {
  openPaymentPage,
  sampleBilling,
  sampleInvoice,
  sampleSubscription,
  settle,
} from './billing.test-support.tsx';

const card = {
  __typename: 'PaymentMethod',
  id: 'pm_0341',
  brand: 'visa',
  last4: '0341',
  expMonth: 12,
  expYear: 2030,
};

async function currentPlan() {
  return within(await screen.findByRole('region', { name: 'Current plan' }));
}

const pastDue = () =>
  sampleBilling({
    trialState: 'subActive',
    paymentMethod: card as never,
    subscription: sampleSubscription({ status: 'past_due', amountDue: 19500 }),
  });

describe('payment page states', () => {
  it('starts the free trial: Activating your trial, then the trial', async () => {
    const user = userEvent.setup();
    openPaymentPage();
    await user.click(await screen.findByRole('button', { name: 'Start 14-day free trial' }));
    expect(await screen.findByText(billingMessages.activatingTrial)).toBeVisible();
    expect(await (await currentPlan()).findByText('Trial — ends Dec 15, 2026')).toBeVisible();
    expect((await currentPlan()).getByText('Premium')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Start 14-day free trial' }),
    ).not.toBeInTheDocument();
    // The trial is a plan: the chooser changes it.
    expect(screen.getByRole('button', { name: 'Update plan' })).toBeVisible();
  });

  it('after a failed payment: says so, and Pay now pays the open invoice', async () => {
    const user = userEvent.setup();
    const { server } = openPaymentPage('/workspace-payment/ws-1', { billing: pastDue() });
    const alert = await screen.findByTestId('payment-failed-alert');
    expect(alert).toHaveTextContent('$195.00 is due.');
    expect((await currentPlan()).getByText('Payment failed')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    expect(server.requests.some((r) => r.operationName === 'PayOpenInvoice')).toBe(true);
    expect(await (await currentPlan()).findByText('Active')).toBeVisible();
    expect(screen.queryByTestId('payment-failed-alert')).not.toBeInTheDocument();
  });

  it('cancels the plan once confirmed', async () => {
    const user = userEvent.setup();
    const { server } = openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({ trialState: 'subActive', subscription: sampleSubscription() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the plan' }));
    expect(server.requests.some((r) => r.operationName === 'CancelSubscription')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }),
    );
    expect(await screen.findByText(billingMessages.planCancelled('Jan 1, 2027'))).toBeVisible();
  });

  it('runs the renewal now in test mode; a card declined on renewal turns it to Pay now', async () => {
    const user = userEvent.setup();
    openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({
        trialState: 'subActive',
        paymentMethod: card as never,
        subscription: sampleSubscription(),
      }),
      answers: (state) => ({
        runTestRenewal: () =>
          settle(state, 'failed', pastDue(), { message: billingMessages.cardDeclined }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Test renewal' });
    expect(panel).toHaveTextContent('Charges the next period now');
    await user.click(within(panel).getByRole('button', { name: 'Run renewal now' }));
    expect(await screen.findByText(billingMessages.cardDeclined)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('shows someone who may not pay the plan and who can upgrade, without forms', async () => {
    openPaymentPage('/workspace-payment/ws-1', {
      workspaces: [sampleWorkspace({ role: 'editor', roleLabel: 'Editor' })],
      billing: sampleBilling({
        canPay: { __typename: 'Ability', allowed: false, reason: 'noRole', message: 'No' } as never,
        paymentManagers: [
          { __typename: 'WorkspaceCreator', id: 'u-1', name: 'Ada Lovelace', email: 'a@x.com' },
          { __typename: 'WorkspaceCreator', id: 'u-2', name: null, email: 'grace@example.com' },
        ] as never,
      }),
    });
    expect(
      await screen.findByText(billingMessages.askToUpgrade(['Ada Lovelace', 'grace@example.com'])),
    ).toBeVisible();
    expect((await currentPlan()).getByText('Trial available')).toBeVisible();
    for (const name of ['Subscribe', 'Start 14-day free trial', 'Save card', 'Run renewal now']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });

  it('says payments are not set up when there is no provider', async () => {
    openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({ provider: 'none', testCards: [] }),
    });
    expect(await screen.findByText(billingMessages.notConfigured)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start 14-day free trial' }),
    ).not.toBeInTheDocument();
  });

  it('pages the invoices, each with its PDF', async () => {
    const user = userEvent.setup();
    const invoices = Array.from({ length: 23 }, (_, index) => sampleInvoice(index + 1));
    openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({ trialState: 'subActive', subscription: sampleSubscription() }),
      invoices,
    });
    const section = within(await screen.findByRole('region', { name: 'Invoices' }));
    expect(await section.findAllByRole('link', { name: 'PDF' })).toHaveLength(20);
    expect(section.getByText('SB-0001')).toBeVisible();
    expect(section.getAllByText('$117.00')[0]).toBeVisible();
    expect(section.getAllByRole('link', { name: 'PDF' })[0]).toHaveAttribute(
      'href',
      '/files/invoices/in-1.pdf?signature=s',
    );
    await user.click(section.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(section.getAllByRole('link', { name: 'PDF' })).toHaveLength(23));
    expect(section.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('reads billing again on each payment event', async () => {
    const { billing, server } = openPaymentPage();
    expect(await (await currentPlan()).findByText('Trial available')).toBeVisible();
    await waitFor(() =>
      expect(server.requests.some((r) => r.operationName === 'PaymentEvents')).toBe(true),
    );
    billing.state.billing = pastDue();
    billing.events.next({
      __typename: 'PaymentEvent',
      workspaceId: 'ws-1',
      type: 'paymentFailed',
      message: billingMessages.paymentFailed,
      workspaceType: 'premium',
      workspaceStatus: 'active',
      premiumLicenses: 5,
      guestLicenseLimit: 10,
    } as never);
    expect(await (await currentPlan()).findByText('Payment failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
