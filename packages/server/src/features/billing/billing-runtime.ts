import type { Price } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { Platform } from '../../graphql/context.ts';
import { createLazyStripeProvider } from '../../platform/billing/lazy-stripe-provider.ts';
import type { PaymentProvider, ProviderEvent } from '../../platform/billing/payment-provider.ts';
import { createTestProvider, type TestProvider } from '../../platform/billing/test-provider.ts';

/** What the billing feature uses of the process. */
export type BillingPlatform = Pick<Platform, 'config' | 'database' | 'pubsub' | 'logger'>;

/** The payment provider the settings chose: Stripe, the built-in test provider, or none. */
export type BillingRuntime =
  | { kind: 'none' }
  | { kind: 'test'; provider: TestProvider; prices: () => Promise<Price[]> }
  | { kind: 'stripe'; provider: PaymentProvider; prices: () => Promise<Price[]> };

type EventHandler = (platform: BillingPlatform, event: ProviderEvent) => Promise<void>;

const runtimes = new WeakMap<DatabaseHandle, BillingRuntime>();
let handleEvent: EventHandler | undefined;

/** Set once by the events service: where every provider's events go (a cycle otherwise). */
export function setProviderEventHandler(handler: EventHandler) {
  handleEvent = handler;
}

/** Prices change rarely: asked of the provider once a minute at most. */
function cachedPrices(provider: PaymentProvider): () => Promise<Price[]> {
  let cached: { at: number; prices: Promise<Price[]> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > 60_000) {
      const prices = provider.listPrices();
      cached = { at: Date.now(), prices };
      prices.catch(() => {
        cached = undefined;
      });
    }
    return cached.prices;
  };
}

/** The provider of this process (one per database), made on first use. */
export function billingOf(platform: BillingPlatform): BillingRuntime {
  const known = runtimes.get(platform.database);
  if (known) return known;
  const settings = platform.config.billing;
  const own: BillingPlatform = {
    config: platform.config,
    database: platform.database,
    pubsub: platform.pubsub,
    logger: platform.logger,
  };
  let runtime: BillingRuntime;
  if (settings.provider === 'test') {
    const provider = createTestProvider({
      db: platform.database.db,
      emit: (event) => handleEvent!(own, event),
    });
    runtime = { kind: 'test', provider, prices: cachedPrices(provider) };
  } else if (settings.provider === 'stripe') {
    const provider = createLazyStripeProvider({
      secretKey: settings.secretKey,
      apiUrl: settings.apiUrl,
      publicUrl: platform.config.publicUrl,
    });
    runtime = { kind: 'stripe', provider, prices: cachedPrices(provider) };
  } else runtime = { kind: 'none' };
  runtimes.set(platform.database, runtime);
  return runtime;
}
