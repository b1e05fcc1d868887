import {
  AppError,
  billingMessages,
  isLiveSubscription,
  isPaidPlan,
  maxSeats,
  type Price,
  seatRange,
  trialDays,
  trialSeats,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { PaymentOutcome } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { ChargeOutcome, SeatOrder } from '../../platform/billing/payment-provider.ts';
import {
  findAccount,
  findCurrentSubscription,
  findOpenInvoice,
  insertAccount,
  type StoredAccount,
  updateAccount,
} from './billing.repository.ts';
import { applyProviderObjects } from './billing-events.service.ts';
import {
  billingAnswer,
  loadPayable,
  requireProvider,
  trialStateFrom,
} from './billing-reads.service.ts';

type Loaded = Awaited<ReturnType<typeof loadPayable>>;
type Runtime = ReturnType<typeof requireProvider>;

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message);

/** The workspace's customer at the provider, made the first time it is needed. */
async function ensureAccount(
  context: GraphQLContext,
  runtime: Runtime,
  loaded: Loaded,
): Promise<StoredAccount> {
  const db = context.database.db;
  const existing = await findAccount(db, loaded.view.id);
  if (existing) return existing;
  const customerId = await runtime.provider.createCustomer({
    workspaceId: loaded.view.id,
    name: loaded.view.name,
    email: loaded.view.creator_email,
  });
  await insertAccount(db, {
    workspace_id: loaded.view.id,
    provider: runtime.kind,
    customer_id: customerId,
    updated_at: new Date(),
  });
  return (await findAccount(db, loaded.view.id))!;
}

/** What a provider call led to, applied at once, with the page's answer after it. */
async function outcomeOf(
  context: GraphQLContext,
  loaded: Loaded,
  account: StoredAccount,
  charge: ChargeOutcome,
): Promise<PaymentOutcome> {
  if ('subscription' in charge && charge.subscription) {
    const invoice = charge.status === 'succeeded' ? (charge.invoice ?? undefined) : undefined;
    await applyProviderObjects(context, account, { subscription: charge.subscription, invoice });
  }
  const pending = charge.status === 'requiresConfirmation' ? charge.confirmationId : null;
  if (pending !== account.pending_confirmation_id) {
    await updateAccount(context.database.db, account.workspace_id, {
      pending_confirmation_id: pending,
    });
  }
  const message = {
    succeeded: billingMessages.subscriptionCompleted,
    processing: billingMessages.paymentProcessing,
    requiresConfirmation: billingMessages.confirmationNeeded,
    redirect: null,
    failed: charge.status === 'failed' ? charge.message : null,
  }[charge.status];
  const reloaded = await loadPayable(context, loaded.view.id);
  return {
    status: charge.status,
    message,
    url: charge.status === 'redirect' ? charge.url : null,
    confirmationId: pending,
    billing: await billingAnswer(context, reloaded.view, reloaded.subject),
  };
}

function findPrice(prices: Price[], id: string): Price {
  const price = prices.find((p) => p.id === id && p.active && p.metadata.licence === 'premium');
  if (!price) throw refuse(billingMessages.unknownPrice);
  if (!isPaidPlan(price.metadata.plan))
    throw refuse(billingMessages.planNotSold(price.metadata.plan));
  return price;
}

/** The seats asked for, checked, with the guest price matching the member price. */
async function seatOrder(
  runtime: Runtime,
  loaded: Loaded,
  args: { priceId: string; quantity: number; guestQuantity: number },
): Promise<SeatOrder> {
  const prices = await runtime.prices();
  const price = findPrice(prices, args.priceId);
  const range = seatRange(loaded.view.used_licenses);
  if (!Number.isInteger(args.quantity) || args.quantity < range.min || args.quantity > range.max) {
    throw refuse(billingMessages.seatsOutOfRange(range.min, range.max));
  }
  if (
    !Number.isInteger(args.guestQuantity) ||
    args.guestQuantity < 0 ||
    args.guestQuantity > maxSeats
  ) {
    throw refuse(billingMessages.guestSeatsOutOfRange(maxSeats));
  }
  const guestPrice = prices.find(
    (p) =>
      p.active &&
      p.metadata.licence === 'guest' &&
      p.metadata.plan === price.metadata.plan &&
      p.currency === price.currency &&
      p.recurring.interval === price.recurring.interval,
  );
  return {
    priceId: price.id,
    quantity: args.quantity,
    guestPriceId: args.guestQuantity > 0 && guestPrice ? guestPrice.id : null,
    guestQuantity: args.guestQuantity > 0 && guestPrice ? args.guestQuantity : 0,
  };
}

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

/** The workspace's running subscription and its customer, or 'no plan to change'. */
async function liveSubscription(context: GraphQLContext, runtime: Runtime, loaded: Loaded) {
  const db = context.database.db;
  const current = await findCurrentSubscription(db, loaded.view.id);
  if (!current || !isLiveSubscription(current.status)) throw refuse(billingMessages.noSubscription);
  const account = await ensureAccount(context, runtime, loaded);
  return { current, account };
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
