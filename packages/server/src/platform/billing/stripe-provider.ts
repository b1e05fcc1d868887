import type { PaymentProvider } from './payment-provider.ts';

export type StripeProviderSettings = {
  secretKey: string;
  /** STRIPE_API_URL: a fake Stripe in tests; Stripe's own API when undefined. */
  apiUrl: string | undefined;
  /** Where Checkout returns the payer to. */
  publicUrl: string;
};

/** The Stripe adapter of the payment port (skeleton: the calls land in the next commits). */
export function createStripeProvider(_settings: StripeProviderSettings): PaymentProvider {
  const notYet = async (): Promise<never> => {
    throw new Error('The Stripe provider is not built yet');
  };
  return {
    kind: 'stripe',
    listPrices: notYet,
    createCustomer: notYet,
    attachPaymentMethod: notYet,
    startTrial: notYet,
    subscribe: notYet,
    changeSubscription: notYet,
    confirmPayment: notYet,
    payInvoice: notYet,
    cancelAtPeriodEnd: notYet,
    retrieveSubscription: notYet,
    retrieveInvoice: notYet,
  };
}
