import type { Platform } from '../../graphql/context.ts';
import { billingOf } from './billing-runtime.ts';

export const renewalIntervalMs = 60_000;

/**
 * The built-in provider's clock: every minute (and at start), the subscriptions whose period or
 * trial has ended renew with the saved card. A failed charge makes the subscription past due and
 * the workspace read-only; a trial without a card ends and the workspace is free again. Stripe
 * renews on its own and tells by webhook.
 */
export function startRenewals(platform: Platform, intervalMs = renewalIntervalMs): () => void {
  const runtime = billingOf(platform);
  if (runtime.kind !== 'test') return () => {};
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? 0 : runtime.provider.renewDue(new Date())))
      .catch((error: unknown) => platform.logger.error({ err: error }, 'billing renewals failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
