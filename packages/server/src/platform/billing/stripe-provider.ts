import { billingMessages, type Price } from '@specboard/domain';
import Stripe from 'stripe';
import type {
  ChargeOutcome,
  PaymentProvider,
  ProviderSubscription,
  SeatOrder,
} from './payment-provider.ts';
import {
  allLookupKeys,
  invoiceOf,
  paymentMethodOf,
  priceOf,
  subscriptionOf,
} from './stripe-objects.ts';

export type StripeProviderSettings = {
  secretKey: string;
  /** STRIPE_API_URL: a fake Stripe in tests; Stripe's own API when undefined. */
  apiUrl: string | undefined;
  /** Where Checkout returns the payer to. */
  publicUrl: string;
};

/** Prices change rarely and are read on every visit of the payment page. */
const pricesCacheMs = 5 * 60_000;
/** Stripe's list filter takes at most ten lookup keys. */
const lookupKeysPerRequest = 10;

/** The SDK's client, aimed at STRIPE_API_URL when set (the API version is the one the SDK pins). */
export function createStripeClient(settings: { secretKey: string; apiUrl: string | undefined }) {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { appInfo: { name: 'Specboard' } });
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    appInfo: { name: 'Specboard' },
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  });
}

/**
 * The Stripe adapter of the payment port. A workspace is one Stripe customer; its plan is one
 * subscription of two items, member seats and extra guest seats, each a price found by our lookup
 * key. Buying goes through Stripe Checkout (the payer types the card on Stripe's page); what
 * changes afterwards arrives as signed webhooks (stripe-webhook.ts).
 */
export function createStripeProvider(
  settings: StripeProviderSettings,
  stripe: Stripe = createStripeClient(settings),
): PaymentProvider {
  let cachedPrices: { at: number; stripeIds: Map<string, string>; prices: Price[] } | undefined;

  const loadPrices = async () => {
    if (cachedPrices && Date.now() - cachedPrices.at < pricesCacheMs) return cachedPrices;
    const keys = allLookupKeys();
    const stripePrices: Stripe.Price[] = [];
    for (let start = 0; start < keys.length; start += lookupKeysPerRequest) {
      const page = await stripe.prices.list({
        lookup_keys: keys.slice(start, start + lookupKeysPerRequest),
        active: true,
        limit: 100,
      });
      stripePrices.push(...page.data);
    }
    const stripeIds = new Map<string, string>();
    const prices: Price[] = [];
    for (const stripePrice of stripePrices) {
      const price = priceOf(stripePrice);
      if (!price) continue;
      stripeIds.set(price.id, stripePrice.id);
      prices.push(price);
    }
    cachedPrices = { at: Date.now(), stripeIds, prices };
    return cachedPrices;
  };

  /** Stripe's price id of one of our lookup keys. */
  const stripePriceId = async (lookupKey: string) => {
    const id = (await loadPrices()).stripeIds.get(lookupKey);
    if (!id) throw new Error(`No active Stripe price has the lookup key ${lookupKey}`);
    return id;
  };

  const lineItems = async (order: SeatOrder) => {
    const items = [{ price: await stripePriceId(order.priceId), quantity: order.quantity }];
    if (order.guestPriceId && order.guestQuantity > 0) {
      items.push({ price: await stripePriceId(order.guestPriceId), quantity: order.guestQuantity });
    }
    return items;
  };

  const retrieveSubscription = async (id: string) =>
    subscriptionOf(await stripe.subscriptions.retrieve(id));

  const returnUrl = (workspaceId: string, outcome: 'success' | 'cancel') =>
    `${settings.publicUrl}/workspace-payment/${encodeURIComponent(workspaceId)}?checkout=${outcome}`;

  return {
    kind: 'stripe',

    listPrices: async () => (await loadPrices()).prices,

    // The workspace id is for people reading Stripe's dashboard: webhooks find it by customer id.
    createCustomer: async ({ workspaceId, name, email }) =>
      (await stripe.customers.create({ name, email, metadata: { workspaceId } })).id,

    attachPaymentMethod: async (customerId, paymentMethodId) => {
      const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      return paymentMethodOf(method);
    },

    startTrial: async ({ customerId, trialDays, ...order }) =>
      subscriptionOf(
        await stripe.subscriptions.create({
          customer: customerId,
          items: await lineItems(order),
          trial_period_days: trialDays,
          // A trial needs no card; without one by its end, it ends rather than charges nothing.
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        }),
      ),

    // Stripe Checkout takes the card on Stripe's page; the subscription arrives by webhook. The
    // return address is built from PUBLIC_URL, never taken from the caller.
    subscribe: async ({ customerId, workspaceId, ...order }) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: await lineItems(order),
        success_url: returnUrl(workspaceId, 'success'),
        cancel_url: returnUrl(workspaceId, 'cancel'),
      });
      if (!session.url) throw new Error(`Stripe Checkout session ${session.id} has no url`);
      return { status: 'redirect', url: session.url };
    },

    changeSubscription: async ({ subscriptionId, ...order }) => {
      const current = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['customer'],
      });
      const now = subscriptionOf(current);
      const memberItem = current.items.data.find((item) => item.price.lookup_key === now.priceId);
      const guestItem = current.items.data.find(
        (item) => now.guestPriceId != null && item.price.lookup_key === now.guestPriceId,
      );
      const items: Stripe.SubscriptionUpdateParams.Item[] = [
        { id: memberItem?.id, price: await stripePriceId(order.priceId), quantity: order.quantity },
      ];
      if (order.guestPriceId && order.guestQuantity > 0) {
        items.push({
          id: guestItem?.id,
          price: await stripePriceId(order.guestPriceId),
          quantity: order.guestQuantity,
        });
      } else if (guestItem) {
        items.push({ id: guestItem.id, deleted: true });
      }
      const endingTrial = current.status === 'trialing';
      if (endingTrial && !hasCard(current)) {
        // A trial bought without a card: the change waits, pending, until the payer has paid its
        // invoice on Stripe's hosted page (the trial goes on meanwhile, and if it is never paid).
        const pending = await stripe.subscriptions.update(subscriptionId, {
          items,
          trial_end: 'now',
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice'],
        });
        const invoice = pending.latest_invoice;
        if (pending.pending_update && invoice && typeof invoice !== 'string') {
          if (invoice.hosted_invoice_url)
            return { status: 'redirect', url: invoice.hosted_invoice_url };
        }
        return succeeded(pending);
      }
      try {
        const updated = await stripe.subscriptions.update(subscriptionId, {
          items,
          // Charged at once for what was added, so a declined card refuses the change itself.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          // A trial carrying a card becomes paid now.
          ...(endingTrial ? { trial_end: 'now' as const } : {}),
          expand: ['latest_invoice'],
        });
        return succeeded(updated);
      } catch (error) {
        return refused(error, now);
      }
    },

    // The bank's confirmation happens on Stripe's hosted invoice page.
    confirmPayment: async (confirmationId, approve) => {
      const invoice = await stripe.invoices.retrieve(confirmationId);
      const subscriptionId = invoiceOf(invoice).subscriptionId;
      const subscription = subscriptionId ? await retrieveSubscription(subscriptionId) : null;
      if (!approve) {
        return { status: 'failed', message: billingMessages.confirmationDeclined, subscription };
      }
      if (invoice.status === 'paid' && subscription) {
        return { status: 'succeeded', subscription, invoice: invoiceOf(invoice) };
      }
      if (!invoice.hosted_invoice_url) {
        return { status: 'processing', subscription };
      }
      return { status: 'redirect', url: invoice.hosted_invoice_url };
    },

    payInvoice: async (invoiceId) => {
      const before = invoiceOf(await stripe.invoices.retrieve(invoiceId));
      const subscription = before.subscriptionId
        ? await retrieveSubscription(before.subscriptionId)
        : null;
      try {
        const paid = invoiceOf(await stripe.invoices.pay(invoiceId));
        const after = paid.subscriptionId ? await retrieveSubscription(paid.subscriptionId) : null;
        if (!after) return { status: 'processing', subscription: null };
        return paid.status === 'paid'
          ? { status: 'succeeded', subscription: after, invoice: paid }
          : { status: 'processing', subscription: after };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeError &&
          /requires_action/.test(error.code ?? '')
        ) {
          return { status: 'requiresConfirmation', confirmationId: invoiceId, subscription };
        }
        return refused(error, subscription);
      }
    },

    cancelAtPeriodEnd: async (subscriptionId) =>
      subscriptionOf(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      ),

    retrieveSubscription,

    retrieveInvoice: async (invoiceId) => invoiceOf(await stripe.invoices.retrieve(invoiceId)),
  };
}

function hasCard(subscription: Stripe.Subscription) {
  const customer = subscription.customer;
  return (
    subscription.default_payment_method != null ||
    (typeof customer !== 'string' &&
      !('deleted' in customer && customer.deleted) &&
      customer.invoice_settings?.default_payment_method != null)
  );
}

function succeeded(subscription: Stripe.Subscription): ChargeOutcome {
  const invoice =
    subscription.latest_invoice && typeof subscription.latest_invoice !== 'string'
      ? invoiceOf(subscription.latest_invoice)
      : null;
  return { status: 'succeeded', subscription: subscriptionOf(subscription), invoice };
}

/** A payment Stripe refused (a declined card, say) is told in Stripe's words; anything else throws. */
function refused(error: unknown, subscription: ProviderSubscription | null): ChargeOutcome {
  if (
    error instanceof Stripe.errors.StripeCardError ||
    (error instanceof Stripe.errors.StripeError && error.statusCode === 402)
  ) {
    return { status: 'failed', message: error.message, subscription };
  }
  throw error;
}
