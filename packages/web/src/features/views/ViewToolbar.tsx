import GridViewIcon from '@mui/icons-material/GridView';
import SortIcon from '@mui/icons-material/Sort';
import TableRowsIcon from '@mui/icons-material/TableRows';
import TuneIcon from '@mui/icons-material/Tune';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ScheduleColumn, ViewMode } from '@specboard/domain';
import { type ReactNode, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { ColumnsPanel } from './ColumnsPanel.tsx';
import { DisplayPanel } from './DisplayPanel.tsx';
import { PopoverControl } from './PopoverControl.tsx';
import { SortPanel } from './SortPanel.tsx';
import type { ScheduleViews } from './useScheduleView.ts';
import { ViewAccessDialog } from './ViewAccessDialog.tsx';
import { ViewPicker } from './ViewPicker.tsx';
import { orderedColumns, viewColumns } from './view-layout.ts';
import type { ScheduleView } from './views.types.ts';

type ViewToolbarProps = {
  views: ScheduleViews;
  current: ScheduleView;
  /** Every column of the schedule. */
  columns: readonly ScheduleColumn[];
  /** The tags of the schedule's rows. */
  tagOptions: readonly string[];
  /** Whether the viewer may make custom views. */
  createAbility: AbilityLike;
  /**
   * How much room there is: 'full' names each control, 'icons' shows their icons, 'menu' puts
   * them all in one View options panel (phones).
   */
  density?: 'full' | 'icons' | 'menu';
};

/** The view shown and how: its columns, sort, table or gallery, row height, currency, tags. */
export function ViewToolbar({
  views,
  current,
  columns,
  tagOptions,
  createAbility,
  density = 'full',
}: ViewToolbarProps) {
  const update = current.viewerCan.update;
  const [accessOpen, setAccessOpen] = useState(false);
  const all = orderedColumns(columns, current);
  const shown = viewColumns(columns, current).map((entry) => entry.column);
  const hidden = all.length - shown.length;
  const sortedBy = current.sortingData
    ? all.find((column) => column.id === current.sortingData?.sortBy)
    : undefined;
  // A view may be sorted by a column it hides: it stays choosable.
  const sortColumns = sortedBy && !shown.includes(sortedBy) ? [...shown, sortedBy] : shown;
  const { reorderColumns, resizeColumns } = current.viewerCan;
  const hint =
    reorderColumns.allowed && resizeColumns.allowed
      ? 'In the table, drag a column’s header to move it, and its right edge to resize it.'
      : (reorderColumns.message ?? resizeColumns.message ?? '');
  const save = (settings: Parameters<ScheduleViews['updateSettings']>[1]) =>
    void views.updateSettings(current, settings);

  const columnsPanel = (
    <ColumnsPanel
      columns={all}
      visible={current.visibleColumns}
      onChange={(visibleColumns) => save({ visibleColumns })}
      hint={hint}
    />
  );
  const sortPanel = (
    <SortPanel
      columns={sortColumns}
      sorting={current.sortingData}
      onChange={(sorting) =>
        save({ sortingData: sorting && { sortBy: sorting.sortBy, sortOrder: sorting.sortOrder } })
      }
    />
  );
  const displayPanel = (
    <DisplayPanel
      rowHeight={current.rowHeight}
      currency={current.currency}
      filterTag={current.filterTag}
      tagOptions={tagOptions}
      onChange={save}
    />
  );
  const showAs = (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Show as"
      value={current.viewMode}
      disabled={!update.allowed}
      onChange={(_event, viewMode: ViewMode | null) => {
        if (viewMode) save({ viewMode });
      }}
      sx={{ '& .MuiToggleButton-root': { py: 0.5 } }}
    >
      <ToggleButton value="table" aria-label="Table">
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="gallery" aria-label="Gallery">
        <GridViewIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: density === 'full' ? 'wrap' : 'nowrap', minWidth: 0 }}
      role="toolbar"
      aria-label="View"
    >
      <ViewPicker
        views={views.views}
        current={current}
        onSelect={views.selectView}
        createAbility={createAbility}
        onCreate={views.createView}
        onRename={views.renameView}
        onDelete={views.deleteView}
        onReset={views.resetView}
        onManageAccess={() => setAccessOpen(true)}
      />
      <ViewAccessDialog
        view={accessOpen ? current : null}
        workspaceId={views.projectKey.workspaceId}
        onClose={() => setAccessOpen(false)}
        onSave={views.setViewAccess}
      />
      {density === 'menu' ? (
        <PopoverControl
          name="View options"
          label="View options"
          iconOnly
          icon={<TuneIcon />}
          ability={update}
          testId="view-options"
        >
          <Stack spacing={2} sx={{ maxWidth: 360 }}>
            <Section title="Show as">{showAs}</Section>
            <Section title="Columns">{columnsPanel}</Section>
            <Section title="Sort">{sortPanel}</Section>
            <Section title="Display">{displayPanel}</Section>
          </Stack>
        </PopoverControl>
      ) : (
        <>
          <PopoverControl
            name="Columns"
            label={hidden > 0 ? `Columns (${hidden} hidden)` : 'Columns'}
            iconOnly={density === 'icons'}
            icon={<ViewColumnIcon />}
            badge={hidden}
            ability={update}
            testId="view-columns"
          >
            {columnsPanel}
          </PopoverControl>
          <PopoverControl
            name="Sort"
            label={
              sortedBy
                ? `Sort: ${sortedBy.name} ${current.sortingData?.sortOrder === 'desc' ? '↓' : '↑'}`
                : 'Sort'
            }
            iconOnly={density === 'icons'}
            icon={<SortIcon />}
            badge={Boolean(sortedBy)}
            ability={update}
            testId="view-sort"
          >
            {sortPanel}
          </PopoverControl>
          <PopoverControl
            name="Display"
            label="Display"
            iconOnly={density === 'icons'}
            icon={<TuneIcon />}
            ability={update}
            testId="view-display"
          >
            {displayPanel}
          </PopoverControl>
          <AbilityTooltip ability={update}>{showAs}</AbilityTooltip>
        </>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
