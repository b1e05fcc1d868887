import {
  AppError,
  billingMessages,
  type CardInput,
  cardProblem,
  catalogue,
} from '@specboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  ChargeOutcome,
  PaymentProvider,
  ProviderEventSink,
  ProviderInvoice,
  ProviderSubscription,
} from './payment-provider.ts';
import {
  describeOrder,
  orderLines,
  paymentMethodOf,
  periodEndFrom,
  prorationLines,
} from './test-provider-charges.ts';
import { testPayments } from './test-provider-payments.ts';
import { testProviderStore } from './test-provider-store.ts';

/** The built-in provider, with what only it does: cards typed in the app, and renewals on demand. */
export type TestProvider = PaymentProvider & {
  readonly kind: 'test';
  /** Stripe.js's part: a typed card becomes a payment method id (the number is not kept). */
  createPaymentMethod(card: CardInput): Promise<string>;
  /** Charges the subscription's next period now, as its renewal would (runTestRenewal). */
  renewNow(subscriptionId: string): Promise<ChargeOutcome>;
  /** Renews every subscription whose period or trial has ended by `now` (the renewal loop). */
  renewDue(now: Date): Promise<number>;
};

/**
 * The payment port against the test provider's own table: customers, cards (by test card
 * behaviour), subscriptions with seat quantities, prorated changes, numbered invoices with lines,
 * payments needing confirmation, renewals. Every change goes to `emit` as the event Stripe would
 * send, after it is written; state lives in the database, so it outlives a restart.
 */
export function createTestProvider(options: {
  db: Kysely<Database>;
  emit: ProviderEventSink;
  now?: () => Date;
}): TestProvider {
  const store = testProviderStore(options.db);
  const now = options.now ?? (() => new Date());
  const {
    tell,
    newInvoice,
    defaultCard,
    paid,
    charge,
    withOrder,
    chargeNewPeriod,
    renew,
    payInvoice,
  } = testPayments(store, options.emit, now);

  return {
    kind: 'test',
    listPrices: async () => catalogue(),

    async createCustomer(input) {
      const id = store.newId('cus');
      await store.saveCustomer({ id, ...input, defaultPaymentMethodId: null });
      return id;
    },

    async createPaymentMethod(card) {
      const problem = cardProblem(card, now());
      if (problem) throw new AppError('BAD_USER_INPUT', problem);
      const method = paymentMethodOf(store.newId('pm'), card);
      await store.savePaymentMethod(method);
      return method.id;
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const method = await store.paymentMethod(paymentMethodId);
      if (!method || (method.customerId && method.customerId !== customerId)) {
        throw new AppError('BAD_USER_INPUT', billingMessages.paymentMethodNotFound);
      }
      // As Stripe's 4000000000000002: refused when saved, so it is never the default.
      if (method.behaviour === 'declined') {
        throw new AppError('BAD_USER_INPUT', billingMessages.cardDeclined);
      }
      await store.savePaymentMethod({ ...method, customerId });
      const customer = await store.customer(customerId);
      await store.saveCustomer({ ...customer, defaultPaymentMethodId: method.id });
      const { behaviour: _behaviour, customerId: _customer, ...card } = method;
      return card;
    },

    async startTrial(input) {
      const start = now();
      const end = new Date(start.getTime() + input.trialDays * 86_400_000);
      const subscription: ProviderSubscription = {
        id: store.newId('sub'),
        customerId: input.customerId,
        status: 'trialing',
        priceId: input.priceId,
        quantity: input.quantity,
        guestPriceId: input.guestPriceId,
        guestQuantity: input.guestQuantity,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        trialEnd: end,
        cancelAtPeriodEnd: false,
        latestInvoiceId: null,
      };
      await store.saveSubscription(subscription);
      await tell(subscription.customerId, [['subscription.updated', subscription]]);
      return subscription;
    },

    async subscribe(input) {
      const card = await defaultCard(input.customerId);
      if (!card)
        return { status: 'failed', message: billingMessages.noPaymentMethod, subscription: null };
      const start = now();
      const subscription: ProviderSubscription = {
        id: store.newId('sub'),
        customerId: input.customerId,
        status: 'incomplete',
        priceId: input.priceId,
        quantity: input.quantity,
        guestPriceId: input.guestPriceId,
        guestQuantity: input.guestQuantity,
        currentPeriodStart: start,
        currentPeriodEnd: periodEndFrom(start, input.priceId),
        trialEnd: null,
        cancelAtPeriodEnd: false,
        latestInvoiceId: null,
      };
      await store.saveSubscription(subscription);
      const invoice = await newInvoice(
        subscription,
        orderLines(input),
        { start, end: subscription.currentPeriodEnd },
        describeOrder(input),
      );
      return charge({
        subscription,
        invoice,
        whenPaid: { ...subscription, status: 'active' },
        // A first payment refused leaves nothing behind: the subscription never started.
        whenDeclined: { ...subscription, status: 'incomplete_expired' },
        onSession: true,
        change: null,
      });
    },

    async changeSubscription({ subscriptionId, ...order }) {
      const subscription = await store.subscription(subscriptionId);
      if (subscription.status === 'trialing') {
        // A trial carrying a card becomes paid now; without one it only changes its seats.
        if (await defaultCard(subscription.customerId)) {
          return chargeNewPeriod(subscription, order, true);
        }
        const changed = withOrder(subscription, order);
        await store.saveSubscription(changed);
        await tell(changed.customerId, [['subscription.updated', changed]]);
        return { status: 'succeeded', subscription: changed, invoice: null };
      }
      if (subscription.status !== 'active') {
        return { status: 'failed', message: billingMessages.noSubscription, subscription };
      }
      const period = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
      const lines = prorationLines(subscription, order, period, now());
      const changed = withOrder(subscription, order);
      if (lines.length === 0) {
        await store.saveSubscription(changed);
        await tell(changed.customerId, [['subscription.updated', changed]]);
        return { status: 'succeeded', subscription: changed, invoice: null };
      }
      const invoice = await newInvoice(
        subscription,
        lines,
        { start: now(), end: period.end },
        describeOrder(order),
      );
      return charge({
        subscription,
        invoice,
        whenPaid: changed,
        whenDeclined: null,
        onSession: true,
        change: order,
      });
    },

    async confirmPayment(confirmationId, approve) {
      const confirmation = await store.confirmation(confirmationId);
      if (!confirmation) throw new AppError('BAD_USER_INPUT', billingMessages.confirmationNotFound);
      await store.deleteConfirmation(confirmationId);
      const subscription = await store.subscription(confirmation.subscriptionId);
      const invoice = await store.invoice(confirmation.invoiceId);
      if (approve) {
        const settled = paid(invoice);
        const base = confirmation.change
          ? withOrder(subscription, confirmation.change)
          : subscription;
        const active: ProviderSubscription = {
          ...base,
          status: 'active',
          latestInvoiceId: invoice.id,
        };
        if (subscription.status === 'trialing') {
          active.currentPeriodStart = invoice.periodStart;
          active.currentPeriodEnd = invoice.periodEnd;
          active.trialEnd = invoice.periodStart;
        }
        await store.saveInvoice(settled);
        await store.saveSubscription(active);
        await tell(active.customerId, [
          ['invoice.paid', settled],
          ['subscription.updated', active],
        ]);
        return { status: 'succeeded', subscription: active, invoice: settled };
      }
      const declined: ProviderSubscription = {
        ...subscription,
        status: confirmation.statusIfDeclined,
      };
      const voided: ProviderInvoice = {
        ...invoice,
        status: invoice.status === 'open' && declined.status === 'past_due' ? 'open' : 'void',
      };
      await store.saveInvoice(voided);
      await store.saveSubscription(declined);
      await tell(declined.customerId, [['subscription.updated', declined]]);
      return {
        status: 'failed',
        message: billingMessages.confirmationDeclined,
        subscription: declined,
      };
    },

    payInvoice: (invoiceId) => payInvoice(invoiceId, true),

    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = {
        ...(await store.subscription(subscriptionId)),
        cancelAtPeriodEnd: true,
      };
      await store.saveSubscription(subscription);
      await tell(subscription.customerId, [['subscription.updated', subscription]]);
      return subscription;
    },

    retrieveSubscription: (id) => store.subscription(id),
    retrieveInvoice: (id) => store.invoice(id),

    async renewNow(subscriptionId) {
      return renew(await store.subscription(subscriptionId));
    },

    async renewDue(at) {
      const due = await store.dueSubscriptions(at);
      let renewed = 0;
      for (const { id } of due) {
        // Renewed as the claim found it: the list may be stale by then.
        const subscription = await store.claimRenewal(id, at);
        if (!subscription) continue;
        await renew(subscription);
        renewed += 1;
      }
      return renewed;
    },
  };
}
