import { AppError } from '../errors/error-codes.ts';
import { type Currency, currencies } from '../views/view-settings.ts';
import { billingMessages } from './messages.ts';

/** Prices are offered in the views' currencies; usd is the default (seed 001, section 9). */
export const defaultCurrency: Currency = 'usd';

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Plans bought in the app. Managed and admin workspaces are set up under contract, not here. */
export const paidPlans = ['starter', 'premium'] as const;
export type PaidPlan = (typeof paidPlans)[number];

/**
 * The licences a subscription sells: premium seats for members, and guest seats beyond the
 * guests every plan includes. Free licences come with the free plan and are not sold.
 */
export const soldLicences = ['premium', 'guest'] as const;
export type SoldLicence = (typeof soldLicences)[number];

/** The spec's Price, in the shape Stripe gives it. */
export type Price = {
  id: string;
  active: boolean;
  billing_scheme: 'per_unit';
  currency: Currency;
  metadata: { plan: PaidPlan; licence: SoldLicence };
  nickname: string;
  product: string;
  recurring: { interval: BillingInterval; interval_count: number };
  unit_amount: number;
  unit_amount_decimal: string;
};

export type PlanDescription = {
  plan: PaidPlan;
  name: string;
  summary: string;
  features: readonly string[];
};

// The spec leaves amounts out ("not shown"); these are ours, per seat, in cents.
const monthlySeatCents: Record<PaidPlan, Record<SoldLicence, Record<Currency, number>>> = {
  starter: { premium: { usd: 1500, cad: 2000 }, guest: { usd: 300, cad: 400 } },
  premium: { premium: { usd: 3900, cad: 5200 }, guest: { usd: 500, cad: 700 } },
};

/** A year costs ten months. */
const monthsPaidPerYear = 10;

export const planDescriptions: Record<PaidPlan, PlanDescription> = {
  starter: {
    plan: 'starter',
    name: 'Starter',
    summary: 'For a small team sharing schedules.',
    features: [
      'Unlimited projects',
      'Custom views, tags and shared links',
      'Versions and comparisons',
      'Exports to PDF, Excel, Word and CSV',
    ],
  },
  premium: {
    plan: 'premium',
    name: 'Premium',
    summary: 'Everything, for specifying teams.',
    features: [
      'Everything in Starter',
      'Revit export and the task assistant',
      'Custom products and CSV import',
      'Priority support',
    ],
  },
};

/** Guests a paid workspace has before it buys guest seats. */
export const includedGuestSeats = 10;

/** Our key of a price: its id in the built-in provider and its lookup key at Stripe. */
export function priceLookupKey(
  plan: PaidPlan,
  licence: SoldLicence,
  interval: BillingInterval,
  currency: Currency,
): string {
  return `specboard_${plan}_${licence}_${interval}_${currency}`;
}

/** The list prices, as the built-in provider sells them and as Stripe is set up with them. */
export function catalogue(): Price[] {
  return paidPlans.flatMap((plan) =>
    soldLicences.flatMap((licence) =>
      billingIntervals.flatMap((interval) =>
        currencies.map((currency) => {
          const monthly = monthlySeatCents[plan][licence][currency];
          const amount = interval === 'month' ? monthly : monthly * monthsPaidPerYear;
          const seat = licence === 'premium' ? 'seat' : 'guest seat';
          return {
            id: priceLookupKey(plan, licence, interval, currency),
            active: true,
            billing_scheme: 'per_unit' as const,
            currency,
            metadata: { plan, licence },
            nickname: `${planDescriptions[plan].name} ${seat}, ${interval}ly, ${currency.toUpperCase()}`,
            product: `specboard_${plan}_${licence}`,
            recurring: { interval, interval_count: 1 },
            unit_amount: amount,
            unit_amount_decimal: String(amount),
          };
        }),
      ),
    ),
  );
}

export type PriceFilter = { plan?: string | null; interval?: string | null };

/** getListPrice: the prices of one licence kind in one currency, optionally of a plan or interval. */
export function filterPrices(
  prices: readonly Price[],
  licence: SoldLicence,
  currency: Currency,
  filter: PriceFilter = {},
): Price[] {
  return prices.filter(
    (price) =>
      price.active &&
      price.metadata.licence === licence &&
      price.currency === currency &&
      (!filter.plan || price.metadata.plan === filter.plan) &&
      (!filter.interval || price.recurring.interval === filter.interval),
  );
}

export function parseCurrency(value: string | null | undefined): Currency {
  if (value == null || value === '') return defaultCurrency;
  const lower = value.toLowerCase();
  if ((currencies as readonly string[]).includes(lower)) return lower as Currency;
  throw new AppError('BAD_USER_INPUT', billingMessages.wrongCurrency);
}

export function parseSoldLicence(value: string | null | undefined): SoldLicence {
  if (value == null || value === '') return 'premium';
  if ((soldLicences as readonly string[]).includes(value)) return value as SoldLicence;
  throw new AppError('BAD_USER_INPUT', billingMessages.unknownLicence(value, soldLicences));
}

export function isPaidPlan(value: string): value is PaidPlan {
  return (paidPlans as readonly string[]).includes(value);
}

/** An amount in cents as people read it: "$39.00", "CA$52.00". */
export function formatAmount(cents: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
