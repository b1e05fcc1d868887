import { describe, expect, it } from 'vitest';
import {
  acceptEdit,
  beginEdit,
  conflictEdit,
  emptyCellEdits,
  failEdit,
  isIdle,
  pendingValue,
  shownCellValue,
  shownVersion,
} from './cell-edits.ts';
import type { ScheduleRow } from './schedule.types.ts';

function row(cells: ScheduleRow['cells'] = {}, versions: Record<string, string> = {}): ScheduleRow {
  return {
    id: 'r1',
    key: 'ROW#r1',
    order: 1,
    hidden: false,
    cells,
    versions,
    session: null,
    updatedBy: null,
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

describe('cell edits', () => {
  it('shows the local value at once with a temporary version, and sends the known version', () => {
    const start = row({ model: 'A' }, { model: '1.3' });
    const { edits, request } = beginEdit(emptyCellEdits, start, 'model', 'B');
    expect(request).toMatchObject({ rowId: 'r1', col: 'model', value: 'B', version: '1.3' });
    expect(shownCellValue(edits, start, 'model')).toBe('B');
    expect(shownVersion(edits, start, 'model')).toBe('1.4');
    expect(isIdle(edits)).toBe(false);
  });

  it('a cell never edited is sent at version 1.0', () => {
    expect(beginEdit(emptyCellEdits, row(), 'model', 'B').request?.version).toBe('1.0');
  });

  it('stores the real version when accepted, and sends a value typed meanwhile against it', () => {
    const start = row({ model: 'A' });
    const first = beginEdit(emptyCellEdits, start, 'model', 'B');
    const second = beginEdit(first.edits, start, 'model', 'C');
    expect(second.request).toBeUndefined();
    expect(shownCellValue(second.edits, start, 'model')).toBe('C');
    const stored = row({ model: 'B' }, { model: '1.1' });
    const accepted = acceptEdit(second.edits, first.request!, stored);
    expect(accepted.request).toMatchObject({ value: 'C', version: '1.1' });
    const done = acceptEdit(
      accepted.edits,
      accepted.request!,
      row({ model: 'C' }, { model: '1.2' }),
    );
    expect(done.request).toBeUndefined();
    expect(isIdle(done.edits)).toBe(true);
  });

  it('retries once against the current version when the cell still holds what this tab saw', () => {
    const start = row({ model: 'A' }, { model: '1.1' });
    const first = beginEdit(emptyCellEdits, start, 'model', 'B');
    const conflict = conflictEdit(first.edits, first.request!, { version: '1.2', value: 'A' });
    expect(conflict.outcome).toEqual({
      kind: 'retry',
      request: expect.objectContaining({ value: 'B', version: '1.2' }),
    });
    if (conflict.outcome.kind !== 'retry') throw new Error('expected a retry');
    const again = conflictEdit(conflict.edits, conflict.outcome.request, {
      version: '1.3',
      value: 'A',
    });
    expect(again.outcome).toMatchObject({ kind: 'dropped', lostValue: 'B' });
    expect(isIdle(again.edits)).toBe(true);
  });

  it('drops the edit and says so when someone else changed the value', () => {
    const start = row({ model: 'A' }, { model: '1.1' });
    const first = beginEdit(emptyCellEdits, start, 'model', 'B');
    const conflict = conflictEdit(first.edits, first.request!, { version: '1.2', value: 'Z' });
    expect(conflict.outcome).toMatchObject({ kind: 'dropped', lostValue: 'B' });
    expect(pendingValue(conflict.edits, 'r1', 'model')).toBeUndefined();
  });

  it('drops the edit when the server did not say what the cell holds', () => {
    const first = beginEdit(emptyCellEdits, row({ model: 'A' }), 'model', 'B');
    expect(conflictEdit(first.edits, first.request!, {}).outcome.kind).toBe('dropped');
  });

  it('reverts a refused value, but still sends a newer one typed meanwhile', () => {
    const start = row({ quantity: '2' });
    const first = beginEdit(emptyCellEdits, start, 'quantity', '3');
    expect(failEdit(first.edits, first.request!, start).edits.cells.size).toBe(0);
    const second = beginEdit(first.edits, start, 'quantity', '4');
    const failed = failEdit(second.edits, first.request!, start);
    expect(failed.request).toMatchObject({ value: '4', version: '1.0' });
  });

  it('ignores answers to edits it no longer tracks', () => {
    const first = beginEdit(emptyCellEdits, row(), 'model', 'B');
    const stale = { ...first.request!, editId: 99 };
    expect(acceptEdit(first.edits, stale, row()).edits).toBe(first.edits);
    expect(conflictEdit(first.edits, stale, {}).outcome.kind).toBe('stale');
  });

  it('computes computed cells again from pending inputs', () => {
    const start = row({ quantity: '2', budgetPrice: '10', totalCost: '20' });
    const { edits } = beginEdit(emptyCellEdits, start, 'quantity', '3');
    expect(shownCellValue(edits, start, 'totalCost')).toBe('30');
    expect(shownCellValue(emptyCellEdits, start, 'totalCost')).toBe('20');
  });
});
