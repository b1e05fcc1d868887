import type {
  CellActivatedEventArgs,
  DataEditorRef,
  GridCell,
  GridSelection,
  Item,
  ProvideEditorCallback,
  ProvideEditorComponent,
} from '@glideapps/glide-data-grid';
import { GridCellKind, isObjectEditorCallbackResult } from '@glideapps/glide-data-grid';
import type { ScheduleColumn } from '@specboard/domain';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { cellSelection } from '../grid-selection.ts';
import type { ScheduleRow } from '../schedule.types.ts';
import { CellEditor, type ChangedUnder, type EditorHandle } from './CellEditor.tsx';
import { type EditBase, type EditorSession, EditorStore } from './editor-session.ts';
import { gridKeyIntent } from './grid-keys.ts';

/** What typing into a cell does: edit text, toggle a box, pick files, or be refused (and why). */
export type CellAccess =
  | { kind: 'text' }
  | { kind: 'checkbox' }
  | { kind: 'file' }
  | { kind: 'refused'; message: string };

/** An editor's text to save into a cell, against what the cell held when the editor opened. */
export type CellCommit = {
  rowId: string;
  column: ScheduleColumn;
  text: string;
  base: EditBase | null;
};

type CellEditingArgs = {
  gridRef: RefObject<DataEditorRef | null>;
  wrapperRef: RefObject<HTMLDivElement | null>;
  columns: readonly ScheduleColumn[];
  rows: readonly ScheduleRow[];
  selection: GridSelection;
  onSelectionChange: (selection: GridSelection) => void;
  cellAccess: (col: number) => CellAccess;
  /** The text a cell's editor starts from. */
  textOf: (row: ScheduleRow, col: string) => string;
  /** The server's version and value of a cell, or null while this tab's own edit of it is pending. */
  baseOf: (row: ScheduleRow, col: string) => EditBase | null;
  /** A cell's value as the grid shows it (for "changed to …"). */
  displayOf: (row: ScheduleRow, column: ScheduleColumn) => string;
  /** Who someone is, by user id. */
  nameOf: (userId: string | null) => string | null;
  provideEditor?: ProvideEditorCallback<GridCell>;
  onRefused: (message: string) => void;
  onCommit: (commit: CellCommit) => void;
  onToggle: (row: ScheduleRow, column: ScheduleColumn) => void;
  onClear: (selection: GridSelection) => void;
  /** Enter or a second click on a file cell: its files (to see, add or remove). */
  onFileCell?: (row: ScheduleRow, column: ScheduleColumn) => void;
};

const navigationKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Tab',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
]);

function isPageBody(node: Element | null): boolean {
  return node === null || node === document.body || node === document.documentElement;
}

/**
 * Typing into the grid, without losing a key. Glide's own editor opens a render after the key
 * that asked for it, and reads a selection a render old: keys typed faster than that (or before
 * the grid has the focus after a click) went to the page or re-opened the editor over them. Here
 * the keys are read on the document before anyone else, against the selection as it is now; the
 * editor is put in the page and focused before the handler returns, and a key that still arrives
 * elsewhere is handed to it. The editor remembers the cell's version when it opened, so a save
 * over someone else's change goes through the conflict path instead of overwriting it.
 */
export function useCellEditing(args: CellEditingArgs): {
  editor: ReactNode;
  onSelectionChange: (selection: GridSelection) => void;
  onCellActivated: (cell: Item, event: CellActivatedEventArgs) => void;
  /** Reads the grid's place on screen again (after it scrolled or resized). */
  reposition: () => void;
  /** Whether keys and the clipboard belong to the grid now. */
  isEngaged: () => boolean;
} {
  const latest = useRef(args);
  latest.current = args;
  const [editors] = useState(() => new EditorStore());
  const handleRef = useRef<EditorHandle | null>(null);
  const selectionRef = useRef(args.selection);
  const pointerInside = useRef(false);

  useLayoutEffect(() => {
    selectionRef.current = args.selection;
  }, [args.selection]);

  const isEngaged = useCallback(() => {
    const wrapper = latest.current.wrapperRef.current;
    if (!wrapper) return false;
    const active = document.activeElement;
    if (active && wrapper.contains(active)) return true;
    return isPageBody(active) && pointerInside.current;
  }, []);

  const changeSelection = useCallback((selection: GridSelection) => {
    selectionRef.current = selection;
    // Rendered now, so that Glide reads this selection when the next key comes.
    flushSync(() => latest.current.onSelectionChange(selection));
  }, []);

  const focusGrid = useCallback(() => latest.current.gridRef.current?.focus(), []);

  const openEditor = useCallback(
    (col: number, rowIndex: number, opened: EditorSession['opened'], typed?: string) => {
      const { rows, columns, textOf, baseOf } = latest.current;
      const row = rows[rowIndex];
      const column = columns[col];
      if (!row || !column) return;
      flushSync(() => {
        editors.open({
          rowId: row.id,
          col: column.id,
          text: typed ?? textOf(row, column.id),
          opened,
          base: baseOf(row, column.id),
        });
      });
    },
    [editors],
  );

  /** A cell asked to be edited (a key, or a second click): what it does depends on the cell. */
  const activate = useCallback(
    (col: number, rowIndex: number, how: { typed?: string; compose?: boolean }): boolean => {
      const { rows, columns, cellAccess, onRefused, onToggle, onFileCell } = latest.current;
      const row = rows[rowIndex];
      const column = columns[col];
      if (!row || !column) return false;
      const access = cellAccess(col);
      // Anyone who sees a file cell may open it to look at its files (the dialog says why they
      // cannot change them); typing into one is refused as anywhere else.
      const fileCell = access.kind === 'file' || column.type === 'attachment';
      if (fileCell && onFileCell && how.typed === undefined && !how.compose) {
        onFileCell(row, column);
        return true;
      }
      if (access.kind === 'refused') {
        onRefused(access.message);
        return true;
      }
      if (access.kind === 'checkbox') {
        if (how.typed === undefined || how.typed === ' ') onToggle(row, column);
        return true;
      }
      if (access.kind === 'file') return true;
      if (how.compose) openEditor(col, rowIndex, 'compose', '');
      else if (how.typed !== undefined) openEditor(col, rowIndex, 'typed', how.typed);
      else openEditor(col, rowIndex, 'edit');
      return true;
    },
    [openEditor],
  );

  const close = useCallback(
    (closing: EditorSession, text: string | null, move: readonly [number, number]) => {
      if (editors.getSnapshot()?.id !== closing.id) return;
      const { columns, onCommit } = latest.current;
      const column = columns.find((candidate) => candidate.id === closing.col);
      // An editor opened on the cell's text and left as it was changes nothing.
      const unchanged = closing.opened === 'edit' && text === closing.text;
      // Saved first, so the request leaves before anything is drawn; the editor goes next.
      if (column && text !== null && !unchanged) {
        onCommit({ rowId: closing.rowId, column, text, base: closing.base });
      }
      flushSync(() => editors.close());
      // Focused before it moves: the grid draws itself once for both.
      focusGrid();
      const { rows } = latest.current;
      if (move[0] !== 0 || move[1] !== 0) {
        // The cell's row may have moved (a new type re-sorts the rows): move from where it is now.
        const rowIndex = rows.findIndex((row) => row.id === closing.rowId);
        const col = columns.findIndex((candidate) => candidate.id === closing.col);
        if (rowIndex >= 0 && col >= 0) {
          const nextCol = Math.min(Math.max(col + move[0], 0), columns.length - 1);
          const nextRow = Math.min(Math.max(rowIndex + move[1], 0), rows.length - 1);
          changeSelection(cellSelection(nextCol, nextRow));
        }
      }
    },
    [editors, changeSelection, focusGrid],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const open = editors.getSnapshot();
      if (open) {
        const handle = handleRef.current;
        if (!handle || handle.contains(event.target as Node)) return;
        // The editor is open but the key went elsewhere: it was typed before the focus moved.
        if (!isEngaged()) return;
        event.preventDefault();
        event.stopPropagation();
        handle.takeKey(event);
        return;
      }
      if (!isEngaged()) return;
      const intent = gridKeyIntent(event);
      const cell = selectionRef.current.current?.cell;
      if (intent.kind === 'none') {
        // Typed before the grid had the focus (just after a click): the grid's, not the page's.
        const wrapper = latest.current.wrapperRef.current;
        if (isPageBody(document.activeElement) && navigationKeys.has(event.key) && wrapper) {
          const canvas = wrapper.querySelector<HTMLElement>('[data-testid="data-grid-canvas"]');
          if (!canvas) return;
          event.preventDefault();
          canvas.focus({ preventScroll: true });
          canvas.dispatchEvent(new KeyboardEvent('keydown', event));
        }
        return;
      }
      if (!cell) return;
      if (intent.kind === 'clear') {
        event.preventDefault();
        event.stopPropagation();
        const access = latest.current.cellAccess(cell[0]);
        if (access.kind === 'refused') latest.current.onRefused(access.message);
        else latest.current.onClear(selectionRef.current);
        return;
      }
      const handled = activate(cell[0], cell[1], {
        typed: intent.kind === 'type' ? intent.text : undefined,
        compose: intent.kind === 'compose',
      });
      // An input method's key goes on to the editor, which now has the focus.
      if (handled && intent.kind !== 'compose') {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (handleRef.current?.contains(target)) return;
      pointerInside.current = !!latest.current.wrapperRef.current?.contains(target);
      // A click elsewhere saves what is typed, as leaving a spreadsheet's cell does.
      if (editors.getSnapshot()) handleRef.current?.commit();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (handleRef.current?.contains(target)) return;
      pointerInside.current = !!latest.current.wrapperRef.current?.contains(target);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, [editors, isEngaged, activate]);

  const onCellActivated = useCallback(
    ([col, rowIndex]: Item, event: CellActivatedEventArgs) => {
      if (editors.getSnapshot()) return;
      // Keys are taken on the document first; Glide activates cells on a second click.
      if (event.inputType === 'keyboard') return;
      activate(col, rowIndex, {});
    },
    [editors, activate],
  );

  return {
    editor: <OpenCellEditor editors={editors} args={args} close={close} handleRef={handleRef} />,
    onSelectionChange: changeSelection,
    onCellActivated,
    reposition: editors.moved,
    isEngaged,
  };
}

type OpenCellEditorProps = {
  editors: EditorStore;
  args: CellEditingArgs;
  close: (closing: EditorSession, text: string | null, move: readonly [number, number]) => void;
  handleRef: RefObject<EditorHandle | null>;
};

/**
 * The open editor, over its cell. It listens to the editor store itself: opening and closing an
 * editor (every edit typed) renders this, not the grid around it; so does the grid scrolling.
 */
function OpenCellEditor({ editors, args, close, handleRef }: OpenCellEditorProps) {
  const session = useSyncExternalStore(editors.subscribe, editors.getSnapshot);
  // Read again where the cell is on screen when the grid scrolled or resized.
  useSyncExternalStore(editors.subscribe, editors.getPlacement);
  if (!session) return null;
  const { rows, columns, gridRef, provideEditor, displayOf, nameOf } = args;
  const rowIndex = rows.findIndex((row) => row.id === session.rowId);
  const col = columns.findIndex((column) => column.id === session.col);
  const row = rows[rowIndex];
  const column = columns[col];
  const bounds = row && column ? gridRef.current?.getBounds(col, rowIndex) : undefined;
  if (!row || !column || !bounds) return null;
  return (
    <CellEditor
      key={session.id}
      session={session}
      column={column}
      bounds={bounds}
      custom={customEditor(provideEditor, col, rowIndex, session)}
      changedUnder={changedUnder(session, row, column, displayOf, nameOf)}
      onCommit={(text, move) => close(session, text, move)}
      onCancel={() => close(session, null, [0, 0])}
      handleRef={handleRef}
    />
  );
}

/** The view's editor for the cell (dropdown values), if it has one. */
function customEditor(
  provideEditor: ProvideEditorCallback<GridCell> | undefined,
  col: number,
  row: number,
  session: EditorSession,
): ProvideEditorComponent<GridCell> | undefined {
  const provided = provideEditor?.({
    kind: GridCellKind.Text,
    data: session.text,
    displayData: session.text,
    allowOverlay: true,
    location: [col, row],
  });
  if (!provided) return undefined;
  return isObjectEditorCallbackResult(provided) ? provided.editor : provided;
}

/** Someone else's save of the open cell: its version moved on and its value is not the one opened. */
function changedUnder(
  session: EditorSession,
  row: ScheduleRow,
  column: ScheduleColumn,
  displayOf: (row: ScheduleRow, column: ScheduleColumn) => string,
  nameOf: (userId: string | null) => string | null,
): ChangedUnder | null {
  const { base } = session;
  if (!base) return null;
  const version = row.versions[column.id];
  if (version === undefined || version === base.version) return null;
  if (JSON.stringify(row.cells[column.id] ?? null) === JSON.stringify(base.value ?? null)) {
    return null;
  }
  return { by: nameOf(row.updatedBy), text: displayOf(row, column) };
}
