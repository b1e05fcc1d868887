import { billingMessages, catalogue } from '@specboard/domain';
import type {
  ChargeOutcome,
  ProviderEvent,
  ProviderEventSink,
  ProviderEventType,
  ProviderInvoice,
  ProviderSubscription,
  SeatOrder,
} from './payment-provider.ts';
import {
  chargeResult,
  describeOrder,
  orderLines,
  periodEndFrom,
  totalOf,
} from './test-provider-charges.ts';
import type { TestConfirmation, TestProviderStore } from './test-provider-store.ts';

/**
 * How the test provider charges: invoices, the card's behaviour, confirmations, renewals. Each
 * change is written, then told to `emit` as the event Stripe would send.
 */
export function testPayments(store: TestProviderStore, emit: ProviderEventSink, now: () => Date) {
  async function tell(
    customerId: string,
    changes: [ProviderEventType, ProviderSubscription | ProviderInvoice][],
  ) {
    for (const [type, object] of changes) {
      const event: ProviderEvent = {
        id: store.newId('evt'),
        type,
        customerId,
        createdAt: now(),
        ...(type.startsWith('invoice')
          ? { invoice: object as ProviderInvoice }
          : { subscription: object as ProviderSubscription }),
      };
      await emit(event);
    }
  }

  async function newInvoice(
    subscription: ProviderSubscription,
    lines: ProviderInvoice['lines'],
    period: { start: Date; end: Date },
    description: string,
  ): Promise<ProviderInvoice> {
    const count = await store.invoiceCount(subscription.customerId);
    const invoice: ProviderInvoice = {
      id: store.newId('in'),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      number: `TEST-${subscription.customerId.slice(-6).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
      status: 'open',
      amountDue: totalOf(lines),
      amountPaid: 0,
      currency: orderCurrency(subscription),
      description,
      periodStart: period.start,
      periodEnd: period.end,
      createdAt: now(),
      pdfUrl: null,
      lines,
    };
    await store.saveInvoice(invoice);
    return invoice;
  }

  const orderCurrency = (order: SeatOrder) =>
    catalogue().find((price) => price.id === order.priceId)?.currency ?? 'usd';

  async function defaultCard(customerId: string) {
    const customer = await store.customer(customerId);
    return customer.defaultPaymentMethodId
      ? store.paymentMethod(customer.defaultPaymentMethodId)
      : undefined;
  }

  const paid = (invoice: ProviderInvoice): ProviderInvoice => ({
    ...invoice,
    status: 'paid',
    amountPaid: invoice.amountDue,
  });

  /**
   * Charges `invoice` for `subscription`, which becomes `whenPaid` once paid. A charge of nothing
   * pays at once. Declined: `whenDeclined` (or nothing changes when null) and the invoice is void.
   */
  async function charge(args: {
    subscription: ProviderSubscription;
    invoice: ProviderInvoice;
    whenPaid: ProviderSubscription;
    whenDeclined: ProviderSubscription | null;
    onSession: boolean;
    change: SeatOrder | null;
  }): Promise<ChargeOutcome> {
    const { invoice, whenPaid } = args;
    const card = await defaultCard(args.subscription.customerId);
    const result = invoice.amountDue === 0 ? 'paid' : chargeResult(card, args.onSession);
    if (result === 'paid') {
      const settled = paid(invoice);
      const subscription = { ...whenPaid, latestInvoiceId: invoice.id };
      await store.saveInvoice(settled);
      await store.saveSubscription(subscription);
      await tell(subscription.customerId, [
        ['invoice.paid', settled],
        ['subscription.updated', subscription],
      ]);
      return { status: 'succeeded', subscription, invoice: settled };
    }
    if (result === 'confirm') {
      const confirmation: TestConfirmation = {
        id: store.newId('pi'),
        customerId: args.subscription.customerId,
        invoiceId: invoice.id,
        subscriptionId: args.subscription.id,
        change: args.change,
        statusIfDeclined: args.whenDeclined?.status ?? args.subscription.status,
      };
      await store.saveConfirmation(confirmation);
      const waiting = { ...args.subscription, latestInvoiceId: invoice.id };
      await store.saveSubscription(waiting);
      await tell(waiting.customerId, [['subscription.updated', waiting]]);
      return {
        status: 'requiresConfirmation',
        confirmationId: confirmation.id,
        subscription: waiting,
      };
    }
    const message =
      result === 'noCard' ? billingMessages.noPaymentMethod : billingMessages.cardDeclined;
    // On session the payer is told and nothing is owed; off session (a renewal) the invoice
    // stays open, to be paid again (payOpenInvoice).
    if (args.onSession) await store.saveInvoice({ ...invoice, status: 'void' });
    if (args.whenDeclined) {
      await store.saveSubscription(args.whenDeclined);
      await tell(args.whenDeclined.customerId, [['subscription.updated', args.whenDeclined]]);
    }
    if (!args.onSession) await tell(invoice.customerId, [['invoice.payment_failed', invoice]]);
    return { status: 'failed', message, subscription: args.whenDeclined };
  }

  const withOrder = (subscription: ProviderSubscription, order: SeatOrder) => ({
    ...subscription,
    priceId: order.priceId,
    quantity: order.quantity,
    guestPriceId: order.guestPriceId,
    guestQuantity: order.guestQuantity,
  });

  /** A new period from now for `order`, its full price charged off or on session. */
  async function chargeNewPeriod(
    subscription: ProviderSubscription,
    order: SeatOrder,
    onSession: boolean,
  ): Promise<ChargeOutcome> {
    const start = now();
    const end = periodEndFrom(start, order.priceId);
    const invoice = await newInvoice(
      subscription,
      orderLines(order),
      { start, end },
      describeOrder(order),
    );
    const renewed: ProviderSubscription = {
      ...withOrder(subscription, order),
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      trialEnd: subscription.status === 'trialing' ? start : subscription.trialEnd,
    };
    return charge({
      subscription,
      invoice,
      whenPaid: renewed,
      whenDeclined: onSession
        ? null
        : { ...renewed, status: 'past_due', latestInvoiceId: invoice.id },
      onSession,
      change: onSession ? order : null,
    });
  }

  /** A renewal: the period ended (or a tester asked for one now). */
  async function renew(subscription: ProviderSubscription): Promise<ChargeOutcome> {
    const card = await defaultCard(subscription.customerId);
    const ends = subscription.cancelAtPeriodEnd || (subscription.status === 'trialing' && !card);
    if (ends) {
      const ended: ProviderSubscription = { ...subscription, status: 'canceled' };
      await store.saveSubscription(ended);
      await tell(ended.customerId, [['subscription.deleted', ended]]);
      return { status: 'failed', message: billingMessages.subscriptionEnded, subscription: ended };
    }
    if (subscription.status === 'past_due' && subscription.latestInvoiceId) {
      return payInvoice(subscription.latestInvoiceId, false);
    }
    return chargeNewPeriod(subscription, subscription, false);
  }

  async function payInvoice(invoiceId: string, onSession = true): Promise<ChargeOutcome> {
    const invoice = await store.invoice(invoiceId);
    if (invoice.status !== 'open' || !invoice.subscriptionId) {
      return { status: 'failed', message: billingMessages.nothingToPay, subscription: null };
    }
    const subscription = await store.subscription(invoice.subscriptionId);
    const card = await defaultCard(invoice.customerId);
    const result = chargeResult(card, onSession);
    if (result === 'failed' || result === 'noCard') {
      await tell(invoice.customerId, [['invoice.payment_failed', invoice]]);
      const message =
        result === 'noCard' ? billingMessages.noPaymentMethod : billingMessages.cardDeclined;
      return { status: 'failed', message, subscription };
    }
    return charge({
      subscription,
      invoice,
      whenPaid: { ...subscription, status: 'active' },
      whenDeclined: null,
      onSession,
      change: null,
    });
  }

  return {
    tell,
    newInvoice,
    defaultCard,
    paid,
    charge,
    withOrder,
    chargeNewPeriod,
    renew,
    payInvoice,
  };
}
