import { billingMessages } from './messages.ts';

/**
 * Cards the built-in test provider knows, with Stripe's test numbers so a tester uses the same
 * ones against either: one that pays, one declined, one that needs the bank's confirmation, and
 * one that is saved but declined when a renewal charges it.
 */
export const testCards = [
  { number: '4242424242424242', behaviour: 'succeeds', label: 'Pays' },
  { number: '4000000000000002', behaviour: 'declined', label: 'Declined' },
  { number: '4000002500003155', behaviour: 'needsConfirmation', label: 'Asks to confirm' },
  { number: '4000000000000341', behaviour: 'failsLater', label: 'Saved, then declined on renewal' },
] as const;

export type TestCardBehaviour = (typeof testCards)[number]['behaviour'];

/** Any other valid number pays, as at Stripe's test mode. */
export function testCardBehaviour(number: string): TestCardBehaviour {
  return testCards.find((card) => card.number === number)?.behaviour ?? 'succeeds';
}

export type CardInput = { number: string; expiry: string; cvc: string };

/** A card as typed: digits only, a future MM/YY, a 3 or 4 digit code; the first problem found. */
export function cardProblem(card: CardInput, now: Date): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return billingMessages.cardNumberInvalid;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now)
    return billingMessages.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return billingMessages.cardCvcInvalid;
  return null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
