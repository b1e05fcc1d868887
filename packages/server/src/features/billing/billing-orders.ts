import {
  AppError,
  billingMessages,
  isLiveSubscription,
  isPaidPlan,
  maxSeats,
  type Price,
  seatRange,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { PaymentOutcome } from '../../graphql/resolvers.generated.ts';
import type { ChargeOutcome, SeatOrder } from '../../platform/billing/payment-provider.ts';
import {
  findAccount,
  findCurrentSubscription,
  insertAccount,
  type StoredAccount,
  updateAccount,
} from './billing.repository.ts';
import { applyProviderObjects } from './billing-events.service.ts';
import { billingAnswer, loadPayable, type requireProvider } from './billing-reads.service.ts';

// What every payment call shares: the customer, the seats ordered, the outcome answered.

export type Loaded = Awaited<ReturnType<typeof loadPayable>>;
export type Runtime = ReturnType<typeof requireProvider>;

export const refuse = (message: string) => new AppError('BAD_USER_INPUT', message);

/** The workspace's customer at the provider, made the first time it is needed. */
export async function ensureAccount(
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
export async function outcomeOf(
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
export async function seatOrder(
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

/** The workspace's running subscription and its customer, or 'no plan to change'. */
export async function liveSubscription(context: GraphQLContext, runtime: Runtime, loaded: Loaded) {
  const db = context.database.db;
  const current = await findCurrentSubscription(db, loaded.view.id);
  if (!current || !isLiveSubscription(current.status)) throw refuse(billingMessages.noSubscription);
  const account = await ensureAccount(context, runtime, loaded);
  return { current, account };
}
