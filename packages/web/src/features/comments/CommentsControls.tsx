import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CommentsFilter } from './comment-thread.ts';

type CommentsControlsProps = {
  scope: 'row' | 'project';
  filter: CommentsFilter;
  onFilterChange: (filter: CommentsFilter) => void;
  /** "This row" is offered when a row is selected in the grid. */
  canFilterRow: boolean;
  hideResolved: boolean;
  onHideResolvedChange: (hide: boolean) => void;
  unread: number;
  onReadAll: () => void;
};

/** The panel's filter (project scope), Hide resolved and Mark all read. */
export function CommentsControls(props: CommentsControlsProps) {
  return (
    <Stack spacing={0.5} sx={{ pb: 0.5 }}>
      {props.scope === 'project' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={props.filter}
          onChange={(_event, value: CommentsFilter | null) => value && props.onFilterChange(value)}
          aria-label="Show"
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
          <ToggleButton value="row" disabled={!props.canFilterRow}>
            This row
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={props.hideResolved}
              onChange={(event) => props.onHideResolvedChange(event.target.checked)}
            />
          }
          label="Hide resolved"
        />
        <Button size="small" startIcon={<DoneAllIcon />} onClick={props.onReadAll}>
          Mark all read{props.unread > 0 ? ` (${props.unread})` : ''}
        </Button>
      </Stack>
    </Stack>
  );
}
