import type { PaymentProvider } from './payment-provider.ts';
import type { StripeProviderSettings } from './stripe-provider.ts';

/**
 * The Stripe provider, its SDK loaded on the first call rather than at every start (some 140 ms):
 * each method waits for the module once, then forwards.
 */
export function createLazyStripeProvider(settings: StripeProviderSettings): PaymentProvider {
  let loaded: Promise<PaymentProvider> | undefined;
  const provider = () => {
    loaded ??= import('./stripe-provider.ts').then((module) =>
      module.createStripeProvider(settings),
    );
    return loaded;
  };
  return new Proxy({ kind: 'stripe' } as PaymentProvider, {
    get(target, name: string | symbol) {
      if (name === 'kind') return target.kind;
      // Not a promise: `await provider` must not take it for one.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        provider().then((real) =>
          (real[name as keyof PaymentProvider] as (...a: unknown[]) => unknown)(...args),
        );
    },
  });
}
