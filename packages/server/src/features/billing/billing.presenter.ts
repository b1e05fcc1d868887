import type {
  Invoice,
  PaymentMethod,
  WorkspaceSubscription,
} from '../../graphql/resolvers.generated.ts';
import type { FileLinks } from '../files/index.ts';
import type { StoredAccount, StoredInvoice, StoredSubscription } from './billing.repository.ts';
import { invoicePdfKey } from './invoice-pdf.ts';

export function toWorkspaceSubscription(
  subscription: StoredSubscription,
  workspaceName: string,
  amountDue: number | null,
): WorkspaceSubscription {
  const trialing = subscription.status === 'trialing';
  return {
    id: subscription.id,
    workspaceId: subscription.workspace_id,
    workspaceName,
    type: subscription.plan,
    status: subscription.status,
    priceId: subscription.price_id,
    priceAmount: subscription.price_amount,
    priceCurrency: subscription.price_currency,
    priceInterval: subscription.price_interval,
    seats: subscription.quantity,
    guestSeats: subscription.guest_quantity,
    subStart: subscription.current_period_start.toISOString(),
    subEnd: (trialing && subscription.trial_end
      ? subscription.trial_end
      : subscription.current_period_end
    ).toISOString(),
    trialEnd: subscription.trial_end?.toISOString() ?? null,
    amountDue,
  };
}

export function toPaymentMethod(account: StoredAccount | undefined): PaymentMethod | null {
  if (!account?.card_id || !account.card_last4) return null;
  return {
    id: account.card_id,
    brand: account.card_brand ?? 'card',
    last4: account.card_last4,
    expMonth: account.card_exp_month ?? 1,
    expYear: account.card_exp_year ?? 2000,
  };
}

/** An invoice; its PDF the provider's own, or ours through a signed link (written before). */
export function toInvoice(invoice: StoredInvoice, links: FileLinks): Invoice {
  return {
    inId: invoice.id,
    number: invoice.number,
    workspaceId: invoice.workspace_id,
    status: invoice.status,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    createdAt: invoice.created_at.toISOString(),
    data: {
      description: invoice.description,
      start: invoice.period_start.toISOString(),
      end: invoice.period_end.toISOString(),
    },
    keyToPdf: invoice.pdf_url ?? links.url(invoicePdfKey(invoice)),
  };
}
