import '@glideapps/glide-data-grid/dist/index.css';
import {
  type CellClickedEventArgs,
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
import {
  type Currency,
  type ScheduleColumn,
  type SortingData,
  scheduleMessages,
} from '@specboard/domain';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { GridCommentMarks } from '../comments/index.ts';
import { useFileLinks } from '../files/index.ts';
import type { CellMenuTarget } from './CellContextMenu.tsx';
import {
  type CellEditsSource,
  cellValueOf,
  cellVersionOf,
  isSaving,
  shownCellValue,
} from './cell-edits.ts';
import { displayText, editText } from './cell-format.ts';
import type { CellInput } from './cell-input.ts';
import { useCellEditing } from './editing/useCellEditing.tsx';
import { useGridFiles } from './files/useGridFiles.tsx';
import { usePhotometryMarks } from './files/usePhotometryMarks.ts';
import { headerIcons, headerTitle, LOCK_ICON } from './grid-header.ts';
import { cellSelection, inSelection } from './grid-selection.ts';
import { gridTheme, readOnlyTheme } from './grid-theme.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { useGridCells } from './useGridCells.ts';
import { useGridClipboard } from './useGridClipboard.ts';
import { useGridComments } from './useGridComments.ts';
import { useGridDamage } from './useGridDamage.ts';
import { useGridRangeEdits } from './useGridRangeEdits.ts';
import { useGridReferences } from './useGridReferences.ts';

/** Spec section 9: no column is narrower. */
export const MIN_COLUMN_WIDTH = 180;
/** Spec section 9: the base row height, also the header's. */
export const ROW_HEIGHT = 36;

export type ColumnLocks = {
  /** Marked with a lock in the header, for everyone. */
  shown: ReadonlySet<string>;
  /** Locked for the viewer's role: typing there is refused, saying why. */
  viewer: ReadonlySet<string>;
};

const noLocks: ColumnLocks = { shown: new Set(), viewer: new Set() };
const ignoreRefusal = () => {};
const noName = () => null;

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
  /** The pending edits, shown over the rows' values; the rows they touch are drawn again. */
  edits: CellEditsSource;
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
  /** Columns locked for editing (see ColumnLocks). */
  locks?: ColumnLocks;
  /** Why the viewer may not edit here at all (view only, archived, a version), when canEdit is off. */
  editRefusal?: string | null;
  /** Tells the user at once why what they tried was refused (a snackbar). */
  onRefused?: (message: string) => void;
  /** Who someone is, by user id: names the person who changed a cell being edited. */
  nameOf?: (userId: string | null) => string | null;
  /** An editor other than Glide's for some cells (a view's dropdown values). */
  provideEditor?: ProvideEditorCallback<GridCell>;
  /** A header's menu button: the column and the header's place on screen. */
  onHeaderMenu?: (column: ScheduleColumn, bounds: Rectangle) => void;
  selection: GridSelection;
  onSelectionChange: (selection: GridSelection) => void;
  onEdit: (edit: GridEdit) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Registers how the page's buttons paste rows of cells at the selection. */
  pasteRef?: { current: ((values: string[][]) => void) | null };
  /** Registers how the page's buttons copy the selection (as rows of cells). */
  copyRef?: { current: (() => string[][]) | null };
  /**
   * A cell to bring into view; a new object asks again for the same cell. (Glide scrolls to a
   * newly selected cell itself: asking for that one too would scroll twice as far.)
   */
  scrollTarget?: { col: number; row: number } | null;
  /** Raised to give the grid the keyboard (after a dialog that started elsewhere closed). */
  focusRequest?: number;
  /** Cells matching the search, by hitKey (row id and column id), drawn tinted. */
  highlights?: ReadonlySet<string>;
  /** Ctrl+F (⌘F) in the grid: the page's search takes it (the canvas has no text to find). */
  onFind?: () => void;
  /**
   * Comments: a badge on commented rows (in their first cell; a click opens them), a corner on
   * commented cells, and Ctrl+Alt+M to comment on the selected cell.
   */
  comments?: GridCommentMarks | null;
  /** A cell was right-clicked (after selecting it, unless it was in the selection). */
  onCellMenu?: (target: CellMenuTarget) => void;
  /** A referenced row's mark (its first cell's right end) was clicked. */
  onReferenceMark?: (rowId: string) => void;
};

/** The schedule's spreadsheet: Glide Data Grid on a canvas, driven like Excel. */
export function ScheduleGrid({
  columns,
  widths,
  readOnly,
  rows,
  edits,
  canEdit,
  rowHeight,
  currency,
  sorting,
  resize,
  move,
  locks = noLocks,
  editRefusal = null,
  onRefused = ignoreRefusal,
  nameOf = noName,
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
  focusRequest = 0,
  highlights,
  onFind,
  comments = null,
  onCellMenu,
  onReferenceMark,
}: ScheduleGridProps) {
  const gridRef = useRef<DataEditorRef>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;

  const hasMenu = onHeaderMenu !== undefined;
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
  const fileLinks = useFileLinks();
  const { cellAccess, isWritable, getCellContent } = useGridCells({
    columns,
    rows,
    edits,
    canEdit,
    editRefusal,
    readOnly,
    lockedForViewer: locks.viewer,
    highlights,
    currency,
    wrap: rowHeight > ROW_HEIGHT,
    fileLinks,
  });

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

  const { onDelete, pasteValues, copySelection } = useGridRangeEdits({
    columns,
    rows,
    selection,
    isWritable,
    getCellContent,
    onEdit,
    onSelectionChange,
  });

  const files = useGridFiles({ columns, rows, edits, cellAccess, onEdit, onRefused });

  const editing = useCellEditing({
    gridRef,
    wrapperRef,
    columns,
    rows,
    selection,
    onSelectionChange,
    cellAccess,
    textOf: (row, col) => editText(shownCellValue(edits.get(), row, col)),
    baseOf: (row, col) =>
      isSaving(edits.get(), row.id, col)
        ? null
        : { version: cellVersionOf(row, col), value: cellValueOf(row, col) },
    displayOf: (row, column) => displayText(column, row.cells[column.id], currency),
    nameOf,
    provideEditor,
    onRefused,
    onCommit: ({ rowId, column, text, base }) =>
      onEdit({ label: 'Edit', inputs: [{ rowId, column, input: text, base }] }),
    onToggle: (row, column) =>
      onEdit({
        label: 'Edit',
        inputs: [
          { rowId: row.id, column, input: shownCellValue(edits.get(), row, column.id) !== true },
        ],
      }),
    onClear: (current) => void onDelete(current),
    onFileCell: files.openFiles,
  });

  useEffect(() => {
    if (pasteRef) pasteRef.current = pasteValues;
    if (copyRef) copyRef.current = copySelection;
  }, [pasteRef, copyRef, pasteValues, copySelection]);

  useEffect(() => {
    if (scrollTarget) gridRef.current?.scrollTo(scrollTarget.col, scrollTarget.row);
  }, [scrollTarget]);

  useEffect(() => {
    if (focusRequest > 0) gridRef.current?.focus();
  }, [focusRequest]);

  useGridClipboard({
    isEngaged: editing.isEngaged,
    copySelection,
    pasteValues,
    clear: () => onDelete(selection),
    canEdit,
    refuse: () => onRefused(editRefusal ?? scheduleMessages.cannotChange),
  });

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

  const marks = useGridComments({ comments, rows, columns, gridRef });
  const references = useGridReferences({
    rows,
    drawCell: marks.drawCell,
    comments,
    onCellClicked: marks.onCellClicked,
    onMark: onReferenceMark,
  });
  // Lumens and wattage that differ from the row's IES file (issue 25).
  const photometry = usePhotometryMarks({
    rows,
    columns,
    drawCell: references.drawCell,
    selected: selection.current?.cell,
  });
  const damage = useGridDamage({ gridRef, rows, edits, columnCount: columns.length });

  // A right-click inside the selection keeps it (to copy or delete it); elsewhere it selects the cell.
  const onCellContextMenu = useCallback(
    ([col, rowIndex]: Item, event: CellClickedEventArgs) => {
      const row = rows[rowIndex];
      const column = columns[col];
      if (!onCellMenu || !row || !column) return;
      event.preventDefault();
      if (!inSelection(selection, col, rowIndex)) {
        editing.onSelectionChange(cellSelection(col, rowIndex));
      }
      onCellMenu({
        rowId: row.id,
        columnId: column.id,
        left: event.bounds.x + event.localEventX,
        top: event.bounds.y + event.localEventY,
      });
    },
    [rows, columns, onCellMenu, selection, editing.onSelectionChange],
  );

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
      data-referenced-rows={references.summary}
      data-photometry-mismatches={photometry.summary}
      title={photometry.title}
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
        customRenderers={files.customRenderers}
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
        drawCell={photometry.drawCell}
        onItemHovered={photometry.onItemHovered}
        gridSelection={selection}
        onGridSelectionChange={editing.onSelectionChange}
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
        onCellActivated={editing.onCellActivated}
        onCellClicked={references.onCellClicked}
        onCellContextMenu={onCellContextMenu}
        onDragOverCell={files.onDragOverCell}
        onDragLeave={files.onDragLeave}
        onDrop={files.onDrop}
        highlightRegions={files.highlightRegions}
        onVisibleRegionChanged={(region) => {
          marks.onVisibleRegionChanged(region);
          damage.onVisibleRegionChanged(region);
          editing.reposition();
        }}
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
        // Typing, Enter, F2, Delete and the clipboard are the grid's own (editing/, above).
        keybindings={{
          paste: false,
          copy: false,
          cut: false,
          downFill: canEdit,
          delete: false,
          activateCell: false,
          search: false,
        }}
        editOnType={false}
        portalElementRef={portalRef}
      />
      {createPortal(
        <div ref={portalRef} style={{ position: 'fixed', left: 0, top: 0, zIndex: 1400 }} />,
        document.body,
      )}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {photometry.note}
      </Box>
      {editing.editor}
      {files.dialog}
    </Box>
  );
}

/** The selected cell's IES note, for screen readers (the canvas says nothing to them). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export { cellSelection, noSelection } from './grid-selection.ts';
