import {
  type BillingInterval,
  billingIntervals,
  type Currency,
  currencies,
  type PaidPlan,
  type Price,
  paidPlans,
  priceLookupKey,
  type SoldLicence,
  type SubscriptionStatus,
  soldLicences,
} from '@specboard/domain';
import type Stripe from 'stripe';
import type {
  InvoiceStatus,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSubscription,
} from './payment-provider.ts';

/**
 * Stripe's objects in the port's words. A price is known to the app by its lookup key
 * (`specboard_<plan>_<licence>_<interval>_<currency>`), the same id the built-in provider uses, so
 * the billing feature never sees Stripe's `price_…` ids; the adapter turns one into the other.
 */

export type LookupKeyParts = {
  plan: PaidPlan;
  licence: SoldLicence;
  interval: BillingInterval;
  currency: Currency;
};

/** Every lookup key the app sells, parsed once (so an unknown key is simply absent). */
const knownLookupKeys = new Map<string, LookupKeyParts>(
  paidPlans.flatMap((plan) =>
    soldLicences.flatMap((licence) =>
      billingIntervals.flatMap((interval) =>
        currencies.map((currency) => [
          priceLookupKey(plan, licence, interval, currency),
          { plan, licence, interval, currency },
        ]),
      ),
    ),
  ),
);

export function parseLookupKey(key: string | null | undefined): LookupKeyParts | undefined {
  return key ? knownLookupKeys.get(key) : undefined;
}

export function allLookupKeys(): string[] {
  return [...knownLookupKeys.keys()];
}

/** A Stripe price as the domain's Price; undefined for a price that is not one of ours. */
export function priceOf(price: Stripe.Price): Price | undefined {
  const parts = parseLookupKey(price.lookup_key);
  if (!parts || !price.recurring || price.unit_amount == null) return undefined;
  return {
    id: price.lookup_key as string,
    active: price.active,
    billing_scheme: 'per_unit',
    currency: parts.currency,
    metadata: { plan: parts.plan, licence: parts.licence },
    nickname: price.nickname ?? (price.lookup_key as string),
    product: idOf(price.product),
    recurring: {
      interval: parts.interval,
      interval_count: price.recurring.interval_count,
    },
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount_decimal ?? price.unit_amount),
  };
}

export function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

const seconds = (value: number) => new Date(value * 1000);

// 'paused' comes only from a trial ending without a card under end_behavior 'pause'; ours cancel.
const statuses: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  past_due: 'past_due',
  paused: 'canceled',
  trialing: 'trialing',
  unpaid: 'unpaid',
};

/**
 * A subscription of seats: its member-seat item and its guest-seat item. Since API version
 * 2025-03-31 (basil, the SDK pins a later one) the current period is the items', not the
 * subscription's; our items are billed together, so the member item's period is the subscription's.
 */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items.data;
  const licenceOf = (item: Stripe.SubscriptionItem) =>
    parseLookupKey(item.price.lookup_key)?.licence;
  const member = items.find((item) => licenceOf(item) === 'premium') ?? items[0];
  const guest = items.find((item) => licenceOf(item) === 'guest');
  if (!member) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: statuses[subscription.status] ?? 'incomplete',
    priceId: member.price.lookup_key ?? member.price.id,
    quantity: member.quantity ?? 1,
    guestPriceId: guest ? (guest.price.lookup_key ?? guest.price.id) : null,
    guestQuantity: guest?.quantity ?? 0,
    currentPeriodStart: seconds(member.current_period_start),
    currentPeriodEnd: seconds(member.current_period_end),
    trialEnd: subscription.trial_end ? seconds(subscription.trial_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    latestInvoiceId: subscription.latest_invoice ? idOf(subscription.latest_invoice) : null,
  };
}

/**
 * An invoice. Its own period_start/period_end are those of the usage it collects (for a
 * subscription, the period before), so the period shown is its lines': what the seats are for.
 */
export function invoiceOf(invoice: Stripe.Invoice): ProviderInvoice {
  const lines = invoice.lines?.data ?? [];
  const starts = lines.map((line) => line.period.start);
  const ends = lines.map((line) => line.period.end);
  const subscription = invoice.parent?.subscription_details?.subscription;
  return {
    id: invoice.id,
    customerId: invoice.customer ? idOf(invoice.customer) : '',
    subscriptionId: subscription ? idOf(subscription) : null,
    number: invoice.number ?? invoice.id,
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    description: invoice.description ?? lines[0]?.description ?? '',
    periodStart: seconds(starts.length > 0 ? Math.min(...starts) : invoice.period_start),
    periodEnd: seconds(ends.length > 0 ? Math.max(...ends) : invoice.period_end),
    createdAt: seconds(invoice.created),
    pdfUrl: invoice.invoice_pdf ?? null,
    lines: lines.map((line) => ({
      description: line.description ?? '',
      quantity: line.quantity ?? 1,
      unitAmount: Math.round(Number(String(line.pricing?.unit_amount_decimal ?? line.amount))),
      amount: line.amount,
    })),
  };
}

export function paymentMethodOf(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  return {
    id: method.id,
    brand: method.card?.brand ?? method.type,
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}
