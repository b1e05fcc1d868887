import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { type AbilityLike, UpgradeMenuItem, useUpgradeWay } from '../../ui/ability/index.ts';

type AbilityMenuItemProps = {
  ability: AbilityLike;
  icon?: ReactNode;
  label: string;
  onClick: () => void;
};

/**
 * A menu entry that, when not allowed, is disabled and says why under its label (a disabled
 * menu item takes no pointer events, so a tooltip would never show). When paying would lift the
 * refusal, an Upgrade entry follows it.
 */
export function AbilityMenuItem({ ability, icon, label, onClick }: AbilityMenuItemProps) {
  const way = useUpgradeWay(ability);
  return (
    <>
      <MenuItem disabled={!ability.allowed} onClick={onClick}>
        {icon && <ListItemIcon>{icon}</ListItemIcon>}
        <ListItemText
          primary={label}
          secondary={ability.allowed ? undefined : ability.message}
          slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
        />
      </MenuItem>
      {way && <UpgradeMenuItem way={way} inset={icon !== undefined} />}
    </>
  );
}
