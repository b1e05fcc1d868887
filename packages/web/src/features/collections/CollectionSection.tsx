import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CollectionGroup, collectionGroupLabels } from '@specboard/domain';
import { type ReactNode, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import { CardGrid } from './CardGrid.tsx';
import type { GroupState } from './group-loader.ts';

type CollectionSectionProps<T> = {
  group: CollectionGroup;
  state: GroupState<T>;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  onMove: ((direction: 'up' | 'down') => void) | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onCancel: () => void;
  onShowMore: () => void;
  onRetry: () => void;
  renderCard: (item: T) => ReactNode;
  /** Shown when the group has no collections. */
  empty: ReactNode;
};

/**
 * One group of the collections page: a header that opens and closes it, then its cards
 * (collections, or the Suggested group's suggestions).
 */
export function CollectionSection<T>(props: CollectionSectionProps<T>) {
  const { group, state, expanded, onToggle } = props;
  const label = collectionGroupLabels[group];
  const headingId = `collection-section-${group}`;
  const loading = state.status === 'loading';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ButtonBase
          onClick={() => onToggle(!expanded)}
          aria-expanded={expanded}
          aria-controls={`${headingId}-body`}
          sx={{ borderRadius: 1, px: 0.5, py: 0.5, gap: 1, minWidth: 0 }}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: 18 }} noWrap>
            {label}
          </Typography>
          <Chip
            size="small"
            label={state.amount}
            aria-label={`${state.amount} ${state.amount === 1 ? 'collection' : 'collections'}`}
          />
        </ButtonBase>
        {loading && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={16} aria-label={`Loading ${label}`} />
            <Button size="small" onClick={props.onCancel}>
              Cancel
            </Button>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <SectionMenu label={label} {...props} />
      </Stack>
      <Collapse in={expanded} id={`${headingId}-body`} unmountOnExit>
        <Box sx={{ pt: 1.5 }}>
          <SectionBody {...props} label={label} />
        </Box>
      </Collapse>
    </Box>
  );
}

function SectionBody<T>(props: CollectionSectionProps<T> & { label: string }) {
  const { state, label } = props;
  if (state.status === 'failed' && state.items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {readApiError(state.error).message}
      </Alert>
    );
  }
  if (state.items.length === 0) {
    if (state.status === 'loading') return null;
    if (state.status === 'cancelled') {
      return (
        <Typography color="text.secondary">
          Loading cancelled.{' '}
          <Button size="small" onClick={props.onRetry}>
            Load
          </Button>
        </Typography>
      );
    }
    return <>{props.empty}</>;
  }
  return (
    <Stack spacing={1.5}>
      <CardGrid label={label}>{state.items.map(props.renderCard)}</CardGrid>
      {state.nextToken && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            disabled={state.status === 'loading'}
            onClick={props.onShowMore}
          >
            Show more
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function SectionMenu<T>({
  label,
  canMoveUp,
  canMoveDown,
  onMove,
}: CollectionSectionProps<T> & { label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!onMove) return null;
  const move = (direction: 'up' | 'down') => {
    setAnchor(null);
    onMove(direction);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${label} section options`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!canMoveUp} onClick={() => move('up')}>
          Move up
        </MenuItem>
        <MenuItem disabled={!canMoveDown} onClick={() => move('down')}>
          Move down
        </MenuItem>
      </Menu>
    </>
  );
}
