import { randomBytes } from 'node:crypto';
import { createSubscriptionBook } from './fake-stripe-subscriptions.ts';

/** A Stripe object as the API sends it: plain JSON. */
export type StripeObject = Record<string, any>;

/** A failed charge, as Stripe's API answers it (402 card_error). */
export class ChargeRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly declineCode?: string,
    readonly status = 402,
  ) {
    super(message);
  }
}

/**
 * Stripe's test payment methods (the `pm_card_…` ids Stripe accepts in test mode), by what paying
 * with them does: the same behaviours as the domain's test cards.
 */
const testPaymentMethods: Record<string, { last4: string; behaviour: CardBehaviour }> = {
  pm_card_visa: { last4: '4242', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequired: { last4: '3155', behaviour: 'needsConfirmation' },
  pm_card_chargeCustomerFail: { last4: '0341', behaviour: 'failsLater' },
};
type CardBehaviour = 'succeeds' | 'declined' | 'needsConfirmation' | 'failsLater';

export const day = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
export const list = (data: StripeObject[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

/**
 * The fake's Stripe account: prices, products, customers and cards, then (fake-stripe-
 * subscriptions.ts) subscriptions and invoices, and Checkout sessions and setup intents, kept as
 * Stripe's objects; every change is told through `emit` as the event Stripe would send.
 */
export function createStripeWorld(emit: (type: string, object: StripeObject) => void) {
  const accounts = createAccounts();
  return {
    ...accounts,
    ...createSubscriptionBook(accounts, emit),
    sessions: new Map<string, StripeObject>(),
    setupIntents: new Map<string, StripeObject>(),
  };
}

export type StripeWorld = ReturnType<typeof createStripeWorld>;
export type Accounts = ReturnType<typeof createAccounts>;

function createAccounts() {
  const prices = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject & { behaviour: CardBehaviour }>();

  const find = (map: Map<string, StripeObject>, id: string, kind: string) => {
    const found = map.get(id);
    if (!found) throw Object.assign(new Error(`No such ${kind}: '${id}'`), { status: 404 });
    return found;
  };

  function createPrice(params: StripeObject) {
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      currency: params.currency,
      lookup_key: params.lookup_key ?? null,
      metadata: params.metadata ?? {},
      nickname: params.nickname ?? null,
      product: params.product,
      recurring: {
        interval: params.recurring.interval,
        interval_count: Number(params.recurring.interval_count ?? 1),
        usage_type: 'licensed',
      },
      type: 'recurring',
      unit_amount: Number(params.unit_amount),
      unit_amount_decimal: String(params.unit_amount),
    };
    prices.set(price.id, price);
    return price;
  }

  function createProduct(params: StripeObject) {
    const product = { id: params.id ?? newId('prod'), object: 'product', name: params.name };
    products.set(product.id, product);
    return product;
  }

  function createCustomer(params: StripeObject) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      name: params.name ?? null,
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /** As Stripe in test mode: a `pm_card_…` id becomes a new card of the customer. */
  function attachPaymentMethod(id: string, customerId: string) {
    find(customers, customerId, 'customer');
    const known = testPaymentMethods[id];
    const existing = paymentMethods.get(id);
    if (!known && !existing)
      throw Object.assign(new Error(`No such PaymentMethod: '${id}'`), { status: 404 });
    const behaviour = existing?.behaviour ?? known!.behaviour;
    if (behaviour === 'declined') {
      throw new ChargeRefused('card_declined', 'Your card was declined.', 'generic_decline');
    }
    const method = existing ?? {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: known!.last4, exp_month: 12, exp_year: 2034 },
      behaviour,
    };
    method.customer = customerId;
    paymentMethods.set(method.id, method);
    return method;
  }

  function charge(paymentMethodId: string | null, amount: number) {
    if (amount <= 0) return;
    const method = paymentMethodId ? paymentMethods.get(paymentMethodId) : undefined;
    if (!method)
      throw new ChargeRefused(
        'resource_missing',
        'This customer has no attached payment source or default payment method.',
        undefined,
        400,
      );
    if (method.behaviour === 'needsConfirmation') {
      throw new ChargeRefused(
        'invoice_payment_intent_requires_action',
        'This payment requires additional user action before it can be completed successfully.',
      );
    }
    if (method.behaviour !== 'succeeds') {
      throw new ChargeRefused('card_declined', 'Your card was declined.', 'generic_decline');
    }
  }

  return {
    prices,
    products,
    customers,
    paymentMethods,
    find,
    createPrice,
    createProduct,
    createCustomer,
    attachPaymentMethod,
    charge,
  };
}
