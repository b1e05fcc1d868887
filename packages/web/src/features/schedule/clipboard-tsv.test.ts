import { describe, expect, it } from 'vitest';
import { formatTsv, parseTsv, planPaste } from './clipboard-tsv.ts';

describe('clipboard text', () => {
  it('reads Excel and Google Sheets ranges', () => {
    expect(parseTsv('A1\tLumenworks\t$12.50\r\nA2\t\t3\r\n')).toEqual([
      ['A1', 'Lumenworks', '$12.50'],
      ['A2', '', '3'],
    ]);
    expect(parseTsv('one')).toEqual([['one']]);
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('a\t\n')).toEqual([['a', '']]);
  });

  it('reads quoted cells holding tabs, line breaks and quotes', () => {
    expect(parseTsv('"two\nlines"\t"say ""hi"""\tplain "inch"\n')).toEqual([
      ['two\nlines', 'say "hi"', 'plain "inch"'],
    ]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['A1', 'tab\there', 'line\nbreak'],
      ['', '"quoted"', '12.5'],
    ];
    expect(formatTsv(rows)).toBe('A1\t"tab\there"\t"line\nbreak"\n\t"""quoted"""\t12.5');
    expect(parseTsv(formatTsv(rows))).toEqual(rows);
  });
});

describe('paste plan', () => {
  const base = { columnCount: 5, rowCount: 3, isWritable: (col: number) => col !== 3 };

  it('pastes from the top-left of the selection, skipping computed columns', () => {
    const plan = planPaste({
      ...base,
      values: [['a', 'b', 'c']],
      selection: { x: 1, y: 0, width: 1, height: 1 },
    });
    expect(plan.cells).toEqual([
      { col: 1, row: 0, text: 'a' },
      { col: 2, row: 0, text: 'b' },
    ]);
    expect(plan.skipped).toBe(1);
  });

  it('fills a larger selection with a block that fits it, one value everywhere', () => {
    const plan = planPaste({
      ...base,
      values: [['x']],
      selection: { x: 0, y: 0, width: 2, height: 2 },
    });
    expect(plan.cells.map((cell) => [cell.col, cell.row, cell.text])).toEqual([
      [0, 0, 'x'],
      [1, 0, 'x'],
      [0, 1, 'x'],
      [1, 1, 'x'],
    ]);
  });

  it('turns rows past the last into new rows and drops columns past the last', () => {
    const plan = planPaste({
      ...base,
      values: [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      selection: { x: 4, y: 1, width: 1, height: 1 },
    });
    expect(plan.cells).toEqual([
      { col: 4, row: 1, text: '1' },
      { col: 4, row: 2, text: '3' },
    ]);
    expect(plan.newRows).toEqual([[{ col: 4, row: 0, text: '5' }]]);
  });
});
