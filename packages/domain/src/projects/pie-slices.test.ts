import { describe, expect, it } from 'vitest';
import { getBudgetBalance, groupPieSlices } from './pie-slices.ts';

const labels = (slices: ReturnType<typeof groupPieSlices>) => slices.map((slice) => slice.label);

describe('pie slices', () => {
  it('keeps each type its own slice, largest first', () => {
    const slices = groupPieSlices([
      { label: 'B', value: '300' },
      { label: 'A', value: '500' },
      { label: 'C', value: '200' },
    ]);
    expect(slices).toEqual([
      { id: 'type:A', label: 'A', value: '500', share: 0.5, grouped: [] },
      { id: 'type:B', label: 'B', value: '300', share: 0.3, grouped: [] },
      { id: 'type:C', label: 'C', value: '200', share: 0.2, grouped: [] },
    ]);
  });

  it('groups slices under 5% as Others, last, with the exact sum', () => {
    const slices = groupPieSlices([
      { label: 'Downlight', value: '900' },
      { label: 'Sconce', value: '49.99' },
      { label: 'Track', value: '40' },
      { label: 'Strip', value: '10.01' },
    ]);
    expect(labels(slices)).toEqual(['Downlight', 'Others']);
    expect(slices[1]).toEqual({
      id: 'others',
      label: 'Others',
      value: '100',
      share: 0.1,
      grouped: ['Sconce', 'Track', 'Strip'],
    });
  });

  it('keeps a slice of exactly 5% and groups one a cent under', () => {
    const exactly = groupPieSlices([
      { label: 'Big', value: '95' },
      { label: 'Five', value: '5' },
    ]);
    expect(labels(exactly)).toEqual(['Big', 'Five']);
    expect(exactly[1]!.share).toBe(0.05);

    const under = groupPieSlices([
      { label: 'Big', value: '95.01' },
      { label: 'Almost', value: '4.99' },
    ]);
    expect(labels(under)).toEqual(['Big', 'Others']);
    expect(under[1]!.grouped).toEqual(['Almost']);
  });

  it('compares exactly where floating point would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; here it is exactly 0.3, 5% of 6.
    const slices = groupPieSlices([
      { label: 'Big', value: '5.7' },
      { label: 'Tiny A', value: '0.1' },
      { label: 'Tiny B', value: '0.2' },
    ]);
    expect(labels(slices)).toEqual(['Big', 'Others']);
    expect(slices[1]!.value).toBe('0.3');
    const exact = groupPieSlices([
      { label: 'Big', value: '5.7' },
      { label: 'Exactly five percent', value: '0.3' },
    ]);
    expect(labels(exact)).toEqual(['Big', 'Exactly five percent']);
  });

  it('keeps money beyond floating-point precision exact', () => {
    const slices = groupPieSlices([
      { label: 'A', value: '12345678901234567.89' },
      { label: 'B', value: '0.01' },
      { label: 'C', value: '0.02' },
    ]);
    expect(slices.map((slice) => slice.value)).toEqual(['12345678901234567.89', '0.03']);
  });

  it('takes plain numbers too (watts)', () => {
    const slices = groupPieSlices([
      { label: 'Downlight', value: 1200.5 },
      { label: 'Sconce', value: 20 },
    ]);
    expect(slices.map((slice) => slice.value)).toEqual(['1200.5', '20']);
    expect(labels(slices)).toEqual(['Downlight', 'Others']);
  });

  it('leaves out zero, negative and unreadable values, and has no slices without a total', () => {
    expect(groupPieSlices([])).toEqual([]);
    expect(groupPieSlices([{ label: 'A', value: '0' }])).toEqual([]);
    const slices = groupPieSlices([
      { label: 'A', value: '10' },
      { label: 'Credit', value: '-5' },
      { label: 'Zero', value: 0 },
      { label: 'Bad', value: 'n/a' },
    ]);
    expect(slices).toEqual([{ id: 'type:A', label: 'A', value: '10', share: 1, grouped: [] }]);
  });

  it('orders equal values by label, so the chart does not shuffle', () => {
    const slices = groupPieSlices([
      { label: 'B', value: '1' },
      { label: 'A', value: '1' },
    ]);
    expect(labels(slices)).toEqual(['A', 'B']);
  });
});

describe('budget balance', () => {
  it('is what is left of the base budget', () => {
    expect(getBudgetBalance(1000, '250.25')).toEqual({
      remaining: '749.75',
      amount: '749.75',
      over: false,
    });
  });

  it('says by how much the cost is over, exactly', () => {
    expect(getBudgetBalance(100, '100.01')).toEqual({
      remaining: '-0.01',
      amount: '0.01',
      over: true,
    });
    expect(getBudgetBalance(0, '0.1')).toMatchObject({ amount: '0.1', over: true });
  });

  it('is not over when the cost meets the budget exactly', () => {
    expect(getBudgetBalance(300, '300.00')).toEqual({ remaining: '0', amount: '0', over: false });
  });

  it('reads an empty total as zero', () => {
    expect(getBudgetBalance(50, '')).toMatchObject({ remaining: '50', over: false });
  });
});
