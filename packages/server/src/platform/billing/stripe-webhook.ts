import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { BodyTooLargeError, readBody } from '../../http/read-body.ts';
import type { Logger } from '../../logger.ts';
import type { ProviderEvent, ProviderEventSink } from './payment-provider.ts';
import { idOf, invoiceOf, paymentMethodOf, subscriptionOf } from './stripe-objects.ts';

export const stripeWebhookPath = '/billing/stripe/webhook';

export type StripeWebhookOptions = {
  stripe: Stripe;
  /** STRIPE_WEBHOOK_SECRET, the endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Where a verified event goes: the billing feature, which applies it once by its id. */
  sink: ProviderEventSink;
  maxBodyBytes: number;
  logger: Logger;
};

/**
 * POST /billing/stripe/webhook: Stripe's events, believed only when signed with the endpoint's
 * secret over the exact bytes received and no older than the SDK's tolerance (300 s), so a
 * replayed old delivery, a changed byte or another secret is refused with 400 before anything is
 * read from it. A verified event is answered 200 once the sink has committed it, 500 if the sink
 * failed, so that Stripe delivers it again. Events of other types are acknowledged and ignored.
 *
 * Nothing here says which workspace an event is for: the sink finds it by the customer alone,
 * never by metadata, which anyone with dashboard access could have edited.
 */
export function createStripeWebhookRoute(options: StripeWebhookOptions) {
  const { stripe, webhookSecret, sink, maxBodyBytes, logger } = options;
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST', 'content-type': 'text/plain' }).end('POST only');
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      response.writeHead(413, { connection: 'close', 'content-type': 'text/plain' }).end();
      return;
    }
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string') throw new Error('No single Stripe-Signature header');
      event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
    } catch (error) {
      logger.warn({ err: error }, 'Stripe webhook refused: its signature does not verify');
      answer(response, 400, { error: 'The signature does not verify.' });
      return;
    }
    let translated: ProviderEvent | undefined;
    try {
      translated = await providerEventOf(stripe, event);
      if (translated) await sink(translated);
    } catch (error) {
      logger.error({ err: error, eventId: event.id, type: event.type }, 'Stripe webhook failed');
      answer(response, 500, { error: 'The event could not be applied; Stripe will retry.' });
      return;
    }
    answer(response, 200, { received: true, applied: translated !== undefined });
  };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/**
 * A verified Stripe event in the port's words, or undefined for a type billing does not follow.
 * Checkout's completion brings what Stripe's event leaves as ids: the saved card (setup mode) or
 * the new subscription (subscription mode), read from Stripe.
 */
export async function providerEventOf(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<ProviderEvent | undefined> {
  const base = { id: event.id, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionOf(event.data.object);
      return {
        ...base,
        type:
          event.type === 'customer.subscription.deleted'
            ? 'subscription.deleted'
            : 'subscription.updated',
        customerId: subscription.customerId,
        subscription,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.updated':
    case 'invoice.finalized': {
      const invoice = invoiceOf(event.data.object);
      if (!invoice.customerId) return undefined;
      const type =
        event.type === 'invoice.paid' || event.type === 'invoice.payment_failed'
          ? event.type
          : 'invoice.updated';
      return { ...base, type, customerId: invoice.customerId, invoice };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (!session.customer) return undefined;
      const customerId = idOf(session.customer);
      if (session.mode === 'setup' && session.setup_intent) {
        const intent = await stripe.setupIntents.retrieve(idOf(session.setup_intent));
        if (!intent.payment_method) return undefined;
        const method = await stripe.paymentMethods.retrieve(idOf(intent.payment_method));
        return {
          ...base,
          type: 'checkout.completed',
          customerId,
          paymentMethod: paymentMethodOf(method),
        };
      }
      if (session.mode === 'subscription' && session.subscription) {
        const subscription = await stripe.subscriptions.retrieve(idOf(session.subscription));
        return {
          ...base,
          type: 'checkout.completed',
          customerId,
          subscription: subscriptionOf(subscription),
        };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
