import { describe, expect, it } from 'vitest';
import { defaultColumns, readOnlyColumnIds, type ScheduleColumn } from '../schedule/columns.ts';
import {
  excelSerialToDate,
  parseDateText,
  parseNumberText,
  readImportCell,
} from './cell-reading.ts';
import { guessColumns } from './guess.ts';

const column = (id: string) => defaultColumns.find((c) => c.id === id) as ScheduleColumn;
const targets = defaultColumns.filter(
  (c) => !(readOnlyColumnIds as readonly string[]).includes(c.id),
);
const read = (id: string, raw: Parameters<typeof readImportCell>[1]) =>
  readImportCell(column(id), raw);

describe('guessing columns', () => {
  it('reads price-list headers by name: synonyms, case, punctuation and units', () => {
    const headers = ['Mfr', 'Model #', 'QTY', 'Unit Price ($)', 'Watts', 'Lm', 'CCT', 'Notes'];
    const cct: ScheduleColumn = { id: 'c1', name: 'CCT', type: 'integer' };
    const guesses = guessColumns(
      headers.map((header, index) => ({ index, header, samples: [] })),
      [...targets, cct],
    );
    expect(guesses.map((g) => g.columnId)).toEqual([
      'manufacturer',
      'model',
      'quantity',
      'budgetPrice',
      'wattage',
      'lumens',
      'c1',
      'description',
    ]);
    expect(guesses.every((g) => g.guessedBy === 'name')).toBe(true);
  });

  it('reads values when the header says nothing, and never maps two sources to one column', () => {
    const guesses = guessColumns(
      [
        { index: 0, header: 'Brand', samples: ['Acme'] },
        { index: 1, header: 'Manufacturer', samples: ['Acme'] },
        { index: 2, header: 'Column C', samples: ['12 W', '8.5W'] },
        { index: 3, header: '', samples: ['https://a.example/x', 'www.b.example'] },
        { index: 4, header: 'Column E', samples: ['blue'] },
      ],
      targets,
    );
    expect(guesses).toEqual([
      { index: 0, columnId: null, guessedBy: 'none' },
      { index: 1, columnId: 'manufacturer', guessedBy: 'name' },
      { index: 2, columnId: 'wattage', guessedBy: 'content' },
      { index: 3, columnId: 'productUrl', guessedBy: 'content' },
      { index: 4, columnId: null, guessedBy: 'none' },
    ]);
  });
});

describe('reading a cell as its column', () => {
  it('reads numbers with units and both decimal marks', () => {
    expect(parseNumberText('1,200 lm', /\s*lm$/)).toBe('1200');
    expect(parseNumberText('1.234,50')).toBe('1234.50');
    expect(parseNumberText('12,5')).toBe('12.5');
    expect(parseNumberText('1 234,5')).toBe('1234.5');
    expect(read('wattage', '12 W')).toEqual({ ok: true, value: '12' });
    expect(read('lumens', '1,200 lm')).toEqual({ ok: true, value: '1200' });
    expect(read('quantity', 4)).toEqual({ ok: true, value: '4' });
    expect(read('quantity', '2.5')).toEqual({ ok: false, message: 'not a whole number.' });
    expect(read('wattage', 'twelve')).toEqual({ ok: false, message: 'not a number.' });
  });

  it('reads currencies as written in the US and in Europe', () => {
    expect(read('budgetPrice', '$1,234.50')).toEqual({ ok: true, value: '1234.5' });
    expect(read('budgetPrice', '1.234,50 EUR')).toEqual({ ok: true, value: '1234.5' });
    expect(read('budgetPrice', '€ 12')).toEqual({ ok: true, value: '12' });
    expect(read('budgetPrice', 99.9)).toEqual({ ok: true, value: '99.9' });
  });

  it('reads dates: serials, Date cells and text', () => {
    expect(excelSerialToDate(46112)).toBe('2026-03-31');
    expect(read('releaseDate', 46112)).toEqual({ ok: true, value: '2026-03-31' });
    expect(read('releaseDate', new Date(Date.UTC(2026, 2, 31)))).toEqual({
      ok: true,
      value: '2026-03-31',
    });
    expect(parseDateText('31/03/2026')).toBe('2026-03-31');
    expect(parseDateText('03/31/2026')).toBe('2026-03-31');
    expect(parseDateText('31.03.2026')).toBe('2026-03-31');
    expect(parseDateText('Mar 31, 2026')).toBe('2026-03-31');
    expect(parseDateText('2026-03-31 00:00:00')).toBe('2026-03-31');
    expect(read('releaseDate', '31/02/2026').ok).toBe(false);
  });

  it('keeps formula-like text as text and refuses what does not fit', () => {
    expect(read('description', '=HYPERLINK("http://x.example","x")')).toEqual({
      ok: true,
      value: '=HYPERLINK("http://x.example","x")',
    });
    expect(read('model', '@SUM(A1)')).toEqual({ ok: true, value: '@SUM(A1)' });
    expect(read('typeDesignation', 'x'.repeat(41))).toEqual({
      ok: false,
      message: 'longer than 40 characters.',
    });
    expect(read('productUrl', 'www.acme.example/p/1')).toEqual({
      ok: true,
      value: 'https://www.acme.example/p/1',
    });
    expect(read('productUrl', 'javascript:alert(1)').ok).toBe(false);
    expect(read('manufacturer', '  ')).toEqual({ ok: true, value: null });
  });
});
