import { describe, expect, it } from 'vitest';
import {
  differingReferenceFields,
  referenceColumns,
  referenceDiff,
  referenceStatus,
  referenceValues,
} from './index.ts';

describe('product reference fields', () => {
  it('carry what describes the product, not the project’s own columns', () => {
    const ids = referenceColumns.map((column) => column.id);
    expect(ids).toContain('budgetPrice');
    expect(ids).toContain('leadTime');
    for (const own of [
      'typeDesignation',
      'location',
      'tag',
      'quantity',
      'releaseDate',
      'totalCost',
    ]) {
      expect(ids).not.toContain(own);
    }
  });

  it('take a row’s values with blanks left out, so blank and missing compare equal', () => {
    expect(
      referenceValues({
        model: 'Disc',
        manufacturer: '  ',
        quantity: 4,
        budgetPrice: 120,
        image: [],
      }),
    ).toEqual({ model: 'Disc', budgetPrice: 120 });
    expect(differingReferenceFields({ model: 'Disc', mounting: '' }, { model: 'Disc' })).toEqual(
      [],
    );
  });

  it('tell an edited row from a changed product', () => {
    const taken = { model: 'Disc', budgetPrice: 120 };
    expect(referenceStatus({ ...taken, quantity: 9 }, taken, taken)).toEqual({
      edited: false,
      updateAvailable: false,
    });
    expect(
      referenceStatus({ ...taken, model: 'Mine' }, taken, { ...taken, budgetPrice: 150 }),
    ).toEqual({
      edited: true,
      updateAvailable: true,
    });
    expect(referenceStatus(taken, taken, null)).toEqual({ edited: false, updateAvailable: false });
  });

  it('name each differing field with the row’s, the product’s and the taken value', () => {
    const taken = { model: 'Disc', budgetPrice: 120 };
    expect(referenceDiff(taken, taken, { ...taken, budgetPrice: 150 })).toEqual([
      {
        field: 'budgetPrice',
        name: 'Budget Price',
        rowValue: 120,
        productValue: 150,
        referenceValue: 120,
      },
    ]);
    expect(referenceDiff(taken, taken, null).map((diff) => diff.field)).toEqual([
      'model',
      'budgetPrice',
    ]);
  });
});
