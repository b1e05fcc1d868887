import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { UpgradeWay } from './upgrade-gate.ts';

/**
 * The way through under a menu entry refused for an upgrade reason: the refused entry stays
 * disabled with its reason, this one opens the upgrade dialog.
 */
export function UpgradeMenuItem({ way, inset = false }: { way: UpgradeWay; inset?: boolean }) {
  return (
    <MenuItem onClick={way.open} data-testid="upgrade-menu-item">
      <ListItemText
        inset={inset}
        primary={way.label}
        slotProps={{ primary: { color: 'primary', sx: { fontWeight: 500 } } }}
      />
    </MenuItem>
  );
}
