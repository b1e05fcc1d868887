import { describe, expect, it } from 'vitest';
import type { RowCells } from '../schedule/computed-cells.ts';
import { photometryFills, rowPhotometry } from './row-photometry.ts';

const file = {
  key: 'f1',
  filename: 'a.ies',
  photometry: {
    lumens: 1250,
    inputWatts: 10,
    efficacy: 125,
    cct: 3000,
    manufacturer: 'Acme',
    catalogueNumber: 'A1',
  },
};
const image = { key: 'img', filename: 'a.png' };
const row = (cells: RowCells) => cells as RowCells;

describe('a row against its IES file', () => {
  it('has no photometry without an IES attachment', () => {
    expect(rowPhotometry(row({ image: [image] as never, lumens: '1' }))).toBeNull();
    expect(photometryFills(row({ lumens: '' }))).toEqual({});
  });

  it('flags lumens and wattage beyond 5 % of the file, not within', () => {
    // 1250 × 1.05 = 1312.5: 1312 is within, 1313 beyond; 10 W × 0.95 = 9.5: 9.4 is beyond.
    const within = rowPhotometry(
      row({ files: [image, file] as never, lumens: '1312', wattage: '9.5' }),
    );
    expect(within).toEqual({
      key: 'f1',
      lumens: 1250,
      inputWatts: 10,
      efficacy: 125,
      cct: 3000,
      mismatches: [],
    });
    const beyond = rowPhotometry(row({ files: [file] as never, lumens: '1313', wattage: '9.4' }));
    expect(beyond?.mismatches).toEqual([
      { columnId: 'lumens', ours: 1313, file: 1250 },
      { columnId: 'wattage', ours: 9.4, file: 10 },
    ]);
  });

  it('fills only the empty cells', () => {
    expect(photometryFills(row({ files: [file] as never }))).toEqual({
      lumens: '1250',
      wattage: '10',
    });
    expect(photometryFills(row({ files: [file] as never, lumens: '900', wattage: '' }))).toEqual({
      wattage: '10',
    });
  });
});
