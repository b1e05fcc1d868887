import type { SubscriptionStatus } from './subscription-state.ts';

/**
 * A subscription still running: paid or in its trial, or unpaid but not yet ended (a failed
 * renewal keeps the plan, read-only, until paid or ended).
 */
export function isLiveSubscription(status: SubscriptionStatus | null | undefined): boolean {
  return (
    status === 'trialing' || status === 'active' || status === 'past_due' || status === 'unpaid'
  );
}

/** Paid up or in its trial: what holds premium status (the Premium group of a personal workspace). */
export function isPaidUpSubscription(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'trialing' || status === 'active';
}

/**
 * The spec's payment-required workspace types (seed 001 section 2): a self-serve workspace runs on
 * its own subscription, so without a live one its members are sent to the payment page.
 */
export function paymentRequired(
  workspacePlan: string,
  subscriptionStatus: SubscriptionStatus | null | undefined,
): boolean {
  return workspacePlan === 'self_serve' && !isLiveSubscription(subscriptionStatus);
}
