import {
  type CellValue,
  computeCells,
  computedInputs,
  initialCellVersion,
  nextCellVersion,
} from '@specboard/domain';
import type { ScheduleRow } from './schedule.types.ts';

/**
 * The cell edits of one tab, as pure data. An edit shows at once with a temporary version; one
 * edit per cell is on its way to the server at a time (sent with the version this tab knows), and
 * a newer value typed meanwhile waits for it. The caller sends what these functions return and
 * reports the server's answer back.
 */

/** What to send: updateCell for one cell, at the version this tab knows. */
export type CellRequest = {
  editId: number;
  rowId: string;
  col: string;
  value: CellValue;
  version: string;
};

export type CellEdit = {
  editId: number;
  rowId: string;
  col: string;
  value: CellValue;
  /** The server version the edit was sent against. */
  baseVersion: string;
  /** The value this tab last saw from the server when it sent the edit. */
  baseValue: CellValue;
  /** The version the cell shows until the server answers (the spec's temporary version). */
  tempVersion: string;
  /** Whether it was already sent again after a version conflict. */
  retried: boolean;
};

type CellState = { inFlight: CellEdit; waiting?: { value: CellValue } };

export type CellEdits = {
  readonly cells: ReadonlyMap<string, CellState>;
  readonly nextId: number;
};

/** What became of an edit refused with a version conflict. */
export type ConflictOutcome =
  | { kind: 'retry'; request: CellRequest }
  | { kind: 'dropped'; edit: CellEdit; lostValue: CellValue }
  | { kind: 'stale' };

export const emptyCellEdits: CellEdits = { cells: new Map(), nextId: 1 };

export function cellKey(rowId: string, col: string): string {
  return `${rowId}\u0000${col}`;
}

/** A cell's stored version; a cell never edited is at 1.0. */
export function cellVersionOf(row: ScheduleRow, col: string): string {
  return row.versions[col] ?? initialCellVersion;
}

export function cellValueOf(row: ScheduleRow, col: string): CellValue {
  return row.cells[col] ?? null;
}

/**
 * Whether two cell values are the same (null and missing alike; lists item by item). A file is
 * the upload its key names: the server fills in its name, type, size and thumbnails, so the file
 * sent and the file stored are the same file.
 */
export function sameCellValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (Array.isArray(left) || Array.isArray(right)) {
    return JSON.stringify(comparableList(left)) === JSON.stringify(comparableList(right));
  }
  return left === right;
}

function comparableList(value: CellValue): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'key' in item ? { key: item.key } : item,
  );
}

function withCell(edits: CellEdits, key: string, state: CellState | undefined): CellEdits {
  const cells = new Map(edits.cells);
  if (state) cells.set(key, state);
  else cells.delete(key);
  return { ...edits, cells };
}

function requestOf(edit: CellEdit): CellRequest {
  return {
    editId: edit.editId,
    rowId: edit.rowId,
    col: edit.col,
    value: edit.value,
    version: edit.baseVersion,
  };
}

/** What a cell held on the server when the user began to change it. */
export type CellBase = { version: string; value: CellValue };

function newEdit(
  edits: CellEdits,
  row: ScheduleRow,
  col: string,
  value: CellValue,
  base: CellBase = { version: cellVersionOf(row, col), value: cellValueOf(row, col) },
): CellEdit {
  const baseVersion = base.version;
  return {
    editId: edits.nextId,
    rowId: row.id,
    col,
    value,
    baseVersion,
    baseValue: base.value,
    tempVersion: nextCellVersion(baseVersion),
    retried: false,
  };
}

/**
 * A local edit of `col` in `row` (the row as the server last sent it). Returns the request to
 * send now, or none when an earlier edit of the cell is still on its way: the newest value then
 * waits and is sent once that one is answered. `base` is what the cell held when the user began
 * (an editor opened earlier): the edit is checked against it, so that a change made meanwhile by
 * someone else is a conflict, not overwritten.
 */
export function beginEdit(
  edits: CellEdits,
  row: ScheduleRow,
  col: string,
  value: CellValue,
  base?: CellBase | null,
): { edits: CellEdits; request?: CellRequest } {
  const key = cellKey(row.id, col);
  const current = edits.cells.get(key);
  if (current) {
    return { edits: withCell(edits, key, { ...current, waiting: { value } }) };
  }
  const edit = newEdit(edits, row, col, value, base ?? undefined);
  const next = withCell({ ...edits, nextId: edits.nextId + 1 }, key, { inFlight: edit });
  return { edits: next, request: requestOf(edit) };
}

function findInFlight(edits: CellEdits, rowId: string, col: string, editId: number) {
  const key = cellKey(rowId, col);
  const state = edits.cells.get(key);
  return state && state.inFlight.editId === editId ? { key, state } : undefined;
}

/** Sends the waiting value, if any, against `row` (the server's row after the last answer). */
function continueWith(
  edits: CellEdits,
  key: string,
  state: CellState,
  row: ScheduleRow,
): { edits: CellEdits; request?: CellRequest } {
  if (!state.waiting) return { edits: withCell(edits, key, undefined) };
  const edit = newEdit(edits, row, state.inFlight.col, state.waiting.value);
  return {
    edits: withCell({ ...edits, nextId: edits.nextId + 1 }, key, { inFlight: edit }),
    request: requestOf(edit),
  };
}

/** The server accepted edit `editId`; `row` is the row it stored (with the real version). */
export function acceptEdit(
  edits: CellEdits,
  request: CellRequest,
  row: ScheduleRow,
): { edits: CellEdits; request?: CellRequest } {
  const found = findInFlight(edits, request.rowId, request.col, request.editId);
  if (!found) return { edits };
  return continueWith(edits, found.key, found.state, row);
}

/**
 * The server refused the edit with 'Version Conflict', telling the cell's current version and
 * value. It is sent once more against that version only if the cell still holds what this tab
 * last saw (nobody changed its value, only its version); otherwise the edit is dropped, the
 * caller shows the server's value and tells the user which value was not saved.
 */
export function conflictEdit(
  edits: CellEdits,
  request: CellRequest,
  current: { version?: string | null; value?: CellValue },
): { edits: CellEdits; outcome: ConflictOutcome } {
  const found = findInFlight(edits, request.rowId, request.col, request.editId);
  if (!found) return { edits, outcome: { kind: 'stale' } };
  const { key, state } = found;
  const edit = state.inFlight;
  const unchanged =
    typeof current.version === 'string' &&
    current.value !== undefined &&
    sameCellValue(current.value, edit.baseValue);
  if (!edit.retried && unchanged && typeof current.version === 'string') {
    const retry: CellEdit = {
      ...edit,
      value: state.waiting?.value ?? edit.value,
      baseVersion: current.version,
      tempVersion: nextCellVersion(current.version),
      retried: true,
    };
    return {
      edits: withCell(edits, key, { inFlight: retry }),
      outcome: { kind: 'retry', request: requestOf(retry) },
    };
  }
  return {
    edits: withCell(edits, key, undefined),
    outcome: { kind: 'dropped', edit, lostValue: state.waiting?.value ?? edit.value },
  };
}

/**
 * The server refused the edit for another reason (a bad value, no permission, a failure): the
 * cell goes back to the server's value. A value typed meanwhile is still sent, against the same
 * version, since the refused edit changed nothing.
 */
export function failEdit(
  edits: CellEdits,
  request: CellRequest,
  row: ScheduleRow | undefined,
): { edits: CellEdits; request?: CellRequest } {
  const found = findInFlight(edits, request.rowId, request.col, request.editId);
  if (!found) return { edits };
  if (!row) return { edits: withCell(edits, found.key, undefined) };
  return continueWith(edits, found.key, found.state, row);
}

/** The value a cell shows while edits of it are pending, if any. */
export function pendingValue(
  edits: CellEdits,
  rowId: string,
  col: string,
): { value: CellValue } | undefined {
  const state = edits.cells.get(cellKey(rowId, col));
  if (!state) return undefined;
  return { value: state.waiting ? state.waiting.value : state.inFlight.value };
}

/** The version a cell shows now: the temporary one while an edit is pending. */
export function shownVersion(edits: CellEdits, row: ScheduleRow, col: string): string {
  return edits.cells.get(cellKey(row.id, col))?.inFlight.tempVersion ?? cellVersionOf(row, col);
}

const computedIds = new Set(['totalCost', 'totalPower', 'efficacy', 'estimatedDelivery']);

/**
 * What a cell shows: the pending local value, else the server's; a computed cell is computed
 * again from the shown values while one of its inputs is pending.
 */
export function shownCellValue(
  edits: CellEdits,
  row: ScheduleRow,
  col: string,
): CellValue | undefined {
  if (edits.cells.size === 0) return row.cells[col];
  const pending = pendingValue(edits, row.id, col);
  if (pending) return pending.value;
  if (!computedIds.has(col)) return row.cells[col];
  let cells: ScheduleRow['cells'] | undefined;
  for (const input of computedInputs) {
    const local = pendingValue(edits, row.id, input);
    if (local) {
      cells ??= { ...row.cells };
      cells[input] = local.value;
    }
  }
  if (!cells) return row.cells[col];
  return computeCells(cells)[col as keyof ReturnType<typeof computeCells>];
}

export function isSaving(edits: CellEdits, rowId: string, col: string): boolean {
  return edits.cells.has(cellKey(rowId, col));
}

/** Whether no edit is on its way or waiting (undo waits for this). */
export function isIdle(edits: CellEdits): boolean {
  return edits.cells.size === 0;
}

/** The rows whose pending edits differ between two states (added, answered, replaced). */
export function rowsWithChangedEdits(before: CellEdits, after: CellEdits): Set<string> {
  const rows = new Set<string>();
  if (before.cells === after.cells) return rows;
  for (const [key, state] of after.cells) {
    if (before.cells.get(key) !== state) rows.add(state.inFlight.rowId);
  }
  for (const [key, state] of before.cells) {
    if (!after.cells.has(key)) rows.add(state.inFlight.rowId);
  }
  return rows;
}

/**
 * A tab's pending cell edits, read when needed and listened to by what draws them. Kept apart from
 * the rows, so that an edit (or its answer) redraws its row's cells, not the page around the grid.
 */
export type CellEditsSource = {
  get: () => CellEdits;
  /** Calls `listener` with the rows whose pending edits changed; answers how to stop. */
  subscribe: (listener: (rowIds: ReadonlySet<string>) => void) => () => void;
};

/** Where nothing is ever edited (a shared read-only schedule). */
export const noCellEdits: CellEditsSource = {
  get: () => emptyCellEdits,
  subscribe: () => () => {},
};

/** The pending edits of one store: set as they change, told to whoever listens. */
export class CellEditsChannel implements CellEditsSource {
  private edits: CellEdits = emptyCellEdits;
  private readonly listeners = new Set<(rowIds: ReadonlySet<string>) => void>();

  get = () => this.edits;

  subscribe = (listener: (rowIds: ReadonlySet<string>) => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(edits: CellEdits) {
    const changed = rowsWithChangedEdits(this.edits, edits);
    this.edits = edits;
    if (changed.size === 0) return;
    for (const listener of this.listeners) listener(changed);
  }

  clear() {
    this.listeners.clear();
  }
}
