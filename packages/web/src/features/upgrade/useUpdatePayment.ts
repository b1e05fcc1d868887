import { permissionMessages } from '@specboard/domain';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { UpgradeGateContext } from '../../ui/ability/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';

/**
 * The Read-Only banner's Update payment for the active workspace: the payment page for those who
 * may pay; for others, the dialog saying who can. Undefined outside a workspace.
 */
export function useUpdatePayment(): (() => void) | undefined {
  const navigate = useNavigate();
  const upgrade = useContext(UpgradeGateContext);
  const { workspace } = useActiveWorkspace();
  if (!workspace || !upgrade) return undefined;
  const { paymentPath, openUpgrade } = upgrade;
  if (paymentPath) return () => void navigate(paymentPath);
  const reason =
    workspace.workspaceType === 'premiumExpired'
      ? 'readOnlyPremiumExpired'
      : 'readOnlyPaymentFailed';
  const message = workspace.readOnlyMessage ?? permissionMessages[reason];
  return () => openUpgrade({ reason, message });
}
