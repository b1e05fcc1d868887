import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { type AbilityLike, UpgradeMenuItem, useUpgradeWay } from '../../ui/ability/index.ts';
import { followingAbilitiesOf } from '../collection-following/index.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

export type CollectionMenuAction =
  | 'info'
  | 'share'
  | 'sharingOptions'
  | 'follow'
  | 'unfollow'
  | 'suggest'
  | 'copy'
  | 'addToLibrary'
  | 'removeFromLibrary'
  | 'delete';

type CollectionCardMenuProps = {
  collection: CollectionCard;
  /** On a custom library's page: offers Remove from library. */
  inCustomLibrary: boolean;
  /** The workspace the page is in: a collection of another workspace can be followed. */
  workspaceId: string;
  busy: boolean;
  onAction: (action: CollectionMenuAction) => void;
};

const always: AbilityLike = { allowed: true };
/**
 * A card's menu (spec 001 §6): each entry disabled with its reason when the server's permission
 * engine refuses it, Follow (a collection of another workspace), Unfollow and Suggest included
 * (locked to its workspace, private, a follower passing it on).
 */
export function CollectionCardMenu({
  collection,
  inCustomLibrary,
  workspaceId,
  busy,
  onAction,
}: CollectionCardMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { abilities } = collection;
  const following = followingAbilitiesOf(abilities);
  const choose = (action: CollectionMenuAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Options for ${collection.name}`}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuAction label="Info" ability={always} onClick={() => choose('info')} />
        <MenuAction label="Share" ability={abilities.share} onClick={() => choose('share')} />
        <MenuAction
          label="Sharing options"
          ability={abilities.share}
          onClick={() => choose('sharingOptions')}
        />
        {collection.follow ? (
          <MenuAction
            label="Unfollow"
            ability={following.unfollow}
            onClick={() => choose('unfollow')}
          />
        ) : (
          collection.workspaceId !== workspaceId && (
            <MenuAction
              label="Follow"
              ability={following.follow}
              onClick={() => choose('follow')}
            />
          )
        )}
        <MenuAction label="Suggest" ability={following.suggest} onClick={() => choose('suggest')} />
        <MenuAction label="Copy" ability={abilities.copy} onClick={() => choose('copy')} />
        <MenuAction
          label="Add to library"
          ability={abilities.manageLibraries}
          onClick={() => choose('addToLibrary')}
        />
        {inCustomLibrary && (
          <MenuAction
            label="Remove from library"
            ability={abilities.manageLibraries}
            onClick={() => choose('removeFromLibrary')}
          />
        )}
        <MenuAction label="Delete" ability={abilities.delete} onClick={() => choose('delete')} />
      </Menu>
    </>
  );
}

/**
 * An entry the viewer may not use is disabled with the reason under its label (a disabled menu
 * item takes no pointer events, so a tooltip would never show); when paying would lift the
 * refusal, an Upgrade entry follows it.
 */
function MenuAction({
  label,
  ability,
  onClick,
}: {
  label: string;
  ability: AbilityLike;
  onClick: () => void;
}) {
  const way = useUpgradeWay(ability);
  return (
    <>
      <MenuItem disabled={!ability.allowed} onClick={onClick}>
        <ListItemText
          primary={label}
          secondary={ability.allowed ? undefined : ability.message}
          slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
        />
      </MenuItem>
      {way && <UpgradeMenuItem way={way} />}
    </>
  );
}
