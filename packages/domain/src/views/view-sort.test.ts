import { describe, expect, it } from 'vitest';
import { defaultColumns } from '../schedule/columns.ts';
import { sortRows } from './view-sort.ts';

const rows = [
  { id: 'a', cells: { typeDesignation: 'A10', totalCost: '120.5', manufacturer: 'orion' } },
  { id: 'b', cells: { typeDesignation: 'A2', totalCost: '1250', manufacturer: 'Lumenworks' } },
  { id: 'c', cells: { typeDesignation: '', totalCost: null, manufacturer: 'Vega' } },
  { id: 'd', cells: { typeDesignation: 'B1', totalCost: '89', manufacturer: 'lumenworks' } },
  { id: 'e', cells: { typeDesignation: 'B2', totalCost: '120.50', manufacturer: '' } },
];
const order = (sorted: readonly { id: string }[]) => sorted.map((row) => row.id).join('');

describe('rows sorted by a view', () => {
  it('compares money as numbers, empty last, ties in schedule order', () => {
    const by = (sortOrder: 'asc' | 'desc') =>
      order(sortRows(rows, defaultColumns, { sortBy: 'totalCost', sortOrder }));
    expect(by('asc')).toBe('daebc');
    expect(by('desc')).toBe('baedc');
  });

  it('compares text case aside, and types in natural order (A2 before A10)', () => {
    expect(
      order(sortRows(rows, defaultColumns, { sortBy: 'manufacturer', sortOrder: 'asc' })),
    ).toBe('bdace');
    expect(
      order(sortRows(rows, defaultColumns, { sortBy: 'typeDesignation', sortOrder: 'asc' })),
    ).toBe('badec');
  });

  it('keeps the given order without a sort, or sorted by a column that is gone', () => {
    expect(order(sortRows(rows, defaultColumns, null))).toBe('abcde');
    expect(order(sortRows(rows, defaultColumns, { sortBy: 'c_gone', sortOrder: 'asc' }))).toBe(
      'abcde',
    );
  });
});
