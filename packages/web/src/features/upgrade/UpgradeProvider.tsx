import { type ReactNode, useMemo, useState } from 'react';
import {
  type UpgradeGate,
  type UpgradeGateApi,
  UpgradeGateContext,
} from '../../ui/ability/index.ts';
import { workspacePaymentPath } from '../billing/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { UpgradeDialog } from './UpgradeDialog.tsx';

/**
 * Makes every premium gate of the active workspace a way through: controls refused for an
 * upgrade reason open the upgrade dialog (see AbilityTooltip), limit messages link to payment.
 * Needs the ActiveWorkspaceProvider above (the app shell).
 */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const { workspace } = useActiveWorkspace();
  const [gate, setGate] = useState<UpgradeGate | null>(null);
  const workspaceId = workspace?.id;
  const canPay = workspace?.viewerCan.payment.allowed ?? false;
  const api = useMemo<UpgradeGateApi | null>(
    () =>
      workspaceId
        ? {
            openUpgrade: setGate,
            paymentPath: canPay ? workspacePaymentPath(workspaceId) : null,
          }
        : null,
    [workspaceId, canPay],
  );
  return (
    <UpgradeGateContext.Provider value={api}>
      {children}
      {workspace && (
        <UpgradeDialog workspace={workspace} gate={gate} onClose={() => setGate(null)} />
      )}
    </UpgradeGateContext.Provider>
  );
}
