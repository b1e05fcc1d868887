import { billingMessages, permissionMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { inviteAndAccept } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  billingQuery,
  cancelMutation,
  changePlanMutation,
  confirmMutation,
  invoicesQuery,
  payer,
  payOpenInvoiceMutation,
  premiumMonthlyUsd,
  pricesQuery,
  renewalMutation,
  saveCard,
  saveCardMutation,
  subscribeMutation,
  subscriptionsQuery,
  trialMutation,
  workspaceQuery,
} from './billing.test-support.ts';
import { billingOf } from './billing-runtime.ts';

const needPremiumQuery = graphql(
  `query BillingAccessNeedPremium($w: ID!) { isUserNeedPremium(workspaceId: $w) }`,
);

let counter = 0;
async function person(app: TestApp) {
  const client = new ApiClient(app.url);
  const email = `billing.access.${++counter}.${Date.now()}@example.com`;
  await signUpAndSignIn(app, client, email);
  return { client, email };
}

describe('who may pay, and what billing refuses', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof payer>>;
  let viewer: Awaited<ReturnType<typeof person>>;
  let creator: Awaited<ReturnType<typeof person>>;
  let outsider: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await payer(app, 'Paying');
    viewer = await person(app);
    creator = await person(app);
    outsider = await person(app);
    await inviteAndAccept(owner.client, viewer, owner.workspaceId, 'viewer');
    await inviteAndAccept(owner.client, creator, owner.workspaceId, 'creator');
    await saveCard(owner.client, owner.workspaceId, '4242424242424242');
    await owner.client.ok(subscribeMutation, { w: owner.workspaceId, p: premiumMonthlyUsd, q: 3 });
  });
  afterAll(() => app?.stop());

  it('lets only Creator(Admin) and owner pay or read what was paid; others are refused', async () => {
    const w = owner.workspaceId;
    const calls = (client: ApiClient) => [
      client.call(subscriptionsQuery, { w }),
      client.call(invoicesQuery, { w }),
      client.call(saveCardMutation, { w, p: 'pm_test_none' }),
      client.call(trialMutation, { w }),
      client.call(subscribeMutation, { w, p: premiumMonthlyUsd, q: 3 }),
      client.call(changePlanMutation, { w, q: 4 }),
      client.call(confirmMutation, { w, c: 'pi_test_none', a: true }),
      client.call(payOpenInvoiceMutation, { w }),
      client.call(cancelMutation, { w }),
      client.call(renewalMutation, { w }),
    ];
    for (const member of [viewer, creator]) {
      const answers = await Promise.all(calls(member.client));
      expect(answers.map((a) => a.errors?.[0]?.extensions?.code)).toEqual(
        answers.map(() => 'FORBIDDEN'),
      );
    }
    const strangers = await Promise.all(calls(outsider.client));
    expect(strangers.map((a) => a.errors?.[0]?.extensions?.code)).toEqual(
      strangers.map(() => 'NOT_FOUND'),
    );
    const anonymous = await Promise.all(calls(new ApiClient(app.url)));
    expect(anonymous.map((a) => a.errors?.[0]?.extensions?.code)).toEqual(
      anonymous.map(() => 'UNAUTHENTICATED'),
    );
    // Nothing they tried changed the plan.
    const workspace = (await owner.client.ok(workspaceQuery, { w })).getWorkspace!;
    expect(workspace).toMatchObject({ workspaceType: 'premium', premiumLicenses: 3 });
    const subscriptions = (await owner.client.ok(subscriptionsQuery, {})).getUserSubscriptions;
    expect(subscriptions).toEqual([
      expect.objectContaining({ workspaceId: w, type: 'premium', status: 'active', seats: 3 }),
    ]);
  });

  it('shows any member the plan and who may pay, but not the subscription or the card', async () => {
    const billing = (await viewer.client.ok(billingQuery, { w: owner.workspaceId }))
      .getWorkspaceBilling;
    expect(billing).toMatchObject({
      provider: 'test',
      trialState: 'subActive',
      subscription: null,
      paymentMethod: null,
      canPay: { allowed: false },
      paymentManagers: [{ name: 'Test User', email: owner.email }],
    });
    const own = (await owner.client.ok(billingQuery, { w: owner.workspaceId })).getWorkspaceBilling;
    expect(own).toMatchObject({
      canPay: { allowed: true },
      subscription: { status: 'active', seats: 3, priceId: premiumMonthlyUsd, priceAmount: 3900 },
      paymentMethod: { last4: '4242' },
    });
    expect(own.testCards.map((card) => card.behaviour)).toEqual([
      'succeeds',
      'declined',
      'needsConfirmation',
      'failsLater',
    ]);
    const stranger = await outsider.client.call(billingQuery, { w: owner.workspaceId });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists prices by licence, currency and filter; refuses an unknown currency', async () => {
    const all = (await owner.client.ok(pricesQuery, {})).getListPrice;
    expect(all.map((p) => p.id).sort()).toEqual([
      'specboard_premium_premium_month_usd',
      'specboard_premium_premium_year_usd',
      'specboard_starter_premium_month_usd',
      'specboard_starter_premium_year_usd',
    ]);
    const guestCad = (
      await owner.client.ok(pricesQuery, {
        l: 'guest',
        c: 'CAD',
        f: { plan: 'premium', interval: 'month' },
      })
    ).getListPrice;
    expect(guestCad).toEqual([
      expect.objectContaining({ id: 'specboard_premium_guest_month_cad', unit_amount: 700 }),
    ]);
    const wrong = await owner.client.call(pricesQuery, { c: 'eur' });
    expect(wrong.errors?.[0]?.message).toBe(billingMessages.wrongCurrency);
  });

  it('refuses fewer seats than members, a second subscription and a trial after paying', async () => {
    const w = owner.workspaceId;
    const tooFew = await owner.client.call(changePlanMutation, { w, q: 2 });
    expect(tooFew.errors?.[0]?.message).toBe(billingMessages.seatsOutOfRange(3, 500));
    const again = await owner.client.call(subscribeMutation, { w, p: premiumMonthlyUsd, q: 3 });
    expect(again.errors?.[0]?.message).toBe(billingMessages.alreadySubscribed);
    const trial = await owner.client.call(trialMutation, { w });
    expect(trial.errors?.[0]?.message).toBe(billingMessages.trialNotEligible);
    const unknown = await owner.client.call(changePlanMutation, { w, p: 'specboard_gold' });
    expect(unknown.errors?.[0]?.message).toBe(billingMessages.unknownPrice);
  });

  it('refuses a trial to a personal workspace, and puts its paying creator in the Premium group', async () => {
    const p = await payer(app, 'Personal');
    await app.platform.database.executeSql(
      `update workspaces set kind = 'personal' where id = $1`,
      [p.workspaceId],
    );
    const trial = await p.client.call(trialMutation, { w: p.workspaceId });
    expect(trial.errors?.[0]?.message).toBe(billingMessages.trialPersonal);

    await saveCard(p.client, p.workspaceId, '4242424242424242');
    await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 1 });
    const inGroup = async () =>
      (
        await app.platform.database.db
          .selectFrom('users')
          .select('in_premium_group')
          .where('id', '=', p.userId)
          .executeTakeFirstOrThrow()
      ).in_premium_group;
    expect(await inGroup()).toBe(true);
    // Their own second (custom, free) workspace now answers as premium for them.
    const second = await p.client.ok(
      graphql(`mutation BillingAccessSecond { createWorkspaceV2(name: "Second") { id } }`),
    );
    expect(
      (await p.client.ok(needPremiumQuery, { w: second.createWorkspaceV2.id })).isUserNeedPremium,
    ).toBe(false);

    // Cancelled, and the period over: out of the group again.
    await p.client.ok(cancelMutation, { w: p.workspaceId });
    const runtime = billingOf(app.platform);
    if (runtime.kind !== 'test') throw new Error('the test provider is expected');
    await runtime.provider.renewDue(new Date(Date.now() + 40 * 86_400_000));
    expect(await inGroup()).toBe(false);
    expect(
      (await p.client.ok(needPremiumQuery, { w: second.createWorkspaceV2.id })).isUserNeedPremium,
    ).toBe(true);
    const ended = (await p.client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!;
    expect(ended).toMatchObject({ workspaceType: 'premiumExpired' });
    expect(ended.readOnlyMessage).toBe(permissionMessages.readOnlyPremiumExpired);
  });

  it('sends a self-serve workspace without a running subscription to payment', async () => {
    const p = await payer(app, 'Self serve');
    await app.platform.database.executeSql(
      `update workspaces set plan = 'self_serve' where id = $1`,
      [p.workspaceId],
    );
    const before = (await p.client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!;
    expect(before.paymentRequired).toBe(true);
    await saveCard(p.client, p.workspaceId, '4242424242424242');
    await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 1 });
    const after = (await p.client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!;
    expect(after).toMatchObject({ paymentRequired: false, workspaceType: 'premium' });
  });
});

describe('a server without a payment provider', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ BILLING_TEST_PROVIDER: 'off' });
  });
  afterAll(() => app?.stop());

  it('shows the page as not set up and answers every payment call so', async () => {
    const p = await payer(app, 'Unpaid');
    const billing = (await p.client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
    expect(billing).toMatchObject({ provider: 'none', testCards: [], subscription: null });
    const answers = await Promise.all([
      p.client.call(pricesQuery, {}),
      p.client.call(trialMutation, { w: p.workspaceId }),
      p.client.call(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 1 }),
      p.client.call(invoicesQuery, { w: p.workspaceId }),
    ]);
    expect(answers.map((a) => a.errors?.[0]?.message)).toEqual(
      answers.map(() => billingMessages.notConfigured),
    );
  });
});
