import { billingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPaymentPage, sampleBilling, sampleSubscription } from './billing.test-support.tsx';

const card = {
  __typename: 'PaymentMethod',
  id: 'pm_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
};

async function total() {
  return (await screen.findByTestId('plan-total')).textContent;
}

describe('plan chooser', () => {
  it('prices the chosen plan, interval, currency and seats as they change', async () => {
    const user = userEvent.setup();
    openPaymentPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans and billing' }),
    ).toBeVisible();
    // Premium, monthly, USD, one seat for each of the 3 members holding one.
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Seats' })).toHaveValue(3);
    await waitFor(async () => expect(await total()).toBe('Total: $117.00 per month'));

    await user.click(screen.getByRole('radio', { name: 'Starter' }));
    expect(await total()).toBe('Total: $45.00 per month');

    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    await waitFor(async () => expect(await total()).toBe('Total: $450.00 per year'));

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'CAD' }));
    await waitFor(async () => expect(await total()).toBe('Total: CA$600.00 per year'));

    const guests = screen.getByRole('spinbutton', { name: 'Extra guest seats' });
    await user.clear(guests);
    await user.type(guests, '2');
    expect(await total()).toBe('Total: CA$680.00 per year');
  });

  it("describes each plan from the domain's descriptions", async () => {
    openPaymentPage();
    await screen.findByRole('radio', { name: 'Starter' });
    expect(screen.getByText('For a small team sharing schedules.')).toBeVisible();
    expect(screen.getByText('Revit export and the task assistant')).toBeVisible();
    expect(await screen.findByText('$39.00 per seat per month')).toBeVisible();
    expect(screen.getByText('$15.00 per seat per month')).toBeVisible();
  });

  it('refuses fewer seats than members, with the domain message, and nothing is bought', async () => {
    const user = userEvent.setup();
    const { billing } = openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({ paymentMethod: card as never }),
    });
    const seats = await screen.findByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '2');
    expect(screen.getByText(billingMessages.seatsOutOfRange(3, 500))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

    const guests = screen.getByRole('spinbutton', { name: 'Extra guest seats' });
    await user.clear(guests);
    await user.type(guests, '501');
    expect(screen.getByText(billingMessages.guestSeatsOutOfRange(500))).toBeVisible();
    expect(billing.state.billing.subscription).toBeNull();
  });

  it('asks for a card before subscribing with the test provider', async () => {
    openPaymentPage();
    expect(await screen.findByText(billingMessages.noPaymentMethod)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('subscribes at the chosen price and shows the new plan', async () => {
    const user = userEvent.setup();
    const { server } = openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({ paymentMethod: card as never }),
    });
    const seats = await screen.findByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '4');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    const subscribe = server.requests.find((r) => r.operationName === 'StripeCreateSubscribe');
    expect(subscribe?.variables).toMatchObject({
      workspaceId: 'ws-1',
      priceId: 'specboard_premium_premium_month_usd',
      quantity: 4,
      guestQuantity: 0,
    });
    const current = screen.getByRole('region', { name: 'Current plan' });
    expect(within(current).getByText('Active')).toBeVisible();
    expect(within(current).getByText('4 seats, 3 in use')).toBeVisible();
    expect(within(current).getByText('$156.00 per month')).toBeVisible();
    // A plan held: the chooser now changes it.
    expect(screen.getByRole('button', { name: 'Update plan' })).toBeVisible();
  });

  it('changes a live plan with Update plan', async () => {
    const user = userEvent.setup();
    const { server } = openPaymentPage('/workspace-payment/ws-1', {
      billing: sampleBilling({
        trialState: 'subActive',
        subscription: sampleSubscription(),
        paymentMethod: card as never,
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Starter' }));
    await user.click(screen.getByRole('button', { name: 'Update plan' }));
    expect(await screen.findByText(billingMessages.subscriptionCompleted)).toBeVisible();
    const change = server.requests.find((r) => r.operationName === 'ChangeSubscriptionPlan');
    expect(change?.variables).toMatchObject({
      priceId: 'specboard_starter_premium_month_usd',
      quantity: 5,
    });
    const current = screen.getByRole('region', { name: 'Current plan' });
    expect(within(current).getByText('Starter')).toBeVisible();
  });
});
