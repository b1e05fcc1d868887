import '@glideapps/glide-data-grid/dist/index.css';
import {
  CompactSelection,
  DataEditor,
  type DataEditorRef,
  type EditableGridCell,
  type GridCell,
  GridCellKind,
  type GridColumn,
  type GridSelection,
  type Item,
  type ProvideEditorCallback,
  type Rectangle,
} from '@glideapps/glide-data-grid';
import Box from '@mui/material/Box';
import type { Currency, ScheduleColumn, SortingData } from '@specboard/domain';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CellCommentMenu, type GridCommentMarks } from '../comments/index.ts';
import { type CellEdits, isSaving, shownCellValue } from './cell-edits.ts';
import { displayText, editText, isRightAligned } from './cell-format.ts';
import type { CellInput } from './cell-input.ts';
import { headerIcons, headerTitle, LOCK_ICON } from './grid-header.ts';
import { cellTheme, gridTheme, matchTheme, readOnlyTheme } from './grid-theme.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { hitKey } from './schedule-search.ts';
import { useGridComments } from './useGridComments.ts';
import { useGridRangeEdits } from './useGridRangeEdits.ts';

/** Spec section 9: no column is narrower. */
export const MIN_COLUMN_WIDTH = 180;
/** rowMarkers="both": one column of row numbers and checkboxes before the schedule's. */
const ROW_MARKER_COLUMNS = 1;
/** Spec section 9: the base row height, also the header's. */
export const ROW_HEIGHT = 36;

export type ColumnLocks = {
  shown: ReadonlySet<string>;
  viewer: ReadonlySet<string>;
  onRefused: (column: ScheduleColumn) => void;
};

const noLocks: ColumnLocks = { shown: new Set(), viewer: new Set(), onRefused: () => {} };

export type GridEdit = {
  label: string;
  inputs: CellInput[];
  /** Cells of rows to add after the last (a paste past the end), one list per new row. */
  newRows?: { column: ScheduleColumn; input: unknown }[][];
};

type ScheduleGridProps = {
  /** The columns the view shows, in its order (the first is frozen). */
  columns: readonly ScheduleColumn[];
  /** Each column's width in pixels, by id. */
  widths: Readonly<Record<string, number>>;
  readOnly: ReadonlySet<string>;
  rows: readonly ScheduleRow[];
  edits: CellEdits;
  /** Bumped whenever rows or edits change, so the canvas redraws. */
  revision: number;
  canEdit: boolean;
  /** The view's row height in pixels (taller rows wrap their text). */
  rowHeight: number;
  /** The currency money is shown in. */
  currency: Currency;
  /** The view's sort, marked in its column's header. */
  sorting: SortingData | null;
  /** Column resize: live while dragging, then once at the end (when it is saved). */
  resize?: {
    onResize: (columnId: string, width: number) => void;
    onResizeEnd: (columnId: string, width: number) => void;
  };
  /** Column drag: `canMove` vets a position while dragging, `onMove` takes the drop. */
  move?: {
    canMove: (from: number, to: number) => boolean;
    onMove: (from: number, to: number) => void;
  };
  /**
   * Columns locked for editing: `shown` are marked with a lock for everyone; `viewer`, locked for
   * the viewer's role, open no editor and `onRefused` says so when one is tried.
   */
  locks?: ColumnLocks;
  /** An editor other than Glide's for some cells (a view's dropdown values). */
  provideEditor?: ProvideEditorCallback<GridCell>;
  /** A header's menu button: the column and the header's place on screen. */
  onHeaderMenu?: (column: ScheduleColumn, bounds: Rectangle) => void;
  selection: GridSelection;
  onSelectionChange: (selection: GridSelection) => void;
  onEdit: (edit: GridEdit) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Registers how the page's buttons paste text at the selection. */
  pasteRef?: { current: ((text: string) => void) | null };
  /** Registers how the page's buttons copy the selection (as clipboard text). */
  copyRef?: { current: (() => string) | null };
  /**
   * A cell to bring into view; a new object asks again for the same cell. (Glide scrolls to a
   * newly selected cell itself: asking for that one too would scroll twice as far.)
   */
  scrollTarget?: { col: number; row: number } | null;
  /** Cells matching the search, by hitKey (row id and column id), drawn tinted. */
  highlights?: ReadonlySet<string>;
  /** Ctrl+F (⌘F) in the grid: the page's search takes it (the canvas has no text to find). */
  onFind?: () => void;
  /**
   * Comments: a badge on commented rows (in their first cell; a click opens them), a corner on
   * commented cells, and "Comment on this cell" (right-click, or Ctrl+Alt+M).
   */
  comments?: GridCommentMarks | null;
};

/** The schedule's spreadsheet: Glide Data Grid on a canvas, driven like Excel. */
export function ScheduleGrid({
  columns,
  widths,
  readOnly,
  rows,
  edits,
  revision,
  canEdit,
  rowHeight,
  currency,
  sorting,
  resize,
  move,
  locks = noLocks,
  provideEditor,
  onHeaderMenu,
  selection,
  onSelectionChange,
  onEdit,
  onUndo,
  onRedo,
  pasteRef,
  copyRef,
  scrollTarget,
  highlights,
  onFind,
  comments = null,
}: ScheduleGridProps) {
  const gridRef = useRef<DataEditorRef>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;

  const hasMenu = onHeaderMenu !== undefined;
  // Glide tells the editor's cell with the row markers counted as a column: ours start after them.
  const provideCellEditor = useMemo<ProvideEditorCallback<GridCell> | undefined>(
    () =>
      provideEditor &&
      ((cell) =>
        provideEditor({
          ...cell,
          location: cell.location && [cell.location[0] - ROW_MARKER_COLUMNS, cell.location[1]],
        })),
    [provideEditor],
  );
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        title: headerTitle(column, readOnly.has(column.id), sorting),
        width: Math.max(MIN_COLUMN_WIDTH, widths[column.id] ?? MIN_COLUMN_WIDTH),
        themeOverride: readOnly.has(column.id) ? readOnlyTheme : undefined,
        icon: locks.shown.has(column.id) ? LOCK_ICON : undefined,
        hasMenu,
      })),
    [columns, readOnly, widths, sorting, hasMenu, locks.shown],
  );
  const wrap = rowHeight > ROW_HEIGHT;

  const isWritable = useCallback(
    (col: number) => {
      const column = columns[col];
      return canEdit && !!column && !readOnly.has(column.id) && column.type !== 'attachment';
    },
    [canEdit, columns, readOnly],
  );
  // A locked cell opens no editor; pasting or clearing it is refused with the others, by the page.
  const isLockedForViewer = useCallback(
    (col: number) => isWritable(col) && locks.viewer.has(columns[col]?.id ?? ''),
    [isWritable, columns, locks.viewer],
  );
  const refuseIfLocked = useCallback(
    (col: number) => {
      const column = columns[col];
      if (!column || !isLockedForViewer(col)) return false;
      locks.onRefused(column);
      return true;
    },
    [columns, isLockedForViewer, locks],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision stands for rows and edits changing in place
  const getCellContent = useCallback(
    ([col, rowIndex]: Item): GridCell => {
      const column = columns[col];
      const row = rows[rowIndex];
      if (!column || !row) {
        return { kind: GridCellKind.Loading, allowOverlay: false };
      }
      const value = shownCellValue(edits, row, column.id);
      const writable = isWritable(col) && !isLockedForViewer(col);
      const saving = isSaving(edits, row.id, column.id);
      const matched = highlights?.has(hitKey({ rowId: row.id, field: column.id })) === true;
      const style = row.hidden ? ('faded' as const) : undefined;
      if (column.type === 'checkbox') {
        return {
          kind: GridCellKind.Boolean,
          data: value === true,
          allowOverlay: false,
          readonly: !writable,
          themeOverride: matched ? matchTheme : undefined,
          style,
        };
      }
      const display = displayText(column, value, currency);
      return {
        kind: GridCellKind.Text,
        data: editText(value),
        displayData: display,
        // An empty type shows '---' but copies as empty, so it pastes back as empty.
        copyData: column.id === 'typeDesignation' ? editText(value) : undefined,
        allowOverlay: writable,
        readonly: !writable,
        contentAlign: isRightAligned(column) ? 'right' : undefined,
        allowWrapping: wrap,
        themeOverride: cellTheme({ saving, matched }),
        style,
      };
    },
    [columns, rows, edits, isWritable, isLockedForViewer, highlights, currency, wrap, revision],
  );

  const onCellsEdited = useCallback(
    (newValues: readonly { location: Item; value: EditableGridCell }[]) => {
      const inputs: CellInput[] = [];
      for (const { location, value } of newValues) {
        const [col, rowIndex] = location;
        const column = columns[col];
        const row = rows[rowIndex];
        if (!column || !row || !isWritable(col)) continue;
        const input = value.kind === GridCellKind.Boolean ? value.data === true : value.data;
        inputs.push({ rowId: row.id, column, input });
      }
      if (inputs.length > 0) {
        onEdit({ label: inputs.length === 1 ? 'Edit' : `Change ${inputs.length} cells`, inputs });
      }
      return true;
    },
    [columns, rows, isWritable, onEdit],
  );

  const { onDelete, pasteText, copySelection } = useGridRangeEdits({
    columns,
    rows,
    selection,
    isWritable,
    getCellContent,
    onEdit,
    onSelectionChange,
  });

  useEffect(() => {
    if (pasteRef) pasteRef.current = pasteText;
    if (copyRef) copyRef.current = copySelection;
  }, [pasteRef, copyRef, pasteText, copySelection]);

  useEffect(() => {
    if (scrollTarget) gridRef.current?.scrollTo(scrollTarget.col, scrollTarget.row);
  }, [scrollTarget]);

  // Ctrl+V reads the paste event's own data: no permission prompt, and the text Excel and Sheets
  // put there. Glide's paste (which asks navigator.clipboard) is switched off below.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const wrapper = wrapperRef.current;
      if (!wrapper?.contains(document.activeElement)) return;
      if (!canEdit) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      event.preventDefault();
      pasteText(text);
    };
    window.addEventListener('paste', onPaste, true);
    return () => window.removeEventListener('paste', onPaste, true);
  }, [canEdit, pasteText]);

  // Redraw once the grid's font has loaded (the canvas drew with a fallback until then).
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) gridRef.current?.remeasureColumns(CompactSelection.empty());
    });
    return () => {
      live = false;
    };
  }, []);

  const marks = useGridComments({
    comments,
    rows,
    columns,
    gridRef,
    selectCell: cellSelection,
    onSelectionChange,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const primary = event.ctrlKey || event.metaKey;
    const current = selection.current?.cell;
    if (comments && current && primary && event.altKey && event.key.toLowerCase() === 'm') {
      const row = rows[current[1]];
      const column = columns[current[0]];
      event.preventDefault();
      if (row && column) comments.open(row.id, column.id);
      return;
    }
    // Typing into a locked cell: Glide opens nothing for it, so say why here.
    const cell = selection.current?.cell;
    if (!primary && !event.altKey && event.key.length === 1 && cell) refuseIfLocked(cell[0]);
    if (!primary) return;
    const key = event.key.toLowerCase();
    if (key === 'f' && onFind) {
      event.preventDefault();
      onFind();
    } else if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      onUndo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      onRedo();
    }
  };

  return (
    <Box
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      data-testid="schedule-grid"
      // What the canvas shows, for tests and tools: the columns in order and their widths.
      data-column-ids={columns.map((column) => column.id).join(',')}
      data-column-widths={gridColumns
        .map((column) => ('width' in column ? column.width : ''))
        .join(',')}
      data-row-height={rowHeight}
      data-locked-column-ids={[...locks.shown].join(',')}
      data-commented-rows={comments?.summary}
      sx={{
        height: '100%',
        width: '100%',
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <DataEditor
        ref={gridRef}
        columns={gridColumns}
        rows={rows.length}
        getCellContent={getCellContent}
        getCellsForSelection
        onCellsEdited={onCellsEdited}
        onDelete={onDelete}
        freezeColumns={1}
        rowMarkers="both"
        rowHeight={rowHeight}
        headerHeight={ROW_HEIGHT}
        smoothScrollX
        smoothScrollY
        width="100%"
        height="100%"
        theme={gridTheme}
        drawCell={marks.drawCell}
        gridSelection={selection}
        onGridSelectionChange={onSelectionChange}
        rangeSelect="multi-rect"
        columnSelect="multi"
        rowSelect="multi"
        fillHandle={canEdit}
        allowedFillDirections="vertical"
        minColumnWidth={MIN_COLUMN_WIDTH}
        maxColumnWidth={800}
        onColumnResize={
          resize ? (column, size) => column.id && resize.onResize(column.id, size) : undefined
        }
        onColumnResizeEnd={
          resize ? (column, size) => column.id && resize.onResizeEnd(column.id, size) : undefined
        }
        onCellActivated={([col]) => refuseIfLocked(col)}
        onCellClicked={marks.onCellClicked}
        onCellContextMenu={marks.onCellContextMenu}
        onVisibleRegionChanged={marks.onVisibleRegionChanged}
        provideEditor={provideCellEditor}
        headerIcons={headerIcons}
        onColumnProposeMove={move?.canMove}
        onColumnMoved={move?.onMove}
        onHeaderMenuClick={
          onHeaderMenu
            ? (col, bounds) => {
                const column = columns[col];
                if (column) onHeaderMenu(column, bounds);
              }
            : undefined
        }
        keybindings={{
          paste: false,
          copy: true,
          cut: canEdit,
          downFill: canEdit,
          delete: canEdit ? 'Backspace|Delete' : false,
          activateCell: ' |Enter|shift+Enter|F2',
          search: false,
        }}
        portalElementRef={portalRef}
      />
      {createPortal(
        <div ref={portalRef} style={{ position: 'fixed', left: 0, top: 0, zIndex: 1400 }} />,
        document.body,
      )}
      {comments && (
        <CellCommentMenu
          target={marks.cellMenu}
          onClose={marks.closeCellMenu}
          onComment={comments.open}
        />
      )}
    </Box>
  );
}

/** An empty selection. */
export const noSelection: GridSelection = {
  columns: CompactSelection.empty(),
  rows: CompactSelection.empty(),
};

/** One cell selected (grid coordinates: the schedule's columns from 0, rows as shown). */
export function cellSelection(col: number, row: number): GridSelection {
  return {
    ...noSelection,
    current: { cell: [col, row], range: { x: col, y: row, width: 1, height: 1 }, rangeStack: [] },
  };
}
