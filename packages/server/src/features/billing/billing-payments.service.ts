import {
  billingMessages,
  isLiveSubscription,
  isPaidPlan,
  trialDays,
  trialSeats,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { PaymentOutcome } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { findAccount, findCurrentSubscription, findOpenInvoice } from './billing.repository.ts';
import { applyProviderObjects } from './billing-events.service.ts';
import { ensureAccount, liveSubscription, outcomeOf, refuse, seatOrder } from './billing-orders.ts';
import { loadPayable, requireProvider, trialStateFrom } from './billing-reads.service.ts';
export async function createTestPaymentMethod(
  context: GraphQLContext,
  card: { number: string; expiry: string; cvc: string },
): Promise<string> {
  requireViewer(context);
  const runtime = requireProvider(context);
  if (runtime.kind !== 'test') throw refuse(billingMessages.testModeOnly);
  return runtime.provider.createPaymentMethod(card);
}

export async function saveAndAttachPaymentMethodId(
  context: GraphQLContext,
  args: { workspaceId: string; paymentMethodId: string },
) {
  const loaded = await loadPayable(context, args.workspaceId);
  const runtime = requireProvider(context);
  const account = await ensureAccount(context, runtime, loaded);
  const card = await runtime.provider.attachPaymentMethod(
    account.customer_id,
    args.paymentMethodId,
  );
  await applyProviderObjects(context, account, { paymentMethod: card });
  context.pubsub.publish('billing.paymentEvent', loaded.view.id, {
    workspaceId: loaded.view.id,
    type: 'paymentMethodSaved',
    message: billingMessages.cardSaved,
    workspaceType: loaded.view.plan,
    workspaceStatus: loaded.view.status,
    premiumLicenses: loaded.view.premium_licenses,
    guestLicenseLimit: loaded.view.guest_license_limit,
  });
  return card;
}

export async function startWorkspaceTrial(
  context: GraphQLContext,
  args: { workspaceId: string; plan?: string | null },
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, args.workspaceId);
  const runtime = requireProvider(context);
  const plan = args.plan || 'premium';
  if (!isPaidPlan(plan)) throw refuse(billingMessages.planNotSold(plan));
  if (loaded.view.kind === 'personal') throw refuse(billingMessages.trialPersonal);
  // A plan set otherwise (by contract, by the operator) is not traded for a trial that ends.
  if (loaded.view.plan !== 'free') throw refuse(billingMessages.trialNotEligible);
  const db = context.database.db;
  const [existing, current] = await Promise.all([
    findAccount(db, loaded.view.id),
    findCurrentSubscription(db, loaded.view.id),
  ]);
  if (trialStateFrom(existing, current) !== 'eligibleForTrial') {
    throw refuse(billingMessages.trialNotEligible);
  }
  const price = (await runtime.prices()).find(
    (p) =>
      p.active &&
      p.metadata.plan === plan &&
      p.metadata.licence === 'premium' &&
      p.recurring.interval === 'month' &&
      p.currency === 'usd',
  );
  if (!price) throw refuse(billingMessages.planNotSold(plan));
  const account = await ensureAccount(context, runtime, loaded);
  const subscription = await runtime.provider.startTrial({
    customerId: account.customer_id,
    trialDays,
    priceId: price.id,
    // Every member keeps a seat through the trial.
    quantity: Math.max(trialSeats, loaded.view.used_licenses),
    guestPriceId: null,
    guestQuantity: 0,
  });
  await applyProviderObjects(context, account, { subscription });
  const answer = await outcomeOf(context, loaded, account, {
    status: 'succeeded',
    subscription,
    invoice: null,
  });
  return { ...answer, message: billingMessages.activatingTrial };
}

export async function stripeCreateSubscribe(
  context: GraphQLContext,
  args: { workspaceId: string; priceId: string; quantity: number; guestQuantity?: number | null },
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, args.workspaceId);
  const runtime = requireProvider(context);
  const order = await seatOrder(runtime, loaded, {
    ...args,
    guestQuantity: args.guestQuantity ?? 0,
  });
  const current = await findCurrentSubscription(context.database.db, loaded.view.id);
  const account = await ensureAccount(context, runtime, loaded);
  if (current && isLiveSubscription(current.status)) {
    // Buying during the trial turns the trial into the plan bought.
    if (current.status !== 'trialing') throw refuse(billingMessages.alreadySubscribed);
    if (runtime.kind === 'test' && !account.card_id) throw refuse(billingMessages.noPaymentMethod);
    const charge = await runtime.provider.changeSubscription({
      subscriptionId: current.id,
      ...order,
    });
    return outcomeOf(context, loaded, account, charge);
  }
  if (runtime.kind === 'test' && !account.card_id) throw refuse(billingMessages.noPaymentMethod);
  const charge = await runtime.provider.subscribe({
    customerId: account.customer_id,
    workspaceId: loaded.view.id,
    returnUrl: `${context.config.publicUrl}/workspace-payment/${loaded.view.id}`,
    ...order,
  });
  return outcomeOf(context, loaded, account, charge);
}

export async function changeSubscriptionPlan(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    priceId?: string | null;
    quantity?: number | null;
    guestQuantity?: number | null;
  },
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, args.workspaceId);
  const runtime = requireProvider(context);
  const { current, account } = await liveSubscription(context, runtime, loaded);
  const order = await seatOrder(runtime, loaded, {
    priceId: args.priceId ?? current.price_id,
    quantity: args.quantity ?? current.quantity,
    guestQuantity: args.guestQuantity ?? current.guest_quantity,
  });
  const charge = await runtime.provider.changeSubscription({
    subscriptionId: current.id,
    ...order,
  });
  return outcomeOf(context, loaded, account, charge);
}

export async function confirmPayment(
  context: GraphQLContext,
  args: { workspaceId: string; confirmationId: string; approve: boolean },
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, args.workspaceId);
  const runtime = requireProvider(context);
  const account = await findAccount(context.database.db, loaded.view.id);
  // Only the payment this workspace is waiting for: never another's.
  if (!account || account.pending_confirmation_id !== args.confirmationId) {
    throw refuse(billingMessages.confirmationNotFound);
  }
  const charge = await runtime.provider.confirmPayment(args.confirmationId, args.approve);
  return outcomeOf(
    context,
    loaded,
    { ...account, pending_confirmation_id: args.confirmationId },
    charge,
  );
}

export async function payOpenInvoice(
  context: GraphQLContext,
  workspaceId: string,
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, workspaceId);
  const runtime = requireProvider(context);
  const open = await findOpenInvoice(context.database.db, loaded.view.id);
  if (!open) throw refuse(billingMessages.nothingToPay);
  const account = await ensureAccount(context, runtime, loaded);
  const charge = await runtime.provider.payInvoice(open.id);
  return outcomeOf(context, loaded, account, charge);
}

export async function cancelSubscription(
  context: GraphQLContext,
  workspaceId: string,
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, workspaceId);
  const runtime = requireProvider(context);
  const { current, account } = await liveSubscription(context, runtime, loaded);
  const subscription = await runtime.provider.cancelAtPeriodEnd(current.id);
  const answer = await outcomeOf(context, loaded, account, {
    status: 'succeeded',
    subscription,
    invoice: null,
  });
  return { ...answer, message: billingMessages.subscriptionUpdated };
}

export async function runTestRenewal(
  context: GraphQLContext,
  workspaceId: string,
): Promise<PaymentOutcome> {
  const loaded = await loadPayable(context, workspaceId);
  const runtime = requireProvider(context);
  if (runtime.kind !== 'test') throw refuse(billingMessages.testModeOnly);
  const { current, account } = await liveSubscription(context, runtime, loaded);
  const charge = await runtime.provider.renewNow(current.id);
  return outcomeOf(context, loaded, account, charge);
}
