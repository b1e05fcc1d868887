import {
  type Accounts,
  ChargeRefused,
  day,
  list,
  newId,
  nowSeconds,
  type StripeObject,
} from './fake-stripe-world.ts';

type PendingChange = { next: StripeObject[]; period: [number, number]; endingTrial: boolean };

/**
 * The fake's subscriptions and invoices, changed as Stripe changes them: trials, Checkout's
 * subscriptions, seat changes (charged at once, or pending until their invoice is paid),
 * renewals and paying open invoices. Every change is told through `emit` as the event Stripe would
 * send. Proration is simplified to charging the difference at once, which is all the app relies on.
 */
export function createSubscriptionBook(
  accounts: Accounts,
  emit: (type: string, object: StripeObject) => void,
) {
  const { prices, customers, find, charge } = accounts;
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  let invoiceCount = 0;
  /** Changes waiting for their invoice to be paid (payment_behavior pending_if_incomplete). */
  const pendingChanges = new Map<string, PendingChange>();

  const cardOf = (subscription: StripeObject) =>
    subscription.default_payment_method ??
    customers.get(subscription.customer)?.invoice_settings.default_payment_method ??
    null;

  const itemsTotal = (items: StripeObject[]) =>
    items.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

  function itemsOf(requested: StripeObject[], subscriptionId: string, period: [number, number]) {
    return requested.map((item) => ({
      id: newId('si'),
      object: 'subscription_item',
      price: find(prices, item.price, 'price'),
      quantity: Number(item.quantity ?? 1),
      current_period_start: period[0],
      current_period_end: period[1],
      subscription: subscriptionId,
      metadata: {},
    }));
  }

  const periodEnd = (start: number, price: StripeObject) =>
    start + (price.recurring.interval === 'year' ? 365 : 30) * day;

  function createInvoice(
    subscription: StripeObject,
    amount: number,
    reason: string,
    items: StripeObject[] = subscription.items.data,
  ) {
    invoiceCount += 1;
    const [start, end] = [items[0]!.current_period_start, items[0]!.current_period_end];
    const id = newId('in');
    const invoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${String(invoiceCount).padStart(4, '0')}`,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      billing_reason: reason,
      currency: subscription.currency,
      description: null,
      created: nowSeconds(),
      period_start: start,
      period_end: start,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      hosted_invoice_url: `https://pay.stripe.test/invoice/${id}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: list(
        items.map((item) => ({
          id: newId('il'),
          object: 'line_item',
          amount: amount === 0 ? 0 : item.price.unit_amount * item.quantity,
          currency: subscription.currency,
          description: `${item.quantity} × ${item.price.nickname ?? item.price.lookup_key}`,
          quantity: item.quantity,
          period: { start, end },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: amount === 0 ? '0' : String(item.price.unit_amount),
          },
        })),
        `/v1/invoices/${id}/lines`,
      ),
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  /** Charges an open invoice with the subscription's card; throws ChargeRefused as Stripe would. */
  function collect(invoice: StripeObject) {
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription)!;
    invoice.attempt_count += 1;
    charge(cardOf(subscription), invoice.amount_due);
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
  }

  function createSubscription(params: StripeObject) {
    const customer = find(customers, params.customer, 'customer');
    const id = newId('sub');
    const now = nowSeconds();
    const trialDays = params.trial_period_days ? Number(params.trial_period_days) : 0;
    const firstPrice = find(prices, params.items[0].price, 'price');
    const end = trialDays > 0 ? now + trialDays * day : periodEnd(now, firstPrice);
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: trialDays > 0 ? 'trialing' : 'incomplete',
      currency: firstPrice.currency,
      items: list(
        itemsOf(params.items, id, [now, end]),
        `/v1/subscription_items?subscription=${id}`,
      ),
      trial_start: trialDays > 0 ? now : null,
      trial_end: trialDays > 0 ? end : null,
      trial_settings: params.trial_settings ?? null,
      cancel_at_period_end: false,
      pending_update: null,
      default_payment_method: params.default_payment_method ?? null,
      latest_invoice: null,
      metadata: params.metadata ?? {},
      created: now,
    };
    subscriptions.set(id, subscription);
    const invoice = createInvoice(
      subscription,
      trialDays > 0 ? 0 : itemsTotal(subscription.items.data),
      'subscription_create',
    );
    collect(invoice);
    if (subscription.status === 'incomplete') subscription.status = 'active';
    emit('customer.subscription.created', subscription);
    emit('invoice.paid', invoice);
    return subscription;
  }

  function updateSubscription(id: string, params: StripeObject) {
    const subscription = find(subscriptions, id, 'subscription');
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    }
    let invoice: StripeObject | undefined;
    if (params.items || params.trial_end === 'now') {
      const before = itemsTotal(subscription.items.data);
      const current = subscription.items.data as StripeObject[];
      const period: [number, number] = [
        current[0]!.current_period_start,
        current[0]!.current_period_end,
      ];
      const endingTrial = subscription.status === 'trialing' && params.trial_end === 'now';
      if (endingTrial) period[0] = nowSeconds();
      let next = current.map((item) => ({ ...item }));
      for (const change of (params.items ?? []) as StripeObject[]) {
        const existing = next.find((item) => item.id === change.id);
        if (change.deleted === 'true') next = next.filter((item) => item.id !== change.id);
        else if (existing) {
          if (change.price) existing.price = find(prices, change.price, 'price');
          if (change.quantity) existing.quantity = Number(change.quantity);
        } else next.push(...itemsOf([change], id, period));
      }
      if (endingTrial) period[1] = periodEnd(period[0], next[0]!.price);
      for (const item of next) [item.current_period_start, item.current_period_end] = period;
      const total = itemsTotal(next);
      const due = endingTrial
        ? total
        : subscription.status === 'trialing'
          ? 0
          : Math.max(0, total - before);
      const change = { next, period, endingTrial };
      if (due > 0) {
        try {
          charge(cardOf(subscription), due);
        } catch (error) {
          // error_if_incomplete: a refused charge leaves the subscription as it was.
          if (params.payment_behavior !== 'pending_if_incomplete') throw error;
          // pending_if_incomplete: the change waits for its invoice to be paid (23 hours).
          const open = createInvoice(subscription, due, 'subscription_update', next);
          subscription.pending_update = {
            subscription_items: next,
            trial_end: endingTrial ? period[0] : null,
            expires_at: nowSeconds() + 23 * 3600,
          };
          pendingChanges.set(open.id, change);
          emit('invoice.finalized', open);
          return subscription;
        }
      }
      applyChange(subscription, change);
      if (due > 0 || endingTrial) {
        invoice = createInvoice(subscription, due, 'subscription_update');
        collect(invoice);
      }
    }
    emit('customer.subscription.updated', subscription);
    if (invoice) emit('invoice.paid', invoice);
    return subscription;
  }

  function applyChange(subscription: StripeObject, change: PendingChange) {
    subscription.items.data = change.next;
    subscription.pending_update = null;
    if (change.endingTrial) {
      subscription.status = 'active';
      subscription.trial_end = change.period[0];
    }
  }

  /** The period ends: a new invoice charged to the card, or, for a trial without one, the end. */
  function renew(id: string) {
    const subscription = find(subscriptions, id, 'subscription');
    const items = subscription.items.data as StripeObject[];
    if (subscription.status === 'trialing' && !cardOf(subscription)) {
      subscription.status = 'canceled';
      emit('customer.subscription.deleted', subscription);
      return { subscription, invoice: undefined };
    }
    const start = items[0]!.current_period_end;
    for (const item of items) {
      item.current_period_start = start;
      item.current_period_end = periodEnd(start, item.price);
    }
    const invoice = createInvoice(subscription, itemsTotal(items), 'subscription_cycle');
    emit('invoice.finalized', invoice);
    try {
      collect(invoice);
      subscription.status = 'active';
      emit('invoice.paid', invoice);
    } catch (error) {
      if (!(error instanceof ChargeRefused)) throw error;
      subscription.status = 'past_due';
      emit('invoice.payment_failed', invoice);
    }
    emit('customer.subscription.updated', subscription);
    return { subscription, invoice };
  }

  function payInvoice(id: string) {
    const invoice = find(invoices, id, 'invoice');
    if (invoice.status === 'paid') return invoice;
    collect(invoice);
    emit('invoice.paid', invoice);
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
    const pending = pendingChanges.get(id);
    if (subscription && pending) {
      pendingChanges.delete(id);
      applyChange(subscription, pending);
      emit('customer.subscription.updated', subscription);
    } else if (subscription && subscription.status === 'past_due') {
      subscription.status = 'active';
      emit('customer.subscription.updated', subscription);
    }
    return invoice;
  }

  return {
    subscriptions,
    invoices,
    createSubscription,
    updateSubscription,
    renew,
    payInvoice,
    cardOf,
  };
}
