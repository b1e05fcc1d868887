import type { PaidPlan } from './plans.ts';

/** A subscription's status, in the payment provider's words (Stripe's). */
export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled';

/** The spec's trial states of a workspace (seed 001, section 4). */
export type TrialState = 'eligibleForTrial' | 'trialing' | 'trialEnded' | 'subEnded' | 'subActive';

/** How long a trial lasts, and the seats it lends. */
export const trialDays = 14;
export const trialSeats = 5;

/** What a workspace's billing is: its subscription, if any, and whether it ever had one. */
export type BillingFacts = {
  subscription: {
    plan: PaidPlan;
    status: SubscriptionStatus;
    /** Paid at least once: a trial that ends unpaid returns to free, a paid plan that ends expires. */
    everPaid: boolean;
  } | null;
  hadTrial: boolean;
  everPaid: boolean;
};

export function trialStateOf(facts: BillingFacts): TrialState {
  const status = facts.subscription?.status;
  if (status === 'trialing') return 'trialing';
  if (status === 'active' || status === 'past_due' || status === 'unpaid') return 'subActive';
  if (facts.everPaid) return 'subEnded';
  if (facts.hadTrial) return 'trialEnded';
  return 'eligibleForTrial';
}

/** What billing sets on the workspace: its plan, and whether it is read-only for a failed payment. */
export type WorkspaceBillingEffect = {
  plan: PaidPlan | 'free' | 'premiumExpired';
  paymentFailed: boolean;
};

/**
 * The workspace's plan from its subscription. A failed renewal keeps the plan and makes the
 * workspace read-only until paid; a paid plan that ended is premiumExpired (read-only, data kept);
 * a trial that ended unpaid, or a first payment never made, is free again.
 */
export function workspaceBillingEffect(facts: BillingFacts): WorkspaceBillingEffect {
  const subscription = facts.subscription;
  if (!subscription)
    return { plan: facts.everPaid ? 'premiumExpired' : 'free', paymentFailed: false };
  switch (subscription.status) {
    case 'trialing':
    case 'active':
      return { plan: subscription.plan, paymentFailed: false };
    case 'past_due':
    case 'unpaid':
      return { plan: subscription.plan, paymentFailed: true };
    case 'incomplete':
    case 'incomplete_expired':
    case 'canceled':
      return { plan: subscription.everPaid ? 'premiumExpired' : 'free', paymentFailed: false };
  }
}

/** Seats a subscription may have: never fewer than the members already holding one. */
export const maxSeats = 500;

export function seatRange(usedLicenses: number): { min: number; max: number } {
  return { min: Math.max(1, usedLicenses), max: maxSeats };
}
