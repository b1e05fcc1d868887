import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/connection.ts';
import type { ProviderEvent } from '../../platform/billing/payment-provider.ts';
import {
  billingQuery,
  invoicesQuery,
  payer,
  premiumMonthlyUsd,
  renewalMutation,
  saveCard,
  subscribeMutation,
  trialMutation,
  workspaceQuery,
} from './billing.test-support.ts';
import { handleProviderEvent } from './billing-events.service.ts';

const rowsOf = async (app: TestApp, workspaceId: string) => {
  const run = app.platform.database.executeSql;
  const tables = ['workspaces', 'billing_subscriptions', 'billing_invoices', 'billing_accounts'];
  const rows = await Promise.all(
    tables.map((table) =>
      run(
        `select * from ${table} where ${table === 'workspaces' ? 'id' : 'workspace_id'} = $1 order by 1`,
        [workspaceId],
      ),
    ),
  );
  return rows.map((result) => result.rows);
};

async function accountOf(app: TestApp, workspaceId: string) {
  return app.platform.database.db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
}

describe('provider events', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  async function subscribed() {
    const p = await payer(app, 'Events');
    await saveCard(p.client, p.workspaceId, '4242424242424242');
    await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 2 });
    const account = await accountOf(app, p.workspaceId);
    const subscription = await app.platform.database.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('workspace_id', '=', p.workspaceId)
      .executeTakeFirstOrThrow();
    return { ...p, account, subscription };
  }

  const canceled = (s: Awaited<ReturnType<typeof subscribed>>): ProviderEvent['subscription'] => ({
    id: s.subscription.id,
    customerId: s.account.customer_id,
    status: 'canceled',
    priceId: s.subscription.price_id,
    quantity: s.subscription.quantity,
    guestPriceId: null,
    guestQuantity: 0,
    currentPeriodStart: s.subscription.current_period_start,
    currentPeriodEnd: s.subscription.current_period_end,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    latestInvoiceId: null,
  });

  it('applies an event once: delivered again, even with another body, it changes nothing', async () => {
    const s = await subscribed();
    const applied = await app.platform.database.db
      .selectFrom('billing_events')
      .select('id')
      .orderBy('received_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await rowsOf(app, s.workspaceId);
    await handleProviderEvent(app.platform, {
      id: applied.id,
      type: 'subscription.deleted',
      customerId: s.account.customer_id,
      createdAt: new Date(),
      subscription: canceled(s),
    });
    expect(await rowsOf(app, s.workspaceId)).toEqual(before);
    const workspace = (await s.client.ok(workspaceQuery, { w: s.workspaceId })).getWorkspace!;
    expect(workspace).toMatchObject({ workspaceType: 'premium', premiumLicenses: 2 });
  });

  it("never lets an event for customer X touch workspace Y, nor one of no workspace's", async () => {
    const x = await subscribed();
    const y = await subscribed();
    const yBefore = await rowsOf(app, y.workspaceId);
    const xBefore = await rowsOf(app, x.workspaceId);
    // X's customer, carrying Y's subscription (as edited metadata or a forged copy would).
    await handleProviderEvent(app.platform, {
      id: `evt_cross_${Date.now()}`,
      type: 'subscription.deleted',
      customerId: x.account.customer_id,
      createdAt: new Date(),
      subscription: { ...canceled(y)!, customerId: x.account.customer_id },
    });
    expect(await rowsOf(app, y.workspaceId)).toEqual(yBefore);
    // A customer no workspace holds: ignored.
    await handleProviderEvent(app.platform, {
      id: `evt_stranger_${Date.now()}`,
      type: 'subscription.deleted',
      customerId: 'cus_nobody',
      createdAt: new Date(),
      subscription: { ...canceled(y)!, customerId: 'cus_nobody' },
    });
    expect(await rowsOf(app, y.workspaceId)).toEqual(yBefore);
    // X keeps its own plan: the stray subscription was not taken as X's.
    const [xWorkspace, ...xBilling] = await rowsOf(app, x.workspaceId);
    expect(xBilling).toEqual(xBefore.slice(1));
    expect(xWorkspace).toMatchObject([{ plan: 'premium', status: 'active', premium_licenses: 2 }]);
  });
});

describe('the test provider across a restart', () => {
  it('keeps its customers, cards, subscriptions and invoices', async () => {
    const app = await startTestApp();
    let second: Awaited<ReturnType<typeof createApp>> | undefined;
    try {
      const p = await payer(app, 'Restart');
      await saveCard(p.client, p.workspaceId, '4242424242424242');
      await p.client.ok(subscribeMutation, { w: p.workspaceId, p: premiumMonthlyUsd, q: 2 });
      await app.close();

      second = await createApp(app.environment.config);
      const url = await second.listen();
      const client = new ApiClient(url);
      client.accessToken = p.client.accessToken;
      const billing = (await client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
      expect(billing).toMatchObject({
        subscription: { status: 'active', seats: 2 },
        paymentMethod: { last4: '4242' },
      });
      // The provider still knows the card and the subscription: a renewal charges it.
      const renewal = (await client.ok(renewalMutation, { w: p.workspaceId })).runTestRenewal;
      expect(renewal.status).toBe('succeeded');
      const invoices = (await client.ok(invoicesQuery, { w: p.workspaceId })).getUserInvoices;
      expect(invoices.data.map((invoice: { status: string }) => invoice.status)).toEqual([
        'paid',
        'paid',
      ]);
    } finally {
      await second?.close();
      await app.environment.dispose();
    }
  });

  it('ends a trial that ran out while the server was down, as soon as it starts again', async () => {
    const app = await startTestApp();
    let second: Awaited<ReturnType<typeof createApp>> | undefined;
    try {
      const p = await payer(app, 'Lapsed');
      await p.client.ok(trialMutation, { w: p.workspaceId });
      const { customer_id: customerId } = await accountOf(app, p.workspaceId);
      await app.close();
      // The provider's clock moved on: the trial ended a while ago.
      const database = await openDatabase(app.environment.config);
      await database.executeSql(
        `update test_provider_objects
            set data = jsonb_set(data, '{currentPeriodEnd}', '"2020-01-01T00:00:00.000Z"')
          where kind = 'subscription' and customer_id = $1`,
        [customerId],
      );
      await database.close();

      second = await createApp(app.environment.config);
      const client = new ApiClient(await second.listen());
      client.accessToken = p.client.accessToken;
      const deadline = Date.now() + 10_000;
      let plan = '';
      while (Date.now() < deadline && plan !== 'free') {
        plan = (await client.ok(workspaceQuery, { w: p.workspaceId })).getWorkspace!.workspaceType;
      }
      expect(plan).toBe('free');
      const billing = (await client.ok(billingQuery, { w: p.workspaceId })).getWorkspaceBilling;
      expect(billing.trialState).toBe('trialEnded');
    } finally {
      await second?.close();
      await app.environment.dispose();
    }
  });
});
