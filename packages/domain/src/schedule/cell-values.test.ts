import { describe, expect, it } from 'vitest';
import { normalizeCellValue } from './cell-values.ts';
import type { ColumnType, ScheduleColumn } from './columns.ts';
import { cellMessages } from './messages.ts';

const column = (type: ColumnType, extra: Partial<ScheduleColumn> = {}): ScheduleColumn => ({
  id: 'c',
  name: 'C',
  type,
  ...extra,
});

function refusal(type: ColumnType, value: unknown, extra?: Partial<ScheduleColumn>) {
  try {
    normalizeCellValue(column(type, extra), value);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('cell values by column type', () => {
  it('urls must be web addresses', () => {
    expect(normalizeCellValue(column('url'), ' https://example.com/a?b=1 ')).toBe(
      'https://example.com/a?b=1',
    );
    for (const bad of ['example', 'javascript:alert(1)', 'ftp://x.com', 'http://exa mple.com', 3]) {
      expect(refusal('url', bad)).toBe(cellMessages.invalidUrl);
    }
    expect(cellMessages.invalidUrl).toBe('Must be a valid URL');
  });

  it('dates: empty is valid, non-strings are "not a string", others must match the pattern', () => {
    expect(normalizeCellValue(column('date'), '')).toBeNull();
    expect(normalizeCellValue(column('date'), '2026-02-28')).toBe('2026-02-28');
    expect(refusal('date', 20260228)).toBe('not a string');
    expect(refusal('date', '28/02/2026')).toBe('not valid value');
    expect(refusal('date', '2026-02-30')).toBe('not valid value');
  });

  it('money keeps exact decimals and accepts usd and cad only', () => {
    expect(normalizeCellValue(column('currency'), '1,234.50')).toBe('1234.5');
    expect(normalizeCellValue(column('currency'), '$19.99')).toBe('19.99');
    expect(normalizeCellValue(column('currency'), '19.99 CAD')).toBe('19.99');
    expect(normalizeCellValue(column('unit_price'), 0.1)).toBe('0.1');
    expect(refusal('currency', '19.99 EUR')).toBe('Wrong Currency provided');
    expect(refusal('currency', '€19.99')).toBe(cellMessages.notNumber);
    expect(refusal('currency', 'twelve')).toBe(cellMessages.notNumber);
  });

  it('integers refuse fractions, numbers refuse words', () => {
    expect(normalizeCellValue(column('integer'), '12')).toBe('12');
    expect(normalizeCellValue(column('integer'), 12)).toBe('12');
    expect(refusal('integer', '1.5')).toBe(cellMessages.notWholeNumber);
    expect(refusal('integer', 'abc')).toBe(cellMessages.notNumber);
    expect(normalizeCellValue(column('float'), '12.50')).toBe('12.5');
    expect(refusal('number', 'NaN')).toBe(cellMessages.notNumber);
    expect(refusal('number', Number.POSITIVE_INFINITY)).toBe(cellMessages.notNumber);
  });

  it('checkboxes, lists, attachments', () => {
    expect(normalizeCellValue(column('checkbox'), 'true')).toBe(true);
    expect(normalizeCellValue(column('checkbox'), '')).toBe(false);
    expect(refusal('checkbox', 'maybe')).toBe(cellMessages.notBoolean);
    expect(normalizeCellValue(column('array'), 'a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(normalizeCellValue(column('array', { arrayType: 'number' }), ['1', 2])).toEqual([
      '1',
      '2',
    ]);
    expect(refusal('array', { a: 1 })).toBe(cellMessages.notList);
    expect(
      normalizeCellValue(column('attachment'), [{ key: 'f/abc.png', filename: 'a.png' }]),
    ).toEqual([{ key: 'f/abc.png', filename: 'a.png', type: null }]);
    expect(refusal('attachment', [{ key: '../../etc/passwd x', filename: 'p' }])).toBe(
      cellMessages.notAttachments,
    );
  });

  it('text is capped at the column length; formulas are computed, not typed', () => {
    expect(refusal('string', 'x'.repeat(41), { maxLen: 40 })).toBe(cellMessages.tooLong(40));
    expect(normalizeCellValue(column('string'), ' two\nlines ')).toBe('two lines');
    expect(refusal('formula', '=1+1')).toBe(cellMessages.computed);
  });
});
