import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingQuery,
  invoicesQuery,
  payer,
  payOpenInvoiceMutation,
  premiumMonthlyUsd,
  pricesQuery,
  subscribeMutation,
  trialMutation,
  workspaceQuery,
} from '../src/features/billing/billing.test-support.ts';
import { type StripeApp, startStripeApp } from './support/stripe-app.ts';

/**
 * Billing through Stripe end to end: the app calls a fake Stripe over a real socket, the payer's
 * steps on Stripe's pages are the fake's helpers, and every change reaches the workspace only as
 * a signed webhook, as in production.
 */
describe('billing with Stripe', () => {
  let setup: StripeApp;

  beforeAll(async () => {
    setup = await startStripeApp();
  });
  afterAll(() => setup?.stop());

  const workspaceOf = async (p: Awaited<ReturnType<typeof payer>>) =>
    (await p.client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!;

  /** The payer goes to Checkout and pays there: the workspace's plan is what the webhooks say. */
  async function buyThroughCheckout(p: Awaited<ReturnType<typeof payer>>, seats: number) {
    const { stripe } = setup;
    const outcome = (
      await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: seats })
    ).stripeCreateSubscribe;
    expect(outcome.status).toBe('redirect');
    const session = [...stripe.world.sessions.values()].at(-1)!;
    expect(session.success_url).toBe(
      `${setup.app.environment.config.publicUrl}/workspace-payment/${p.workspaceId}?checkout=success`,
    );
    const subscription = stripe.completeCheckout(session.url);
    await stripe.settled();
    return subscription;
  }

  it('lists the prices set up at Stripe, in usd and cad', async () => {
    const p = await payer(setup.app);
    for (const currency of ['usd', 'cad'] as const) {
      const prices = (await p.client.ok(pricesQuery, { l: 'premium', c: currency })).getListPrice;
      expect(prices).toHaveLength(4);
      expect(prices.every((price) => price.currency === currency)).toBe(true);
    }
    const billing = (await p.client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
    expect(billing.provider).toBe('stripe');
  });

  it('buys 3 seats through Checkout: the signed events make the workspace premium with 3 licences', async () => {
    const p = await payer(setup.app);
    expect((await workspaceOf(p)).workspaceType).toBe('free');
    await buyThroughCheckout(p, 3);
    expect(await workspaceOf(p)).toMatchObject({
      workspaceType: 'premium',
      status: 'active',
      premiumLicenses: 3,
    });
    expect(setup.stripe.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    const invoices = (await p.client.ok(invoicesQuery, { w: p.workspaceId })).getUserInvoices;
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amountPaid: 3 * 3900 });
  });

  it('a failed renewal makes the workspace read-only; paying the invoice lifts it', async () => {
    const { stripe } = setup;
    const p = await payer(setup.app);
    const subscription = await buyThroughCheckout(p, 2);
    stripe.declineCardsOf(subscription.customer);
    const { invoice } = stripe.renew(subscription.id);
    await stripe.settled();
    expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'premium', status: 'paidFailed' });

    // Pay now with the same card: Stripe declines it again, in its words.
    const again = (await p.client.ok(payOpenInvoiceMutation, { w: p.workspaceId })).payOpenInvoice;
    expect(again).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await workspaceOf(p)).status).toBe('paidFailed');

    // A working card on Stripe's invoice page: invoice.paid lifts it.
    stripe.payOnHostedPage(invoice!.hosted_invoice_url);
    await stripe.settled();
    expect(await workspaceOf(p)).toMatchObject({
      workspaceType: 'premium',
      status: 'active',
      premiumLicenses: 2,
    });
  });

  it('a trial bought without a card is paid on Stripe invoice page, then premium with the seats bought', async () => {
    const { stripe } = setup;
    const p = await payer(setup.app);
    await p.client.ok(trialMutation, { w: p.workspaceId });
    await stripe.settled();
    expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'premium', premiumLicenses: 5 });

    const outcome = (
      await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 3 })
    ).stripeCreateSubscribe;
    expect(outcome.status).toBe('redirect');
    const pendingInvoice = [...stripe.world.invoices.values()].at(-1)!;
    stripe.payOnHostedPage(pendingInvoice.hosted_invoice_url);
    await stripe.settled();
    expect(await workspaceOf(p)).toMatchObject({
      workspaceType: 'premium',
      status: 'active',
      premiumLicenses: 3,
    });
  });
});
