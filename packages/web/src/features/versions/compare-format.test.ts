import { describe, expect, it } from 'vitest';
import {
  formatCompareValue,
  formatMoneyDelta,
  formatWattsDelta,
  orderItems,
} from './compare-format.ts';
import type { CompareItem } from './versions.types.ts';

describe('how a comparison reads', () => {
  it('signs deltas and keeps exact cents', () => {
    expect(formatMoneyDelta('241')).toBe('+$241.00');
    expect(formatMoneyDelta('-1200')).toBe('−$1,200.00');
    expect(formatMoneyDelta('-759.02')).toBe('−$759.02');
    expect(formatMoneyDelta('0')).toBe('$0.00');
    expect(formatWattsDelta('-80')).toBe('−80 W');
    expect(formatWattsDelta('24.5')).toBe('+24.5 W');
  });

  it('shows money, files and empty cells as people read them', () => {
    expect(formatCompareValue('budgetPrice', '120.5')).toBe('$120.50');
    expect(formatCompareValue('model', 'LX-2')).toBe('LX-2');
    expect(formatCompareValue('model', null)).toBe('—');
    expect(formatCompareValue('image', [{ filename: 'a.png', key: 'k' }])).toBe('a.png');
  });

  it('lists changes first, then by type in natural order, leaving out what is filtered', () => {
    const item = (rowId: string, status: CompareItem['status'], type: string): CompareItem => ({
      rowId,
      status,
      type,
      fields: {},
      previous: null,
      modified: [],
      costDelta: '0',
      powerDelta: '0',
    });
    const items = [
      item('1', 'unchanged', 'A1'),
      item('2', 'added', 'A10'),
      item('3', 'modified', 'B1'),
      item('4', 'added', 'A2'),
    ];
    expect(orderItems(items, new Set(['added', 'modified'])).map((i) => i.rowId)).toEqual([
      '3',
      '4',
      '2',
    ]);
  });
});
