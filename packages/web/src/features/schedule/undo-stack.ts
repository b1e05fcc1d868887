import type { CellValue } from '@specboard/domain';
import { sameCellValue } from './cell-edits.ts';

/** Spec: the undo stack keeps the last 30 steps. */
export const UNDO_LIMIT = 30;
/** Spec: undo waits for pending updates, polling every 300 ms at most 10 times. */
export const UNDO_WAIT_INTERVAL_MS = 300;
export const UNDO_WAIT_ATTEMPTS = 10;
/** Spec: the undo snackbar stays 10 s. */
export const UNDO_SNACKBAR_TIMEOUT_MS = 10_000;

export type CellChange = { rowId: string; col: string; before: CellValue; after: CellValue };

/** One user action: an edit, a paste or a fill of a range, a clear; rows it created. */
export type UndoStep = {
  label: string;
  changes: readonly CellChange[];
  /** Rows the action added (a paste past the last row): undo deletes them, redo restores them. */
  createdRowIds?: readonly string[];
};

export type UndoStack = {
  readonly past: readonly UndoStep[];
  readonly future: readonly UndoStep[];
};

export const emptyUndoStack: UndoStack = { past: [], future: [] };

/** A cell value to write back, and the value the cell must still hold for that to be fair. */
export type Replay = { rowId: string; col: string; value: CellValue; expected: CellValue };

function isEmptyStep(step: UndoStep): boolean {
  return step.changes.length === 0 && (step.createdRowIds?.length ?? 0) === 0;
}

/** Records a new step (dropping the oldest past the limit); a new action ends any redo. */
export function pushStep(stack: UndoStack, step: UndoStep): UndoStack {
  const changes = step.changes.filter((change) => !sameCellValue(change.before, change.after));
  const kept = { ...step, changes };
  if (isEmptyStep(kept)) return stack;
  return { past: [...stack.past, kept].slice(-UNDO_LIMIT), future: [] };
}

export function canUndo(stack: UndoStack): boolean {
  return stack.past.length > 0;
}

export function canRedo(stack: UndoStack): boolean {
  return stack.future.length > 0;
}

/** Takes the last step: the values to write back (each cell to its value before the step). */
export function takeUndo(
  stack: UndoStack,
): { stack: UndoStack; step: UndoStep; replay: Replay[] } | undefined {
  const step = stack.past.at(-1);
  if (!step) return undefined;
  return {
    stack: { past: stack.past.slice(0, -1), future: [...stack.future, step] },
    step,
    replay: step.changes.map((change) => ({
      rowId: change.rowId,
      col: change.col,
      value: change.before,
      expected: change.after,
    })),
  };
}

/** Takes the last undone step again: each cell to its value after the step. */
export function takeRedo(
  stack: UndoStack,
): { stack: UndoStack; step: UndoStep; replay: Replay[] } | undefined {
  const step = stack.future.at(-1);
  if (!step) return undefined;
  return {
    stack: { past: [...stack.past, step], future: stack.future.slice(0, -1) },
    step,
    replay: step.changes.map((change) => ({
      rowId: change.rowId,
      col: change.col,
      value: change.after,
      expected: change.before,
    })),
  };
}

/**
 * Splits a replay into what may be written and what someone changed since (a cell no longer
 * holding the value the step left): those are left alone rather than overwritten.
 */
export function splitReplay(
  replay: readonly Replay[],
  /** The value a cell shows now; undefined when its row is gone. */
  currentValue: (rowId: string, col: string) => CellValue | undefined,
): { apply: Replay[]; skipped: Replay[] } {
  const apply: Replay[] = [];
  const skipped: Replay[] = [];
  for (const item of replay) {
    const current = currentValue(item.rowId, item.col);
    if (current !== undefined && sameCellValue(current, item.expected)) apply.push(item);
    else skipped.push(item);
  }
  return { apply, skipped };
}

/**
 * Waits until `isIdle` (no cell update pending), asking every `intervalMs` at most `attempts`
 * times. Resolves true when idle, false when it gave up waiting.
 */
export async function waitForPendingUpdates(
  isIdle: () => boolean,
  {
    intervalMs = UNDO_WAIT_INTERVAL_MS,
    attempts = UNDO_WAIT_ATTEMPTS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { intervalMs?: number; attempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<boolean> {
  if (isIdle()) return true;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await sleep(intervalMs);
    if (isIdle()) return true;
  }
  return false;
}
