import { randomUUID } from 'node:crypto';
import type { TestCardBehaviour } from '@specboard/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  InvoiceStatus,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSubscription,
  SeatOrder,
} from './payment-provider.ts';

/**
 * The built-in test provider's side, in its own table (test_provider_objects): the provider's
 * objects as JSON, so that they outlive a restart as Stripe's would. Dates travel as ISO text.
 */
export type TestCustomer = {
  id: string;
  workspaceId: string;
  name: string;
  email: string;
  defaultPaymentMethodId: string | null;
};

export type TestPaymentMethod = ProviderPaymentMethod & {
  behaviour: TestCardBehaviour;
  customerId: string | null;
};

/** A payment the bank asks the payer to confirm, and what it pays for once confirmed. */
export type TestConfirmation = {
  id: string;
  customerId: string;
  invoiceId: string;
  subscriptionId: string;
  /** A change of seats or price that holds once paid (a subscription bought holds already). */
  change: SeatOrder | null;
  /** The subscription's status should the payment be declined. */
  statusIfDeclined: ProviderSubscription['status'];
};

type Kind = Database['test_provider_objects']['kind'];

const dateFields = [
  'currentPeriodStart',
  'currentPeriodEnd',
  'trialEnd',
  'periodStart',
  'periodEnd',
  'createdAt',
];

function revive<T>(data: Record<string, unknown>): T {
  const { renewalClaimedUntil: _claim, ...copy }: Record<string, unknown> = data;
  for (const field of dateFields) {
    if (typeof copy[field] === 'string') copy[field] = new Date(copy[field] as string);
  }
  return copy as T;
}

export function testProviderStore(db: Kysely<Database>) {
  async function read<T>(kind: Kind, id: string): Promise<T | undefined> {
    const row = await db
      .selectFrom('test_provider_objects')
      .select('data')
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? revive<T>(row.data) : undefined;
  }

  async function write(kind: Kind, object: { id: string; customerId?: string | null }) {
    const data = JSON.stringify(object);
    await db
      .insertInto('test_provider_objects')
      .values({
        id: object.id,
        kind,
        customer_id: object.customerId ?? null,
        data,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          data,
          customer_id: object.customerId ?? null,
          updated_at: new Date(),
        }),
      )
      .execute();
  }

  async function must<T>(kind: Kind, id: string): Promise<T> {
    const found = await read<T>(kind, id);
    if (!found) throw new Error(`The test provider has no ${kind} ${id}`);
    return found;
  }

  return {
    newId: (prefix: string) => `${prefix}_test_${randomUUID().replaceAll('-', '')}`,
    customer: (id: string) => must<TestCustomer>('customer', id),
    saveCustomer: (customer: TestCustomer) =>
      write('customer', { ...customer, customerId: customer.id }),
    paymentMethod: (id: string) => read<TestPaymentMethod>('payment_method', id),
    savePaymentMethod: (method: TestPaymentMethod) => write('payment_method', method),
    subscription: (id: string) => must<ProviderSubscription>('subscription', id),
    saveSubscription: (subscription: ProviderSubscription) => write('subscription', subscription),
    invoice: (id: string) => must<ProviderInvoice>('invoice', id),
    saveInvoice: (invoice: ProviderInvoice) => write('invoice', invoice),
    confirmation: (id: string) => read<TestConfirmation>('confirmation', id),
    saveConfirmation: (confirmation: TestConfirmation) => write('confirmation', confirmation),
    async deleteConfirmation(id: string) {
      await db.deleteFrom('test_provider_objects').where('id', '=', id).execute();
    },
    /** How many invoices the customer has: the next one's number follows. */
    async invoiceCount(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('test_provider_objects')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('kind', '=', 'invoice')
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /**
     * Takes a due subscription's renewal for this process for a few minutes, and answers the
     * subscription as it is now: with several processes on one database, one renews it and the
     * others leave it. The claim goes with the next save of the subscription (the renewal's), so
     * the claim also asks that it is still running and due: a process that listed it before
     * another renewed it would otherwise renew it again (two invoices for one period, seen on
     * PostgreSQL).
     */
    async claimRenewal(id: string, now: Date): Promise<ProviderSubscription | undefined> {
      const claimed = await db
        .updateTable('test_provider_objects')
        .set({
          data: sql`data || jsonb_build_object('renewalClaimedUntil', ${new Date(now.getTime() + 300_000).toISOString()}::text)`,
        })
        .where('id', '=', id)
        .where('kind', '=', 'subscription')
        .where(sql<boolean>`data->>'status' in ('active', 'trialing')`)
        .where(sql<boolean>`(data->>'currentPeriodEnd')::timestamptz <= ${now}`)
        .where(
          sql<boolean>`coalesce((data->>'renewalClaimedUntil')::timestamptz, '-infinity') < ${now}`,
        )
        .returning('data')
        .executeTakeFirst();
      return claimed ? revive<ProviderSubscription>(claimed.data) : undefined;
    },
    /** Subscriptions whose period (or trial) ended by `now` and are still running. */
    async dueSubscriptions(now: Date): Promise<ProviderSubscription[]> {
      const rows = await db
        .selectFrom('test_provider_objects')
        .select('data')
        .where('kind', '=', 'subscription')
        .execute();
      return rows
        .map((row) => revive<ProviderSubscription>(row.data))
        .filter(
          (s) =>
            (s.status === 'active' || s.status === 'trialing') &&
            s.currentPeriodEnd.getTime() <= now.getTime(),
        );
    },
  };
}

export type TestProviderStore = ReturnType<typeof testProviderStore>;

export type InvoiceDraft = {
  status: InvoiceStatus;
  description: string;
  lines: ProviderInvoice['lines'];
};
