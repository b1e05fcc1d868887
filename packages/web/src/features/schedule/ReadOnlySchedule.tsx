import type { GridSelection } from '@glideapps/glide-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScheduleColumn } from '@specboard/domain';
import { useMemo, useState } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { ExportMenu } from '../exports/index.ts';
import { FileLinksProvider } from '../files/index.ts';
import {
  type ScheduleView,
  type ScheduleViews,
  sortRows,
  useScheduleView,
  ViewGallery,
  viewColumns,
} from '../views/index.ts';
import { displayText } from './cell-format.ts';
import { noSelection, ScheduleGrid } from './ScheduleGrid.tsx';
import { LiveScheduleStatus } from './ScheduleStatus.tsx';
import type { ProjectKey } from './schedule.types.ts';
import { visibleRows } from './schedule-rows.ts';
import { useSchedule } from './useSchedule.ts';

const noTags: readonly string[] = [];
const noReadOnlyColumns: ReadonlySet<string> = new Set();
const ignore = () => {};

/**
 * The live schedule for a reader who may change nothing (a shared link's): the same grid, rows
 * and views as the schedule tab, with a choice of view and nothing that needs a user — no edits,
 * undo, comments, column moves or sizes, search, tag filter or remembered view. What others
 * change still appears as it happens. Rows hidden in the schedule stay hidden. Its files come
 * through links asked for with the shared link.
 */
type ReadOnlyScheduleProps = {
  projectKey: ProjectKey;
  /** Whether the reader may export (a shared link that allows it); no Export button otherwise. */
  exportAbility?: AbilityLike;
};

export function ReadOnlySchedule({ projectKey, exportAbility }: ReadOnlyScheduleProps) {
  return (
    <FileLinksProvider tableKey={projectKey}>
      <ReadOnlyScheduleContent projectKey={projectKey} exportAbility={exportAbility} />
    </FileLinksProvider>
  );
}

function ReadOnlyScheduleContent({ projectKey, exportAbility }: ReadOnlyScheduleProps) {
  // Nothing is edited, so the store has nothing to say beyond the load error shown below.
  const schedule = useSchedule(projectKey, ignore, null, true);
  const views = useScheduleView(projectKey, { rememberLastView: false });
  const view = views.current;
  const { snapshot, load } = schedule;
  const [selection, setSelection] = useState<GridSelection>(noSelection);
  const { show } = useSnackbar();
  const editCell = schedule.command('editCell');

  const columns = useMemo<ScheduleColumn[]>(
    () =>
      schedule.schedule
        ? [...schedule.schedule.default_fields, ...schedule.schedule.custom_fields]
        : [],
    [schedule.schedule],
  );
  const viewTags = view?.filterTag ?? noTags;
  const sorting = view?.sortingData ?? null;
  const shown = useMemo(
    () =>
      sortRows(
        visibleRows(snapshot.rows, { tags: noTags, viewTags, showHidden: false }),
        columns,
        sorting,
      ),
    [snapshot.rows, viewTags, columns, sorting],
  );
  const layout = useMemo(() => (view ? viewColumns(columns, view) : []), [columns, view]);
  const readOnly = useMemo(
    () => new Set(schedule.schedule?.read_only_fields ?? noReadOnlyColumns),
    [schedule.schedule],
  );

  if (schedule.scheduleError) return <Alert severity="error">{schedule.scheduleError}</Alert>;
  if (views.error) {
    return (
      <Alert severity="error">The views of this schedule could not be read: {views.error}</Alert>
    );
  }
  const gallery = view?.viewMode === 'gallery';
  const shownColumns = layout.map((entry) => entry.column);

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {view ? (
          <ViewSelect views={views} current={view} />
        ) : (
          <CircularProgress size={24} aria-label="Loading views" />
        )}
        {exportAbility?.allowed && view && (
          <ExportMenu
            target={{ ...projectKey, viewId: view.id }}
            ability={exportAbility}
            variant="button"
          />
        )}
      </Stack>
      <LiveScheduleStatus
        projectKey={projectKey}
        live
        tags={noTags}
        load={load}
        shown={shown.length}
        total={snapshot.rows.length}
        searchOutside={null}
        searchError={null}
        currency={view?.currency ?? 'usd'}
        viewTags={viewTags}
      />
      {load.error && <Alert severity="error">Some rows could not be loaded: {load.error}</Alert>}
      <Box
        sx={{
          position: 'relative',
          // The grid scrolls inside what the screen has left under the bar, view and status.
          height: gallery ? 'auto' : { xs: 'calc(100dvh - 200px)', md: 'calc(100dvh - 190px)' },
          minHeight: 320,
          minWidth: 0,
        }}
      >
        {view && columns.length > 0 && gallery && (
          <ViewGallery
            rows={shown}
            columns={shownColumns}
            formatCell={(column, value) => displayText(column, value, view.currency)}
          />
        )}
        {view && columns.length > 0 && !gallery && (
          <ScheduleGrid
            columns={shownColumns}
            widths={Object.fromEntries(layout.map((entry) => [entry.column.id, entry.width]))}
            readOnly={readOnly}
            rows={shown}
            edits={schedule.store.cellEdits}
            canEdit={false}
            editRefusal={editCell.message}
            onRefused={(text) =>
              show({ id: 'schedule-refused', text, color: 'info', dataTest: 'schedule-refused' })
            }
            rowHeight={view.rowHeightPx}
            currency={view.currency}
            sorting={sorting}
            selection={selection}
            onSelectionChange={setSelection}
            onEdit={ignore}
            onUndo={ignore}
            onRedo={ignore}
          />
        )}
      </Box>
    </Stack>
  );
}

/** A choice among the views the reader may see; nothing about a view can be changed here. */
function ViewSelect({ views, current }: { views: ScheduleViews; current: ScheduleView }) {
  const builtIn = views.views.filter((view) => view.type !== 'custom');
  const custom = views.views.filter((view) => view.type === 'custom');
  const item = (view: ScheduleView) => (
    <MenuItem key={view.id} value={view.id}>
      {view.name}
    </MenuItem>
  );
  return (
    <TextField
      select
      size="small"
      label="View"
      value={current.id}
      onChange={(event) => views.selectView(event.target.value)}
      sx={{ alignSelf: 'flex-start', minWidth: 220, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'view-select' } }}
    >
      {builtIn.length > 0 && custom.length > 0 && <ListSubheader>Built-in views</ListSubheader>}
      {builtIn.map(item)}
      {custom.length > 0 && <ListSubheader>Custom views</ListSubheader>}
      {custom.map(item)}
    </TextField>
  );
}
