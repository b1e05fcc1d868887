import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { AbilityLike } from '../../ui/ability/index.ts';

export type CollectionMoreAction =
  | 'suggest'
  | 'sharingOptions'
  | 'tradeShow'
  | 'importProducts'
  | 'addFromLink';

type CollectionMoreMenuProps = {
  /** Sharing options and Send by e-mail: the collection's sharers. */
  share: AbilityLike;
  suggest: AbilityLike;
  /** Add from link: adding products here. */
  addProducts: AbilityLike;
  /** Import products: adding products and import:csv. */
  importProducts: AbilityLike;
  onAction: (action: CollectionMoreAction) => void;
};

/**
 * The collection's other actions: Import products, Add from link, Suggest, Sharing options, Send
 * by e-mail (trade show).
 */
export function CollectionMoreMenu({
  share,
  suggest,
  addProducts,
  importProducts,
  onAction,
}: CollectionMoreMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CollectionMoreAction) => {
    setAnchor(null);
    onAction(action);
  };
  const entries: { action: CollectionMoreAction; label: string; ability: AbilityLike }[] = [
    { action: 'importProducts', label: 'Import products…', ability: importProducts },
    { action: 'addFromLink', label: 'Add from link…', ability: addProducts },
    { action: 'suggest', label: 'Suggest', ability: suggest },
    { action: 'sharingOptions', label: 'Sharing options', ability: share },
    { action: 'tradeShow', label: 'Send by e-mail', ability: share },
  ];
  return (
    <>
      <Button
        size="small"
        startIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map(({ action, label, ability }) => (
          <MenuItem key={action} disabled={!ability.allowed} onClick={() => choose(action)}>
            <ListItemText
              primary={label}
              secondary={ability.allowed ? undefined : ability.message}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
