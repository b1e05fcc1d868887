import { describe, expect, it } from 'vitest';
import { diffText, productChanged, rowEdited } from './diff-values.ts';
import {
  countUpdates,
  isOnMark,
  referenceMarkOf,
  referenceSummary,
  updatesText,
} from './reference-marks.ts';

const product = {
  collectionId: 'c1',
  productId: 'p1',
  collectionName: 'Downlights',
  takenAt: '2026-11-27T08:00:00.000Z',
  updateAvailable: false,
  edited: false,
  removed: false,
};

const rows = [
  { id: 'r1', product },
  { id: 'r2', product: { ...product, updateAvailable: true } },
  { id: 'r3', product: null },
  { id: 'r4', product: { ...product, updateAvailable: true, removed: true } },
  { id: 'r5' },
];

describe('reference marks', () => {
  it('marks linked rows, rows with an update and rows whose product is gone', () => {
    expect(rows.map(referenceMarkOf)).toEqual(['linked', 'update', null, 'removed', null]);
    expect(referenceSummary(rows)).toBe('r1:linked r2:update r4:removed');
    expect(countUpdates(rows)).toBe(1);
    expect(updatesText(1)).toBe('1 update available');
    expect(updatesText(2)).toBe('2 updates available');
  });

  it('takes a click at the right end of the first cell as a click on the mark, left of a comments badge', () => {
    expect(isOnMark(170, 180)).toBe(true);
    expect(isOnMark(40, 180)).toBe(false);
    expect(isOnMark(170, 180, 44)).toBe(false);
    expect(isOnMark(110, 180, 44)).toBe(true);
  });

  it('tells what the product changed from what the row changed, in the grid’s words', () => {
    const price = {
      field: 'budgetPrice',
      rowValue: '120',
      productValue: '135',
      referenceValue: '120',
    };
    expect(productChanged(price)).toBe(true);
    expect(rowEdited(price)).toBe(false);
    expect(diffText('budgetPrice', '135', 'usd')).toBe('$135.00');
    expect(diffText('model', null, 'usd')).toBe('—');
  });
});
