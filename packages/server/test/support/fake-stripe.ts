import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fail, json, parseForm, readAll } from './fake-stripe-http.ts';
import {
  ChargeRefused,
  createStripeWorld,
  newId,
  type StripeObject,
  type StripeWorld,
} from './fake-stripe-world.ts';

export type { StripeObject } from './fake-stripe-world.ts';

export const fakeStripeSecretKey = 'sk_test_fake_specboard';
export const fakeStripeWebhookSecret = 'whsec_fake_specboard';

/** The SDK, for its signing helper only (no request is made with it). */
const sdk = new Stripe(fakeStripeSecretKey);

export type Delivery = { eventId: string; type: string; status: number };

/**
 * A local Stripe over a real socket: the REST calls the adapter makes (form-encoded as the SDK
 * sends them, the secret key checked as a bearer token), over objects kept in memory, and the
 * webhooks Stripe would send, signed with the endpoint secret and posted to the app in order.
 * Tests make things happen as a payer or a renewal would (completeCheckout, renew) and wait for
 * the deliveries with `settled()`.
 */
export async function startFakeStripe() {
  let webhookUrl: string | undefined;
  const events: StripeObject[] = [];
  const deliveries: Delivery[] = [];
  const requests: string[] = [];
  let queue = Promise.resolve();

  const emit = (type: string, object: StripeObject) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // A copy as of now: later changes to the object must not rewrite what was sent.
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (webhookUrl) {
      queue = queue.then(async () => {
        const status = await post(JSON.stringify(event));
        deliveries.push({ eventId: event.id, type, status });
      });
    }
  };
  const world = createStripeWorld(emit);

  /** The Stripe-Signature header of a payload, as Stripe signs it (now, unless told otherwise). */
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? fakeStripeWebhookSecret,
      timestamp: options.timestamp,
    });

  /** Posts a body to the app's webhook; signed properly unless a header is given. */
  const post = async (body: string | Buffer, signature?: string | null) => {
    if (!webhookUrl) throw new Error('Set the webhook URL first');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const header = signature === undefined ? sign(body.toString()) : signature;
    if (header !== null) headers['stripe-signature'] = header;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers,
      body: new Uint8Array(Buffer.from(body)),
    });
    await response.arrayBuffer();
    return response.status;
  };

  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url?.split('?')[0]}`);
    handle(request, response).catch((error) => {
      if (error instanceof ChargeRefused) {
        const type = error.status === 402 ? 'card_error' : 'invalid_request_error';
        return fail(response, error.status, type, error.message, error.code, error.declineCode);
      }
      const status = (error as { status?: number }).status ?? 500;
      fail(
        response,
        status,
        status === 404 ? 'invalid_request_error' : 'api_error',
        error.message,
        status === 404 ? 'resource_missing' : undefined,
      );
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.headers.authorization !== `Bearer ${fakeStripeSecretKey}`) {
      return fail(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const params =
      request.method === 'GET'
        ? parseForm(url.searchParams)
        : parseForm(new URLSearchParams((await readAll(request)).toString()));
    const route = `${request.method} ${url.pathname}`;
    const [, , collection, id, action] = url.pathname.split('/');
    const send = (object: StripeObject) => json(response, 200, expand(object, params.expand));

    if (route === 'GET /v1/prices') {
      const keys: string[] | undefined = params.lookup_keys;
      const found = [...world.prices.values()].filter(
        (price) =>
          (!keys || keys.includes(price.lookup_key)) &&
          (params.active === undefined || String(price.active) === params.active),
      );
      return json(response, 200, {
        object: 'list',
        data: found,
        has_more: false,
        url: '/v1/prices',
      });
    }
    if (route === 'POST /v1/prices') return send(world.createPrice(params));
    if (route === 'POST /v1/products') return send(world.createProduct(params));
    if (route === 'POST /v1/customers') return send(world.createCustomer(params));
    if (route === 'POST /v1/subscriptions') return send(world.createSubscription(params));
    if (route === 'POST /v1/checkout/sessions') return send(createSession(params));
    if (collection === 'products' && id) return send(world.find(world.products, id, 'product'));
    if (collection === 'customers' && id) {
      const customer = world.find(world.customers, id, 'customer');
      const card = params.invoice_settings?.default_payment_method;
      if (request.method === 'POST' && card !== undefined) {
        customer.invoice_settings.default_payment_method = card || null;
      }
      return send(customer);
    }
    if (collection === 'payment_methods' && id) {
      if (action === 'attach') return send(world.attachPaymentMethod(id, params.customer));
      return send(world.find(world.paymentMethods, id, 'PaymentMethod'));
    }
    if (collection === 'subscriptions' && id) {
      if (request.method === 'POST') return send(world.updateSubscription(id, params));
      return send(world.find(world.subscriptions, id, 'subscription'));
    }
    if (collection === 'invoices' && id) {
      if (action === 'pay') return send(world.payInvoice(id));
      return send(world.find(world.invoices, id, 'invoice'));
    }
    if (collection === 'setup_intents' && id) {
      return send(world.find(world.setupIntents, id, 'setup_intent'));
    }
    if (url.pathname.startsWith('/v1/checkout/sessions/')) {
      return send(world.find(world.sessions, url.pathname.split('/')[4] ?? '', 'checkout.session'));
    }
    fail(response, 404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
  }

  function createSession(params: StripeObject) {
    world.find(world.customers, params.customer, 'customer');
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      customer: params.customer,
      status: 'open',
      line_items: params.line_items ?? [],
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      subscription: null,
      setup_intent: null,
      url: `${baseUrl}/checkout/pay/${id}`,
    };
    world.sessions.set(id, session);
    return session;
  }

  /** Replaces the ids the request asked expanded (`expand[]=customer`) with their objects. */
  function expand(object: StripeObject, fields: string[] | undefined) {
    if (!fields?.length) return object;
    const copy = { ...object };
    for (const field of fields) {
      if (field === 'customer') copy.customer = world.customers.get(copy.customer) ?? copy.customer;
      if (field === 'latest_invoice' && copy.latest_invoice) {
        copy.latest_invoice = world.invoices.get(copy.latest_invoice) ?? copy.latest_invoice;
      }
    }
    return copy;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** STRIPE_API_URL for the app. */
    url: baseUrl,
    secretKey: fakeStripeSecretKey,
    webhookSecret: fakeStripeWebhookSecret,
    world,
    events,
    deliveries,
    requests,
    /** The app's webhook (…/billing/stripe/webhook), once the app listens. */
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** Resolves once every event sent so far has been delivered and answered. */
    settled: () => queue,
    /** Creates the catalogue's prices at this Stripe, as an operator would. */
    addPrices: (
      prices: {
        id: string;
        currency: string;
        nickname: string;
        unit_amount: number;
        recurring: { interval: string };
      }[],
    ) =>
      prices.map((price) =>
        world.createPrice({ ...price, lookup_key: price.id, product: `prod_${price.id}` }),
      ),
    /** The payer pays on Checkout's page with a test card: the subscription starts, paid. */
    completeCheckout: (sessionUrl: string, card = 'pm_card_visa') => {
      const session = world.find(
        world.sessions,
        sessionUrl.split('/').pop() ?? '',
        'checkout.session',
      );
      const method = world.attachPaymentMethod(card, session.customer);
      const subscription = world.createSubscription({
        customer: session.customer,
        items: session.line_items,
        default_payment_method: method.id,
      });
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      emit('checkout.session.completed', session);
      return subscription;
    },
    /** The payer saves a card on Checkout's page in setup mode. */
    completeSetupCheckout: (customerId: string, card = 'pm_card_visa') => {
      const method = world.attachPaymentMethod(card, customerId);
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        customer: customerId,
        payment_method: method.id,
        status: 'succeeded',
      };
      world.setupIntents.set(intent.id, intent);
      const session = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: 'setup',
        customer: customerId,
        status: 'complete',
        setup_intent: intent.id,
        subscription: null,
      };
      world.sessions.set(session.id, session);
      emit('checkout.session.completed', session);
      return method;
    },
    /**
     * The payer pays an open invoice on Stripe's hosted page with a test card, which the
     * subscription keeps for its renewals.
     */
    payOnHostedPage: (invoiceUrl: string, card = 'pm_card_visa') => {
      const invoice = world.find(world.invoices, invoiceUrl.split('/').pop() ?? '', 'invoice');
      const method = world.attachPaymentMethod(card, invoice.customer);
      const subscriptionId = invoice.parent.subscription_details.subscription;
      world.find(world.subscriptions, subscriptionId, 'subscription').default_payment_method =
        method.id;
      return world.payInvoice(invoice.id);
    },
    /** The subscription's period ends now: renewed and charged (or failed, or the trial over). */
    renew: (subscriptionId: string) => world.renew(subscriptionId),
    /** A customer's saved card starts to be declined (as an expired or emptied card would). */
    declineCardsOf: (customerId: string) => {
      for (const method of world.paymentMethods.values()) {
        if (method.customer === customerId) method.behaviour = 'failsLater';
      }
    },
    sign,
    post,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
export type { StripeWorld };
