export { type AbilityLike, AbilityTooltip } from './AbilityTooltip.tsx';
export { LimitAlert } from './LimitAlert.tsx';
export { UpgradeMenuItem } from './UpgradeMenuItem.tsx';
export {
  type UpgradeGate,
  type UpgradeGateApi,
  UpgradeGateContext,
  type UpgradeWay,
  upgradeLabel,
  useUpgradeWay,
} from './upgrade-gate.ts';
