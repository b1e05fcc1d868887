import { catalogue, planDescriptions } from '@specboard/domain';
import Stripe from 'stripe';
import { parseLookupKey } from './stripe-objects.ts';

export type StripePricesReport = {
  /** Lookup keys of the prices made now. */
  created: string[];
  /** Lookup keys already held by an active price: left as they are. */
  existing: string[];
  /** Lookup keys held by an archived price: left for the operator (reactivate it, or move the key). */
  archived: string[];
};

const keysPerRequest = 10;

/**
 * Sets a Stripe account up with the domain's catalogue: a product per plan and licence
 * (`specboard_<plan>_<licence>`) and each price missing by its lookup key, at the catalogue's
 * amount. A price already there is never changed: the account's amounts are the operator's.
 */
export async function createMissingStripePrices(stripe: Stripe): Promise<StripePricesReport> {
  const wanted = catalogue();
  const held = new Map<string, Stripe.Price>();
  for (let start = 0; start < wanted.length; start += keysPerRequest) {
    const page = await stripe.prices.list({
      lookup_keys: wanted.slice(start, start + keysPerRequest).map((price) => price.id),
      limit: 100,
    });
    for (const price of page.data) if (price.lookup_key) held.set(price.lookup_key, price);
  }
  const report: StripePricesReport = { created: [], existing: [], archived: [] };
  const products = new Set<string>();
  for (const price of wanted) {
    const current = held.get(price.id);
    if (current) {
      report[current.active ? 'existing' : 'archived'].push(price.id);
      continue;
    }
    if (!products.has(price.product)) {
      await ensureProduct(stripe, price.product);
      products.add(price.product);
    }
    await stripe.prices.create({
      product: price.product,
      currency: price.currency,
      unit_amount: price.unit_amount,
      recurring: { interval: price.recurring.interval, interval_count: 1 },
      lookup_key: price.id,
      nickname: price.nickname,
      metadata: { plan: price.metadata.plan, licence: price.metadata.licence },
    });
    report.created.push(price.id);
  }
  return report;
}

async function ensureProduct(stripe: Stripe, id: string) {
  try {
    await stripe.products.retrieve(id);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) {
      throw error;
    }
    // The product's id names its plan and licence, as the price lookup keys do.
    const parts = parseLookupKey(`${id}_month_usd`);
    const plan = parts ? planDescriptions[parts.plan].name : id;
    const seat = parts?.licence === 'guest' ? 'guest seat' : 'seat';
    await stripe.products.create({ id, name: `Specboard ${plan} ${seat}` });
  }
}

export function describeReport(report: StripePricesReport): string {
  const lines = [
    `${report.created.length} price(s) created, ${report.existing.length} already there.`,
    ...report.created.map((key) => `  created  ${key}`),
    ...report.existing.map((key) => `  kept     ${key}`),
  ];
  if (report.archived.length > 0) {
    lines.push(
      `${report.archived.length} lookup key(s) held by an archived price, left alone: reactivate the price or transfer its lookup key to a new one in the dashboard.`,
      ...report.archived.map((key) => `  archived ${key}`),
    );
  }
  return lines.join('\n');
}
