import {
  billingMessages,
  includedGuestSeats,
  isLiveSubscription,
  type PaidPlan,
  type Price,
  type SubscriptionStatus,
  workspaceBillingEffect,
} from '@specboard/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentEvent } from '../../graphql/resolvers.generated.ts';
import type {
  ProviderEvent,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSubscription,
} from '../../platform/billing/payment-provider.ts';
import { applyWorkspaceBilling } from '../workspaces/index.ts';
import {
  findAccountByCustomer,
  findBillingWorkspace,
  findCurrentSubscription,
  recordEvent,
  refreshPremiumGroup,
  type StoredAccount,
  updateAccount,
  upsertInvoice,
  upsertSubscription,
} from './billing.repository.ts';
import { type BillingPlatform, billingOf, setProviderEventHandler } from './billing-runtime.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** A workspace's billing changed (scope: the workspace): its members' payment pages hear it. */
    'billing.paymentEvent': PaymentEvent;
  }
}

export type ProviderObjects = {
  subscription?: ProviderSubscription;
  invoice?: ProviderInvoice;
  paymentMethod?: ProviderPaymentMethod;
};

type Tx = Transaction<Database>;

/**
 * Applies a provider's event once: in one transaction its id is recorded (a delivery seen again
 * changes nothing), the workspace is found by the event's customer alone (an unknown customer is
 * logged and ignored), the subscription and invoice stored, and the workspace's plan, read-only
 * status, licences and its creator's Premium group set from them. After the commit the
 * workspace's members hear it on paymentEvents.
 */
export async function handleProviderEvent(platform: BillingPlatform, event: ProviderEvent) {
  const objects = await currentObjects(platform, event);
  const applied = await platform.database.db.transaction().execute(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return null;
    const account = await findAccountByCustomer(tx, event.customerId);
    if (!account) {
      platform.logger.warn(
        { eventId: event.id, type: event.type, customerId: event.customerId },
        'billing event for a customer of no workspace: ignored',
      );
      return null;
    }
    return applyToWorkspace(platform, tx, account, objects, event.type);
  });
  if (applied) platform.pubsub.publish('billing.paymentEvent', applied.workspaceId, applied);
}

setProviderEventHandler(handleProviderEvent);

/** Applies what a provider call answered at once (its events follow, and change nothing more). */
export async function applyProviderObjects(
  platform: BillingPlatform,
  account: StoredAccount,
  objects: ProviderObjects,
) {
  await platform.database.db.transaction().execute(async (tx) => {
    await applyToWorkspace(platform, tx, account, objects, null);
  });
}

/** With Stripe, the subscription as it is now: events may arrive out of order. */
async function currentObjects(
  platform: BillingPlatform,
  event: ProviderEvent,
): Promise<ProviderObjects> {
  const runtime = billingOf(platform);
  let subscription = event.subscription;
  if (subscription && runtime.kind === 'stripe') {
    subscription = await runtime.provider
      .retrieveSubscription(subscription.id)
      .catch(() => subscription);
  }
  return { subscription, invoice: event.invoice, paymentMethod: event.paymentMethod };
}

async function pricesOf(platform: BillingPlatform): Promise<Price[]> {
  const runtime = billingOf(platform);
  return runtime.kind === 'none' ? [] : runtime.prices();
}

async function applyToWorkspace(
  platform: BillingPlatform,
  tx: Tx,
  account: StoredAccount,
  objects: ProviderObjects,
  eventType: ProviderEvent['type'] | null,
): Promise<PaymentEvent> {
  const workspaceId = account.workspace_id;
  const before = await findCurrentSubscription(tx, workspaceId);
  // Only the customer's own objects: one naming another customer is not applied here.
  const own = <T extends { customerId: string }>(object: T | undefined) =>
    object && object.customerId === account.customer_id ? object : undefined;
  const subscription = own(objects.subscription);
  const invoice = own(objects.invoice);
  const { paymentMethod } = objects;
  if (paymentMethod) {
    await updateAccount(tx, workspaceId, {
      card_id: paymentMethod.id,
      card_brand: paymentMethod.brand,
      card_last4: paymentMethod.last4,
      card_exp_month: paymentMethod.expMonth,
      card_exp_year: paymentMethod.expYear,
    });
  }
  if (subscription) {
    const prices = await pricesOf(platform);
    const price = prices.find((p) => p.id === subscription.priceId);
    await upsertSubscription(tx, {
      id: subscription.id,
      workspace_id: workspaceId,
      status: subscription.status,
      plan: (price?.metadata.plan ?? 'premium') as PaidPlan,
      price_id: subscription.priceId,
      price_amount: price?.unit_amount ?? 0,
      price_currency: price?.currency ?? 'usd',
      price_interval: price?.recurring.interval ?? 'month',
      quantity: subscription.quantity,
      guest_price_id: subscription.guestPriceId,
      guest_quantity: subscription.guestQuantity,
      current_period_start: subscription.currentPeriodStart,
      current_period_end: subscription.currentPeriodEnd,
      trial_end: subscription.trialEnd,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      latest_invoice_id: subscription.latestInvoiceId,
      updated_at: new Date(),
    });
    if (subscription.trialEnd) await updateAccount(tx, workspaceId, { had_trial: true });
  }
  if (invoice) {
    await upsertInvoice(tx, {
      id: invoice.id,
      workspace_id: workspaceId,
      subscription_id: invoice.subscriptionId,
      number: invoice.number,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.amountPaid,
      currency: invoice.currency,
      description: invoice.description,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      created_at: invoice.createdAt,
      pdf_url: invoice.pdfUrl,
      lines: JSON.stringify(invoice.lines),
    });
    if (invoice.status === 'paid' && invoice.amountPaid > 0) {
      await updateAccount(tx, workspaceId, { ever_paid: true });
    }
  }
  const everPaid = account.ever_paid || (invoice?.status === 'paid' && invoice.amountPaid > 0);
  const hadTrial = account.had_trial || Boolean(subscription?.trialEnd);
  const current = await findCurrentSubscription(tx, workspaceId);
  const effect = workspaceBillingEffect({
    subscription: current ? { plan: current.plan, status: current.status, everPaid } : null,
    hadTrial,
    everPaid,
  });
  const live = current && isLiveSubscription(current.status) ? current : null;
  await applyWorkspaceBilling(tx, workspaceId, {
    plan: effect.plan,
    paymentFailed: effect.paymentFailed,
    premiumLicenses: live?.quantity ?? 0,
    guestLicenseLimit: includedGuestSeats + (live?.guest_quantity ?? 0),
  });
  const workspace = await findBillingWorkspace(tx, workspaceId);
  if (workspace?.kind === 'personal') await refreshPremiumGroup(tx, workspace.creator_id);
  const type = eventTypeOf(eventType, before?.status ?? null, current?.status ?? null, everPaid);
  return {
    workspaceId,
    type,
    message: messageOf[type],
    workspaceType: workspace?.plan ?? effect.plan,
    workspaceStatus: workspace?.status ?? 'active',
    premiumLicenses: live?.quantity ?? 0,
    guestLicenseLimit: includedGuestSeats + (live?.guest_quantity ?? 0),
  } as PaymentEvent;
}

type PaymentEventType =
  | 'trialStarted'
  | 'trialEnded'
  | 'paymentSucceeded'
  | 'paymentFailed'
  | 'subscriptionUpdated'
  | 'subscriptionEnded';

const messageOf: Record<PaymentEventType, string> = {
  trialStarted: billingMessages.activatingTrial,
  trialEnded: billingMessages.trialEnded,
  paymentSucceeded: billingMessages.subscriptionCompleted,
  paymentFailed: billingMessages.paymentFailed,
  subscriptionUpdated: billingMessages.subscriptionUpdated,
  subscriptionEnded: billingMessages.subscriptionEnded,
};

function eventTypeOf(
  eventType: ProviderEvent['type'] | null,
  before: string | null,
  after: string | null,
  everPaid: boolean,
): PaymentEventType {
  if (eventType === 'invoice.payment_failed') return 'paymentFailed';
  if (eventType === 'invoice.paid') return 'paymentSucceeded';
  if (eventType === 'subscription.deleted' || (before && isLive(before) && !isLive(after))) {
    return everPaid ? 'subscriptionEnded' : 'trialEnded';
  }
  if (after === 'trialing' && before !== 'trialing') return 'trialStarted';
  return 'subscriptionUpdated';
}

const isLive = (status: string | null) => isLiveSubscription(status as SubscriptionStatus);
