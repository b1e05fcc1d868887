import { type CellValue, displayType, messages } from '@specboard/domain';
import {
  acceptEdit,
  beginEdit,
  type CellEdits,
  type CellRequest,
  conflictEdit,
  emptyCellEdits,
  failEdit,
  isIdle,
  sameCellValue,
  shownCellValue,
} from './cell-edits.ts';
import { loadAllRows, type RowsPage, SPINNER_OFF_DELAY_MS } from './row-loader.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { mergePage, newerRow, putRows, removeRows } from './schedule-rows.ts';
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
  createRow: (cells: Record<string, CellValue>) => Promise<ScheduleRow>;
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
  | {
      kind: 'conflict';
      rowId: string;
      col: string;
      lostValue: CellValue;
      serverValue: CellValue | undefined;
    }
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

type Snapshot = {
  rows: readonly ScheduleRow[];
  edits: CellEdits;
  undo: UndoStack;
  load: LoadState;
  revision: number;
};

/**
 * The rows of one schedule in this tab, their pending edits and the undo stack. Everything the
 * grid shows is read from here; every change goes through here so that the grid, undo and the
 * live events agree.
 */
export class ScheduleStore {
  private snapshot: Snapshot;
  private byId = new Map<string, ScheduleRow>();
  private readonly listeners = new Set<() => void>();
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
      edits: emptyCellEdits,
      undo: emptyUndoStack,
      load: { loaded: 0, total, done: false, spinning: true, error: null },
      revision: 0,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private update(patch: Partial<Omit<Snapshot, 'revision'>>) {
    if (patch.rows) this.byId = new Map(patch.rows.map((row) => [row.id, row]));
    this.snapshot = { ...this.snapshot, ...patch, revision: this.snapshot.revision + 1 };
    for (const listener of this.listeners) listener();
  }

  dispose() {
    this.abort.abort();
    clearTimeout(this.spinnerTimer);
    this.listeners.clear();
  }

  getRow(rowId: string): ScheduleRow | undefined {
    return this.byId.get(rowId);
  }

  /** What a cell shows now (its pending local value first); undefined when the row is gone. */
  shownValue(rowId: string, col: string): CellValue | undefined {
    const row = this.byId.get(rowId);
    return row ? (shownCellValue(this.snapshot.edits, row, col) ?? null) : undefined;
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
          this.update({
            rows: mergePage(this.snapshot.rows, page, this.deletedWhileReading),
            load: {
              ...this.snapshot.load,
              loaded,
              total: Math.max(this.snapshot.load.total, loaded),
            },
          });
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
          this.update({ rows: mergePage(this.snapshot.rows, page, this.deletedWhileReading) });
        },
      });
      if (this.abort.signal.aborted) return;
      const kept = this.putWhileReading;
      const gone = this.snapshot.rows
        .filter((row) => !seen.has(row.id) && !kept.has(row.id))
        .map((row) => row.id);
      if (gone.length > 0) this.update({ rows: removeRows(this.snapshot.rows, gone) });
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
    this.update({ rows: putRows(this.snapshot.rows, rows) });
  }

  removeServerRows(ids: readonly string[]) {
    if (this.reading === 'first read' || this.reading === 're-read') {
      for (const id of ids) {
        this.deletedWhileReading.add(id);
        this.putWhileReading?.delete(id);
      }
    }
    this.update({ rows: removeRows(this.snapshot.rows, ids) });
  }

  /**
   * Cell edits the user made as one action (typing, a paste, a fill, a clear): shown at once,
   * sent, and kept as one undo step. Values are already checked and normalised.
   */
  editCells(
    label: string,
    changes: readonly { rowId: string; col: string; value: CellValue }[],
    createdRowIds: readonly string[] = [],
  ) {
    const recorded: CellChange[] = [];
    const requests = this.apply(changes, (change, before) => {
      recorded.push({ rowId: change.rowId, col: change.col, before, after: change.value });
    });
    this.update({
      edits: this.snapshot.edits,
      undo: pushStep(this.snapshot.undo, { label, changes: recorded, createdRowIds }),
    });
    for (const request of requests) this.send(request);
  }

  /** Begins edits (without recording them) and returns the requests to send. */
  private apply(
    changes: readonly { rowId: string; col: string; value: CellValue }[],
    onChange?: (
      change: { rowId: string; col: string; value: CellValue },
      before: CellValue,
    ) => void,
  ): CellRequest[] {
    let edits = this.snapshot.edits;
    const requests: CellRequest[] = [];
    for (const change of changes) {
      const row = this.byId.get(change.rowId);
      if (!row) continue;
      const before = shownCellValue(edits, row, change.col) ?? null;
      if (sameCellValue(before, change.value)) continue;
      onChange?.(change, before);
      const begun = beginEdit(edits, row, change.col, change.value);
      edits = begun.edits;
      if (begun.request) requests.push(begun.request);
    }
    this.snapshot = { ...this.snapshot, edits };
    return requests;
  }

  private send(request: CellRequest) {
    this.api.updateCell(request).then(
      (row) => {
        this.putServerRows([row]);
        const accepted = acceptEdit(this.snapshot.edits, request, this.byId.get(row.id) ?? row);
        this.update({ edits: accepted.edits });
        if (accepted.request) this.send(accepted.request);
      },
      (error: unknown) => this.refused(request, this.api.readFailure(error)),
    );
  }

  private refused(request: CellRequest, failure: ApiFailure) {
    if (failure.code === 'VERSION_CONFLICT') {
      const current = {
        version:
          typeof failure.extensions.currentVersion === 'string'
            ? failure.extensions.currentVersion
            : null,
        value:
          'currentValue' in failure.extensions
            ? (failure.extensions.currentValue as CellValue)
            : undefined,
      };
      const { edits, outcome } = conflictEdit(this.snapshot.edits, request, current);
      if (outcome.kind === 'retry') {
        this.update({ edits });
        this.send(outcome.request);
        return;
      }
      if (outcome.kind === 'stale') return;
      const row = this.byId.get(request.rowId);
      if (row && current.version && current.value !== undefined) {
        // The live event with the other edit may not be here yet: show the server's value now.
        const patched = newerRow(row, {
          ...row,
          cells: { ...row.cells, [request.col]: current.value },
          versions: { ...row.versions, [request.col]: current.version },
        });
        this.snapshot = { ...this.snapshot, rows: putRows(this.snapshot.rows, [patched]) };
        this.byId.set(patched.id, patched);
      }
      this.update({ edits });
      this.notify({
        kind: 'conflict',
        rowId: request.rowId,
        col: request.col,
        lostValue: outcome.lostValue,
        serverValue: this.shownValue(request.rowId, request.col),
      });
      return;
    }
    const failed = failEdit(this.snapshot.edits, request, this.byId.get(request.rowId));
    this.update({ edits: failed.edits });
    if (failed.request) this.send(failed.request);
    this.notify({ kind: 'refused', text: failure.message || messages.somethingWentWrong });
  }

  hasPendingEdits(): boolean {
    return !isIdle(this.snapshot.edits);
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
      undo: pushStep(this.snapshot.undo, { label, changes: [], createdRowIds: rowIds }),
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
    return this.snapshot.undo.past.length > 0;
  }

  canRedo(): boolean {
    return this.snapshot.undo.future.length > 0;
  }

  /**
   * Undoes the last step: tells the user at once, waits for pending updates (300 ms × 10), then
   * writes back each cell that still holds what the step left, and removes rows it added.
   */
  async undo(): Promise<void> {
    const taken = takeUndo(this.snapshot.undo);
    if (!taken) return;
    this.update({ undo: taken.stack });
    await waitForPendingUpdates(() => isIdle(this.snapshot.edits));
    const skipped = this.replay(taken.replay);
    if (taken.step.createdRowIds?.length) await this.deleteRows(taken.step.createdRowIds);
    this.notify({ kind: 'undone', step: taken.step, skipped });
  }

  async redo(): Promise<void> {
    const taken = takeRedo(this.snapshot.undo);
    if (!taken) return;
    this.update({ undo: taken.stack });
    await waitForPendingUpdates(() => isIdle(this.snapshot.edits));
    if (taken.step.createdRowIds?.length) await this.restoreRows(taken.step.createdRowIds);
    const skipped = this.replay(taken.replay);
    this.notify({ kind: 'redone', step: taken.step, skipped });
  }

  private replay(replay: readonly Replay[]): number {
    const { apply, skipped } = splitReplay(replay, (rowId, col) => this.shownValue(rowId, col));
    const requests = this.apply(apply);
    this.update({ edits: this.snapshot.edits });
    for (const request of requests) this.send(request);
    return skipped.length;
  }
}

/** How the user knows a row: its type designation, or '---'. */
export function rowLabel(row: ScheduleRow | undefined): string {
  return displayType(row?.cells.typeDesignation);
}
