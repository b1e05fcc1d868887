import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleColumn } from '@specboard/domain';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { FileLinksProvider } from '../files/index.ts';
import { sortRows, useScheduleView } from '../views/index.ts';
import { CellContextMenu, type CellMenuActions, type CellMenuTarget } from './CellContextMenu.tsx';
import { DeletedRowsDrawer } from './DeletedRowsDrawer.tsx';
import { EmptySchedule } from './EmptySchedule.tsx';
import { useCellHistory } from './history/useCellHistory.tsx';
import { ScheduleBar } from './ScheduleBar.tsx';
import { ScheduleViewArea } from './ScheduleViewArea.tsx';
import type { ScheduleCommandName, ScheduleRow, TableKey } from './schedule.types.ts';
import { visibleRows } from './schedule-rows.ts';
import type { ScheduleNotice, ScheduleStore } from './schedule-store.ts';
import { useMemberNames } from './useMemberNames.ts';
import { useSchedule } from './useSchedule.ts';
import { useScheduleNotify } from './useScheduleNotify.ts';
import { useTableEditing } from './useTableEditing.ts';

const noTags: string[] = [];

/** What the page around a live table reads and drives (a collection's header and modal). */
export type LiveTableHandle = {
  store: ScheduleStore;
  rows: readonly ScheduleRow[];
  /** Every row has been read (rows.length is the table's size). */
  loaded: boolean;
  columns: readonly ScheduleColumn[];
  readOnlyFields: readonly string[];
  /** The rows selected in the grid, in the order shown. */
  selectedRows: readonly ScheduleRow[];
  command: (name: ScheduleCommandName) => { allowed: boolean; message?: string | null };
  commandsKnown: boolean;
};

export type LiveTableProps = {
  tableKey: TableKey;
  /** Asked before rows are added (Add, a paste past the last row, duplicate); false stops it. */
  mayAddRows?: (count: number) => boolean;
  /** A refusal the page answers itself (a collection's limit dialog): true when it did. */
  onRefusal?: (text: string) => boolean;
  /** What the rows are called ('product'), in the empty table's words. */
  rowName?: string;
  /** What the page adds around the table, told the table's state (a modal, a header's buttons). */
  children?: (table: LiveTableHandle) => ReactNode;
};

/**
 * A live table of the schedule engine that is not a project's schedule tab (a collection's
 * products): the same grid or gallery, views, editing, paste, undo, files and live rows, without
 * a project's versions, totals, comments and exports.
 */
export default function LiveTable(props: LiveTableProps) {
  return (
    <FileLinksProvider tableKey={props.tableKey}>
      <Table {...props} />
    </FileLinksProvider>
  );
}

function Table({ tableKey, mayAddRows, onRefusal, rowName, children }: LiveTableProps) {
  const notices = useScheduleNotify();
  const [refusalRef] = useState(() => ({ current: onRefusal }));
  refusalRef.current = onRefusal;
  const notify = useCallback(
    (notice: ScheduleNotice) => {
      if (notice.kind === 'refused' && refusalRef.current?.(notice.text)) return;
      notices.notify(notice);
    },
    [notices.notify, refusalRef],
  );
  const people = useMemberNames(
    { projectId: tableKey.projectId ?? '', workspaceId: tableKey.workspaceId },
    tableKey.projectId === undefined,
  );
  const schedule = useSchedule(tableKey, notify);
  const { store, snapshot, load } = schedule;
  const views = useScheduleView(tableKey);
  const view = views.current;
  const columns = useMemo<ScheduleColumn[]>(
    () =>
      schedule.schedule
        ? [...schedule.schedule.default_fields, ...schedule.schedule.custom_fields]
        : [],
    [schedule.schedule],
  );
  notices.context.current = { columns, store };

  const [showHidden, setShowHidden] = useState(false);
  const sorting = view?.sortingData ?? null;
  const viewTags = view?.filterTag ?? noTags;
  const filter = useMemo(() => ({ tags: noTags, viewTags, showHidden }), [viewTags, showHidden]);
  const shown = useMemo(
    () => sortRows(visibleRows(snapshot.rows, filter), columns, sorting),
    [snapshot.rows, filter, columns, sorting],
  );
  const [addGuard] = useState(() => ({ current: mayAddRows }));
  addGuard.current = mayAddRows;
  const mayAdd = useCallback((count: number) => addGuard.current?.(count) ?? true, [addGuard]);
  const table = useTableEditing({
    tableKey,
    schedule,
    view,
    columns,
    shown,
    shownOf: (rows) => sortRows(visibleRows(rows, filter), columns, sorting),
    mayAdd,
  });
  const { commands, selection, selectedRows, gallery, onEdit } = table;

  const cellHistory = useCellHistory({
    projectKey: tableKey,
    rows: snapshot.rows,
    columns,
    currency: view?.currency ?? 'usd',
    restoreAbility: commands.editCell,
    onEdit: (edit) => void onEdit(edit),
  });
  const [cellMenu, setCellMenu] = useState<CellMenuTarget | null>(null);
  const menuActions: CellMenuActions = {
    ...table.rowMenuActions,
    history: {
      ability: { allowed: true },
      onClick: (target) => cellHistory.open(target.rowId, target.columnId),
    },
  };

  if (schedule.scheduleError) return <Alert severity="error">{schedule.scheduleError}</Alert>;
  if (views.error) {
    return <Alert severity="error">The views could not be read: {views.error}</Alert>;
  }
  const empty = load.done && snapshot.rows.length === 0;
  const handle: LiveTableHandle = {
    store,
    rows: snapshot.rows,
    loaded: load.done,
    columns,
    readOnlyFields: schedule.schedule?.read_only_fields ?? [],
    selectedRows,
    command: schedule.command,
    commandsKnown: schedule.commandsKnown,
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, minHeight: 0 }}>
      <ScheduleBar
        view={
          view && {
            views,
            current: view,
            columns,
            tagOptions: noTags,
            createAbility: commands.createView,
          }
        }
        tools={{
          ...table.rowTools,
          tags: { options: noTags, value: noTags, onChange: () => undefined },
          showHidden: { value: showHidden, onChange: setShowHidden },
        }}
        search={null}
        status={() => (
          <Typography variant="body2" color="text.secondary" noWrap data-testid="table-status">
            {load.done
              ? `${shown.length} of ${snapshot.rows.length} shown`
              : `Loading ${load.loaded} of ${load.total}`}
          </Typography>
        )}
      />
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 200,
          minWidth: 0,
          overflowY: gallery ? 'auto' : 'hidden',
        }}
      >
        {columns.length > 0 && view && (
          <ScheduleViewArea
            view={view}
            views={views}
            columns={columns}
            layout={table.layout}
            readOnly={schedule.schedule?.read_only_fields ?? []}
            locks={table.gridLocks}
            columnLocks={table.locks.control}
            rows={shown}
            edits={store.cellEdits}
            canEdit={commands.editCell.allowed}
            editRefusal={commands.editCell.message}
            onRefused={table.onRefused}
            nameOf={people.nameOf}
            selection={selection}
            onSelectionChange={table.setSelection}
            onEdit={(edit) => void onEdit(edit)}
            onUndo={() => void store.undo()}
            onRedo={() => void store.redo()}
            pasteRef={table.clipboard.pasteRef}
            copyRef={table.clipboard.copyRef}
            scrollTarget={null}
            focusRequest={0}
            highlights={undefined}
            onFind={() => undefined}
            comments={null}
            onCellMenu={gallery ? undefined : setCellMenu}
          />
        )}
        {empty && (
          <EmptySchedule
            rowName={rowName}
            onPaste={table.onEmptyPaste}
            onAddRow={commands.createRow.allowed ? table.addRow : undefined}
            readOnlyReason={
              schedule.commandsKnown && !commands.editCell.allowed
                ? (commands.editCell.message ?? 'View only')
                : null
            }
          />
        )}
      </Box>
      <DeletedRowsDrawer
        open={table.drawer.open}
        onClose={() => table.drawer.setOpen(false)}
        projectKey={tableKey}
        restore={commands.restoreRows}
        onRestore={table.restoreRows}
      />
      {cellHistory.dialog}
      <CellContextMenu target={cellMenu} actions={menuActions} onClose={() => setCellMenu(null)} />
      {children?.(handle)}
    </Stack>
  );
}
