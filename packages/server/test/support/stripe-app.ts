import { catalogue } from '@specboard/domain';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export type StripeApp = {
  app: TestApp;
  stripe: FakeStripe;
  webhookUrl: string;
  stop: () => Promise<void>;
};

/**
 * The whole server with Stripe as its payment provider: a fake Stripe holding the catalogue's
 * prices by lookup key (as an operator sets them up), the app's keys and STRIPE_API_URL aimed at
 * it, and the fake's webhooks aimed at the app's /billing/stripe/webhook.
 */
export async function startStripeApp(): Promise<StripeApp> {
  const stripe = await startFakeStripe();
  stripe.addPrices(catalogue());
  const app = await startTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  }).catch(async (error) => {
    await stripe.close();
    throw error;
  });
  const webhookUrl = `${app.url}/billing/stripe/webhook`;
  stripe.setWebhookUrl(webhookUrl);
  return {
    app,
    stripe,
    webhookUrl,
    stop: async () => {
      await stripe.settled();
      await app.stop();
      await stripe.close();
    },
  };
}

/** A workspace's billing as stored, and the workspace's plan: what any event could change. */
export async function billingSnapshot(app: TestApp, workspaceId: string) {
  const query = async (sql: string) =>
    (await app.platform.database.executeSql(sql, [workspaceId])).rows;
  return {
    workspace: await query(
      'select plan, status, premium_licenses, guest_license_limit from workspaces where id = $1',
    ),
    account: await query('select * from billing_accounts where workspace_id = $1'),
    subscriptions: await query(
      'select * from billing_subscriptions where workspace_id = $1 order by id',
    ),
    invoices: await query('select * from billing_invoices where workspace_id = $1 order by id'),
  };
}

export async function billingEventCount(app: TestApp): Promise<number> {
  const { rows } = await app.platform.database.executeSql(
    'select count(*)::int as count from billing_events',
  );
  return Number((rows[0] as { count: number }).count);
}
