import type { ScheduleColumn } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import {
  canHaveDropdown,
  canSelectMany,
  findDropdown,
  listedSpelling,
  matchingOptions,
  toggleValue,
  withDropdown,
} from './view-dropdowns.ts';

const options = ['Recessed', 'Surface', 'Pendant'];

describe('dropdown values of a view', () => {
  it('keeps several chosen values in the list’s order, typed ones after, joined by ", "', () => {
    expect(toggleValue('', 'Pendant', options)).toBe('Pendant');
    expect(toggleValue('Pendant', 'Recessed', options)).toBe('Recessed, Pendant');
    expect(toggleValue('Recessed, Pendant', 'recessed', options)).toBe('Pendant');
    expect(toggleValue('Pendant, Cove', 'Surface', options)).toBe('Surface, Pendant, Cove');
  });

  it('takes the list’s spelling of a typed value, and keeps text the list lacks', () => {
    expect(listedSpelling(' surface ', options)).toBe('Surface');
    expect(listedSpelling('Cove', options)).toBe('Cove');
    expect(matchingOptions(options, 'ce')).toEqual(['Recessed', 'Surface']);
    expect(matchingOptions(options, '')).toEqual(options);
  });

  it('replaces one column’s dropdown and drops it once it has no values', () => {
    const one = { name: 'mounting', values: ['A'], multipleSelect: false };
    const other = { name: 'tag', values: ['X'], multipleSelect: true };
    expect(withDropdown([one, other], { ...one, values: ['B'] })).toEqual([
      other,
      { ...one, values: ['B'] },
    ]);
    expect(withDropdown([one, other], { ...one, values: [] })).toEqual([other]);
    expect(findDropdown([{ ...one, values: [] }], 'mounting')).toBeUndefined();
  });

  it('is offered for typed columns; several values only for text', () => {
    const text: ScheduleColumn = { id: 'mounting', name: 'Mounting', type: 'string' };
    const image: ScheduleColumn = { id: 'image', name: 'Image', type: 'attachment' };
    const quantity: ScheduleColumn = { id: 'quantity', name: 'Quantity', type: 'integer' };
    expect(canHaveDropdown(text, false)).toBe(true);
    expect(canHaveDropdown(text, true)).toBe(false);
    expect(canHaveDropdown(image, false)).toBe(false);
    expect(canSelectMany(text)).toBe(true);
    expect(canSelectMany(quantity)).toBe(false);
  });
});
