import Stripe from 'stripe';
import { createMissingStripePrices, describeReport } from '../platform/billing/stripe-prices.ts';
import { createStripeClient } from '../platform/billing/stripe-provider.ts';
import { UsageError } from './admin-commands.ts';

/**
 * `npm run admin -- billing stripe-prices`: creates at the Stripe account of STRIPE_SECRET_KEY the
 * catalogue's prices it lacks, by lookup key (docs/billing.md, step 3). Needs no database.
 */
export async function runStripePricesCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  if (args[0] !== 'stripe-prices' || args.length > 1) {
    throw new UsageError('Usage:\n  npm run admin -- billing stripe-prices');
  }
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) {
    throw new UsageError(
      'Set STRIPE_SECRET_KEY to the secret key of the Stripe account (test or live) to set up.',
    );
  }
  const stripe = createStripeClient({ secretKey, apiUrl: env.STRIPE_API_URL?.replace(/\/$/, '') });
  try {
    return describeReport(await createMissingStripePrices(stripe));
  } catch (error) {
    // Stripe's refusal (a wrong key, a missing permission) in its words, without a stack.
    if (error instanceof Stripe.errors.StripeError) {
      throw new UsageError(`Stripe refused: ${error.message}`);
    }
    throw error;
  }
}
