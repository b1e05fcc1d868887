import { describe, expect, it } from 'vitest';
import { isPaidUpSubscription, paymentRequired } from './payment-required.ts';

describe('paymentRequired', () => {
  it('sends a self-serve workspace without a live subscription to the payment page', () => {
    expect(paymentRequired('self_serve', null)).toBe(true);
    expect(paymentRequired('self_serve', 'canceled')).toBe(true);
    expect(paymentRequired('self_serve', 'incomplete')).toBe(true);
  });

  it('lets a self-serve workspace with a running subscription, and every other type, through', () => {
    expect(paymentRequired('self_serve', 'active')).toBe(false);
    expect(paymentRequired('self_serve', 'past_due')).toBe(false);
    expect(paymentRequired('free', null)).toBe(false);
    expect(paymentRequired('premium', 'canceled')).toBe(false);
  });

  it('holds premium status only while paid up or trialing', () => {
    expect(isPaidUpSubscription('active')).toBe(true);
    expect(isPaidUpSubscription('trialing')).toBe(true);
    expect(isPaidUpSubscription('past_due')).toBe(false);
  });
});
