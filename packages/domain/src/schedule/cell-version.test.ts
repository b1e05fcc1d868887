import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialCellVersion,
  nextCellVersion,
  normalizeCellVersion,
  sameCellVersion,
} from './cell-version.ts';

describe('cell versions', () => {
  it('start at 1.1 after the first edit and step by exactly 0.1', () => {
    expect(nextCellVersion(initialCellVersion)).toBe('1.1');
    let version = '1.1';
    for (let step = 0; step < 10; step += 1) version = nextCellVersion(version);
    expect(version).toBe('2.1');
  });

  it('never drift, however many steps are taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (steps) => {
        let version = initialCellVersion;
        for (let step = 0; step < steps; step += 1) version = nextCellVersion(version);
        expect(version).toBe((10 + steps).toString().replace(/(\d)$/, '.$1'));
      }),
      { numRuns: 50 },
    );
  });

  it('read a version sent as a number, a string, or a float that drifted in the client', () => {
    expect(normalizeCellVersion(1.1)).toBe('1.1');
    expect(normalizeCellVersion('2')).toBe('2.0');
    expect(normalizeCellVersion(1.1 + 0.1)).toBe('1.2');
    expect(normalizeCellVersion('1.15')).toBeNull();
    expect(normalizeCellVersion('abc')).toBeNull();
    expect(normalizeCellVersion(-1)).toBeNull();
    expect(normalizeCellVersion(null)).toBeNull();
  });

  it('compare by value', () => {
    expect(sameCellVersion('2.0', '2')).toBe(true);
    expect(sameCellVersion('1.1', '1.2')).toBe(false);
  });
});
