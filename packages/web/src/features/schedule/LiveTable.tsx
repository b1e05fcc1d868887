import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleColumn } from '@specboard/domain';
import {
  type ClipboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { FileLinksProvider } from '../files/index.ts';
import { sortRows, useColumnLocks, useScheduleView, viewColumns } from '../views/index.ts';
import { CellContextMenu, type CellMenuActions, type CellMenuTarget } from './CellContextMenu.tsx';
import { prepareChanges, prepareNewRows, refusalText } from './cell-input.ts';
import { readClipboard } from './clipboard-html.ts';
import { DeletedRowsDrawer } from './DeletedRowsDrawer.tsx';
import { EmptySchedule } from './EmptySchedule.tsx';
import { useCellHistory } from './history/useCellHistory.tsx';
import { ScheduleBar } from './ScheduleBar.tsx';
import { type ColumnLocks, type GridEdit, noSelection } from './ScheduleGrid.tsx';
import { ScheduleViewArea } from './ScheduleViewArea.tsx';
import type { ScheduleCommandName, ScheduleRow, TableKey } from './schedule.types.ts';
import { visibleRows } from './schedule-rows.ts';
import type { ScheduleNotice, ScheduleStore } from './schedule-store.ts';
import { useMemberNames } from './useMemberNames.ts';
import { useRowActions } from './useRowActions.ts';
import { useRowAnchoredSelection } from './useRowAnchoredSelection.ts';
import { useSchedule } from './useSchedule.ts';
import { useScheduleClipboard } from './useScheduleClipboard.ts';
import { useScheduleNotify } from './useScheduleNotify.ts';

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
  const { show } = useSnackbar();
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
  const [drawerOpen, setDrawerOpen] = useState(false);
  const clipboard = useScheduleClipboard();
  const sorting = view?.sortingData ?? null;
  const viewTags = view?.filterTag ?? noTags;
  const filter = useMemo(() => ({ tags: noTags, viewTags, showHidden }), [viewTags, showHidden]);
  const shown = useMemo(
    () => sortRows(visibleRows(snapshot.rows, filter), columns, sorting),
    [snapshot.rows, filter, columns, sorting],
  );
  const [selection, setSelection] = useRowAnchoredSelection(shown);

  const editCell = schedule.command('editCell');
  const pasteCells = schedule.command('pasteCells');
  const pasteAbility = editCell.allowed ? pasteCells : editCell;
  const createRow = schedule.command('createRow');
  const duplicateRow = schedule.command('duplicateRow');
  const deleteRow = schedule.command('deleteRow');
  const hideRows = schedule.command('hideRows');
  const restoreRows = schedule.command('restoreRows');
  const createView = schedule.command('createView');
  const restrictColumns = schedule.command('restrictColumns');

  const locks = useColumnLocks(tableKey, schedule.schedule, view?.role ?? null, restrictColumns);
  const lockedForViewer = locks.viewer;
  const gridLocks = useMemo<ColumnLocks>(
    () => ({ shown: locks.shown, viewer: lockedForViewer }),
    [locks.shown, lockedForViewer],
  );
  const onRefused = useCallback(
    (text: string) =>
      show({ id: 'schedule-refused', text, color: 'error', dataTest: 'schedule-refused' }),
    [show],
  );
  const [addGuard] = useState(() => ({ current: mayAddRows }));
  addGuard.current = mayAddRows;
  const mayAdd = useCallback((count: number) => addGuard.current?.(count) ?? true, [addGuard]);

  const onEdit = useCallback(
    async (edit: GridEdit) => {
      const { changes, refusals } = prepareChanges(edit.inputs, lockedForViewer);
      const added = prepareNewRows(edit.newRows ?? [], lockedForViewer);
      const newRows = added.newRows;
      refusals.push(...added.refusals);
      // A paste that would add rows past what the table may hold changes nothing.
      if (newRows.length > 0 && !mayAdd(newRows.length)) return;
      if (refusals.length > 0) {
        show({ text: refusalText(refusals), color: 'error', dataTest: 'schedule-refused' });
      }
      if (newRows.length > 0) {
        const created = await store.createRows(newRows);
        store.editCells(
          edit.label,
          changes,
          created.map((row) => row.id),
        );
      } else if (changes.length > 0) {
        store.editCells(edit.label, changes);
      }
    },
    [store, show, lockedForViewer, mayAdd],
  );

  const selectedRows = useMemo((): ScheduleRow[] => {
    const indexes = new Set<number>();
    for (const index of selection.rows) indexes.add(index);
    if (indexes.size === 0 && selection.current) {
      const { y, height } = selection.current.range;
      for (let index = y; index < y + height; index += 1) indexes.add(index);
    }
    return [...indexes].flatMap((index) => (shown[index] ? [shown[index]] : []));
  }, [selection, shown]);

  const layout = useMemo(() => (view ? viewColumns(columns, view) : []), [columns, view]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: these changes are the trigger
  useEffect(
    () => setSelection(noSelection),
    [view?.id, sorting?.sortBy, sorting?.sortOrder, layout.length],
  );
  const rowActions = useRowActions({
    store,
    selectedRows,
    shownRows: (rows) => sortRows(visibleRows(rows, filter), columns, sorting),
    setSelection,
  });
  const addRow = () => {
    if (mayAdd(1)) void rowActions.addRow();
  };
  const duplicateSelected = () => {
    if (mayAdd(selectedRows.length)) void rowActions.duplicateSelected();
  };
  const cellHistory = useCellHistory({
    projectKey: tableKey,
    rows: snapshot.rows,
    columns,
    currency: view?.currency ?? 'usd',
    restoreAbility: editCell,
    onEdit: (edit) => void onEdit(edit),
  });
  const [cellMenu, setCellMenu] = useState<CellMenuTarget | null>(null);
  const selectedColumn = selection.current?.cell[0] ?? 0;
  const insertRow = (rowId: string, place: 'above' | 'below') => {
    if (mayAdd(1)) void rowActions.insertRow(rowId, place, selectedColumn);
  };
  const menuActions: CellMenuActions = {
    copy: { ability: { allowed: true }, onClick: () => void clipboard.copy() },
    paste: { ability: pasteAbility, onClick: () => void clipboard.paste() },
    insertAbove: { ability: createRow, onClick: (target) => insertRow(target.rowId, 'above') },
    insertBelow: { ability: createRow, onClick: (target) => insertRow(target.rowId, 'below') },
    duplicate: { ability: duplicateRow, onClick: duplicateSelected, count: selectedRows.length },
    delete: {
      ability: deleteRow,
      onClick: () => void rowActions.deleteSelected(),
      count: selectedRows.length,
    },
    history: {
      ability: { allowed: true },
      onClick: (target) => cellHistory.open(target.rowId, target.columnId),
    },
  };

  const onEmptyPaste = (event: ClipboardEvent) => {
    if (!editCell.allowed) return;
    event.preventDefault();
    clipboard.pasteRef.current?.(
      readClipboard({
        html: event.clipboardData.getData('text/html'),
        text: event.clipboardData.getData('text/plain'),
      }),
    );
  };

  if (schedule.scheduleError) return <Alert severity="error">{schedule.scheduleError}</Alert>;
  if (views.error) {
    return <Alert severity="error">The views could not be read: {views.error}</Alert>;
  }
  const empty = load.done && snapshot.rows.length === 0;
  const gallery = view?.viewMode === 'gallery';
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
            createAbility: createView,
          }
        }
        tools={{
          addRow: { ability: createRow, onClick: addRow },
          duplicateRows: {
            ability: duplicateRow,
            onClick: duplicateSelected,
            count: selectedRows.length,
            disabled: rowActions.duplicating,
          },
          deleteRows: {
            ability: deleteRow,
            onClick: () => void rowActions.deleteSelected(),
            count: selectedRows.length,
          },
          hideRows: {
            ability: hideRows,
            onClick: rowActions.toggleHidden,
            count: selectedRows.length,
            allHidden: rowActions.allHidden,
          },
          deletedRows: { ability: restoreRows, onClick: () => setDrawerOpen(true) },
          undo: {
            ability: editCell,
            onClick: () => void store.undo(),
            disabled: !snapshot.canUndo,
          },
          redo: {
            ability: editCell,
            onClick: () => void store.redo(),
            disabled: !snapshot.canRedo,
          },
          copy: {
            ability: { allowed: true },
            onClick: () => void clipboard.copy(),
            disabled: !selection.current || gallery,
          },
          paste: {
            ability: pasteAbility,
            onClick: () => void clipboard.paste(),
            disabled: gallery,
          },
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
            layout={layout}
            readOnly={schedule.schedule?.read_only_fields ?? []}
            locks={gridLocks}
            columnLocks={locks.control}
            rows={shown}
            edits={store.cellEdits}
            canEdit={editCell.allowed}
            editRefusal={editCell.message}
            onRefused={onRefused}
            nameOf={people.nameOf}
            selection={selection}
            onSelectionChange={setSelection}
            onEdit={(edit) => void onEdit(edit)}
            onUndo={() => void store.undo()}
            onRedo={() => void store.redo()}
            pasteRef={clipboard.pasteRef}
            copyRef={clipboard.copyRef}
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
            onPaste={onEmptyPaste}
            onAddRow={createRow.allowed ? addRow : undefined}
            readOnlyReason={
              schedule.commandsKnown && !editCell.allowed ? (editCell.message ?? 'View only') : null
            }
          />
        )}
      </Box>
      <DeletedRowsDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        projectKey={tableKey}
        restore={restoreRows}
        onRestore={(ids) => (mayAdd(ids.length) ? store.restoreRows(ids) : Promise.resolve())}
      />
      {cellHistory.dialog}
      <CellContextMenu target={cellMenu} actions={menuActions} onClose={() => setCellMenu(null)} />
      {children?.(handle)}
    </Stack>
  );
}
