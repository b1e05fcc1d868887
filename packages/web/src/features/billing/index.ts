export { FORCEPAY_QUERY, WORKSPACE_PAYMENT_ROUTE, workspacePaymentPath } from './billing.paths.ts';
export { billingRoutes, billingWorkspacePages } from './billing.routes.tsx';
export { PaymentGuard } from './PaymentRedirects.tsx';
