import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureDocument } from './export-fixture.test-support.ts';
import { renderRevit } from './revit.ts';

async function lines(...args: Parameters<typeof renderRevit>) {
  const text = (await renderRevit(...args)).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split('\t'));
}

describe('renderRevit', () => {
  it('writes one tab-separated line per type mark, quantities summed, the first row giving the rest', async () => {
    const [header, ...rows] = await lines(fixtureDocument(), fixtureContext());
    expect(header).toEqual([
      'Type Mark',
      'Manufacturer',
      'Description',
      'Quantity',
      'Budget Price',
      'Total Cost',
      'Total Power',
      'Release Date',
      'Image',
      'Finish',
      'Approved',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['A1', 'A2', 'B1']);
    const a1 = rows[0]!;
    expect(a1[1]).toBe('Lumenpulse'); // the first A1 row, not 'Other maker'
    expect(a1[3]).toBe('5'); // 2 + 3
    expect(a1[4]).toBe('1250.5');
    // The description's line break became a space: still one line, still 11 fields.
    expect(a1[2]).toContain('ceilings. Second line');
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
  });

  it('keys by another shown column when asked', async () => {
    const [header, ...rows] = await lines(
      fixtureDocument(),
      fixtureContext({ keyColumn: 'manufacturer' }),
    );
    expect(header!.slice(0, 3)).toEqual(['Type Mark', 'Type / Designation', 'Description']);
    expect(rows.map((row) => row[0])).toEqual([
      'Lumenpulse',
      'Other maker',
      'Lutron',
      'Acme, Inc.',
    ]);
  });
});
