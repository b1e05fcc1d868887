/** The payment page of a workspace (the billing feature's route `/workspace-payment/:workspaceId`). */
export function workspacePaymentPath(workspaceId: string): string {
  return `/workspace-payment/${encodeURIComponent(workspaceId)}`;
}
