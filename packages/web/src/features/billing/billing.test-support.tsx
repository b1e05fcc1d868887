import {
  billingMessages,
  catalogue,
  filterPrices,
  parseCurrency,
  parseSoldLicence,
  testCards,
} from '@specboard/domain';
import { Subject } from 'rxjs';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import type { Workspace } from '../workspaces/index.ts';
import type {
  BillingSubscription,
  Invoice,
  PaymentEvent,
  PaymentOutcome,
  WorkspaceBilling,
} from './billing.types.ts';

const inDays = (days: number) => new Date(Date.UTC(2026, 11, 1) + days * 86_400_000).toISOString();

/** A live subscription as the server sends it: Premium, 5 seats at $39 a month, USD. */
export function sampleSubscription(
  overrides: Partial<BillingSubscription> = {},
): BillingSubscription {
  return {
    __typename: 'WorkspaceSubscription',
    id: 'sub-1',
    workspaceId: 'ws-1',
    workspaceName: 'Analytical Engines',
    type: 'premium',
    status: 'active',
    priceId: 'specboard_premium_premium_month_usd',
    priceAmount: 3900,
    priceCurrency: 'usd',
    priceInterval: 'month',
    seats: 5,
    guestSeats: 0,
    subStart: inDays(0),
    subEnd: inDays(31),
    trialEnd: null,
    amountDue: null,
    ...overrides,
  } as BillingSubscription;
}

/** The billing of a free workspace the viewer may pay for, with the built-in test provider. */
export function sampleBilling(overrides: Partial<WorkspaceBilling> = {}): WorkspaceBilling {
  return {
    __typename: 'WorkspaceBilling',
    workspaceId: 'ws-1',
    provider: 'test',
    trialState: 'eligibleForTrial',
    trialDays: 14,
    subscription: null,
    paymentMethod: null,
    paymentManagers: [
      {
        __typename: 'WorkspaceCreator',
        id: 'user-1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
      },
    ],
    canPay: { __typename: 'Ability', allowed: true, reason: null, message: null },
    usedLicenses: 3,
    usedGuestLicenses: 1,
    includedGuestSeats: 10,
    testCards: testCards.map((card) => ({ __typename: 'TestCard', ...card })),
    ...overrides,
  } as WorkspaceBilling;
}

export function sampleInvoice(index: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    __typename: 'Invoice',
    inId: `in-${index}`,
    number: `SB-${String(index).padStart(4, '0')}`,
    workspaceId: 'ws-1',
    status: 'paid',
    amountDue: 11700,
    amountPaid: 11700,
    currency: 'usd',
    createdAt: inDays(index),
    data: {
      __typename: 'InvoiceData',
      description: '3 × Premium seat',
      start: inDays(index),
      end: inDays(index + 30),
    },
    keyToPdf: `/files/invoices/in-${index}.pdf?signature=s`,
    ...overrides,
  } as Invoice;
}

export function outcome(
  status: string,
  billing: WorkspaceBilling,
  extra: Partial<PaymentOutcome> = {},
): PaymentOutcome {
  return {
    __typename: 'PaymentOutcome',
    status,
    message: null,
    url: null,
    confirmationId: null,
    billing,
    ...extra,
  } as PaymentOutcome;
}

/** A subscription bought at a price id (specboard_<plan>_premium_<interval>_<currency>). */
function subscriptionAt(priceId: string, seats: number, guestSeats: number) {
  const price = catalogue().find((candidate) => candidate.id === priceId);
  if (!price) throw new Error(`No price ${priceId}`);
  return sampleSubscription({
    type: price.metadata.plan,
    priceId,
    priceAmount: price.unit_amount,
    priceCurrency: price.currency,
    priceInterval: price.recurring.interval,
    seats,
    guestSeats,
  });
}

export type BillingState = { billing: WorkspaceBilling; invoices: Invoice[] };

type BillingServerOptions = {
  billing?: WorkspaceBilling;
  invoices?: Invoice[];
  /** Resolvers that win over the built-in ones (an outcome to try, a refusal), given the state. */
  answers?: (state: BillingState) => Record<string, FieldResolver>;
};

/** An outcome that leaves the server's billing at `billing`, as a real payment call would. */
export function settle(
  state: BillingState,
  status: string,
  billing: WorkspaceBilling,
  extra: Partial<PaymentOutcome> = {},
): PaymentOutcome {
  state.billing = billing;
  return outcome(status, billing, extra);
}

/**
 * The billing API as the built-in test provider plays it, over an in-memory `state`: cards are
 * saved, plans bought and changed, invoices paged; `events` pushes paymentEvents.
 */
export function billingServer(options: BillingServerOptions = {}) {
  const state: BillingState = {
    billing: options.billing ?? sampleBilling(),
    invoices: options.invoices ?? [],
  };
  const events = new Subject<PaymentEvent>();
  const succeed = (changes: Partial<WorkspaceBilling>) => {
    state.billing = { ...state.billing, ...changes };
    return outcome('succeeded', state.billing);
  };
  const resolvers: Record<string, FieldResolver> = {
    getWorkspaceBilling: () => state.billing,
    getListPrice: ({ workspaceLicense, currency, filter }) =>
      filterPrices(
        catalogue(),
        parseSoldLicence(workspaceLicense),
        parseCurrency(currency),
        filter ?? {},
      ).map((price) => ({
        __typename: 'Price',
        ...price,
        metadata: { __typename: 'PriceMetadata', ...price.metadata },
        recurring: { __typename: 'PriceRecurring', ...price.recurring },
      })),
    getUserInvoices: ({ limit, nextToken }) => {
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + (limit ?? 20);
      return {
        __typename: 'InvoiceList',
        data: state.invoices.slice(start, end),
        nextToken: end < state.invoices.length ? String(end) : null,
      };
    },
    createTestPaymentMethod: ({ number }) => `pm_${String(number).slice(-4)}`,
    saveAndAttachPaymentMethodId: ({ paymentMethodId }) => {
      const card = {
        __typename: 'PaymentMethod',
        id: paymentMethodId,
        brand: 'visa',
        last4: String(paymentMethodId).slice(-4),
        expMonth: 12,
        expYear: 2030,
      };
      state.billing = { ...state.billing, paymentMethod: card } as WorkspaceBilling;
      return card;
    },
    startWorkspaceTrial: () =>
      succeed({
        trialState: 'trialing',
        subscription: sampleSubscription({ status: 'trialing', trialEnd: inDays(14) }),
      }),
    stripeCreateSubscribe: ({ priceId, quantity, guestQuantity }) =>
      succeed({
        trialState: 'subActive',
        subscription: subscriptionAt(priceId, quantity, guestQuantity ?? 0),
      }),
    changeSubscriptionPlan: ({ priceId, quantity, guestQuantity }) =>
      succeed({
        trialState: 'subActive',
        subscription: subscriptionAt(priceId, quantity, guestQuantity ?? 0),
      }),
    confirmPayment: ({ approve }) =>
      approve
        ? succeed({ subscription: sampleSubscription({ seats: 4 }), trialState: 'subActive' })
        : outcome('failed', state.billing, { message: billingMessages.confirmationDeclined }),
    payOpenInvoice: () =>
      succeed({ subscription: sampleSubscription({ status: 'active', amountDue: null }) }),
    cancelSubscription: () => succeed({}),
    runTestRenewal: () => succeed({}),
    paymentEvents: () => events,
    ...options.answers?.(state),
  };
  return { state, events, resolvers };
}

type OpenOptions = BillingServerOptions & { workspaces?: Workspace[] };

/** The whole app, signed in as the workspace's owner, at `path` (the payment page of ws-1). */
export function openPaymentPage(path = '/workspace-payment/ws-1', options: OpenOptions = {}) {
  const workspaces = workspaceServer({ workspaces: options.workspaces ?? [sampleWorkspace()] });
  const billing = billingServer(options);
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: { ...workspaces.resolvers, ...billing.resolvers },
  });
  return { ...view, billing };
}
