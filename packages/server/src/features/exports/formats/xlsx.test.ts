import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  comparisonDocument,
  fixtureContext,
  fixtureDocument,
  longDescription,
} from './export-fixture.test-support.ts';
import { renderXlsx } from './xlsx.ts';

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('renderXlsx', () => {
  it('writes the rows the view shows, typed and formatted, under a frozen filtered header', async () => {
    const document = fixtureDocument();
    const workbook = await readWorkbook(await renderXlsx(document, fixtureContext()));
    const sheet = workbook.getWorksheet('Lighting Level 1')!;
    expect(sheet).toBeDefined();

    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Type / Designation',
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
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:K5');

    // Sorted by type, the hidden row and the row of another tag left out.
    const types = [2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(1).value);
    expect(types).toEqual(['A1', 'A1', 'A2', 'B1']);
    const all = sheet.getColumn(2).values;
    expect(all).not.toContain('Hidden row');
    expect(all).not.toContain('Other tag');

    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toBe(longDescription);
    expect(first.getCell(4).value).toBe(2);
    expect(first.getCell(4).numFmt).toBe('#,##0');
    expect(first.getCell(5).value).toBe(1250.5);
    expect(first.getCell(5).numFmt).toContain('"$"#,##0.00');
    expect(first.getCell(8).value).toEqual(new Date('2024-03-15T00:00:00Z'));
    expect(first.getCell(8).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(9).value).toBe('2 files');
    // The neutralised formula is a plain string, not a formula.
    expect(first.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(10).value).toBe('\'=HYPERLINK("http://evil","click")');
    expect(first.getCell(11).value).toBe(true);
    expect(sheet.getRow(5).getCell(11).value).toBe(false);

    const totals = sheet.getRow(6);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(6).value).toEqual({ formula: 'SUM(F2:F5)', result: 7552.4 });
    expect(totals.getCell(6).numFmt).toContain('"$"#,##0.00');
    expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G2:G5)', result: 105 });
    expect(totals.getCell(4).value).toBeNull();

    expect(sheet.getColumn(1).width).toBe(26); // 180 px
    expect(sheet.getColumn(3).width).toBe(60); // 420 px
  });

  it('shows Canadian dollars as CA$', async () => {
    const document = fixtureDocument();
    document.header.currency = 'cad';
    const sheet = (await readWorkbook(await renderXlsx(document, fixtureContext()))).worksheets[0]!;
    expect(sheet.getRow(2).getCell(5).numFmt).toContain('[$CA$-1009]#,##0.00');
  });

  it('marks a comparison: a Change column, filled cells, removed rows out of the totals, By type', async () => {
    const document = comparisonDocument();
    const workbook = await readWorkbook(await renderXlsx(document, fixtureContext()));
    const [sheet, byType] = workbook.worksheets;
    expect(sheet!.getRow(1).getCell(1).value).toBe('Change');
    expect(sheet!.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 1 });
    const changes = new Map(
      [2, 3, 4, 5, 6].map((n) => [
        sheet!.getRow(n).getCell(2).value,
        sheet!.getRow(n).getCell(1).value,
      ]),
    );
    expect(changes).toEqual(
      new Map<unknown, unknown>([
        ['A1', null],
        ['A2', 'Modified'],
        ['B1', 'Removed'],
        ['C1', 'Added'],
      ]),
    );
    const a2 = [2, 3, 4, 5, 6]
      .map((n) => sheet!.getRow(n))
      .find((r) => r.getCell(2).value === 'A2')!;
    const fill = (n: number) =>
      (a2.getCell(n).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(fill(6)).toBe('FFFFF1C2'); // budget price changed
    expect(fill(3)).toBeUndefined(); // manufacturer did not
    const totals = sheet!.getRow(7);
    expect(totals.getCell(7).value).toEqual({
      formula: 'SUMIF($A$2:$A$6,"<>Removed",G2:G6)',
      result: 2501 + 320 + 3751.5 + 40,
    });
    expect(byType!.name).toBe('By type');
    const b1 = [2, 3, 4, 5].map((n) => byType!.getRow(n)).find((r) => r.getCell(1).value === 'B1')!;
    expect(b1.getCell(6).value).toBe(-999.9);
  });

  it.each([1_000, 10_000])(
    'renders %i rows with bounded memory (reported, not asserted)',
    async (count) => {
      const base = fixtureDocument();
      const rows = Array.from({ length: count }, (_, n) => ({
        ...base.rows[n % base.rows.length]!,
        id: `row-${n}`,
      }));
      const document = { ...base, rows };
      const progress: number[] = [];
      const before = process.memoryUsage();
      const started = performance.now();
      const bytes = await renderXlsx(
        document,
        fixtureContext({ onProgress: (fraction) => progress.push(fraction) }),
      );
      const elapsed = performance.now() - started;
      const after = process.memoryUsage();
      console.info(
        `XLSX ${count} rows: ${elapsed.toFixed(0)} ms, ${(bytes.length / 1e6).toFixed(2)} MB, ` +
          `rss +${((after.rss - before.rss) / 1e6).toFixed(0)} MB, ` +
          `heap +${((after.heapUsed - before.heapUsed) / 1e6).toFixed(0)} MB`,
      );
      expect(progress.length).toBeGreaterThanOrEqual(count / 500);
      expect(progress.at(-1)).toBe(1);
      const sheet = (await readWorkbook(bytes)).worksheets[0]!;
      expect(sheet.rowCount).toBe(count + 2);
      expect(sheet.getRow(count + 2).getCell(6).value).toMatchObject({
        formula: `SUM(F2:F${count + 1})`,
      });
    },
  );
});
