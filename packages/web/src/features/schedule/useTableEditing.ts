import type { ScheduleColumn } from '@specboard/domain';
import { type ClipboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { useColumnLocks, type useScheduleView, viewColumns } from '../views/index.ts';
import type { CellMenuActions } from './CellContextMenu.tsx';
import { prepareChanges, prepareNewRows, refusalText } from './cell-input.ts';
import { readClipboard } from './clipboard-html.ts';
import { type ColumnLocks, type GridEdit, noSelection } from './ScheduleGrid.tsx';
import type { ScheduleToolbarProps } from './ScheduleToolbar.tsx';
import type { ScheduleRow, TableKey } from './schedule.types.ts';
import { useRowActions } from './useRowActions.ts';
import { useRowAnchoredSelection } from './useRowAnchoredSelection.ts';
import type { useSchedule } from './useSchedule.ts';
import { useScheduleClipboard } from './useScheduleClipboard.ts';

type TableView = ReturnType<typeof useScheduleView>['current'];

const everyAddition = () => true;

type TableEditingOptions = {
  tableKey: TableKey;
  schedule: ReturnType<typeof useSchedule>;
  view: TableView;
  columns: readonly ScheduleColumn[];
  /** The rows as the grid shows them (filtered and sorted). */
  shown: readonly ScheduleRow[];
  /** The same filter and order, applied to the store's rows of the moment. */
  shownOf: (rows: readonly ScheduleRow[]) => readonly ScheduleRow[];
  /** Asked before rows are added (Add, a paste past the last row, insert, duplicate, restore). */
  mayAdd?: (count: number) => boolean;
};

/**
 * What a live table of the schedule engine does with its grid, the same for a project's schedule
 * and a collection's products: the commands and column locks, the selection, edits and pastes
 * (locked columns refused before anything is sent), row actions, the clipboard, and the toolbar's
 * and context menu's shared commands. A page adds what only it has (search, comments, exports).
 */
export function useTableEditing({
  tableKey,
  schedule,
  view,
  columns,
  shown,
  shownOf,
  mayAdd = everyAddition,
}: TableEditingOptions) {
  const { show } = useSnackbar();
  const { store, snapshot } = schedule;
  const clipboard = useScheduleClipboard();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [selection, setSelection] = useRowAnchoredSelection(shown);

  const editCell = schedule.command('editCell');
  const commands = {
    editCell,
    // Pasting writes cells: it needs both, and says why when either is refused.
    paste: editCell.allowed ? schedule.command('pasteCells') : editCell,
    createRow: schedule.command('createRow'),
    duplicateRow: schedule.command('duplicateRow'),
    deleteRow: schedule.command('deleteRow'),
    hideRows: schedule.command('hideRows'),
    restoreRows: schedule.command('restoreRows'),
    createView: schedule.command('createView'),
    restrictColumns: schedule.command('restrictColumns'),
  };

  const locks = useColumnLocks(
    tableKey,
    schedule.schedule,
    view?.role ?? null,
    commands.restrictColumns,
  );
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
  const layoutIds = useMemo(() => layout.map((entry) => entry.column.id), [layout]);
  const sorting = view?.sortingData ?? null;
  // Cell indexes mean other cells in another view, order or set of columns: start afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these changes are the trigger
  useEffect(
    () => setSelection(noSelection),
    [view?.id, sorting?.sortBy, sorting?.sortOrder, layoutIds.length],
  );

  const rowActions = useRowActions({ store, selectedRows, shownRows: shownOf, setSelection });
  const addRow = () => {
    if (mayAdd(1)) void rowActions.addRow();
  };
  const duplicateSelected = () => {
    if (mayAdd(selectedRows.length)) void rowActions.duplicateSelected();
  };
  const selectedColumn = selection.current?.cell[0] ?? 0;
  const insertRow = (rowId: string, place: 'above' | 'below') => {
    if (mayAdd(1)) void rowActions.insertRow(rowId, place, selectedColumn);
  };
  const restoreRows = (ids: string[]) =>
    mayAdd(ids.length) ? store.restoreRows(ids) : Promise.resolve();

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

  const gallery = view?.viewMode === 'gallery';
  /** The toolbar's row, history and clipboard commands. */
  const rowTools: Omit<
    ScheduleToolbarProps,
    'density' | 'tags' | 'showHidden' | 'comments' | 'exports' | 'procore'
  > = {
    addRow: { ability: commands.createRow, onClick: addRow },
    duplicateRows: {
      ability: commands.duplicateRow,
      onClick: duplicateSelected,
      count: selectedRows.length,
      disabled: rowActions.duplicating,
    },
    deleteRows: {
      ability: commands.deleteRow,
      onClick: () => void rowActions.deleteSelected(),
      count: selectedRows.length,
    },
    hideRows: {
      ability: commands.hideRows,
      onClick: rowActions.toggleHidden,
      count: selectedRows.length,
      allHidden: rowActions.allHidden,
    },
    deletedRows: { ability: commands.restoreRows, onClick: () => setDrawerOpen(true) },
    undo: { ability: editCell, onClick: () => void store.undo(), disabled: !snapshot.canUndo },
    redo: { ability: editCell, onClick: () => void store.redo(), disabled: !snapshot.canRedo },
    copy: {
      ability: { allowed: true },
      onClick: () => void clipboard.copy(),
      disabled: !selection.current || gallery,
    },
    paste: { ability: commands.paste, onClick: () => void clipboard.paste(), disabled: gallery },
  };
  /** The context menu's clipboard and row commands. */
  const rowMenuActions: Omit<CellMenuActions, 'comment' | 'history'> = {
    copy: { ability: { allowed: true }, onClick: () => void clipboard.copy() },
    paste: { ability: commands.paste, onClick: () => void clipboard.paste() },
    insertAbove: {
      ability: commands.createRow,
      onClick: (target) => insertRow(target.rowId, 'above'),
    },
    insertBelow: {
      ability: commands.createRow,
      onClick: (target) => insertRow(target.rowId, 'below'),
    },
    duplicate: {
      ability: commands.duplicateRow,
      onClick: duplicateSelected,
      count: selectedRows.length,
    },
    delete: {
      ability: commands.deleteRow,
      onClick: () => void rowActions.deleteSelected(),
      count: selectedRows.length,
    },
  };

  return {
    commands,
    locks,
    gridLocks,
    onRefused,
    onEdit,
    selection,
    setSelection,
    selectedRows,
    layout,
    layoutIds,
    gallery,
    addRow,
    restoreRows,
    clipboard,
    onEmptyPaste,
    drawer: { open: drawerOpen, setOpen: setDrawerOpen },
    rowTools,
    rowMenuActions,
  };
}
