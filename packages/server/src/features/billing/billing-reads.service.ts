import {
  AppError,
  billingMessages,
  filterPrices,
  includedGuestSeats,
  type PermissionSubject,
  parseCurrency,
  parseSoldLicence,
  testCards,
  trialDays,
  trialStateOf,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  InvoiceList,
  Price,
  PriceFilter,
  WorkspaceBilling,
  WorkspaceSubscription,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf } from '../files/index.ts';
import { abilityOf, authorize, loadWorkspace } from '../workspaces/index.ts';
import { toInvoice, toPaymentMethod, toWorkspaceSubscription } from './billing.presenter.ts';
import {
  findAccount,
  findCurrentSubscription,
  findOpenInvoice,
  listInvoices,
  listPayableWorkspaceIds,
  listPaymentManagers,
  type StoredAccount,
  type StoredSubscription,
} from './billing.repository.ts';
import { billingOf } from './billing-runtime.ts';
import { storeInvoicePdf } from './invoice-pdf.ts';

/** The provider, or 'Payments are not set up' when the server has none. */
export function requireProvider(context: GraphQLContext) {
  const runtime = billingOf(context);
  if (runtime.kind === 'none') throw new AppError('BAD_USER_INPUT', billingMessages.notConfigured);
  return runtime;
}

/** The workspace, for someone who may pay for it (Creator(Admin) and owner). */
export async function loadPayable(context: GraphQLContext, workspaceId: string) {
  const loaded = await loadWorkspace(context, workspaceId);
  authorize(loaded.subject, 'workspace:payment');
  return loaded;
}

export function trialStateFrom(
  account: StoredAccount | undefined,
  subscription: StoredSubscription | undefined,
) {
  const everPaid = account?.ever_paid ?? false;
  return trialStateOf({
    subscription: subscription
      ? { plan: subscription.plan, status: subscription.status, everPaid }
      : null,
    hadTrial: account?.had_trial ?? false,
    everPaid,
  });
}

export async function getListPrice(
  context: GraphQLContext,
  args: { workspaceLicense?: string | null; currency?: string | null; filter?: PriceFilter | null },
): Promise<Price[]> {
  requireViewer(context);
  const licence = parseSoldLicence(args.workspaceLicense);
  const currency = parseCurrency(args.currency);
  const runtime = requireProvider(context);
  return filterPrices(await runtime.prices(), licence, currency, args.filter ?? {}) as Price[];
}

async function subscriptionOf(
  context: GraphQLContext,
  workspaceId: string,
  workspaceName: string,
): Promise<WorkspaceSubscription | null> {
  const db = context.database.db;
  const subscription = await findCurrentSubscription(db, workspaceId);
  if (!subscription) return null;
  const open = await findOpenInvoice(db, workspaceId);
  return toWorkspaceSubscription(subscription, workspaceName, open?.amount_due ?? null);
}

/** Of one workspace the viewer may pay for, or of every one of them. */
export async function getUserSubscriptions(
  context: GraphQLContext,
  workspaceId: string | null | undefined,
): Promise<WorkspaceSubscription[]> {
  const viewer = requireViewer(context);
  requireProvider(context);
  const ids = workspaceId
    ? [workspaceId]
    : (await listPayableWorkspaceIds(context.database.db, viewer.userId)).map(
        (row) => row.workspace_id,
      );
  const found: WorkspaceSubscription[] = [];
  for (const id of ids) {
    // Asked for one workspace, a refusal is the answer; over all of them, one refused is left out.
    const loaded = await loadPayable(context, id).catch((error: unknown) => {
      if (workspaceId || !(error instanceof AppError)) throw error;
      return undefined;
    });
    if (!loaded) continue;
    const subscription = await subscriptionOf(context, id, loaded.view.name);
    if (subscription) found.push(subscription);
  }
  return found;
}

export async function getUserInvoices(
  context: GraphQLContext,
  args: { workspaceId: string; limit?: number | null; nextToken?: string | null },
): Promise<InvoiceList> {
  const { view } = await loadPayable(context, args.workspaceId);
  requireProvider(context);
  const limit = pageSize(args.limit, 20, 100);
  const after = decodeCursor(args.nextToken, 2) as [string, string] | undefined;
  const rows = await listInvoices(context.database.db, view.id, { limit: limit + 1, after });
  const page = rows.slice(0, limit);
  // Ours are drawn the first time they are listed (a key per status: written once).
  for (const invoice of page) {
    if (!invoice.pdf_url) await storeInvoicePdf(context, invoice, view.name);
  }
  const links = fileLinksOf(context);
  const last = page.at(-1);
  return {
    data: page.map((invoice) => toInvoice(invoice, links)),
    nextToken:
      rows.length > limit && last ? encodeCursor([last.created_at.toISOString(), last.id]) : null,
  };
}

/**
 * The payment page's whole answer. Any member reads the plan and who may pay; the subscription
 * and the card only those who may pay.
 */
export async function getWorkspaceBilling(
  context: GraphQLContext,
  workspaceId: string,
): Promise<WorkspaceBilling> {
  const { view, subject } = await loadWorkspace(context, workspaceId);
  authorize(subject, 'workspace:read');
  return billingAnswer(context, view, subject);
}

export async function billingAnswer(
  context: GraphQLContext,
  view: { id: string; name: string; used_licenses: number; used_guest_licenses: number },
  subject: PermissionSubject,
): Promise<WorkspaceBilling> {
  const db = context.database.db;
  const runtime = billingOf(context);
  const canPay = abilityOf(subject, 'workspace:payment');
  const [account, current, managers] = await Promise.all([
    findAccount(db, view.id),
    findCurrentSubscription(db, view.id),
    listPaymentManagers(db, view.id),
  ]);
  return {
    workspaceId: view.id,
    provider: runtime.kind,
    trialState: trialStateFrom(account, current),
    trialDays,
    subscription: canPay.allowed ? await subscriptionOf(context, view.id, view.name) : null,
    paymentMethod: canPay.allowed ? toPaymentMethod(account) : null,
    paymentManagers: managers.map((m) => ({ id: m.id, name: m.name, email: m.email })),
    canPay,
    usedLicenses: view.used_licenses,
    usedGuestLicenses: view.used_guest_licenses,
    includedGuestSeats,
    testCards: runtime.kind === 'test' ? testCards.map((card) => ({ ...card })) : [],
  };
}
