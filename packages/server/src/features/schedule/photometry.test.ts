import { findColumn, type RowCells, scheduleSchema } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { isIesFile, withPhotometryFills } from './photometry.ts';

const schema = scheduleSchema([]);
const column = (id: string) => findColumn(schema, id) as NonNullable<ReturnType<typeof findColumn>>;
const iesRef = {
  key: 'k1',
  filename: 'a.ies',
  photometry: {
    lumens: 1250,
    inputWatts: 10,
    efficacy: 125,
    cct: 3000,
    manufacturer: null,
    catalogueNumber: null,
  },
};

describe('withPhotometryFills', () => {
  it('fills empty lumens and wattage when the edit attaches an IES file, and recomputes', () => {
    const image = [iesRef] as never;
    const cells: RowCells = { quantity: '2', image };
    expect(withPhotometryFills(cells, [{ column: column('image'), value: image }])).toMatchObject({
      lumens: '1250',
      wattage: '10',
      efficacy: '125', // 1250 / 10, computed by the schedule
      totalPower: '20', // 2 × 10 W
    });
  });

  it('leaves values the row has, and rows whose edit attaches nothing', () => {
    const image = [iesRef] as never;
    const cells: RowCells = { lumens: '900', image };
    const filled = withPhotometryFills(cells, [{ column: column('image'), value: image }]);
    expect(filled).toMatchObject({ lumens: '900', wattage: '10', efficacy: '90' });
    // Clearing lumens later does not bring the file's value back.
    const cleared: RowCells = { image };
    expect(withPhotometryFills(cleared, [{ column: column('lumens'), value: null }])).toBe(cleared);
  });

  it('knows an IES file by its type or its name', () => {
    expect(isIesFile({ filename: 'a.IES', contentType: 'application/octet-stream' })).toBe(true);
    expect(isIesFile({ filename: 'a', contentType: 'application/x-ies' })).toBe(true);
    expect(isIesFile({ filename: 'a.png', contentType: 'image/png' })).toBe(false);
  });
});
