/** The spec's workspace-payment route: the plan, seats, card and invoices of one workspace. */
export const WORKSPACE_PAYMENT_SEGMENT = 'workspace-payment';
export const WORKSPACE_PAYMENT_ROUTE = `/${WORKSPACE_PAYMENT_SEGMENT}/:workspaceId`;
/** The query asking for the active workspace's payment page from any route. */
export const FORCEPAY_QUERY = 'forcepay';
/** Stripe's checkout returns here with `?checkout=success` (or `cancel`). */
export const CHECKOUT_QUERY = 'checkout';

export function workspacePaymentPath(workspaceId: string): string {
  return `/${WORKSPACE_PAYMENT_SEGMENT}/${encodeURIComponent(workspaceId)}`;
}
