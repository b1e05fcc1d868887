import { billingMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, type TestEnvironment } from '../../../test/support/test-config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connection.ts';
import type { ProviderEvent } from './payment-provider.ts';
import { createTestProvider, type TestProvider } from './test-provider.ts';
import { testProviderStore } from './test-provider-store.ts';

const premiumMonth = 'specboard_premium_premium_month_usd';
const guestMonth = 'specboard_premium_guest_month_usd';
const day = 86_400_000;

describe('the built-in test provider', () => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;
  let clock = new Date('2030-01-01T00:00:00Z');
  const events: ProviderEvent[] = [];
  let provider: TestProvider;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    database = await openDatabase(environment.config);
    provider = createTestProvider({
      db: database.db,
      emit: async (event) => {
        events.push(event);
      },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await database?.close();
    await environment?.dispose();
  });

  async function customerWithCard(number: string) {
    const customerId = await provider.createCustomer({
      workspaceId: 'w',
      name: 'Lights Ltd',
      email: 'pay@example.com',
    });
    const card = await provider.createPaymentMethod({ number, expiry: '12/40', cvc: '123' });
    await provider.attachPaymentMethod(customerId, card);
    return customerId;
  }

  it('keeps no card number: only brand, last four digits, expiry and behaviour', async () => {
    const id = await provider.createPaymentMethod({
      number: '4000 0025 0000 3155',
      expiry: '04/41',
      cvc: '999',
    });
    expect(id).toMatch(/^pm_test_/);
    const { rows } = await database.executeSql(
      'select data::text as data from test_provider_objects where id = $1',
      [id],
    );
    const text = (rows[0] as { data: string }).data;
    expect(text).not.toContain('4000002500003155');
    expect(text).not.toContain('999');
    expect(JSON.parse(text)).toMatchObject({
      brand: 'visa',
      last4: '3155',
      expMonth: 4,
      expYear: 2041,
      behaviour: 'needsConfirmation',
    });
    await expect(
      provider.createPaymentMethod({ number: '4242424242424241', expiry: '12/40', cvc: '123' }),
    ).rejects.toThrow(billingMessages.cardNumberInvalid);
  });

  it('bills seats with numbered invoices, and prorates a change for the rest of the period', async () => {
    clock = new Date('2030-01-01T00:00:00Z');
    const customerId = await customerWithCard('4242424242424242');
    events.length = 0;
    const bought = await provider.subscribe({
      customerId,
      workspaceId: 'w',
      returnUrl: 'http://localhost/',
      priceId: premiumMonth,
      quantity: 2,
      guestPriceId: guestMonth,
      guestQuantity: 3,
    });
    if (bought.status !== 'succeeded') throw new Error(`not paid: ${bought.status}`);
    expect(bought.invoice).toMatchObject({
      status: 'paid',
      amountDue: 2 * 3900 + 3 * 500,
      amountPaid: 2 * 3900 + 3 * 500,
      number: expect.stringMatching(/^TEST-[A-Z0-9]{6}-0001$/),
      lines: [
        { quantity: 2, unitAmount: 3900, amount: 7800 },
        { quantity: 3, unitAmount: 500, amount: 1500 },
      ],
    });
    expect(bought.subscription.currentPeriodEnd.toISOString()).toBe('2030-02-01T00:00:00.000Z');
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'subscription.updated']);

    // Two more member seats with 10 days of 31 left: 2 × 3900 × 10/31, rounded.
    clock = new Date('2030-01-22T00:00:00Z');
    const changed = await provider.changeSubscription({
      subscriptionId: bought.subscription.id,
      priceId: premiumMonth,
      quantity: 4,
      guestPriceId: guestMonth,
      guestQuantity: 3,
    });
    if (changed.status !== 'succeeded') throw new Error(`not paid: ${changed.status}`);
    expect(changed.invoice).toMatchObject({
      amountDue: Math.round((2 * 3900 * 10) / 31),
      number: expect.stringMatching(/-0002$/),
    });
    expect(changed.subscription).toMatchObject({ quantity: 4, status: 'active' });
    // Fewer seats cost nothing now.
    const fewer = await provider.changeSubscription({
      subscriptionId: bought.subscription.id,
      priceId: premiumMonth,
      quantity: 3,
      guestPriceId: null,
      guestQuantity: 0,
    });
    expect(fewer).toMatchObject({
      status: 'succeeded',
      invoice: null,
      subscription: { quantity: 3 },
    });
  });

  it('renews when the period ends, and a card that fails later leaves it past due with an open invoice', async () => {
    clock = new Date('2031-01-01T00:00:00Z');
    const customerId = await customerWithCard('4242424242424242');
    const bought = await provider.subscribe({
      customerId,
      workspaceId: 'w',
      returnUrl: 'http://localhost/',
      priceId: premiumMonth,
      quantity: 1,
      guestPriceId: null,
      guestQuantity: 0,
    });
    if (bought.status !== 'succeeded') throw new Error('not paid');
    const failing = await provider.createPaymentMethod({
      number: '4000000000000341',
      expiry: '12/40',
      cvc: '123',
    });
    await provider.attachPaymentMethod(customerId, failing);
    events.length = 0;
    clock = new Date(bought.subscription.currentPeriodEnd.getTime() + day);
    expect(await provider.renewDue(clock)).toBeGreaterThanOrEqual(1);
    const mine = events.filter((e) => e.customerId === customerId);
    expect(mine.map((e) => e.type)).toEqual(['subscription.updated', 'invoice.payment_failed']);
    expect(mine[0]!.subscription).toMatchObject({ status: 'past_due' });
    expect(mine[1]!.invoice).toMatchObject({ status: 'open', amountDue: 3900 });

    // Not renewed again while past due; paid with a good card, active again.
    expect(await provider.renewDue(clock)).toBe(0);
    const good = await provider.createPaymentMethod({
      number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    await provider.attachPaymentMethod(customerId, good);
    const paid = await provider.payInvoice(mine[1]!.invoice!.id);
    expect(paid).toMatchObject({ status: 'succeeded', subscription: { status: 'active' } });
  });

  it('refuses a declined card when saved, and asks to confirm a card that needs it', async () => {
    const customerId = await provider.createCustomer({ workspaceId: 'w', name: 'n', email: 'e@x' });
    const declined = await provider.createPaymentMethod({
      number: '4000000000000002',
      expiry: '12/40',
      cvc: '123',
    });
    await expect(provider.attachPaymentMethod(customerId, declined)).rejects.toThrow(
      billingMessages.cardDeclined,
    );
    const asking = await customerWithCard('4000002500003155');
    const outcome = await provider.subscribe({
      customerId: asking,
      workspaceId: 'w',
      returnUrl: 'http://localhost/',
      priceId: premiumMonth,
      quantity: 1,
      guestPriceId: null,
      guestQuantity: 0,
    });
    if (outcome.status !== 'requiresConfirmation') throw new Error(outcome.status);
    expect(outcome.subscription).toMatchObject({ status: 'incomplete' });
    const confirmed = await provider.confirmPayment(outcome.confirmationId, true);
    expect(confirmed).toMatchObject({ status: 'succeeded', subscription: { status: 'active' } });
    await expect(provider.confirmPayment(outcome.confirmationId, true)).rejects.toThrow(
      billingMessages.confirmationNotFound,
    );
  });

  it('renews a subscription once when two processes look for due renewals at once', async () => {
    clock = new Date('2032-01-01T00:00:00Z');
    const customerId = await customerWithCard('4242424242424242');
    const bought = await provider.subscribe({
      customerId,
      workspaceId: 'w',
      returnUrl: 'http://localhost/',
      priceId: premiumMonth,
      quantity: 1,
      guestPriceId: null,
      guestQuantity: 0,
    });
    if (bought.status !== 'succeeded') throw new Error('not paid');
    const other = createTestProvider({ db: database.db, emit: async () => {}, now: () => clock });
    clock = new Date(bought.subscription.currentPeriodEnd.getTime() + day);
    await Promise.all([provider.renewDue(clock), other.renewDue(clock)]);
    const { rows } = await database.executeSql(
      `select count(*)::int as count from test_provider_objects
        where kind = 'invoice' and customer_id = $1`,
      [customerId],
    );
    expect(rows[0]).toEqual({ count: 2 });
  });

  it('bills a period once when another process renewed it after this one listed it as due', async () => {
    clock = new Date('2034-01-01T00:00:00Z');
    const customerId = await customerWithCard('4242424242424242');
    const bought = await provider.subscribe({
      customerId,
      workspaceId: 'w',
      returnUrl: 'http://localhost/',
      priceId: premiumMonth,
      quantity: 1,
      guestPriceId: null,
      guestQuantity: 0,
    });
    if (bought.status !== 'succeeded') throw new Error('not paid');
    clock = new Date(bought.subscription.currentPeriodEnd.getTime() + day);
    // This process lists what is due; another renews it before this one claims it.
    const store = testProviderStore(database.db);
    const listed = (await store.dueSubscriptions(clock)).find(
      (subscription) => subscription.customerId === customerId,
    );
    expect(listed).toBeDefined();
    await provider.renewDue(clock);
    expect(await store.claimRenewal(listed!.id, clock)).toBeUndefined();
    const { rows } = await database.executeSql(
      `select count(*)::int as count from test_provider_objects
        where kind = 'invoice' and customer_id = $1`,
      [customerId],
    );
    expect(rows[0]).toEqual({ count: 2 });
  });
});
