import { projectsRoute } from '@specboard/domain';
import { matchPath, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { useActiveWorkspace, WORKSPACE_ROOT_PATH } from '../workspaces/index.ts';
import { FORCEPAY_QUERY, WORKSPACE_PAYMENT_ROUTE, workspacePaymentPath } from './billing.paths.ts';

/** /payment (spec 001 §2): the payment page of the active workspace. */
export function ActiveWorkspacePayment() {
  const { status, workspace } = useActiveWorkspace();
  if (status === 'ready' && workspace) {
    return <Navigate to={workspacePaymentPath(workspace.id)} replace />;
  }
  // Without a workspace there is nothing to pay for: projects says why.
  if (status === 'empty' || status === 'error') return <Navigate to={projectsRoute} replace />;
  return <PageLoading label="Loading the workspace" />;
}

/** /workspace/{wId}/workspace-payment, the spec's form of the address, leads to the page. */
export function WorkspacePaymentAlias() {
  const { wId = '' } = useParams();
  return <Navigate to={workspacePaymentPath(wId)} replace />;
}

/** Pages a payment-required workspace is sent away from: its own pages and its projects. */
function isWorkspacePage(pathname: string): boolean {
  return pathname === projectsRoute || pathname.startsWith(`${WORKSPACE_ROOT_PATH}/`);
}

/**
 * The payment guards of spec 001 §2, over the signed-in routes: `?forcepay` on any route opens
 * the active workspace's payment page, and a workspace whose type requires payment is sent there
 * from its pages.
 */
export function PaymentGuard() {
  const location = useLocation();
  const { status, workspace } = useActiveWorkspace();
  const onPaymentPage = matchPath(WORKSPACE_PAYMENT_ROUTE, location.pathname) !== null;
  const forcepay = new URLSearchParams(location.search).has(FORCEPAY_QUERY);

  if (forcepay && !onPaymentPage) {
    if (status === 'ready' && workspace) {
      return <Navigate to={workspacePaymentPath(workspace.id)} replace />;
    }
    if (status === 'loading') return <PageLoading label="Loading the workspace" />;
  }
  if (
    !onPaymentPage &&
    status === 'ready' &&
    workspace?.paymentRequired &&
    isWorkspacePage(location.pathname)
  ) {
    return <Navigate to={workspacePaymentPath(workspace.id)} replace />;
  }
  return <Outlet />;
}
