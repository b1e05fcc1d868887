import { billingMessages, testCards } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import {
  billingQuery,
  changePlanMutation,
  confirmMutation,
  invoicesQuery,
  payer,
  paymentEventsSubscription,
  payOpenInvoiceMutation,
  premiumMonthlyUsd,
  renewalMutation,
  saveCard,
  subscribeMutation,
  trialMutation,
  workspaceQuery,
} from './billing.test-support.ts';
import { billingOf } from './billing-runtime.ts';

const card = Object.fromEntries(testCards.map((c) => [c.behaviour, c.number])) as Record<
  (typeof testCards)[number]['behaviour'],
  string
>;

const updateInfoMutation = graphql(
  `mutation BillingUpdateWorkspaceInfo($w: ID!, $d: String) { updateWorkspaceInfo(workspaceId: $w, description: $d) { id } }`,
);

describe('billing with the built-in test provider', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const workspaceOf = async (p: Awaited<ReturnType<typeof payer>>) =>
    (await p.client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!;

  it('starts a trial, then buys 3 seats with 4242: premium with 3 licences and a paid invoice', async () => {
    const p = await payer(app);
    const trial = (await p.client.ok(trialMutation, { w: p.workspaceId })).startWorkspaceTrial;
    expect(trial.message).toBe(billingMessages.activatingTrial);
    expect(trial.billing.trialState).toBe('trialing');
    expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'premium', premiumLicenses: 5 });

    // Buying without a card is refused; with one it pays.
    const noCard = await p.client.call(subscribeMutation, {
      w: p.workspaceId,
      p: premiumMonthlyUsd,
      q: 3,
    });
    expect(noCard.errors?.[0]?.message).toBe(billingMessages.noPaymentMethod);
    expect(
      (await saveCard(p.client, p.workspaceId, card.succeeds)).data?.saveAndAttachPaymentMethodId,
    ).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 });
    const bought = (
      await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 3 })
    ).stripeCreateSubscribe;
    expect(bought).toMatchObject({
      status: 'succeeded',
      message: billingMessages.subscriptionCompleted,
      billing: { trialState: 'subActive', subscription: { status: 'active', seats: 3 } },
    });
    expect(await workspaceOf(p)).toMatchObject({
      workspaceType: 'premium',
      status: 'active',
      premiumLicenses: 3,
      guestLicenseLimit: 10,
    });

    const invoices = (await p.client.ok(invoicesQuery, { w: p.workspaceId })).getUserInvoices;
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      amountDue: 3 * 3900,
      amountPaid: 3 * 3900,
    });
    const pdf = await fetch(`${app.url}${invoices.data[0]!.keyToPdf}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(500);

    // Two more seats, prorated: a second invoice for part of the period.
    const changed = (await p.client.ok(changePlanMutation, { w: p.workspaceId, q: 5 }))
      .changeSubscriptionPlan;
    expect(changed.billing.subscription).toMatchObject({ seats: 5 });
    expect((await workspaceOf(p)).premiumLicenses).toBe(5);
    const after = (await p.client.ok(invoicesQuery, { w: p.workspaceId })).getUserInvoices.data;
    expect(after).toHaveLength(2);
    expect(after[0]!.amountDue).toBeGreaterThan(0);
    expect(after[0]!.amountDue).toBeLessThanOrEqual(2 * 3900);
  });

  it('refuses a declined card and changes nothing', async () => {
    const p = await payer(app);
    const saved = await saveCard(p.client, p.workspaceId, card.declined);
    expect(saved.errors?.[0]?.message).toBe(billingMessages.cardDeclined);
    const billing = (await p.client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
    expect(billing).toMatchObject({
      paymentMethod: null,
      subscription: null,
      trialState: 'eligibleForTrial',
    });
    expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'free', status: 'active' });
  });

  it('asks for the bank’s confirmation: approved it holds, declined nothing changes', async () => {
    for (const approve of [true, false]) {
      const p = await payer(app);
      await saveCard(p.client, p.workspaceId, card.needsConfirmation);
      const asked = (
        await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 2 })
      ).stripeCreateSubscribe;
      expect(asked).toMatchObject({
        status: 'requiresConfirmation',
        message: billingMessages.confirmationNeeded,
      });
      expect((await workspaceOf(p)).workspaceType).toBe('free');
      const answered = (
        await p.client.ok(confirmMutation, {
          w: p.workspaceId,
          c: asked.confirmationId!,
          a: approve,
        })
      ).confirmPayment;
      if (approve) {
        expect(answered).toMatchObject({
          status: 'succeeded',
          billing: { subscription: { status: 'active', seats: 2 } },
        });
        expect(await workspaceOf(p)).toMatchObject({
          workspaceType: 'premium',
          premiumLicenses: 2,
        });
      } else {
        expect(answered).toMatchObject({
          status: 'failed',
          message: billingMessages.confirmationDeclined,
        });
        expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'free', premiumLicenses: 0 });
      }
      // The same confirmation is not answered twice.
      const again = await p.client.call(confirmMutation, {
        w: p.workspaceId,
        c: asked.confirmationId!,
        a: true,
      });
      expect(again.errors?.[0]?.message).toBe(billingMessages.confirmationNotFound);
    }
  });

  it('turns read-only when a renewal fails, tells the members live, and paying lifts it at once', async () => {
    const p = await payer(app);
    await saveCard(p.client, p.workspaceId, card.succeeds);
    await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 2 });
    await saveCard(p.client, p.workspaceId, card.failsLater);
    const events = watchSubscription(
      app.url,
      { authorization: `Bearer ${p.client.accessToken}` },
      paymentEventsSubscription,
      { w: p.workspaceId },
    );
    // The subscription is in place once a billing change is heard (saving the card again).
    while (events.events.length === 0) {
      await saveCard(p.client, p.workspaceId, card.failsLater);
      await events.until(1, 200);
    }
    const heardBefore = events.events.length;

    const renewal = (await p.client.ok(renewalMutation, { w: p.workspaceId })).runTestRenewal;
    expect(renewal).toMatchObject({ status: 'failed', message: billingMessages.cardDeclined });
    const readOnly = await workspaceOf(p);
    expect(readOnly).toMatchObject({ workspaceType: 'premium', status: 'paidFailed' });
    expect(readOnly.readOnlyMessage).toBeTruthy();
    const edit = await p.client.call(updateInfoMutation, { w: p.workspaceId, d: 'Edited' });
    expect(edit.errors?.[0]?.message).toBe(readOnly.readOnlyMessage);
    const heard = await events.until(heardBefore + 2);
    expect(heard.map((e) => e.data?.paymentEvents?.type)).toContain('paymentFailed');
    expect(
      heard.find((e) => e.data?.paymentEvents?.type === 'paymentFailed')?.data.paymentEvents,
    ).toMatchObject({
      message: billingMessages.paymentFailed,
      workspaceStatus: 'paidFailed',
    });

    // Paying again with a good card lifts it at once.
    await saveCard(p.client, p.workspaceId, card.succeeds);
    const paid = (await p.client.ok(payOpenInvoiceMutation, { w: p.workspaceId })).payOpenInvoice;
    expect(paid).toMatchObject({
      status: 'succeeded',
      billing: { subscription: { status: 'active', amountDue: null } },
    });
    expect(await workspaceOf(p)).toMatchObject({ status: 'active', readOnlyMessage: null });
    expect(
      (await p.client.call(updateInfoMutation, { w: p.workspaceId, d: 'Edited' })).errors,
    ).toBeUndefined();
    const lifted = await events.until(heardBefore + 5);
    expect(lifted.map((e) => e.data?.paymentEvents?.type)).toContain('paymentSucceeded');
    await events.dispose();
  });

  it('returns a trial without a card to free when it ends', async () => {
    const p = await payer(app);
    await p.client.ok(trialMutation, { w: p.workspaceId });
    const runtime = billingOf(app.platform);
    if (runtime.kind !== 'test') throw new Error('the test provider is expected');
    const inFifteenDays = new Date(Date.now() + 15 * 86_400_000);
    expect(await runtime.provider.renewDue(inFifteenDays)).toBeGreaterThan(0);
    expect(await workspaceOf(p)).toMatchObject({ workspaceType: 'free', premiumLicenses: 0 });
    const billing = (await p.client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
    expect(billing.trialState).toBe('trialEnded');
    const again = await p.client.call(trialMutation, { w: p.workspaceId });
    expect(again.errors?.[0]?.message).toBe(billingMessages.trialNotEligible);
  });
});
