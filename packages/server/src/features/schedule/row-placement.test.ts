import { describe, expect, it } from 'vitest';
import { type Placed, placeBetween } from './row-placement.ts';

const rows = (...positions: number[]): Placed[] =>
  positions.map((position, index) => ({ id: `r${index}`, position: BigInt(position) }));

describe('placing a row between two others', () => {
  it('takes a free position without moving anyone', () => {
    const [first, second] = rows(3, 9);
    expect(placeBetween(first!, [second!])).toEqual({ position: 4n, moves: [] });
    expect(placeBetween(null, [first!, second!])).toEqual({ position: 2n, moves: [] });
    expect(placeBetween(second!, [])).toEqual({ position: 10n, moves: [] });
  });

  it('moves only the run of rows with no room between them, each by as little as it takes', () => {
    const [first, ...rest] = rows(3, 4, 5, 9, 10);
    expect(placeBetween(first!, rest)).toEqual({
      position: 4n,
      moves: [
        { id: 'r1', position: 5n },
        { id: 'r2', position: 6n },
      ],
    });
  });

  it('spreads rows that share a position, keeping their order', () => {
    const [first, ...rest] = rows(3, 3, 4, 8);
    expect(placeBetween(first!, rest)).toEqual({
      position: 4n,
      moves: [
        { id: 'r1', position: 5n },
        { id: 'r2', position: 6n },
      ],
    });
  });
});
