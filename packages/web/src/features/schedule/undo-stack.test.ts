import { describe, expect, it, vi } from 'vitest';
import {
  canRedo,
  canUndo,
  emptyUndoStack,
  pushStep,
  splitReplay,
  takeRedo,
  takeUndo,
  UNDO_LIMIT,
  type UndoStep,
  waitForPendingUpdates,
} from './undo-stack.ts';

const step = (n: number): UndoStep => ({
  label: `edit ${n}`,
  changes: [{ rowId: 'r1', col: 'model', before: String(n - 1), after: String(n) }],
});

describe('undo stack', () => {
  it('keeps the last 30 steps', () => {
    let stack = emptyUndoStack;
    for (let n = 1; n <= 35; n += 1) stack = pushStep(stack, step(n));
    expect(stack.past).toHaveLength(UNDO_LIMIT);
    expect(stack.past[0]?.label).toBe('edit 6');
  });

  it('undoes a pasted range as one step, then redoes it', () => {
    const paste: UndoStep = {
      label: 'Paste',
      changes: [
        { rowId: 'r1', col: 'model', before: 'A', after: 'X' },
        { rowId: 'r2', col: 'model', before: null, after: 'Y' },
      ],
    };
    const stack = pushStep(emptyUndoStack, paste);
    const undone = takeUndo(stack)!;
    expect(undone.replay).toEqual([
      { rowId: 'r1', col: 'model', value: 'A', expected: 'X' },
      { rowId: 'r2', col: 'model', value: null, expected: 'Y' },
    ]);
    expect(canUndo(undone.stack)).toBe(false);
    expect(canRedo(undone.stack)).toBe(true);
    const redone = takeRedo(undone.stack)!;
    expect(redone.replay.map((item) => item.value)).toEqual(['X', 'Y']);
    expect(canUndo(redone.stack)).toBe(true);
  });

  it('a new step ends the redo list; a step that changed nothing is not kept', () => {
    const undone = takeUndo(pushStep(emptyUndoStack, step(1)))!;
    expect(pushStep(undone.stack, step(2)).future).toEqual([]);
    const nothing = pushStep(emptyUndoStack, {
      label: 'x',
      changes: [{ rowId: 'r', col: 'c', before: 'a', after: 'a' }],
    });
    expect(nothing).toBe(emptyUndoStack);
    expect(takeUndo(emptyUndoStack)).toBeUndefined();
  });

  it('leaves alone cells someone changed since, and cells of rows that are gone', () => {
    const replay = [
      { rowId: 'r1', col: 'model', value: 'A', expected: 'X' },
      { rowId: 'r2', col: 'model', value: 'B', expected: 'Y' },
      { rowId: 'gone', col: 'model', value: 'C', expected: 'Z' },
    ];
    const current: Record<string, string> = { r1: 'X', r2: 'changed' };
    const { apply, skipped } = splitReplay(replay, (rowId) => current[rowId]);
    expect(apply.map((item) => item.rowId)).toEqual(['r1']);
    expect(skipped.map((item) => item.rowId)).toEqual(['r2', 'gone']);
  });

  it('waits for pending updates, polling every 300 ms at most 10 times', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    let polls = 0;
    expect(await waitForPendingUpdates(() => ++polls > 3, { sleep })).toBe(true);
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(300);
    sleep.mockClear();
    expect(await waitForPendingUpdates(() => false, { sleep })).toBe(false);
    expect(sleep).toHaveBeenCalledTimes(10);
  });
});
