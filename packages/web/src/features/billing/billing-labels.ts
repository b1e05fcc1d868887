import {
  type Currency,
  currencies,
  formatAmount,
  isPaidPlan,
  planDescriptions,
} from '@specboard/domain';
import type { BillingSubscription, WorkspaceBilling } from './billing.types.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date as people read it: "Dec 10, 2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function asCurrency(value: string): Currency {
  const lower = value.toLowerCase();
  return currencies.find((currency) => currency === lower) ?? 'usd';
}

/** Cents in a currency the API names in any case: "$39.00", "CA$52.00". */
export function formatMoney(cents: number, currency: string): string {
  return formatAmount(cents, asCurrency(currency));
}

export function planName(plan: string | undefined): string {
  if (!plan) return 'Free';
  return isPaidPlan(plan) ? planDescriptions[plan].name : plan;
}

/** The provider's status in the words of the payment page. */
export function subscriptionStatusLabel(subscription: BillingSubscription): string {
  switch (subscription.status) {
    case 'trialing':
      return `Trial — ends ${formatDate(subscription.trialEnd ?? subscription.subEnd)}`;
    case 'active':
      return 'Active';
    case 'past_due':
    case 'unpaid':
      return 'Payment failed';
    case 'incomplete':
      return 'Awaiting payment';
    default:
      return 'Ended';
  }
}

/** Without a subscription: what the trial states say of the free plan. */
export function freePlanStatusLabel(trialState: string): string {
  switch (trialState) {
    case 'trialEnded':
      return 'Trial ended';
    case 'subEnded':
      return 'Ended';
    case 'eligibleForTrial':
      return 'Trial available';
    default:
      return 'No plan';
  }
}

/** Whether the last payment failed: the workspace is read-only until it is paid. */
export function paymentHasFailed(billing: WorkspaceBilling): boolean {
  const status = billing.subscription?.status;
  return status === 'past_due' || status === 'unpaid';
}

/** The people who may pay, by name (their e-mail when they have none). */
export function paymentManagerNames(billing: WorkspaceBilling): string[] {
  return billing.paymentManagers.map((manager) => manager.name || manager.email);
}

/** The card as its owner recognises it: "Visa •••• 4242, expires 12/30". */
export function cardLabel(card: {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear % 100).padStart(2, '0');
  return `${brand} •••• ${card.last4}, expires ${month}/${year}`;
}
