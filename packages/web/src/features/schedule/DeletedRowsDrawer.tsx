import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayType } from '@specboard/domain';
import { useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { readApiError } from '../identity/index.ts';
import { DELETED_ROWS_QUERY } from './schedule.documents.ts';
import type { ScheduleRow, TableKey } from './schedule.types.ts';

type DeletedRowsDrawerProps = {
  open: boolean;
  onClose: () => void;
  projectKey: TableKey;
  restore: AbilityLike;
  onRestore: (rowIds: string[]) => Promise<void>;
};

function describe(row: ScheduleRow): string {
  const parts = [row.cells.manufacturer, row.cells.model].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.join(' · ') || 'No manufacturer or model';
}

/** The deleted list: rows moved out of the schedule, which may be restored. */
export function DeletedRowsDrawer({
  open,
  onClose,
  projectKey,
  restore,
  onRestore,
}: DeletedRowsDrawerProps) {
  const query = useQuery(DELETED_ROWS_QUERY, {
    variables: projectKey,
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // Rows are JSON in the SDL, written by the server as ScheduleRow.
  const rows = (query.data?.listDeletedRows.data ?? []) as ScheduleRow[];

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const restoreChosen = async () => {
    setBusy(true);
    await onRestore([...chosen]);
    setBusy(false);
    setChosen(new Set());
    await query.refetch();
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Stack
        spacing={2}
        sx={{ width: { xs: '100vw', sm: 400 }, maxWidth: '100vw', p: 2 }}
        role="region"
        aria-label="Deleted rows"
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h2" component="h2">
            Deleted rows
          </Typography>
          <Button onClick={onClose}>Close</Button>
        </Stack>
        {query.loading && !query.data && (
          <CircularProgress size={24} aria-label="Loading deleted rows" />
        )}
        {query.error && <Alert severity="error">{readApiError(query.error).message}</Alert>}
        {query.data && rows.length === 0 && (
          <Typography color="text.secondary">
            No deleted rows. Rows you delete wait here until you restore them.
          </Typography>
        )}
        {rows.length > 0 && (
          <>
            <List dense disablePadding>
              {rows.map((row) => (
                <ListItem key={row.id} disablePadding>
                  <ListItemButton onClick={() => toggle(row.id)} disabled={!restore.allowed}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        checked={chosen.has(row.id)}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{
                          input: {
                            'aria-label': `Choose ${displayType(row.cells.typeDesignation)}`,
                          },
                        }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      primary={displayType(row.cells.typeDesignation)}
                      secondary={describe(row)}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Box>
              <AbilityTooltip ability={restore}>
                <Button
                  variant="contained"
                  disabled={!restore.allowed || chosen.size === 0 || busy}
                  onClick={() => void restoreChosen()}
                >
                  Restore {chosen.size > 0 ? chosen.size : ''} {chosen.size === 1 ? 'row' : 'rows'}
                </Button>
              </AbilityTooltip>
            </Box>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
