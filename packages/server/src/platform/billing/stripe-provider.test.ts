import { catalogue } from '@specboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/support/fake-stripe.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const publicUrl = 'https://specboard.example';

describe('the Stripe adapter against a local Stripe', () => {
  let stripe: FakeStripe;
  let provider: PaymentProvider;
  const order = (plan: 'starter' | 'premium', seats: number, guests = 0) => ({
    priceId: `specboard_${plan}_premium_month_usd`,
    quantity: seats,
    guestPriceId: guests > 0 ? `specboard_${plan}_guest_month_usd` : null,
    guestQuantity: guests,
  });

  beforeEach(async () => {
    stripe = await startFakeStripe();
    stripe.addPrices(catalogue());
    provider = createStripeProvider({
      secretKey: stripe.secretKey,
      apiUrl: stripe.url,
      publicUrl,
    });
  });
  afterEach(() => stripe.close());

  it('lists the prices set up at Stripe, in usd and cad, by our lookup keys', async () => {
    const prices = await provider.listPrices();
    expect(prices.map((price) => price.id).sort()).toEqual(
      catalogue()
        .map((price) => price.id)
        .sort(),
    );
    const starterCad = prices.find((price) => price.id === 'specboard_starter_premium_month_cad');
    expect(starterCad).toMatchObject({
      currency: 'cad',
      metadata: { plan: 'starter', licence: 'premium' },
      recurring: { interval: 'month', interval_count: 1 },
      unit_amount: 2000,
    });
    // Sixteen keys, ten a request: two requests, then the cache.
    await provider.listPrices();
    expect(stripe.requests.filter((request) => request === 'GET /v1/prices')).toHaveLength(2);
  });

  it('leaves out a price at Stripe that is not ours and one that is archived', async () => {
    stripe.world.createPrice({
      currency: 'usd',
      unit_amount: 100,
      lookup_key: 'someone_elses_price',
      product: 'prod_other',
      recurring: { interval: 'month' },
    });
    const [archived] = [...stripe.world.prices.values()];
    archived!.active = false;
    const prices = await provider.listPrices();
    expect(prices).toHaveLength(catalogue().length - 1);
    expect(prices.map((price) => price.id)).not.toContain(archived!.lookup_key);
  });

  it('is refused by Stripe with a wrong secret key', async () => {
    const wrong = createStripeProvider({
      secretKey: 'sk_test_wrong',
      apiUrl: stripe.url,
      publicUrl,
    });
    await expect(wrong.listPrices()).rejects.toThrow(/Invalid API Key/);
  });

  it('buys through Checkout, which returns to the payment page of the workspace', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w1',
      name: 'Harbour Lighting',
      email: 'pat@example.com',
    });
    expect(stripe.world.customers.get(customerId)?.metadata).toEqual({ workspaceId: 'w1' });
    const outcome = await provider.subscribe({
      customerId,
      workspaceId: 'w1',
      returnUrl: 'https://elsewhere.example/',
      ...order('premium', 3, 2),
    });
    expect(outcome.status).toBe('redirect');
    const url = outcome.status === 'redirect' ? outcome.url : '';
    expect(url.startsWith(`${stripe.url}/checkout/pay/`)).toBe(true);
    const session = [...stripe.world.sessions.values()][0]!;
    expect(session.success_url).toBe(`${publicUrl}/workspace-payment/w1?checkout=success`);
    expect(session.cancel_url).toBe(`${publicUrl}/workspace-payment/w1?checkout=cancel`);

    const paid = stripe.completeCheckout(url);
    const subscription = await provider.retrieveSubscription(paid.id);
    expect(subscription).toMatchObject({
      customerId,
      status: 'active',
      priceId: 'specboard_premium_premium_month_usd',
      quantity: 3,
      guestPriceId: 'specboard_premium_guest_month_usd',
      guestQuantity: 2,
      cancelAtPeriodEnd: false,
    });
    expect(subscription.currentPeriodEnd > subscription.currentPeriodStart).toBe(true);
    const invoice = await provider.retrieveInvoice(subscription.latestInvoiceId!);
    expect(invoice).toMatchObject({
      status: 'paid',
      amountPaid: 3 * 3900 + 2 * 500,
      currency: 'usd',
      subscriptionId: subscription.id,
    });
    expect(invoice.lines.map((line) => [line.quantity, line.unitAmount])).toEqual([
      [3, 3900],
      [2, 500],
    ]);
  });

  it('starts a trial without a card, which becomes paid when a card is saved and seats change', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w2',
      name: 'A',
      email: 'a@x.io',
    });
    const trial = await provider.startTrial({ customerId, trialDays: 14, ...order('premium', 5) });
    expect(trial.status).toBe('trialing');
    expect(trial.trialEnd!.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(stripe.world.subscriptions.get(trial.id)?.trial_settings).toEqual({
      end_behavior: { missing_payment_method: 'cancel' },
    });

    const card = await provider.attachPaymentMethod(customerId, 'pm_card_visa');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(stripe.world.customers.get(customerId)?.invoice_settings.default_payment_method).toBe(
      card.id,
    );

    const outcome = await provider.changeSubscription({
      subscriptionId: trial.id,
      ...order('premium', 3),
    });
    expect(outcome).toMatchObject({
      status: 'succeeded',
      subscription: { status: 'active', quantity: 3 },
      invoice: { status: 'paid', amountPaid: 3 * 3900 },
    });
  });

  it('a trial bought without a card goes to the hosted invoice page; paying there makes it paid', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w6',
      name: 'A',
      email: 'a@x.io',
    });
    const trial = await provider.startTrial({ customerId, trialDays: 14, ...order('premium', 5) });
    const outcome = await provider.changeSubscription({
      subscriptionId: trial.id,
      ...order('premium', 3),
    });
    expect(outcome.status).toBe('redirect');
    const url = outcome.status === 'redirect' ? outcome.url : '';
    // Until paid, the trial goes on as it was.
    expect(await provider.retrieveSubscription(trial.id)).toMatchObject({
      status: 'trialing',
      quantity: 5,
    });

    stripe.payOnHostedPage(url);
    expect(await provider.retrieveSubscription(trial.id)).toMatchObject({
      status: 'active',
      quantity: 3,
    });
  });

  it('tells a declined card in Stripe words, and the plan stays as it was', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w3',
      name: 'A',
      email: 'a@x.io',
    });
    await expect(
      provider.attachPaymentMethod(customerId, 'pm_card_chargeDeclined'),
    ).rejects.toThrow('Your card was declined.');
    const session = await provider.subscribe({
      customerId,
      workspaceId: 'w3',
      returnUrl: '',
      ...order('starter', 2),
    });
    const paid = stripe.completeCheckout(session.status === 'redirect' ? session.url : '');
    stripe.declineCardsOf(customerId);

    const outcome = await provider.changeSubscription({
      subscriptionId: paid.id,
      ...order('starter', 6, 1),
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
      subscription: { quantity: 2, guestQuantity: 0 },
    });
    expect((await provider.retrieveSubscription(paid.id)).quantity).toBe(2);
  });

  it('a failed renewal is paid again with payInvoice; cancelling ends at the period end', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w4',
      name: 'A',
      email: 'a@x.io',
    });
    const session = await provider.subscribe({
      customerId,
      workspaceId: 'w4',
      returnUrl: '',
      ...order('premium', 2),
    });
    const paid = stripe.completeCheckout(session.status === 'redirect' ? session.url : '');
    stripe.declineCardsOf(customerId);
    const { invoice } = stripe.renew(paid.id);
    expect((await provider.retrieveSubscription(paid.id)).status).toBe('past_due');

    const declined = await provider.payInvoice(invoice!.id);
    expect(declined).toMatchObject({ status: 'failed', message: 'Your card was declined.' });

    const card = await provider.attachPaymentMethod(customerId, 'pm_card_visa');
    stripe.world.subscriptions.get(paid.id)!.default_payment_method = card.id;
    const outcome = await provider.payInvoice(invoice!.id);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      subscription: { status: 'active' },
      invoice: { status: 'paid', amountPaid: 2 * 3900 },
    });

    expect((await provider.cancelAtPeriodEnd(paid.id)).cancelAtPeriodEnd).toBe(true);
  });

  it('a payment the bank must confirm goes to Stripe hosted invoice page', async () => {
    const customerId = await provider.createCustomer({
      workspaceId: 'w5',
      name: 'A',
      email: 'a@x.io',
    });
    const session = await provider.subscribe({
      customerId,
      workspaceId: 'w5',
      returnUrl: '',
      ...order('premium', 1),
    });
    const paid = stripe.completeCheckout(session.status === 'redirect' ? session.url : '');
    const card = await provider.attachPaymentMethod(customerId, 'pm_card_authenticationRequired');
    stripe.world.subscriptions.get(paid.id)!.default_payment_method = card.id;
    const { invoice } = stripe.renew(paid.id);

    const outcome = await provider.payInvoice(invoice!.id);
    expect(outcome).toMatchObject({ status: 'requiresConfirmation', confirmationId: invoice!.id });
    expect(await provider.confirmPayment(invoice!.id, true)).toEqual({
      status: 'redirect',
      url: invoice!.hosted_invoice_url,
    });
    expect(await provider.confirmPayment(invoice!.id, false)).toMatchObject({ status: 'failed' });
  });
});
