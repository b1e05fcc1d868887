import { billingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldResolver } from '../../test/test-apollo.ts';
import {
  type BillingState,
  openPaymentPage,
  outcome,
  sampleBilling,
  sampleSubscription,
  settle,
} from './billing.test-support.tsx';
import type { PaymentEvent } from './billing.types.ts';
import { leaveForProvider } from './usePaymentActions.ts';

const card = {
  __typename: 'PaymentMethod',
  id: 'pm_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
};
const withCard = () => sampleBilling({ paymentMethod: card as never });
const paid = sampleSubscription({ seats: 3 });

function event(type: string): PaymentEvent {
  return {
    __typename: 'PaymentEvent',
    workspaceId: 'ws-1',
    type,
    message: type,
    workspaceType: 'premium',
    workspaceStatus: 'active',
    premiumLicenses: 3,
    guestLicenseLimit: 10,
  } as PaymentEvent;
}

/** Opens the page with stripeCreateSubscribe answering `subscribe`, and presses Subscribe. */
async function subscribeWith(
  subscribe: (state: BillingState) => FieldResolver,
  billing = withCard(),
) {
  const user = userEvent.setup();
  const view = openPaymentPage('/workspace-payment/ws-1', {
    billing,
    answers: (state) => ({ stripeCreateSubscribe: subscribe(state) }),
  });
  await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
  return { ...view, user };
}

function currentPlan() {
  return within(screen.getByRole('region', { name: 'Current plan' }));
}

afterEach(() => vi.restoreAllMocks());

describe('subscribe outcomes', () => {
  it('succeeded: says the plan is complete and shows it', async () => {
    const { billing, server } = await subscribeWith(
      (state) => () => settle(state, 'succeeded', sampleBilling({ subscription: paid })),
    );
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    expect(currentPlan().getByText('Active')).toBeVisible();
    // The provider's event then says the same: it is told once.
    const reads = () => server.requests.filter((r) => r.operationName === 'GetWorkspaceBilling');
    const before = reads().length;
    billing.events.next(event('paymentSucceeded'));
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
    expect(screen.getAllByText(billingMessages.subscriptionCompleted)).toHaveLength(1);
  });

  it('processing: says so until the payment event tells it is paid', async () => {
    const { billing } = await subscribeWith((state) => () => outcome('processing', state.billing));
    expect(await screen.findByText(billingMessages.paymentProcessing)).toBeVisible();
    billing.state.billing = sampleBilling({ subscription: paid });
    billing.events.next(event('paymentSucceeded'));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText(billingMessages.paymentProcessing)).not.toBeInTheDocument(),
    );
    expect(await currentPlan().findByText('Active')).toBeVisible();
  });

  it('requiresConfirmation: the bank asks, Confirm pays', async () => {
    const { user, server } = await subscribeWith(
      () => () => outcome('requiresConfirmation', withCard(), { confirmationId: 'conf-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    expect(within(dialog).getByText(billingMessages.confirmationNeeded)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    const confirm = server.requests.find((r) => r.operationName === 'ConfirmPayment');
    expect(confirm?.variables).toMatchObject({ confirmationId: 'conf-1', approve: true });
    // The page behind stays hidden from the accessibility tree until the dialog has left
    // through its closing transition, which a busy machine draws out.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPlan().getByText('4 seats, 3 in use')).toBeVisible();
  });

  it('requiresConfirmation: Decline leaves the plan as it was and says why', async () => {
    const { user } = await subscribeWith(
      () => () => outcome('requiresConfirmation', withCard(), { confirmationId: 'conf-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(billingMessages.confirmationDeclined)).toBeVisible();
    // The dialog leaves through its closing transition.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPlan().getByText('Trial available')).toBeVisible();
  });

  it('failed: shows the reason and changes nothing', async () => {
    await subscribeWith(
      () => () => outcome('failed', withCard(), { message: billingMessages.cardDeclined }),
    );
    expect(await screen.findByText(billingMessages.cardDeclined)).toBeVisible();
    expect(currentPlan().getByText('Trial available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText(billingMessages.subscriptionCompleted)).not.toBeInTheDocument();
  });

  it("redirect: continues on the provider's page", async () => {
    const go = vi.spyOn(leaveForProvider, 'go').mockImplementation(() => {});
    await subscribeWith(
      () => () => outcome('redirect', withCard(), { url: 'https://checkout.example/c/pay_1' }),
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/c/pay_1'));
  });

  it('a refusal from the server is shown as it says', async () => {
    await subscribeWith(() => () => {
      throw new Error('offline');
    });
    expect(await screen.findByText(/could not be reached/)).toBeVisible();
  });
});

describe('with Stripe', () => {
  it('has no card form: Subscribe goes to checkout', async () => {
    const go = vi.spyOn(leaveForProvider, 'go').mockImplementation(() => {});
    await subscribeWith(
      () => () =>
        outcome('redirect', sampleBilling({ provider: 'stripe' }), {
          url: 'https://stripe.test/c',
        }),
      sampleBilling({ provider: 'stripe', testCards: [] }),
    );
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://stripe.test/c'));
  });

  it('back from checkout: processing until the provider says it is paid', async () => {
    const { billing, router } = openPaymentPage('/workspace-payment/ws-1?checkout=success', {
      billing: sampleBilling({ provider: 'stripe', testCards: [] }),
    });
    expect(await screen.findByText(billingMessages.paymentProcessing)).toBeVisible();
    billing.state.billing = sampleBilling({
      provider: 'stripe',
      testCards: [],
      subscription: paid,
    });
    billing.events.next(event('paymentSucceeded'));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(billingMessages.paymentProcessing)).not.toBeInTheDocument();
  });
});
