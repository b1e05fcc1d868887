import { describe, expect, it } from 'vitest';
import {
  countFilters,
  emptyFilterForm,
  filterFormFromParams,
  sortFromParams,
  toSearchFilters,
  withFilterParams,
  withSortParams,
} from './search-filters.ts';

describe('search filters', () => {
  it('sends nothing for an empty form', () => {
    expect(toSearchFilters(emptyFilterForm)).toEqual({});
    expect(countFilters(emptyFilterForm)).toBe(0);
  });

  it('splits text filters at commas and reads ranges as inclusive bounds', () => {
    const form = {
      text: { ...emptyFilterForm.text, manufacturer: ' Lumenpulse, iGuzzini ,', mounting: '' },
      ranges: {
        ...emptyFilterForm.ranges,
        wattage: { min: '', max: '10' },
        lumens: { min: '800', max: 'lots' },
        price: { min: '12,5', max: '40' },
      },
    };
    expect(toSearchFilters(form)).toEqual({
      manufacturer: ['Lumenpulse', 'iGuzzini'],
      wattage: { lte: 10 },
      lumens: { gte: 800 },
      price: { gte: 12.5, lte: 40 },
    });
    expect(countFilters(form)).toBe(4);
  });

  it('keeps the filled fields in the address as typed, and reads them back', () => {
    const form = {
      text: { ...emptyFilterForm.text, manufacturer: 'Lumenpulse, iGuzzini' },
      ranges: { ...emptyFilterForm.ranges, lumens: { min: '800', max: '' } },
    };
    const params = withFilterParams(new URLSearchParams('q=led&lumensMax=5&mounting=x'), form);
    expect(Object.fromEntries(params)).toEqual({
      q: 'led',
      manufacturer: 'Lumenpulse, iGuzzini',
      lumensMin: '800',
    });
    expect(filterFormFromParams(params)).toEqual(form);
  });

  it('keeps a sort other than relevance in the address, and ignores one it does not know', () => {
    const params = withSortParams(new URLSearchParams('q=led'), {
      field: 'PRICE',
      descending: true,
    });
    expect(params.toString()).toBe('q=led&sort=PRICE&order=desc');
    expect(sortFromParams(params)).toEqual({ field: 'PRICE', descending: true });
    expect(withSortParams(params, { field: 'RELEVANCE' }).toString()).toBe('q=led');
    expect(sortFromParams(new URLSearchParams('sort=COLOUR'))).toEqual({ field: 'RELEVANCE' });
  });
});
