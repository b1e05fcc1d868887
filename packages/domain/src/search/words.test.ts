import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight.ts';
import { deletionVariants, searchWords, withinOneEdit } from './words.ts';

describe('withinOneEdit', () => {
  it.each([
    ['lumen', 'lumen', true],
    ['lumen', 'lumens', true],
    ['lumens', 'lumen', true],
    ['lumen', 'lumin', true],
    ['from', 'form', true],
    ['lumen', 'lemun', false],
    ['lumen', 'lu', false],
    ['downlight', 'donwlight', true],
    ['downlight', 'downlihgts', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it('always shares a deletion variant with a word one edit away (what the index relies on)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.string({ minLength: 1, maxLength: 10 }),
        (a, b) => {
          if (!withinOneEdit(a, b)) return;
          const ofA = new Set(deletionVariants(a));
          expect(deletionVariants(b).some((variant) => ofA.has(variant))).toBe(true);
        },
      ),
    );
  });
});

describe('searchWords', () => {
  it('splits on spaces and punctuation, in lower case', () => {
    expect(searchWords('LED-24W, 3.5" Lüftung/Ø80')).toEqual([
      'led',
      '24w',
      '3',
      '5',
      'lüftung',
      'ø80',
    ]);
  });
});

describe('highlightRanges', () => {
  it('marks substrings for part match and whole words otherwise', () => {
    expect(highlightRanges('Downlight down', ['down'], 'part')).toEqual([
      { start: 0, end: 4 },
      { start: 10, end: 14 },
    ]);
    expect(highlightRanges('Downlight down', ['down'], 'full')).toEqual([{ start: 10, end: 14 }]);
    expect(highlightRanges('abcd', ['abc', 'bcd'], 'part')).toEqual([{ start: 0, end: 4 }]);
    expect(highlightRanges('LED bulb, FLEX', ['le'], 'part')).toEqual([{ start: 0, end: 2 }]);
  });
});
