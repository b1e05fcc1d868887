import { type CellValue, displayType, messages } from '@specboard/domain';
import {
  acceptEdit,
  beginEdit,
  type CellBase,
  CellEditsChannel,
  type CellRequest,
  cellKey,
  conflictEdit,
  failEdit,
  isIdle,
  sameCellValue,
  shownCellValue,
} from './cell-edits.ts';
import { loadAllRows, type RowsPage, SPINNER_OFF_DELAY_MS } from './row-loader.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { compareRows, mergePage, newerRow, putRows, removeRows } from './schedule-rows.ts';
import {
  type CellChange,
  emptyUndoStack,
  pushStep,
  type Replay,
  splitReplay,
  takeRedo,
  takeUndo,
  type UndoStack,
  type UndoStep,
  waitForPendingUpdates,
} from './undo-stack.ts';

/** A cell someone else changed before this tab's edit of it arrived: the edit was not saved. */
export type ConflictCell = {
  rowId: string;
  col: string;
  lostValue: CellValue;
  serverValue: CellValue | undefined;
};

/** A cell change the user made; `base` is what the cell held when they began (an editor). */
export type CellChangeRequest = {
  rowId: string;
  col: string;
  value: CellValue;
  base?: CellBase | null;
};

/** The most cells one updateCells call may carry (the server refuses more). */
export const CELLS_PER_BATCH = 5000;

/** A refused call, as the store needs to know it. */
export type ApiFailure = {
  code: string | undefined;
  message: string;
  extensions: Record<string, unknown>;
};

/** The server calls the store makes; the hook binds them to Apollo, tests to fakes. */
export type ScheduleApi = {
  fetchPage: (limit: number, nextToken: string | null) => Promise<RowsPage>;
  updateCell: (request: CellRequest) => Promise<ScheduleRow>;
  /** Several cells in one call, all or nothing; answers each changed row once. */
  updateCells: (requests: readonly CellRequest[]) => Promise<ScheduleRow[]>;
  /** A new row with these cells; next to another row (taking its type) when `nextTo` is given. */
  createRow: (
    cells: Record<string, CellValue>,
    nextTo?: { rowId: string; place: 'above' | 'below' },
  ) => Promise<ScheduleRow>;
  /** A copy of a row's cells as a new row (the server reads them; pending local edits aside). */
  duplicateRow: (rowId: string) => Promise<ScheduleRow>;
  deleteRow: (rowId: string) => Promise<void>;
  restoreRows: (rowIds: string[]) => Promise<ScheduleRow[]>;
  setRowsVisibility: (rowIds: string[], visible: boolean) => Promise<ScheduleRow[]>;
  /** Reads a failure thrown by one of the calls above. */
  readFailure: (error: unknown) => ApiFailure;
};

/** Something the user should be told (the page turns it into a snackbar). */
export type ScheduleNotice =
  | { kind: 'refused'; text: string }
  | { kind: 'conflict'; cells: readonly ConflictCell[] }
  | { kind: 'undone' | 'redone'; step: UndoStep; skipped: number }
  | { kind: 'load-failed'; text: string };

export type LoadState = {
  loaded: number;
  total: number;
  /** Every page is in. */
  done: boolean;
  /** The spinner: on while loading and for 500 ms after the last page. */
  spinning: boolean;
  error: string | null;
};

/** What the page shows around the grid; a new object whenever one of these changes. */
type Snapshot = {
  rows: readonly ScheduleRow[];
  load: LoadState;
  /** Whether there is a step to undo, or to redo (the toolbar's buttons). */
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * While pages of rows arrive, the page hears of them at most this often: each time it derives its
 * shown rows, tags and selection from every row, which for 50,000 rows is most of what loading
 * costs the browser. The first page and the last are told at once.
 */
export const LOAD_NOTICE_INTERVAL_MS = 1000;

/**
 * The rows of one schedule in this tab, their pending edits and the undo stack. Everything the
 * grid shows is read from here; every change goes through here so that the grid, undo and the
 * live events agree. The pending edits are told apart (cellEdits): the grid redraws the rows they
 * touch, and the page around it is not rendered again for them.
 */
export class ScheduleStore {
  private snapshot: Snapshot;
  private undoStack: UndoStack = emptyUndoStack;
  readonly cellEdits = new CellEditsChannel();
  private byId = new Map<string, ScheduleRow>();
  private readonly listeners = new Set<() => void>();
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private lastNotice = 0;
  /** Rows deleted while a read is under way, which a page read earlier must not bring back. */
  private readonly deletedWhileReading = new Set<string>();
  /** Rows put while a re-read is under way: newer than the re-read, so kept even if not in it. */
  private putWhileReading: Set<string> | null = null;
  private reading: 'not yet' | 'first read' | 're-read' | 'idle' = 'not yet';
  private readAgain = false;
  private readonly abort = new AbortController();
  private spinnerTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: ScheduleApi,
    private readonly notify: (notice: ScheduleNotice) => void,
    total = 0,
  ) {
    this.snapshot = {
      rows: [],
      load: { loaded: 0, total, done: false, spinning: true, error: null },
      canUndo: false,
      canRedo: false,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /**
   * Takes new rows, load state or undo stack; the page hears of it at once, or with `soon` within
   * LOAD_NOTICE_INTERVAL_MS (pages of rows while loading). The caller keeps `byId` up to date.
   */
  private update(
    patch: { rows?: readonly ScheduleRow[]; load?: LoadState; undo?: UndoStack },
    when: 'now' | 'soon' = 'now',
  ) {
    if (patch.undo) this.undoStack = patch.undo;
    const next: Snapshot = {
      rows: patch.rows ?? this.snapshot.rows,
      load: patch.load ?? this.snapshot.load,
      canUndo: this.undoStack.past.length > 0,
      canRedo: this.undoStack.future.length > 0,
    };
    const current = this.snapshot;
    if (
      next.rows === current.rows &&
      next.load === current.load &&
      next.canUndo === current.canUndo &&
      next.canRedo === current.canRedo
    ) {
      return;
    }
    this.snapshot = next;
    if (when === 'now') this.tell();
    else this.tellSoon();
  }

  private tell() {
    clearTimeout(this.noticeTimer);
    this.noticeTimer = undefined;
    this.lastNotice = Date.now();
    for (const listener of this.listeners) listener();
  }

  private tellSoon() {
    if (this.noticeTimer !== undefined) return;
    const wait = this.lastNotice + LOAD_NOTICE_INTERVAL_MS - Date.now();
    if (wait <= 0) this.tell();
    else this.noticeTimer = setTimeout(() => this.tell(), wait);
  }

  /** Rows put in or replaced (the objects now in the rows), and rows gone, for getRow. */
  private index(put: readonly ScheduleRow[], gone: readonly string[] = []) {
    for (const row of put) this.byId.set(row.id, row);
    for (const id of gone) this.byId.delete(id);
  }

  private reindex(rows: readonly ScheduleRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * A page of rows merged in. A page after every row here (how pages come) is appended and
   * indexed row by row; anything else is merged and indexed afresh.
   */
  private mergeRows(page: readonly ScheduleRow[]): readonly ScheduleRow[] {
    const rows = this.snapshot.rows;
    const fresh = page.filter((row) => !this.deletedWhileReading.has(row.id));
    const last = rows[rows.length - 1];
    const appended =
      fresh.every((row) => !this.byId.has(row.id)) &&
      (!last || !fresh[0] || compareRows(last, fresh[0]) <= 0);
    if (appended) {
      this.index(fresh);
      return fresh.length > 0 ? [...rows, ...fresh] : rows;
    }
    const merged = mergePage(rows, page, this.deletedWhileReading);
    this.reindex(merged);
    return merged;
  }

  dispose() {
    this.abort.abort();
    clearTimeout(this.spinnerTimer);
    clearTimeout(this.noticeTimer);
    this.listeners.clear();
    this.cellEdits.clear();
  }

  getRow(rowId: string): ScheduleRow | undefined {
    return this.byId.get(rowId);
  }

  /** What a cell shows now (its pending local value first); undefined when the row is gone. */
  shownValue(rowId: string, col: string): CellValue | undefined {
    const row = this.byId.get(rowId);
    return row ? (shownCellValue(this.cellEdits.get(), row, col) ?? null) : undefined;
  }

  /**
   * The live change stream is in place: the first time, read every row; after a reconnection
   * (when changes may have been missed), read them all again.
   */
  goLive() {
    if (this.reading === 'not yet') void this.load();
    else if (this.reading === 'idle') void this.reread();
    else this.readAgain = true;
  }

  /** Reads the rows without waiting for the live stream any longer (it may never come). */
  loadWithoutLive() {
    if (this.reading === 'not yet') void this.load();
  }

  /** Reads every page, showing each as it arrives. */
  async load(): Promise<void> {
    this.reading = 'first read';
    try {
      await loadAllRows({
        fetchPage: this.api.fetchPage,
        signal: this.abort.signal,
        onPage: (page, loaded) => {
          const first = this.snapshot.rows.length === 0;
          this.update(
            {
              rows: this.mergeRows(page),
              load: {
                ...this.snapshot.load,
                loaded,
                total: Math.max(this.snapshot.load.total, loaded),
              },
            },
            // The first rows are shown at once, editable; the rest as they come.
            first ? 'now' : 'soon',
          );
        },
      });
      if (this.abort.signal.aborted) return;
      this.update({ load: { ...this.snapshot.load, done: true } });
      this.spinnerTimer = setTimeout(() => {
        this.update({ load: { ...this.snapshot.load, spinning: false } });
      }, SPINNER_OFF_DELAY_MS);
    } catch (error) {
      if (this.abort.signal.aborted) return;
      const { message } = this.api.readFailure(error);
      this.update({ load: { ...this.snapshot.load, spinning: false, error: message } });
      this.notify({ kind: 'load-failed', text: message });
    }
    this.readingDone();
  }

  /**
   * Reads every row again, quietly, after changes may have been missed: rows changed meanwhile
   * are updated, rows deleted meanwhile removed, and what was put while reading kept.
   */
  private async reread(): Promise<void> {
    this.reading = 're-read';
    const seen = new Set<string>();
    this.putWhileReading = new Set();
    try {
      await loadAllRows({
        fetchPage: this.api.fetchPage,
        signal: this.abort.signal,
        onPage: (page) => {
          for (const row of page) seen.add(row.id);
          this.update({ rows: this.mergeRows(page) }, 'soon');
        },
      });
      if (this.abort.signal.aborted) return;
      const kept = this.putWhileReading;
      const gone = this.snapshot.rows
        .filter((row) => !seen.has(row.id) && !kept.has(row.id))
        .map((row) => row.id);
      this.index([], gone);
      this.update({ rows: gone.length > 0 ? removeRows(this.snapshot.rows, gone) : undefined });
      if (this.noticeTimer !== undefined) this.tell();
    } catch (error) {
      if (this.abort.signal.aborted) return;
      this.notify({ kind: 'load-failed', text: this.api.readFailure(error).message });
    }
    this.readingDone();
  }

  private readingDone() {
    this.putWhileReading = null;
    this.deletedWhileReading.clear();
    this.reading = 'idle';
    if (this.readAgain) {
      this.readAgain = false;
      void this.reread();
    }
  }

  /** Rows the server sent (answers, live events of other sessions). */
  putServerRows(incoming: readonly ScheduleRow[]) {
    const rows = incoming.map((row) => newerRow(this.byId.get(row.id), row));
    for (const row of rows) this.putWhileReading?.add(row.id);
    this.index(rows);
    this.update({ rows: putRows(this.snapshot.rows, rows) });
  }

  removeServerRows(ids: readonly string[]) {
    if (this.reading === 'first read' || this.reading === 're-read') {
      for (const id of ids) {
        this.deletedWhileReading.add(id);
        this.putWhileReading?.delete(id);
      }
    }
    this.index([], ids);
    this.update({ rows: removeRows(this.snapshot.rows, ids) });
  }

  /**
   * Cell edits the user made as one action (typing, a paste, a fill, a clear): shown at once,
   * sent in one call, and kept as one undo step. Values are already checked and normalised.
   */
  editCells(
    label: string,
    changes: readonly CellChangeRequest[],
    createdRowIds: readonly string[] = [],
  ) {
    const recorded: CellChange[] = [];
    const requests = this.apply(changes, (change, before) => {
      recorded.push({ rowId: change.rowId, col: change.col, before, after: change.value });
    });
    this.update({
      undo: pushStep(this.undoStack, { label, changes: recorded, createdRowIds }),
    });
    this.send(requests);
  }

  /** Begins edits (without recording them) and returns the requests to send. */
  private apply(
    changes: readonly CellChangeRequest[],
    onChange?: (change: CellChangeRequest, before: CellValue) => void,
  ): CellRequest[] {
    let edits = this.cellEdits.get();
    const requests: CellRequest[] = [];
    for (const change of changes) {
      const row = this.byId.get(change.rowId);
      if (!row) continue;
      const before = shownCellValue(edits, row, change.col) ?? null;
      if (sameCellValue(before, change.value)) continue;
      onChange?.(change, before);
      const begun = beginEdit(edits, row, change.col, change.value, change.base);
      edits = begun.edits;
      if (begun.request) requests.push(begun.request);
    }
    this.cellEdits.set(edits);
    return requests;
  }

  /** One cell goes as updateCell; more as updateCells, all or nothing, in as few calls as fit. */
  private send(requests: readonly CellRequest[]) {
    const [only] = requests;
    if (requests.length === 1 && only) {
      this.api.updateCell(only).then(
        (row) => this.accepted(requests, [row]),
        (error: unknown) => this.refused(requests, this.api.readFailure(error)),
      );
      return;
    }
    for (let start = 0; start < requests.length; start += CELLS_PER_BATCH) {
      const batch = requests.slice(start, start + CELLS_PER_BATCH);
      this.api.updateCells(batch).then(
        (rows) => this.accepted(batch, rows),
        (error: unknown) => this.refused(batch, this.api.readFailure(error)),
      );
    }
  }

  private accepted(requests: readonly CellRequest[], rows: readonly ScheduleRow[]) {
    this.putServerRows(rows);
    let edits = this.cellEdits.get();
    const next: CellRequest[] = [];
    for (const request of requests) {
      const row = this.byId.get(request.rowId);
      const done = row ? acceptEdit(edits, request, row) : failEdit(edits, request, undefined);
      edits = done.edits;
      if (done.request) next.push(done.request);
    }
    this.cellEdits.set(edits);
    this.send(next);
  }

  private refused(requests: readonly CellRequest[], failure: ApiFailure) {
    if (failure.code === 'VERSION_CONFLICT') {
      this.conflicted(requests, failure);
      return;
    }
    // Anything else refuses every cell of the call: each goes back to the server's value.
    let edits = this.cellEdits.get();
    const next: CellRequest[] = [];
    for (const request of requests) {
      const failed = failEdit(edits, request, this.byId.get(request.rowId));
      edits = failed.edits;
      if (failed.request) next.push(failed.request);
    }
    this.cellEdits.set(edits);
    this.send(next);
    this.notify({ kind: 'refused', text: failure.message || messages.somethingWentWrong });
  }

  /**
   * Stale cells refused the call. A stale cell whose value nobody changed (only its version) is
   * sent again once; one whose value someone changed is dropped and the user is told, with the
   * value that was not saved. The call's other cells, refused only with it, are sent again.
   */
  private conflicted(requests: readonly CellRequest[], failure: ApiFailure) {
    const stale = staleCells(requests, failure.extensions);
    let edits = this.cellEdits.get();
    const again: CellRequest[] = [];
    const lost: { rowId: string; col: string; lostValue: CellValue }[] = [];
    // A conflict that names no cell leaves nothing to retry against: every cell of it is dropped.
    const unnamed = stale.size === 0 ? { version: null, value: undefined } : undefined;
    for (const request of requests) {
      const current = stale.get(cellKey(request.rowId, request.col)) ?? unnamed;
      if (!current) {
        again.push(request);
        continue;
      }
      const { edits: next, outcome } = conflictEdit(edits, request, current);
      edits = next;
      if (outcome.kind === 'retry') again.push(outcome.request);
      else if (outcome.kind === 'dropped') {
        this.showServerValue(request.rowId, request.col, current);
        lost.push({ rowId: request.rowId, col: request.col, lostValue: outcome.lostValue });
      }
    }
    this.cellEdits.set(edits);
    this.send(again);
    if (lost.length > 0) {
      this.notify({
        kind: 'conflict',
        cells: lost.map((cell) => ({
          ...cell,
          serverValue: this.shownValue(cell.rowId, cell.col),
        })),
      });
    }
  }

  /** The live event with the other edit may not be here yet: show the server's value now. */
  private showServerValue(
    rowId: string,
    col: string,
    current: { version?: string | null; value?: CellValue },
  ) {
    const row = this.byId.get(rowId);
    if (!row || !current.version || current.value === undefined) return;
    const patched = newerRow(row, {
      ...row,
      cells: { ...row.cells, [col]: current.value },
      versions: { ...row.versions, [col]: current.version },
    });
    this.index([patched]);
    this.update({ rows: putRows(this.snapshot.rows, [patched]) });
  }

  hasPendingEdits(): boolean {
    return !isIdle(this.cellEdits.get());
  }

  /** Adds rows with the given cells, shown once the server made them. */
  async createRows(cellsOfRows: readonly Record<string, CellValue>[]): Promise<ScheduleRow[]> {
    const created: ScheduleRow[] = [];
    try {
      for (const cells of cellsOfRows) {
        const row = await this.api.createRow(cells);
        created.push(row);
        this.putServerRows([row]);
      }
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
    }
    return created;
  }

  /** Adds an empty row just above or below another (with its type, so it stays there). */
  async insertRow(nextToRowId: string, place: 'above' | 'below'): Promise<ScheduleRow | null> {
    try {
      const row = await this.api.createRow({}, { rowId: nextToRowId, place });
      this.putServerRows([row]);
      return row;
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
      return null;
    }
  }

  /** Adds a copy of each row, one after the other; stops at the first refusal. */
  async duplicateRows(rowIds: readonly string[]): Promise<ScheduleRow[]> {
    const created: ScheduleRow[] = [];
    try {
      for (const rowId of rowIds) {
        const row = await this.api.duplicateRow(rowId);
        created.push(row);
        this.putServerRows([row]);
      }
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
    }
    return created;
  }

  /** Records an added row as an undo step of its own. */
  recordCreated(label: string, rowIds: readonly string[]) {
    this.update({
      undo: pushStep(this.undoStack, { label, changes: [], createdRowIds: rowIds }),
    });
  }

  async deleteRows(rowIds: readonly string[]): Promise<number> {
    let deleted = 0;
    try {
      for (const rowId of rowIds) {
        await this.api.deleteRow(rowId);
        deleted += 1;
        this.removeServerRows([rowId]);
      }
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
    }
    return deleted;
  }

  async restoreRows(rowIds: readonly string[]): Promise<void> {
    try {
      this.putServerRows(await this.api.restoreRows([...rowIds]));
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
    }
  }

  async setRowsVisibility(rowIds: readonly string[], visible: boolean): Promise<void> {
    try {
      this.putServerRows(await this.api.setRowsVisibility([...rowIds], visible));
    } catch (error) {
      this.notify({ kind: 'refused', text: this.api.readFailure(error).message });
    }
  }

  canUndo(): boolean {
    return this.undoStack.past.length > 0;
  }

  canRedo(): boolean {
    return this.undoStack.future.length > 0;
  }

  /**
   * Undoes the last step: tells the user at once, waits for pending updates (300 ms × 10), then
   * writes back each cell that still holds what the step left, and removes rows it added.
   */
  async undo(): Promise<void> {
    const taken = takeUndo(this.undoStack);
    if (!taken) return;
    this.update({ undo: taken.stack });
    await waitForPendingUpdates(() => isIdle(this.cellEdits.get()));
    const skipped = this.replay(taken.replay);
    if (taken.step.createdRowIds?.length) await this.deleteRows(taken.step.createdRowIds);
    this.notify({ kind: 'undone', step: taken.step, skipped });
  }

  async redo(): Promise<void> {
    const taken = takeRedo(this.undoStack);
    if (!taken) return;
    this.update({ undo: taken.stack });
    await waitForPendingUpdates(() => isIdle(this.cellEdits.get()));
    if (taken.step.createdRowIds?.length) await this.restoreRows(taken.step.createdRowIds);
    const skipped = this.replay(taken.replay);
    this.notify({ kind: 'redone', step: taken.step, skipped });
  }

  private replay(replay: readonly Replay[]): number {
    const { apply, skipped } = splitReplay(replay, (rowId, col) => this.shownValue(rowId, col));
    const requests = this.apply(apply);
    this.send(requests);
    return skipped.length;
  }
}

/**
 * The stale cells a 'Version Conflict' names, with their current version and value: the list
 * updateCells sends, or updateCell's one cell.
 */
function staleCells(
  requests: readonly CellRequest[],
  extensions: Record<string, unknown>,
): Map<string, { version: string | null; value: CellValue | undefined }> {
  const stale = new Map<string, { version: string | null; value: CellValue | undefined }>();
  const read = (entry: Record<string, unknown>) => ({
    version: typeof entry.currentVersion === 'string' ? entry.currentVersion : null,
    value: 'currentValue' in entry ? (entry.currentValue as CellValue) : undefined,
  });
  if (Array.isArray(extensions.conflicts)) {
    for (const entry of extensions.conflicts as Record<string, unknown>[]) {
      if (typeof entry.rowId === 'string' && typeof entry.col === 'string') {
        stale.set(cellKey(entry.rowId, entry.col), read(entry));
      }
    }
  } else if (requests.length === 1 && requests[0]) {
    stale.set(cellKey(requests[0].rowId, requests[0].col), read(extensions));
  }
  return stale;
}

/** How the user knows a row: its type designation, or '---'. */
export function rowLabel(row: ScheduleRow | undefined): string {
  return displayType(row?.cells.typeDesignation);
}
