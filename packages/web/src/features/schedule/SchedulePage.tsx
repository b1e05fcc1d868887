import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ScheduleColumn } from '@specboard/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useScheduleComments } from '../comments/index.ts';
import { useExportMenu } from '../exports/index.ts';
import { FileLinksProvider } from '../files/index.ts';
import { useSession } from '../identity/index.ts';
import { useSendToProcore } from '../procore/index.ts';
import { useProductReferences } from '../product-references/index.ts';
import { useOpenVersion, VersionBanner } from '../versions/index.ts';
import { sortRows, useScheduleView } from '../views/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { CellContextMenu, type CellMenuActions, type CellMenuTarget } from './CellContextMenu.tsx';
import { editText } from './cell-format.ts';
import { useColumnCommands } from './columns/useColumnCommands.tsx';
import { DeletedRowsDrawer } from './DeletedRowsDrawer.tsx';
import { EmptySchedule } from './EmptySchedule.tsx';
import { useCellHistory } from './history/useCellHistory.tsx';
import { ScheduleBar } from './ScheduleBar.tsx';
import { cellSelection } from './ScheduleGrid.tsx';
import { ScheduleSearchField } from './ScheduleSearchField.tsx';
import { LiveScheduleStatus } from './ScheduleStatus.tsx';
import { ScheduleViewArea } from './ScheduleViewArea.tsx';
import { visibleRows } from './schedule-rows.ts';
import { readTagFilter, writeTagFilter } from './tag-filter.ts';
import { useMemberNames } from './useMemberNames.ts';
import { useRowTags } from './useRowTags.ts';
import { useSchedule } from './useSchedule.ts';
import { useScheduleNotify } from './useScheduleNotify.ts';
import { useScheduleSearch } from './useScheduleSearch.ts';
import { useTableEditing } from './useTableEditing.ts';

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
  const table = useTableEditing({
    tableKey: projectKey,
    schedule,
    view,
    columns,
    shown,
    shownOf: (rows) => sortRows(visibleRows(rows, filter), columns, sorting),
  });
  const { commands, selection, setSelection, selectedRows, layout, layoutIds, gallery, onEdit } =
    table;
  const { editCell } = commands;
  const createColumn = schedule.command('createColumn');

  const [scrollTarget, setScrollTarget] = useState<{ col: number; row: number } | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
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
  const references = useProductReferences({
    projectKey,
    rows: snapshot.rows,
    selectedRows,
    putRows: (rows) => store.putServerRows(rows),
    edit: editCell,
    saveAsNew: schedule.command('saveAsNewProduct'),
    compareWithLibrary: schedule.command('compareWithLibrary'),
    currency: view?.currency ?? 'usd',
    live: version === null,
  });
  const [cellMenu, setCellMenu] = useState<CellMenuTarget | null>(null);
  const menuActions: CellMenuActions = {
    ...table.rowMenuActions,
    ...references.menu,
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
            createAbility: commands.createView,
          }
        }
        tools={{
          ...table.rowTools,
          tags: { options: tagOptions, value: tags, onChange: changeTags },
          showHidden: { value: showHidden, onChange: setShowHidden },
          exports: exportMenu,
          procore,
          library: references.toolbar,
          importAbility: schedule.command('importDocument'),
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
            extra={references.status(compact)}
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
            locks={table.gridLocks}
            columnLocks={table.locks.control}
            columnCommands={version ? undefined : columnCommands.commands}
            rows={shown}
            edits={store.cellEdits}
            canEdit={editCell.allowed}
            editRefusal={editCell.message}
            onRefused={table.onRefused}
            nameOf={people.nameOf}
            selection={selection}
            onSelectionChange={setSelection}
            onEdit={(edit) => void onEdit(edit)}
            onUndo={() => void store.undo()}
            onRedo={() => void store.redo()}
            pasteRef={table.clipboard.pasteRef}
            copyRef={table.clipboard.copyRef}
            scrollTarget={scrollTarget}
            focusRequest={focusRequest}
            highlights={search.highlights}
            onFind={() => searchInputRef.current?.focus()}
            comments={comments.marks}
            onCellMenu={gallery ? undefined : setCellMenu}
            onReferenceMark={references.onMark}
          />
        )}
        {empty && (
          <EmptySchedule
            onPaste={table.onEmptyPaste}
            onAddRow={commands.createRow.allowed ? table.addRow : undefined}
            readOnlyReason={
              schedule.commandsKnown && !editCell.allowed ? (editCell.message ?? 'View only') : null
            }
          />
        )}
      </Box>
      <DeletedRowsDrawer
        open={table.drawer.open}
        onClose={() => table.drawer.setOpen(false)}
        projectKey={projectKey}
        restore={commands.restoreRows}
        onRestore={table.restoreRows}
      />
      {columnCommands.dialog}
      {cellHistory.dialog}
      {references.dialogs}
      <CellContextMenu target={cellMenu} actions={menuActions} onClose={() => setCellMenu(null)} />
      {comments.panel}
    </Stack>
  );
}
