import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { catalogue } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/support/fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm run admin -- billing stripe-prices`, as an operator runs it, against the fake Stripe. */
async function runCommand(stripe: FakeStripe, secretKey = stripe.secretKey) {
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/admin.ts', 'billing', 'stripe-prices'],
    {
      cwd: serverRoot,
      env: { ...process.env, STRIPE_SECRET_KEY: secretKey, STRIPE_API_URL: stripe.url },
    },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  return { out: result.stdout, err: result.stderr, code: 'code' in result ? result.code : 0 };
}

describe('npm run admin -- billing stripe-prices', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('creates every catalogue price by lookup key once, then finds them all there', async () => {
    const first = await runCommand(stripe);
    expect(first.out).toContain('16 price(s) created, 0 already there.');
    expect([...stripe.world.products.keys()].sort()).toEqual([
      'specboard_premium_guest',
      'specboard_premium_premium',
      'specboard_starter_guest',
      'specboard_starter_premium',
    ]);
    const second = await runCommand(stripe);
    expect(second.out).toContain('0 price(s) created, 16 already there.');
    expect(stripe.world.prices.size).toBe(16);

    // What the app then lists is the catalogue, at its amounts.
    const provider = createStripeProvider({
      secretKey: stripe.secretKey,
      apiUrl: stripe.url,
      publicUrl: 'http://localhost',
    });
    const listed = (await provider.listPrices()).map((price) => [price.id, price.unit_amount]);
    const wanted = catalogue().map((price) => [price.id, price.unit_amount]);
    expect(listed.sort()).toEqual(wanted.sort());
  });

  it('says what is wrong with the key', async () => {
    const refused = await runCommand(stripe, 'sk_test_wrong');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Invalid API Key');
    const missing = await runCommand(stripe, '');
    expect(missing.err).toContain('Set STRIPE_SECRET_KEY');
  });
});
