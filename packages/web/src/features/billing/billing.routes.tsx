import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { WORKSPACE_PAYMENT_ROUTE, WORKSPACE_PAYMENT_SEGMENT } from './billing.paths.ts';
import { ActiveWorkspacePayment, WorkspacePaymentAlias } from './PaymentRedirects.tsx';

// The spec's route name: the shell offers Contact Us instead of the AI button there.
const paymentPageHandle: RouteHandle = { name: 'workspace-payment', title: 'Plans and billing' };

/**
 * Signed-in routes of billing: the payment page of a workspace, and /payment (spec 001 §2) which
 * leads to the active workspace's. Mount under `<RouteGuard area="signed-in" />`.
 */
export const billingRoutes: RouteObject[] = [
  {
    path: WORKSPACE_PAYMENT_ROUTE,
    handle: paymentPageHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./WorkspacePaymentPage.tsx')).WorkspacePaymentPage,
    })),
  },
  {
    path: '/payment',
    handle: { name: 'payment', title: 'Payment' },
    element: <ActiveWorkspacePayment />,
  },
];

/** Pages under /workspace/{wId}: the spec's workspace-payment there leads to the page. */
export const billingWorkspacePages: RouteObject[] = [
  {
    path: WORKSPACE_PAYMENT_SEGMENT,
    handle: paymentPageHandle,
    element: <WorkspacePaymentAlias />,
  },
];
