import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';

type AbilityMenuItemProps = {
  ability: AbilityLike;
  icon?: ReactNode;
  label: string;
  onClick: () => void;
};

/**
 * A menu entry that, when not allowed, is disabled and says why under its label (a disabled
 * menu item takes no pointer events, so a tooltip would never show).
 */
export function AbilityMenuItem({ ability, icon, label, onClick }: AbilityMenuItemProps) {
  return (
    <MenuItem disabled={!ability.allowed} onClick={onClick}>
      {icon && <ListItemIcon>{icon}</ListItemIcon>}
      <ListItemText
        primary={label}
        secondary={ability.allowed ? undefined : ability.message}
        slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
      />
    </MenuItem>
  );
}
