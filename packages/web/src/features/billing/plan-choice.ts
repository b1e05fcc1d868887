import {
  type BillingInterval,
  billingMessages,
  type Currency,
  currencies,
  defaultCurrency,
  isPaidPlan,
  maxSeats,
  type PaidPlan,
  seatRange,
} from '@specboard/domain';
import type { ListPrice, WorkspaceBilling } from './billing.types.ts';

/** What the plan chooser holds; the number fields keep the text as typed. */
export type PlanChoice = {
  plan: PaidPlan;
  interval: BillingInterval;
  currency: Currency;
  seats: string;
  guestSeats: string;
};

function asCurrency(value: string | undefined): Currency {
  const lower = value?.toLowerCase();
  return currencies.find((currency) => currency === lower) ?? defaultCurrency;
}

/** The chooser starts at the workspace's plan when it has one, else Premium monthly, USD. */
export function initialChoice(billing: WorkspaceBilling): PlanChoice {
  const subscription = billing.subscription;
  const { min } = seatRange(billing.usedLicenses);
  return {
    plan: subscription && isPaidPlan(subscription.type) ? subscription.type : 'premium',
    interval: subscription?.priceInterval === 'year' ? 'year' : 'month',
    currency: asCurrency(subscription?.priceCurrency),
    seats: String(Math.max(min, subscription?.seats ?? 0)),
    guestSeats: String(subscription?.guestSeats ?? 0),
  };
}

export type ChoiceProblems = { seats?: string; guestSeats?: string };

function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}

/** The domain's limits: every member holds a seat, at most maxSeats; guest seats 0 to maxSeats. */
export function choiceProblems(choice: PlanChoice, usedLicenses: number): ChoiceProblems {
  const { min, max } = seatRange(usedLicenses);
  const seats = wholeNumber(choice.seats);
  const guestSeats = wholeNumber(choice.guestSeats);
  const problems: ChoiceProblems = {};
  if (seats === undefined || seats < min || seats > max) {
    problems.seats = billingMessages.seatsOutOfRange(min, max);
  }
  if (guestSeats === undefined || guestSeats > maxSeats) {
    problems.guestSeats = billingMessages.guestSeatsOutOfRange(maxSeats);
  }
  return problems;
}

export type ChoicePrice = {
  seatPrice: ListPrice;
  guestPrice: ListPrice | undefined;
  seats: number;
  guestSeats: number;
  /** In cents, per interval. */
  total: number;
};

/** The chosen plan's seat and guest seat prices and the total, once the prices are known. */
export function priceChoice(
  choice: PlanChoice,
  seatPrices: readonly ListPrice[],
  guestPrices: readonly ListPrice[],
): ChoicePrice | undefined {
  const matches = (price: ListPrice) =>
    price.metadata.plan === choice.plan &&
    price.recurring.interval === choice.interval &&
    price.currency === choice.currency;
  const seatPrice = seatPrices.find(matches);
  if (!seatPrice) return undefined;
  const guestPrice = guestPrices.find(matches);
  const seats = wholeNumber(choice.seats) ?? 0;
  const guestSeats = wholeNumber(choice.guestSeats) ?? 0;
  const total = seats * seatPrice.unit_amount + guestSeats * (guestPrice?.unit_amount ?? 0);
  return { seatPrice, guestPrice, seats, guestSeats, total };
}

/** "month" → "month", for "per seat per month"; years read the same way. */
export function intervalWord(interval: string): string {
  return interval === 'year' ? 'year' : 'month';
}
