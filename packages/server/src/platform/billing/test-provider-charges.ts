import { type CardInput, catalogue, type Price, testCardBehaviour } from '@specboard/domain';
import type { ProviderInvoice, SeatOrder } from './payment-provider.ts';
import type { TestPaymentMethod } from './test-provider-store.ts';

/** The test provider's arithmetic: prices, invoice lines, periods and proration. */
const prices = new Map(catalogue().map((price) => [price.id, price]));

export function priceOf(id: string): Price {
  const price = prices.get(id);
  if (!price) throw new Error(`The test provider sells no price ${id}`);
  return price;
}

export function orderLines(order: SeatOrder): ProviderInvoice['lines'] {
  const lines: ProviderInvoice['lines'] = [];
  const add = (priceId: string, quantity: number) => {
    const price = priceOf(priceId);
    lines.push({
      description: price.nickname,
      quantity,
      unitAmount: price.unit_amount,
      amount: price.unit_amount * quantity,
    });
  };
  add(order.priceId, order.quantity);
  if (order.guestPriceId && order.guestQuantity > 0) add(order.guestPriceId, order.guestQuantity);
  return lines;
}

export const totalOf = (lines: ProviderInvoice['lines']) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

export function periodEndFrom(start: Date, priceId: string): Date {
  const end = new Date(start);
  if (priceOf(priceId).recurring.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * What changing `from` to `to` costs now: the new order's price for the rest of the period less
 * what is left of the old one, in whole cents. Zero or less is charged nothing (the rest is
 * forgiven, not credited: the test provider keeps no balance).
 */
export function prorationLines(
  from: SeatOrder,
  to: SeatOrder,
  period: { start: Date; end: Date },
  now: Date,
): ProviderInvoice['lines'] {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(1, Math.max(0, (period.end.getTime() - now.getTime()) / length));
  const oldAmount = totalOf(orderLines(from));
  const newAmount = totalOf(orderLines(to));
  const difference = Math.round((newAmount - oldAmount) * left);
  if (difference <= 0) return [];
  return [
    {
      description: `Remaining time on ${describeOrder(to)} after ${describeOrder(from)}`,
      quantity: 1,
      unitAmount: difference,
      amount: difference,
    },
  ];
}

export function describeOrder(order: SeatOrder): string {
  const seats = `${order.quantity} × ${priceOf(order.priceId).nickname}`;
  return order.guestPriceId && order.guestQuantity > 0
    ? `${seats} and ${order.guestQuantity} × ${priceOf(order.guestPriceId).nickname}`
    : seats;
}

function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6/.test(number)) return 'discover';
  if (/^4/.test(number)) return 'visa';
  return 'card';
}

/** A typed card as the provider keeps it: never the number, only what identifies it. */
export function paymentMethodOf(id: string, card: CardInput): TestPaymentMethod {
  const number = card.number.replace(/[\s-]/g, '');
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  return {
    id,
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: month ?? 1,
    expYear: 2000 + (year ?? 0),
    behaviour: testCardBehaviour(number),
    customerId: null,
  };
}

/**
 * What charging the card does. On session (the payer at the page) a card that needs the bank's
 * confirmation asks for it; off session (a renewal) the confirmation given when the card was set
 * up carries it. A card that fails later fails every charge, as Stripe's 0341 does.
 */
export function chargeResult(
  card: TestPaymentMethod | undefined,
  onSession: boolean,
): 'paid' | 'failed' | 'confirm' | 'noCard' {
  if (!card) return 'noCard';
  switch (card.behaviour) {
    case 'succeeds':
      return 'paid';
    case 'needsConfirmation':
      return onSession ? 'confirm' : 'paid';
    case 'declined':
    case 'failsLater':
      return 'failed';
  }
}
