import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureDocument } from './export-fixture.test-support.ts';
import { readZip } from './read-back.test-support.ts';
import { renderZip } from './zip.ts';

describe('renderZip', () => {
  it('packs the schedule and each row’s files in folders by type, safely named, missing ones listed', async () => {
    const entries = await readZip(await renderZip(fixtureDocument(), fixtureContext()));
    expect([...entries.keys()].sort()).toEqual([
      'A1/photo.jpg',
      'A1/spec.pdf', // attached to both A1 rows, packed once
      'A2/spec (2).pdf', // two different files named alike
      'A2/spec.pdf',
      'B1/etc passwd', // no climbing out of the folder
      'Lighting Level 1.xlsx',
      'missing-files.txt',
    ]);
    expect(entries.get('A2/spec.pdf')!.toString()).toBe('bytes of files/a2-spec');
    expect(entries.get('A2/spec (2).pdf')!.toString()).toBe('bytes of files/a2-spec-2');
    expect(entries.get('B1/etc passwd')!.toString()).toBe('bytes of files/b1-spec');
    expect(entries.get('missing-files.txt')!.toString()).toContain('B1/gone.pdf (Image)');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(entries.get('Lighting Level 1.xlsx') as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('Lumenpulse');
  });

  it('writes no missing-files.txt when every file is there', async () => {
    const entries = await readZip(
      await renderZip(
        fixtureDocument(),
        fixtureContext({ readFile: async (key) => Buffer.from(key) }),
      ),
    );
    expect(entries.has('missing-files.txt')).toBe(false);
  });
});
