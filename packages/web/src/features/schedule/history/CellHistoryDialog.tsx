import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CellValue, Currency, ScheduleColumn } from '@specboard/domain';
import { type AbilityLike, AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { sameCellValue } from '../cell-edits.ts';
import { displayText } from '../cell-format.ts';
import type { TableKey } from '../schedule.types.ts';
import type { CellChange } from './cell-history.documents.ts';
import { useCellHistoryPages } from './useCellHistoryPages.ts';

const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export type CellHistoryTarget = {
  rowId: string;
  /** How the row is known to the user (its Type / Designation). */
  rowName: string;
  column: ScheduleColumn;
};

type CellHistoryDialogProps = {
  projectKey: TableKey;
  target: CellHistoryTarget;
  currency: Currency;
  /** The cell as it stands: its value, and its version (the history is read again when it moves). */
  current: { value: CellValue | undefined; version: string | null };
  /** Whether the viewer may put an earlier value back, or why not. */
  restoreAbility: AbilityLike;
  onRestore: (value: CellValue | null) => void;
  onClose: () => void;
};

/** An emptied cell is stored as '' or as nothing: the same value to the user. */
const sameValue = (a: CellValue | null | undefined, b: CellValue | null | undefined) =>
  sameCellValue(a ?? undefined, b ?? undefined) || ((a ?? '') === '' && (b ?? '') === '');

/**
 * Who changed a cell, when, from what to what, newest first; any earlier value can be put back,
 * which is an ordinary edit (checked, versioned, undoable, recorded here in its turn).
 */
export function CellHistoryDialog({
  projectKey,
  target,
  currency,
  current,
  restoreAbility,
  onRestore,
  onClose,
}: CellHistoryDialogProps) {
  const { state, showOlder } = useCellHistoryPages(
    projectKey,
    target.rowId,
    target.column.id,
    current.version,
  );
  const shown = (value: CellValue | null | undefined) =>
    displayText(target.column, value ?? undefined, currency) || '(empty)';

  const restoreButton = (value: CellValue | null, label: string) =>
    sameValue(value, current.value) ? (
      <Chip size="small" label="Current value" />
    ) : (
      <AbilityTooltip ability={restoreAbility}>
        <Button
          size="small"
          disabled={!restoreAbility.allowed}
          onClick={() => onRestore(value)}
          aria-label={label}
        >
          Restore
        </Button>
      </AbilityTooltip>
    );

  const entry = (change: CellChange, index: number) => (
    <ListItem
      key={`${change.version}:${index}`}
      divider
      sx={{ px: 0, gap: 1, alignItems: 'start' }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
        <Typography variant="body2">
          <strong>{change.userName ?? 'Someone'}</strong>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {dates.format(new Date(change.changedAt))}
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="cell-change">
          <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            {shown(change.oldValue)}
          </Box>
          {' → '}
          <span>{shown(change.newValue)}</span>
        </Typography>
      </Stack>
      {restoreButton(change.newValue, `Restore ${shown(change.newValue)}`)}
    </ListItem>
  );

  const oldest = state.status === 'ready' && !state.nextToken ? state.changes.at(-1) : undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cell-history-title">
      <DialogTitle id="cell-history-title">
        History of {target.column.name} · {target.rowName}
      </DialogTitle>
      <DialogContent>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Reading the cell's history" />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {state.status === 'ready' && state.changes.length === 0 && (
          <Typography color="text.secondary">
            No change of this cell has been recorded yet.
          </Typography>
        )}
        {state.status === 'ready' && state.changes.length > 0 && (
          <List dense aria-label="Changes, newest first">
            {state.changes.map(entry)}
            {oldest && (
              <ListItem sx={{ px: 0, gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  Before these changes: {shown(oldest.oldValue)}
                </Typography>
                {restoreButton(oldest.oldValue, `Restore ${shown(oldest.oldValue)}`)}
              </ListItem>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {state.status === 'ready' && state.nextToken && (
          <Button onClick={() => void showOlder()} disabled={state.more}>
            Show older changes
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
