import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCells, type RowCells } from '../schedule/computed-cells.ts';
import { type ComparedRow, compareSchedules } from './compare.ts';

const row = (id: string, cells: RowCells): ComparedRow => ({
  id,
  cells: { ...cells, ...computeCells(cells) },
});

describe('comparing two issues of a schedule', () => {
  it('finds every added, removed and changed row and field of a scripted change set', () => {
    const older = [
      row('a', { typeDesignation: 'A1', quantity: '10', budgetPrice: '120.50', wattage: '12' }),
      row('b', { typeDesignation: 'B1', quantity: '4', budgetPrice: '300', wattage: '30' }),
      row('c', { typeDesignation: 'C1', quantity: '1', budgetPrice: '20', wattage: '5' }),
    ];
    const newer = [
      row('a', { typeDesignation: 'A1', quantity: '12', budgetPrice: '120.50', wattage: '12' }),
      row('c', { typeDesignation: 'C1', quantity: '1', budgetPrice: '20', wattage: '5' }),
      row('d', {
        typeDesignation: 'A1',
        quantity: '2',
        budgetPrice: '99.99',
        wattage: '8',
        releaseDate: '2027-01-04',
        leadTime: '6',
      }),
    ];
    const result = compareSchedules(older, newer);
    const byId = Object.fromEntries(result.items.map((item) => [item.rowId, item]));
    expect(result.counts).toEqual({ added: 1, removed: 1, modified: 1, unchanged: 1 });
    expect(byId.a).toMatchObject({
      status: 'modified',
      modified: ['quantity', 'totalCost', 'totalPower'],
      costDelta: '241',
      powerDelta: '24',
    });
    expect(byId.a?.previous?.quantity).toBe('10');
    expect(byId.b).toMatchObject({ status: 'removed', costDelta: '-1200', powerDelta: '-120' });
    expect(byId.d).toMatchObject({ status: 'added', costDelta: '199.98', previous: null });
    expect(result.totals).toMatchObject({
      costBefore: '2425',
      costAfter: '1665.98',
      costDelta: '-759.02',
    });
    const a1 = result.byType.find((type) => type.type === 'A1');
    expect(a1).toMatchObject({
      costBefore: '1205',
      costAfter: '1645.98',
      rowsBefore: 1,
      rowsAfter: 2,
      latestDelivery: '2027-02-15',
    });
  });

  it('has totals that are always the sums of the row deltas, in exact decimals', () => {
    const cells = fc.record({
      typeDesignation: fc.constantFrom('A1', 'A2', 'B1', ''),
      quantity: fc.integer({ min: 0, max: 500 }).map(String),
      budgetPrice: fc
        .integer({ min: 0, max: 10_000_00 })
        .map((cents) => new Big(cents).div(100).toString()),
      wattage: fc
        .integer({ min: 0, max: 4000 })
        .map((tenths) => new Big(tenths).div(10).toString()),
    });
    const schedule = fc.uniqueArray(fc.tuple(fc.constantFrom(...'abcdefghij'), cells), {
      selector: ([id]) => id,
      maxLength: 10,
    });
    fc.assert(
      fc.property(schedule, schedule, (was, now) => {
        const result = compareSchedules(
          was.map(([id, c]) => row(id, c)),
          now.map(([id, c]) => row(id, c)),
        );
        const sum = (field: 'costDelta' | 'powerDelta') =>
          result.items.reduce((total, item) => total.plus(item[field]), new Big(0)).toString();
        expect(sum('costDelta')).toBe(result.totals.costDelta);
        expect(sum('powerDelta')).toBe(result.totals.powerDelta);
        const typeSum = result.byType.reduce(
          (total, type) => total.plus(type.costDelta),
          new Big(0),
        );
        expect(typeSum.toString()).toBe(result.totals.costDelta);
        expect(result.items).toHaveLength(new Set([...was, ...now].map(([id]) => id)).size);
      }),
    );
  });
});
