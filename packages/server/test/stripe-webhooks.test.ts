import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payer,
  premiumMonthlyUsd,
  subscribeMutation,
  workspaceQuery,
} from '../src/features/billing/billing.test-support.ts';
import type { StripeObject } from './support/fake-stripe.ts';
import {
  billingEventCount,
  billingSnapshot,
  type StripeApp,
  startStripeApp,
} from './support/stripe-app.ts';
import { startTestApp } from './support/test-app.ts';

/** A small seeded generator, so a failing mutation can be found again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

/** Five hundred bodies that differ from the signed one: flipped bytes, changed fields, reshaped. */
function mutationsOf(body: string, otherCustomer: string): Buffer[] {
  const random = seeded(21);
  const original = Buffer.from(body);
  const flip = (count: number) => {
    const copy = Buffer.from(original);
    for (let index = 0; index < count; index += 1) {
      copy[random(copy.length)]! ^= 1 + random(255);
    }
    return copy;
  };
  const edit = (change: (event: StripeObject) => void) => {
    const event = JSON.parse(body);
    change(event);
    return Buffer.from(JSON.stringify(event));
  };
  const fieldChanges: ((event: StripeObject) => void)[] = [
    (e) => {
      e.data.object.customer = otherCustomer;
    },
    (e) => {
      e.data.object.status = 'paid';
    },
    (e) => {
      e.data.object.amount_paid = 1 + random(100_000);
    },
    (e) => {
      e.id = `evt_forged_${random(1_000_000)}`;
    },
    (e) => {
      e.type = 'invoice.paid';
    },
    (e) => {
      e.created += 1 + random(1000);
    },
    (e) => {
      e.data.object.metadata = { workspaceId: `forged-${random(1000)}` };
    },
    (e) => {
      e.data.object.lines.data[0].quantity = 2 + random(50);
    },
  ];
  const reshapes = [
    () => Buffer.from(JSON.stringify(JSON.parse(body), null, 2)),
    () => Buffer.from(`${body}\n`),
    () => Buffer.from(` ${body}`),
    () => Buffer.from(`${body}}`),
    () => original.subarray(0, 1 + random(original.length - 1)),
    () => Buffer.concat([original, Buffer.from([random(256)])]),
  ];
  const bodies: Buffer[] = [];
  for (let index = 0; index < 200; index += 1) bodies.push(flip(1));
  for (let index = 0; index < 100; index += 1) bodies.push(flip(2 + random(8)));
  for (let index = 0; index < 140; index += 1) {
    bodies.push(edit(fieldChanges[index % fieldChanges.length]!));
  }
  for (let index = 0; index < 60; index += 1) bodies.push(reshapes[index % reshapes.length]!());
  return bodies;
}

describe('Stripe webhooks', () => {
  let setup: StripeApp;
  let x: Awaited<ReturnType<typeof payer>>;
  let y: Awaited<ReturnType<typeof payer>>;
  let xSubscription: StripeObject;
  let ySubscription: StripeObject;

  /** A workspace bought through Checkout, its events delivered. */
  async function boughtWorkspace(seats: number) {
    const p = await payer(setup.app);
    await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: seats });
    const session = [...setup.stripe.world.sessions.values()].at(-1)!;
    const subscription = setup.stripe.completeCheckout(session.url);
    await setup.stripe.settled();
    return { p, subscription };
  }

  const snapshots = async () => ({
    x: await billingSnapshot(setup.app, x.workspaceId),
    y: await billingSnapshot(setup.app, y.workspaceId),
    events: await billingEventCount(setup.app),
  });

  /** A body and header as Stripe would send an event now, for the object as it is now. */
  const eventOf = (type: string, object: StripeObject) => ({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: structuredClone(object) },
  });

  beforeAll(async () => {
    setup = await startStripeApp();
    ({ p: x, subscription: xSubscription } = await boughtWorkspace(2));
    ({ p: y, subscription: ySubscription } = await boughtWorkspace(4));
  });
  afterAll(() => setup?.stop());

  it('accepts none of 500 changed bodies, other secrets, stale timestamps or bad headers, and changes nothing', async () => {
    const { stripe } = setup;
    // X's invoice unpaid again, as Stripe would tell a failed payment.
    const invoice = [...stripe.world.invoices.values()].find(
      (candidate) => candidate.customer === xSubscription.customer,
    )!;
    const body = JSON.stringify(eventOf('invoice.payment_failed', { ...invoice, status: 'open' }));
    const before = await snapshots();
    const statuses: number[] = [];

    const bodies = mutationsOf(body, ySubscription.customer);
    expect(bodies).toHaveLength(500);
    const header = stripe.sign(body);
    for (const mutated of bodies) {
      expect(mutated.equals(Buffer.from(body))).toBe(false);
      statuses.push(await stripe.post(mutated, header));
    }

    const now = Math.floor(Date.now() / 1000);
    const wrongSecrets = [
      'whsec_another_endpoint',
      `${stripe.webhookSecret}x`,
      stripe.webhookSecret.slice(0, -1),
      stripe.webhookSecret.toUpperCase(),
      stripe.secretKey,
      'whsec_',
    ];
    for (const secret of wrongSecrets)
      statuses.push(await stripe.post(body, stripe.sign(body, { secret })));
    // (now - 1: the signing helper reads a timestamp of 0 as 'now'.)
    for (const age of [330, 600, 3600, 86_400, now - 1]) {
      statuses.push(await stripe.post(body, stripe.sign(body, { timestamp: now - age })));
    }
    const signature = /v1=([0-9a-f]+)/.exec(header)![1]!;
    const otherPayload = stripe.sign(JSON.stringify(eventOf('invoice.paid', invoice)));
    const garbled = [
      null,
      '',
      'garbage',
      't=,v1=',
      `t=${now}`,
      `v1=${signature}`,
      `t=${now},v0=${signature}`,
      `t=abc,v1=${signature}`,
      header.replace(/v1=./, (match) => (match.endsWith('0') ? 'v1=1' : 'v1=0')),
      otherPayload,
      header.replace(/t=\d+/, `t=${now + 1}`),
    ];
    for (const value of garbled) statuses.push(await stripe.post(body, value));

    expect(statuses).toHaveLength(500 + wrongSecrets.length + 5 + garbled.length);
    expect(statuses.flatMap((status, index) => (status === 400 ? [] : [index]))).toEqual([]);
    expect(await snapshots()).toEqual(before);

    // The same event, signed as Stripe signs it, is accepted: the refusals were for the changes.
    expect(await stripe.post(body)).toBe(200);
    expect(await billingEventCount(setup.app)).toBe(before.events + 1);
  });

  it('an event delivered again changes nothing the second time', async () => {
    const { stripe } = setup;
    stripe.declineCardsOf(ySubscription.customer);
    const { invoice } = stripe.renew(ySubscription.id);
    await stripe.settled();
    const failed = stripe.events.find(
      (event) => event.type === 'invoice.payment_failed' && event.data.object.id === invoice!.id,
    )!;
    stripe.payOnHostedPage(invoice!.hosted_invoice_url);
    await stripe.settled();
    expect((await y.client.ok(workspaceQuery, { w: y.workspaceId })).getWorkspace!.status).toBe(
      'active',
    );
    const before = await snapshots();
    // Stripe signs each delivery anew: the old failure arrives again, freshly signed.
    expect(await stripe.post(JSON.stringify(failed))).toBe(200);
    expect(await stripe.post(JSON.stringify(failed))).toBe(200);
    expect(await snapshots()).toEqual(before);
  });

  it('a webhook for customer X never touches workspace Y, even when its metadata names Y', async () => {
    const { stripe } = setup;
    const yBefore = await billingSnapshot(setup.app, y.workspaceId);
    // At Stripe, someone wrote Y's id into X's customer and subscription.
    stripe.world.customers.get(xSubscription.customer)!.metadata = { workspaceId: y.workspaceId };
    xSubscription.metadata = { workspaceId: y.workspaceId };
    const xItem = xSubscription.items.data[0];
    stripe.world.updateSubscription(xSubscription.id, { items: [{ id: xItem.id, quantity: '7' }] });
    // X's customer with Y's subscription, and a customer of no workspace naming Y.
    const ySubscriptionAsX: StripeObject = {
      ...stripe.world.subscriptions.get(ySubscription.id)!,
      customer: xSubscription.customer,
    };
    ySubscriptionAsX.metadata = { workspaceId: y.workspaceId };
    const stranger = { ...ySubscriptionAsX, customer: 'cus_nobody', status: 'canceled' };
    await stripe.settled();
    for (const object of [ySubscriptionAsX, stranger]) {
      expect(
        await stripe.post(JSON.stringify(eventOf('customer.subscription.updated', object))),
      ).toBe(200);
    }
    expect(await billingSnapshot(setup.app, y.workspaceId)).toEqual(yBefore);
    expect((await x.client.ok(workspaceQuery, { w: x.workspaceId })).getWorkspace).toMatchObject({
      premiumLicenses: 7,
    });
  });

  it('acknowledges an event of a kind billing does not follow, and ignores it', async () => {
    const before = await snapshots();
    const event = eventOf('customer.created', { id: 'cus_new', object: 'customer' });
    expect(await setup.stripe.post(JSON.stringify(event))).toBe(200);
    expect(await snapshots()).toEqual(before);
  });

  it('is not there when the built-in test provider is used', async () => {
    const app = await startTestApp();
    try {
      const response = await fetch(`${app.url}/billing/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: '{}',
      });
      expect([404, 503]).toContain(response.status);
    } finally {
      await app.stop();
    }
  });
});
