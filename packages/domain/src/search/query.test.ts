import { describe, expect, it } from 'vitest';
import { parseProductQuery } from './query.ts';

describe('parseProductQuery', () => {
  it('reads colour temperature and colour rendering as filters, not words', () => {
    const parsed = parseProductQuery('downlight 3000K 90 CRI');
    expect(parsed.words).toEqual(['downlight']);
    expect(parsed.filters).toEqual({ cct: { gte: 3000, lte: 3000 }, cri: { gte: 90 } });
    expect(parsed.understood.map((term) => term.label)).toEqual([
      'downlight',
      'CCT 3000 K',
      'CRI ≥ 90',
    ]);
  });

  it('reads comparisons with their units', () => {
    expect(parseProductQuery('> 800 lm').filters).toEqual({ lumens: { gt: 800 } });
    expect(parseProductQuery('<= 10 W').filters).toEqual({ wattage: { lte: 10 } });
    expect(parseProductQuery('>=1,200lm').filters).toEqual({ lumens: { gte: 1200 } });
    expect(parseProductQuery('< $250').filters).toEqual({ price: { lt: 250 } });
    expect(parseProductQuery('CRI > 80').filters).toEqual({ cri: { gt: 80 } });
    expect(parseProductQuery('Ra90').filters).toEqual({ cri: { gte: 90 } });
    expect(parseProductQuery('120 lm/W').filters).toEqual({ efficacy: { gte: 120 } });
    expect(parseProductQuery('6 weeks').filters).toEqual({ leadTime: { lte: 6 } });
  });

  it('reads a length with its nominal tolerance', () => {
    const { filters, understood } = parseProductQuery('linear 4 ft');
    expect(filters.lengthMm?.gte).toBeCloseTo(1158.24);
    expect(filters.lengthMm?.lte).toBeCloseTo(1280.16);
    expect(understood[1]?.label).toBe('Length ≈ 4 ft');
  });

  it('keeps a filter on one field when two say it: both must hold', () => {
    expect(parseProductQuery('> 500 lm < 900 lm').filters).toEqual({
      lumens: { gt: 500, lt: 900 },
    });
  });

  it('leaves numbers without a unit, and values out of range, as words', () => {
    expect(parseProductQuery('LED-24W 5k 2x4').words).toEqual(['led', '24w', '5k', '2x4']);
    expect(parseProductQuery('LED-24W').filters).toEqual({});
    expect(parseProductQuery('model 800').words).toEqual(['model', '800']);
    expect(parseProductQuery('5k').filters).toEqual({});
  });

  it('does not take a unit out of the middle of a word', () => {
    expect(parseProductQuery('kw200 3000kx').filters).toEqual({});
    expect(parseProductQuery('kw200 3000kx').words).toEqual(['kw200', '3000kx']);
  });
});
