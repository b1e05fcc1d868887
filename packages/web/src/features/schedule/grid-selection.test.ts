import { CompactSelection } from '@glideapps/glide-data-grid';
import { describe, expect, it } from 'vitest';
import { cellSelection, followRows, noSelection } from './grid-selection.ts';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('a selection following its rows', () => {
  it('moves the selected cell and its range with the row when rows are re-sorted', () => {
    const before = rows('a', 'b', 'c', 'd');
    const selection = {
      ...cellSelection(2, 1),
      current: {
        cell: [2, 1] as const,
        range: { x: 2, y: 1, width: 2, height: 2 },
        rangeStack: [],
      },
    };
    // b's type changed and it sorts last now.
    const after = rows('a', 'c', 'd', 'b');
    const moved = followRows(selection, before, after);
    expect(moved.current?.cell).toEqual([2, 3]);
    expect(moved.current?.range).toMatchObject({ x: 2, y: 3, width: 2 });
  });

  it('keeps selected rows (row markers) on the same rows', () => {
    const selection = { ...noSelection, rows: CompactSelection.fromSingleSelection(0).add(2) };
    const moved = followRows(selection, rows('a', 'b', 'c'), rows('c', 'b', 'a'));
    expect([...moved.rows]).toEqual([0, 2]);
    const one = { ...noSelection, rows: CompactSelection.fromSingleSelection(0) };
    expect([...followRows(one, rows('a', 'b', 'c'), rows('b', 'c', 'a')).rows]).toEqual([2]);
  });

  it('stays in place, within the rows left, when its row is gone', () => {
    const moved = followRows(cellSelection(0, 3), rows('a', 'b', 'c', 'd'), rows('a', 'b'));
    expect(moved.current?.cell).toEqual([0, 1]);
  });

  it('is the same object when nothing moved', () => {
    const before = rows('a', 'b');
    const selection = cellSelection(1, 1);
    expect(followRows(selection, before, rows('a', 'b'))).toBe(selection);
  });

  it('stays as it is when its rows keep their places: a row answered, rows added after', () => {
    const selection = { ...cellSelection(1, 1), rows: CompactSelection.fromSingleSelection(0) };
    const before = rows('a', 'b', 'c');
    const after = [before[0]!, { id: 'b' }, before[2]!, { id: 'd' }];
    expect(followRows(selection, before, after)).toBe(selection);
  });
});
