import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue } from '@specboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/support/fake-stripe.ts';
import { createLogger } from '../../logger.ts';
import type { ProviderEvent } from './payment-provider.ts';
import { createStripeClient } from './stripe-provider.ts';
import { createStripeWebhookRoute } from './stripe-webhook.ts';

/** The route alone, on its own server, handing events to a sink the test holds. */
describe('the Stripe webhook route', () => {
  let stripe: FakeStripe;
  let server: http.Server;
  let received: ProviderEvent[];
  let sinkFails: boolean;

  beforeEach(async () => {
    stripe = await startFakeStripe();
    stripe.addPrices(catalogue());
    received = [];
    sinkFails = false;
    const route = createStripeWebhookRoute({
      stripe: createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }),
      webhookSecret: stripe.webhookSecret,
      sink: async (event) => {
        if (sinkFails) throw new Error('database down');
        received.push(event);
      },
      maxBodyBytes: 100_000,
      logger: createLogger('silent'),
    });
    server = http.createServer((request, response) => void route(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stripe.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  });
  afterEach(async () => {
    await stripe.settled();
    await new Promise((resolve) => server.close(resolve));
    await stripe.close();
  });

  const customer = () => stripe.world.createCustomer({ name: 'A', email: 'a@x.io' }).id;

  it("hands a trial and its end without a card to the sink, in the port's words", async () => {
    const customerId = customer();
    const priceId = [...stripe.world.prices.values()][0]!.id;
    const trial = stripe.world.createSubscription({
      customer: customerId,
      items: [{ price: priceId, quantity: '5' }],
      trial_period_days: '14',
    });
    stripe.renew(trial.id);
    await stripe.settled();
    expect(received.map((event) => event.type)).toEqual([
      'subscription.updated',
      'invoice.paid',
      'subscription.deleted',
    ]);
    expect(received[0]).toMatchObject({
      customerId,
      subscription: { id: trial.id, status: 'trialing', quantity: 5, customerId },
    });
    expect(received[2]?.subscription?.status).toBe('canceled');
  });

  it('brings the card saved through Checkout in setup mode', async () => {
    const customerId = customer();
    const method = stripe.completeSetupCheckout(customerId);
    await stripe.settled();
    expect(received).toEqual([
      expect.objectContaining({
        type: 'checkout.completed',
        customerId,
        paymentMethod: { id: method.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      }),
    ]);
  });

  it('answers 500 when the sink fails, so that Stripe delivers the event again', async () => {
    sinkFails = true;
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    };
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: customer(),
      lines: { data: [] },
      created: 1,
      period_start: 1,
      period_end: 1,
      amount_due: 0,
      amount_paid: 0,
      currency: 'usd',
      status: 'paid',
    };
    event.data.object = invoice;
    expect(await stripe.post(JSON.stringify(event))).toBe(500);
    sinkFails = false;
    expect(await stripe.post(JSON.stringify(event))).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('refuses other methods and bodies over the limit', async () => {
    const url = stripe.url.replace(/:\d+$/, `:${(server.address() as AddressInfo).port}`);
    expect((await fetch(url)).status).toBe(405);
    const large = JSON.stringify({ padding: 'x'.repeat(200_000) });
    expect(await stripe.post(large)).toBe(413);
    expect(received).toEqual([]);
  });
});
