import { describe, expect, it } from 'vitest';
import { countFilters, emptyFilterForm, toSearchFilters } from './search-filters.ts';

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
});
