import { describe, expect, it } from 'vitest';
import { displayText, formatMoney, sumDecimals } from './cell-display.ts';
import { defaultColumns } from './columns.ts';

const column = (id: string) => defaultColumns.find((candidate) => candidate.id === id)!;

describe('money in the view’s currency', () => {
  it('shows US dollars with $ and Canadian dollars with CA$', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'usd')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'cad')).toBe('CA$1,234.50');
  });

  it('keeps every digit of an exact decimal', () => {
    expect(formatMoney('12345678901234.57', 'usd')).toBe('$12,345,678,901,234.57');
  });

  it('formats money cells in the currency given, other cells as they are', () => {
    expect(displayText(column('totalCost'), '89', 'cad')).toBe('CA$89.00');
    expect(displayText(column('budgetPrice'), '89')).toBe('$89.00');
    expect(displayText(column('quantity'), '1200', 'cad')).toBe('1,200');
    expect(displayText(column('typeDesignation'), '')).toBe('---');
  });

  it('adds decimals exactly', () => {
    expect(sumDecimals(['0.1', '0.2', '-0.05'])).toBe('0.25');
  });
});
