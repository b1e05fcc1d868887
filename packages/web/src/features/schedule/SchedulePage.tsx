import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ScheduleColumn } from '@specboard/domain';
import { type ClipboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { useScheduleComments } from '../comments/index.ts';
import { useExportMenu } from '../exports/index.ts';
import { FileLinksProvider } from '../files/index.ts';
import { useSession } from '../identity/index.ts';
import { useSendToProcore } from '../procore/index.ts';
import { useOpenVersion, VersionBanner } from '../versions/index.ts';
import { sortRows, useColumnLocks, useScheduleView, viewColumns } from '../views/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { CellContextMenu, type CellMenuActions, type CellMenuTarget } from './CellContextMenu.tsx';
import { editText } from './cell-format.ts';
import { prepareChanges, prepareNewRows, refusalText } from './cell-input.ts';
import { readClipboard } from './clipboard-html.ts';
import { useColumnCommands } from './columns/useColumnCommands.tsx';
import { DeletedRowsDrawer } from './DeletedRowsDrawer.tsx';
import { EmptySchedule } from './EmptySchedule.tsx';
import { useCellHistory } from './history/useCellHistory.tsx';
import { ScheduleBar } from './ScheduleBar.tsx';
import { type ColumnLocks, cellSelection, type GridEdit, noSelection } from './ScheduleGrid.tsx';
import { ScheduleSearchField } from './ScheduleSearchField.tsx';
import { LiveScheduleStatus } from './ScheduleStatus.tsx';
import { ScheduleViewArea } from './ScheduleViewArea.tsx';
import type { ScheduleRow } from './schedule.types.ts';
import { visibleRows } from './schedule-rows.ts';
import { readTagFilter, writeTagFilter } from './tag-filter.ts';
import { useMemberNames } from './useMemberNames.ts';
import { useRowActions } from './useRowActions.ts';
import { useRowAnchoredSelection } from './useRowAnchoredSelection.ts';
import { useRowTags } from './useRowTags.ts';
import { useSchedule } from './useSchedule.ts';
import { useScheduleClipboard } from './useScheduleClipboard.ts';
import { useScheduleNotify } from './useScheduleNotify.ts';
import { useScheduleSearch } from './useScheduleSearch.ts';

const noTags: readonly string[] = [];

/**
 * The project's schedule tab: the live product grid (or gallery) as the chosen view shows it,
 * with its toolbars. Rows load page by page (editable from the first page), edits show at once
 * and are saved cell by cell, and what others change appears as it happens.
 */
export function SchedulePage() {
  const { id: projectId = '' } = useParams();
  const workspace = useWorkspace();
  return (
    <FileLinksProvider tableKey={{ projectId, workspaceId: workspace.id }}>
      <ScheduleTab projectId={projectId} />
    </FileLinksProvider>
  );
}

/** The page itself, inside the links to the project's files (the grid's and gallery's pictures). */
function ScheduleTab({ projectId }: { projectId: string }) {
  const workspace = useWorkspace();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : 'anonymous';
  const { show } = useSnackbar();
  const projectKey = useMemo(
    () => ({ projectId, workspaceId: workspace.id }),
    [projectId, workspace.id],
  );

  const notices = useScheduleNotify();
  const people = useMemberNames(projectKey);
  const opened = useOpenVersion(projectKey);
  const openVersion = opened.version;
  const version = useMemo(
    () =>
      openVersion
        ? { id: openVersion.id, scheduleId: openVersion.scheduleId, title: openVersion.title }
        : null,
    [openVersion],
  );
  const schedule = useSchedule(projectKey, notices.notify, version);
  const { store, snapshot, load } = schedule;
  const views = useScheduleView(projectKey);
  const view = views.current;

  const columns = useMemo<ScheduleColumn[]>(
    () =>
      schedule.schedule
        ? [...schedule.schedule.default_fields, ...schedule.schedule.custom_fields]
        : [],
    [schedule.schedule],
  );
  notices.context.current = { columns, store };

  const [tags, setTags] = useState<string[]>(() => readTagFilter(userId, projectId));
  const [showHidden, setShowHidden] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const clipboard = useScheduleClipboard();

  const viewTags = view?.filterTag ?? noTags;
  const sorting = view?.sortingData ?? null;
  const allTags = useRowTags(snapshot.rows);
  const filter = useMemo(() => ({ tags, viewTags, showHidden }), [tags, viewTags, showHidden]);
  const shown = useMemo(
    () => sortRows(visibleRows(snapshot.rows, filter), columns, sorting),
    [snapshot.rows, filter, columns, sorting],
  );
  // The person's own tag filter chooses among the tags the view shows.
  const tagOptions = useMemo(
    () => (viewTags.length ? allTags.filter((tag) => viewTags.includes(tag)) : allTags),
    [allTags, viewTags],
  );
  const [selection, setSelection] = useRowAnchoredSelection(shown);

  const editCell = schedule.command('editCell');
  const pasteCells = schedule.command('pasteCells');
  // Pasting writes cells: it needs both, and says why when either is refused.
  const pasteAbility = editCell.allowed ? pasteCells : editCell;
  const createRow = schedule.command('createRow');
  const duplicateRow = schedule.command('duplicateRow');
  const deleteRow = schedule.command('deleteRow');
  const hideRows = schedule.command('hideRows');
  const restoreRows = schedule.command('restoreRows');
  const createView = schedule.command('createView');
  const restrictColumns = schedule.command('restrictColumns');
  const createColumn = schedule.command('createColumn');

  const locks = useColumnLocks(projectKey, schedule.schedule, view?.role ?? null, restrictColumns);
  const lockedForViewer = locks.viewer;
  const gridLocks = useMemo<ColumnLocks>(
    () => ({ shown: locks.shown, viewer: lockedForViewer }),
    [locks.shown, lockedForViewer],
  );
  // A refused edit is told at once, wherever it was tried (typing, a second click, a paste).
  const onRefused = useCallback(
    (text: string) =>
      show({ id: 'schedule-refused', text, color: 'error', dataTest: 'schedule-refused' }),
    [show],
  );

  const onEdit = useCallback(
    async (edit: GridEdit) => {
      // Locked columns are refused here as the server would refuse them, before anything is sent.
      const { changes, refusals } = prepareChanges(edit.inputs, lockedForViewer);
      const added = prepareNewRows(edit.newRows ?? [], lockedForViewer);
      const newRows = added.newRows;
      refusals.push(...added.refusals);
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
    [store, show, lockedForViewer],
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

  const [scrollTarget, setScrollTarget] = useState<{ col: number; row: number } | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const layout = useMemo(() => (view ? viewColumns(columns, view) : []), [columns, view]);
  const layoutIds = useMemo(() => layout.map((entry) => entry.column.id), [layout]);

  // Cell indexes mean other cells in another view, order or set of columns: start afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these changes are the trigger
  useEffect(
    () => setSelection(noSelection),
    [view?.id, sorting?.sortBy, sorting?.sortOrder, layoutIds.length],
  );
  const search = useScheduleSearch({
    projectKey,
    versionId: version?.id ?? null,
    shownRows: shown,
    allRows: snapshot.rows,
    columnIds: layoutIds,
    onCurrent: ({ col, row }) => {
      const [selectedCol, selectedRow] = selection.current?.cell ?? [];
      setSelection(cellSelection(col, row));
      // Glide scrolls to a cell newly selected; the one already selected may be scrolled away.
      if (selectedCol === col && selectedRow === row) setScrollTarget({ col, row });
    },
  });

  const rowActions = useRowActions({
    store,
    selectedRows,
    shownRows: (rows) => sortRows(visibleRows(rows, filter), columns, sorting),
    setSelection,
  });
  const { addRow, allHidden } = rowActions;

  const comments = useScheduleComments({
    commentsKey: projectKey,
    skip: version !== null,
    columnName: (columnId) => columns.find((column) => column.id === columnId)?.name ?? null,
    rowName: (rowId) => {
      const row = snapshot.rows.find((candidate) => candidate.id === rowId);
      return row ? editText(row.cells.typeDesignation) || 'Untitled row' : null;
    },
    selectedRowId: selectedRows.length === 1 ? (selectedRows[0]?.id ?? null) : null,
    commentAbility: schedule.commandsKnown ? schedule.command('comment') : null,
    viewerId: session.status === 'signed-in' ? session.session.user.id : null,
  });
  // A column just added or brought back is off to the right: go to it once the view shows it.
  const [revealColumn, setRevealColumn] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const columnCommands = useColumnCommands({
    projectKey,
    ability: createColumn,
    onColumnsChanged: schedule.refetchColumns,
    view,
    views,
    onShown: (column) => setRevealColumn(column.id),
  });
  useEffect(() => {
    const col = revealColumn ? layoutIds.indexOf(revealColumn) : -1;
    if (col < 0) return;
    setRevealColumn(null);
    // Glide scrolls to a newly selected cell itself.
    if (shown.length > 0) setSelection(cellSelection(col, 0));
    else setScrollTarget({ col, row: 0 });
    setFocusRequest((count) => count + 1);
  }, [revealColumn, layoutIds, shown.length, setSelection]);
  const cellHistory = useCellHistory({
    projectKey,
    rows: snapshot.rows,
    columns,
    currency: view?.currency ?? 'usd',
    restoreAbility: editCell,
    onEdit: (edit) => void onEdit(edit),
  });
  const [cellMenu, setCellMenu] = useState<CellMenuTarget | null>(null);
  const selectedColumn = selection.current?.cell[0] ?? 0;
  const menuActions: CellMenuActions = {
    copy: { ability: { allowed: true }, onClick: () => void clipboard.copy() },
    paste: { ability: pasteAbility, onClick: () => void clipboard.paste() },
    insertAbove: {
      ability: createRow,
      onClick: (target) => void rowActions.insertRow(target.rowId, 'above', selectedColumn),
    },
    insertBelow: {
      ability: createRow,
      onClick: (target) => void rowActions.insertRow(target.rowId, 'below', selectedColumn),
    },
    duplicate: {
      ability: duplicateRow,
      onClick: () => void rowActions.duplicateSelected(),
      count: selectedRows.length,
    },
    delete: {
      ability: deleteRow,
      onClick: () => void rowActions.deleteSelected(),
      count: selectedRows.length,
    },
    comment: comments.marks
      ? {
          ability: { allowed: true },
          onClick: (target) => comments.openRow(target.rowId, target.columnId),
        }
      : undefined,
    // A version's cells are not the live ones: their history is the live cell's.
    history: version
      ? undefined
      : {
          ability: { allowed: true },
          onClick: (target) => cellHistory.open(target.rowId, target.columnId),
        },
  };
  const selectedCell = selection.current?.cell;
  const commentCell = () => {
    const row = selectedCell && shown[selectedCell[1]];
    const column = selectedCell && layout[selectedCell[0]]?.column;
    if (row && column) comments.openRow(row.id, column.id);
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

  const exportMenu = useExportMenu({
    target: { ...projectKey, viewId: view?.id, versionId: version?.id, filterTags: tags },
    ability: schedule.command('export'),
    revitAbility: schedule.command('exportRevit'),
  });
  const procore = useSendToProcore({
    target: { ...projectKey, viewId: view?.id, versionId: version?.id },
    ability: exportMenu.ability,
  });

  const changeTags = (next: string[]) => {
    setTags(next);
    writeTagFilter(userId, projectId, next);
  };

  if (schedule.scheduleError) {
    return <Alert severity="error">{schedule.scheduleError}</Alert>;
  }
  if (views.error) {
    return (
      <Alert severity="error">The views of this schedule could not be read: {views.error}</Alert>
    );
  }

  const empty = load.done && snapshot.rows.length === 0;
  const gallery = view?.viewMode === 'gallery';

  // Until the version named in the address is known, the live schedule is not shown in its place.
  if (opened.versionId && !version) {
    return <VersionBanner version={null} missing={opened.missing} onLeave={opened.leave} />;
  }

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, minHeight: 0 }}>
      <VersionBanner version={opened.version} missing={false} onLeave={opened.leave} />
      <ScheduleBar
        view={
          view && {
            views,
            current: view,
            columns,
            tagOptions: allTags,
            createAbility: createView,
          }
        }
        tools={{
          addRow: { ability: createRow, onClick: () => void addRow() },
          duplicateRows: {
            ability: duplicateRow,
            onClick: () => void rowActions.duplicateSelected(),
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
            allHidden,
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
          tags: { options: tagOptions, value: tags, onChange: changeTags },
          showHidden: { value: showHidden, onChange: setShowHidden },
          exports: exportMenu,
          procore,
          comments: comments.button && {
            button: comments.button,
            commentCell: {
              ability: { allowed: true },
              onClick: commentCell,
              disabled: !selectedCell || gallery,
            },
          },
        }}
        search={
          gallery
            ? null
            : (fullWidth) => (
                <ScheduleSearchField
                  search={search}
                  inputRef={searchInputRef}
                  fullWidth={fullWidth}
                />
              )
        }
        status={(compact) => (
          <LiveScheduleStatus
            projectKey={projectKey}
            live={version === null}
            tags={tags}
            load={load}
            shown={shown.length}
            total={snapshot.rows.length}
            searchOutside={search.status.outside}
            searchError={search.error}
            currency={view?.currency ?? 'usd'}
            viewTags={viewTags}
            compact={compact}
          />
        )}
      />
      {load.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          Some rows could not be loaded: {load.error}
        </Alert>
      )}
      <Box
        sx={{
          position: 'relative',
          // The grid (or the gallery) takes the rest of the window and scrolls inside it.
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
            columnCommands={version ? undefined : columnCommands.commands}
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
            scrollTarget={scrollTarget}
            focusRequest={focusRequest}
            highlights={search.highlights}
            onFind={() => searchInputRef.current?.focus()}
            comments={comments.marks}
            onCellMenu={gallery ? undefined : setCellMenu}
          />
        )}
        {empty && (
          <EmptySchedule
            onPaste={onEmptyPaste}
            onAddRow={createRow.allowed ? () => void addRow() : undefined}
            readOnlyReason={
              schedule.commandsKnown && !editCell.allowed ? (editCell.message ?? 'View only') : null
            }
          />
        )}
      </Box>
      <DeletedRowsDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        projectKey={projectKey}
        restore={restoreRows}
        onRestore={(ids) => store.restoreRows(ids)}
      />
      {columnCommands.dialog}
      {cellHistory.dialog}
      <CellContextMenu target={cellMenu} actions={menuActions} onClose={() => setCellMenu(null)} />
      {comments.panel}
    </Stack>
  );
}
