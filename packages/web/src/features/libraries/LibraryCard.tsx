import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactElement, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type AbilityLike,
  AbilityTooltip,
  UpgradeMenuItem,
  useUpgradeWay,
} from '../../ui/ability/index.ts';
import { collectionsPath } from '../collections/index.ts';
import type { Library } from './libraries.types.ts';
import {
  collectionCountLabel,
  deleteAbilityOf,
  formatLibraryDate,
  libraryKindLabel,
} from './library-labels.ts';

export type LibraryAction = 'edit' | 'info' | 'share' | 'delete';

type LibraryCardProps = {
  library: Library;
  onAction: (action: LibraryAction, library: Library) => void;
};

type ActionEntry = {
  action: LibraryAction;
  label: string;
  icon: ReactElement;
  ability: AbilityLike;
};

const infoAbility: AbilityLike = { allowed: true };

function actionsOf(library: Library): ActionEntry[] {
  return [
    {
      action: 'edit',
      label: 'Edit',
      icon: <EditOutlinedIcon />,
      ability: library.abilities.update,
    },
    { action: 'info', label: 'Info', icon: <InfoOutlinedIcon />, ability: infoAbility },
    {
      action: 'share',
      label: 'Share',
      icon: <ShareOutlinedIcon />,
      ability: library.abilities.share,
    },
    {
      action: 'delete',
      label: 'Delete',
      icon: <DeleteOutlineIcon />,
      ability: deleteAbilityOf(library),
    },
  ];
}

/**
 * One library: its name, kind, description, collection count and last change; the card opens its
 * collections. Its actions are icon buttons on wide screens and a menu on phones, each disabled
 * with the engine's reason when the viewer may not use it.
 */
export function LibraryCard({ library, onAction }: LibraryCardProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const actions = actionsOf(library);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardActionArea
        component={RouterLink}
        to={collectionsPath(library.workspaceId, library.id)}
        sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <LocalLibraryOutlinedIcon color="primary" />
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, minWidth: 0, wordBreak: 'break-word', flex: 1 }}
          >
            {library.name}
          </Typography>
          {library.kind === 'default' && <Chip size="small" label="Default" />}
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 1,
            minHeight: '2.5em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            wordBreak: 'break-word',
          }}
        >
          {library.description || 'No description'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {libraryKindLabel(library)} · {collectionCountLabel(library.collectionCount)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Last modified {formatLibraryDate(library.lastModified)}
        </Typography>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        {phone ? (
          <ActionMenu library={library} actions={actions} onAction={onAction} />
        ) : (
          actions.map((entry) => (
            <AbilityTooltip key={entry.action} ability={entry.ability} title={entry.label}>
              <IconButton
                size="small"
                aria-label={`${entry.label} ${library.name}`}
                disabled={!entry.ability.allowed}
                onClick={() => onAction(entry.action, library)}
              >
                {entry.icon}
              </IconButton>
            </AbilityTooltip>
          ))
        )}
      </CardActions>
    </Card>
  );
}

type ActionMenuProps = LibraryCardProps & { actions: ActionEntry[] };

/** The card's actions on phones: one button opening a menu. */
function ActionMenu({ library, actions, onAction }: ActionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box>
      <IconButton
        aria-label={`Actions for ${library.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((entry) => (
          <MenuAction
            key={entry.action}
            entry={entry}
            onClick={() => {
              setAnchor(null);
              onAction(entry.action, library);
            }}
          />
        ))}
      </Menu>
    </Box>
  );
}

/** A menu entry the viewer may not use is disabled, with the reason under its label. */
function MenuAction({ entry, onClick }: { entry: ActionEntry; onClick: () => void }) {
  const way = useUpgradeWay(entry.ability);
  return (
    <>
      <MenuItem disabled={!entry.ability.allowed} onClick={onClick}>
        <ListItemText
          primary={entry.label}
          secondary={entry.ability.allowed ? undefined : entry.ability.message}
          slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
        />
      </MenuItem>
      {way && <UpgradeMenuItem way={way} />}
    </>
  );
}
