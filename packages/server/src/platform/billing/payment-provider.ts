import type { Price, SubscriptionStatus } from '@specboard/domain';

/**
 * The payment port: what the billing feature asks of a payment provider. Two adapters implement it:
 * Stripe through its SDK (stripe-provider.ts) and the built-in test provider (test-provider.ts),
 * which keeps its customers, cards, subscriptions and invoices in its own table as Stripe would.
 *
 * Ids are the provider's. Amounts are in cents. Every change a provider makes also arrives as a
 * ProviderEvent (Stripe: a verified webhook; the test provider: at once, in process), which the
 * billing feature applies once per event id; the objects a call returns may be applied at once too,
 * since applying is idempotent and reads the provider's current object when in doubt.
 */
export type ProviderKind = 'stripe' | 'test';

export type ProviderPaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The member-seat price and how many seats. */
  priceId: string;
  quantity: number;
  /** The guest-seat price, when guest seats are bought, and how many. */
  guestPriceId: string | null;
  guestQuantity: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string | null;
};

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export type ProviderInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string;
  status: InvoiceStatus;
  amountDue: number;
  amountPaid: number;
  currency: string;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  /** The provider's own PDF (Stripe's invoice_pdf); null when we draw the PDF ourselves. */
  pdfUrl: string | null;
  lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
};

export type ProviderEventType =
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'invoice.updated'
  | 'checkout.completed';

export type ProviderEvent = {
  /** Unique per event: an event is applied once, however often it is delivered. */
  id: string;
  type: ProviderEventType;
  /** Whose event: the billing feature finds the workspace by this customer alone. */
  customerId: string;
  createdAt: Date;
  subscription?: ProviderSubscription;
  invoice?: ProviderInvoice;
  /** checkout.completed in setup mode: the card the payer saved. */
  paymentMethod?: ProviderPaymentMethod;
};

/**
 * What a charging call led to. `redirect` carries the provider's page (Stripe Checkout) where the
 * payer goes on; `requiresConfirmation` the id to pass to confirmPayment once the payer answered.
 */
export type ChargeOutcome =
  | { status: 'succeeded'; subscription: ProviderSubscription; invoice: ProviderInvoice | null }
  | { status: 'processing'; subscription: ProviderSubscription | null }
  | {
      status: 'requiresConfirmation';
      confirmationId: string;
      subscription: ProviderSubscription | null;
    }
  | { status: 'redirect'; url: string }
  | { status: 'failed'; message: string; subscription: ProviderSubscription | null };

export type SeatOrder = {
  priceId: string;
  quantity: number;
  guestPriceId: string | null;
  guestQuantity: number;
};

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The prices on sale, in the shape of the domain's catalogue (Stripe's, found by lookup key). */
  listPrices(): Promise<Price[]>;
  createCustomer(input: { workspaceId: string; name: string; email: string }): Promise<string>;
  /** Saves a card (a payment method id from Stripe.js or createTestPaymentMethod) as the default. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
  /** A trial without a card; it ends unpaid unless a card is saved and the plan bought. */
  startTrial(
    input: { customerId: string; trialDays: number } & SeatOrder,
  ): Promise<ProviderSubscription>;
  /**
   * Buys the seats with the saved card; with no card saved (or always, with Stripe Checkout), a
   * redirect to the provider's page, which returns to returnUrl.
   */
  subscribe(
    input: { customerId: string; workspaceId: string; returnUrl: string } & SeatOrder,
  ): Promise<ChargeOutcome>;
  /** Changes price or seats of a subscription, prorated; a trial becomes paid when it carries a card. */
  changeSubscription(input: { subscriptionId: string } & SeatOrder): Promise<ChargeOutcome>;
  confirmPayment(confirmationId: string, approve: boolean): Promise<ChargeOutcome>;
  /** Charges an open invoice again with the default card. */
  payInvoice(invoiceId: string): Promise<ChargeOutcome>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** The provider's current object, when an event's copy may be stale. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  retrieveInvoice(invoiceId: string): Promise<ProviderInvoice>;
}

/** Events are handed to this once the provider has made a change (test provider) or proved one (webhook). */
export type ProviderEventSink = (event: ProviderEvent) => Promise<void>;
