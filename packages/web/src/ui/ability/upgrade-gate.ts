import { isPaymentReason, isUpgradeReason } from '@specboard/domain';
import { createContext, useContext } from 'react';

/** The part of a server Ability a control needs. */
export type AbilityLike = { allowed: boolean; reason?: string | null; message?: string | null };

/** A refusal that paying lifts: why (the domain's DenialReason) and what the control says. */
export type UpgradeGate = { reason: string; message: string };

/**
 * What the app offers around a gate, given by the upgrade feature in the shell (for the active
 * workspace). Without it (a control shown outside the shell) gates only say why.
 */
export type UpgradeGateApi = {
  /** Opens the "Upgrade your workspace" dialog for a refused control. */
  openUpgrade: (gate: UpgradeGate) => void;
  /** The active workspace's payment page when the viewer may pay for it, else null. */
  paymentPath: string | null;
};

export const UpgradeGateContext = createContext<UpgradeGateApi | null>(null);

/** The way through a gate: the button's words and what it does. */
export type UpgradeWay = { label: string; open: () => void };

/** The words of the way through: a new plan, or paying what is owed (Read-Only mode). */
export function upgradeLabel(reason: string): string {
  return isPaymentReason(reason) ? 'Update payment' : 'Upgrade';
}

/** The way through a refused ability when paying would lift it (inside the shell), else null. */
export function useUpgradeWay(ability: AbilityLike): UpgradeWay | null {
  const api = useContext(UpgradeGateContext);
  const { reason, message } = ability;
  if (!api || ability.allowed || !message || !isUpgradeReason(reason)) return null;
  return { label: upgradeLabel(reason), open: () => api.openUpgrade({ reason, message }) };
}
