import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  fixture,
  importAndWait,
  previewAndMap,
  storedCells,
  upload,
} from './imports.test-support.ts';

/** Files as LibreOffice and (in its shapes) Excel write them; each predicts the stored cells. */
describe('importing real-world spreadsheets', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  async function freshSchedule(): Promise<ScheduleFixture> {
    return scheduleFixture(app, 'imports');
  }

  const libreOfficeRows = [
    {
      typeDesignation: 'A1',
      manufacturer: 'Lumenworks',
      model: 'Slot 4',
      quantity: '12',
      budgetPrice: '1234.5',
      wattage: '18.5',
      releaseDate: '2026-03-31',
      description: '=HYPERLINK("http://evil.example","x")',
    },
    {
      typeDesignation: 'B2',
      manufacturer: 'Ardent Lighting',
      model: 'Orbit Pendant',
      quantity: '3',
      budgetPrice: '89',
      wattage: '9',
      releaseDate: '2025-11-01',
      description: 'Café, lobby',
    },
  ];

  it('reads a LibreOffice workbook: merged group header, currency and date formats, formula-like text kept', async () => {
    const schedule = await freshSchedule();
    const target = { w: schedule.workspaceId, p: schedule.projectId };
    const key = await upload(app, schedule.client, fixture('price-list.xlsx'), 'price-list.xlsx');
    const { preview, mapping } = await previewAndMap(schedule.client, target, key);
    expect(preview).toMatchObject({ format: 'xlsx', sheetName: 'Price list', delimiter: null });
    expect(preview.headerRow).toBe(3);
    expect(preview.rowsCount).toBe(2);
    expect(preview.columns.map((c) => [c.header, c.columnId, c.guessedBy])).toEqual([
      ['Type', 'typeDesignation', 'name'],
      ['Product Mfr', 'manufacturer', 'name'],
      ['Product Model', 'model', 'name'],
      ['Qty', 'quantity', 'name'],
      ['Unit Price ($)', 'budgetPrice', 'name'],
      ['Watts', 'wattage', 'name'],
      ['Release', 'releaseDate', 'name'],
      ['Notes', 'description', 'name'],
    ]);
    expect(preview.rows[0]).toEqual([
      'A1',
      'Lumenworks',
      'Slot 4',
      '12',
      '1234.5',
      '18.5',
      '2026-03-31',
      '=HYPERLINK("http://evil.example","x")',
    ]);
    expect(preview.targetColumns.map((c) => c.id)).not.toContain('totalCost');
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current).toMatchObject({ status: 'FINISHED', productsUploaded: 2, errorsCount: 0 });
    expect(await storedCells(schedule)).toEqual(libreOfficeRows);
  });

  it('reads the same list saved as CSV by LibreOffice: its blank group header joined the same way', async () => {
    const schedule = await freshSchedule();
    const target = { w: schedule.workspaceId, p: schedule.projectId };
    const key = await upload(app, schedule.client, fixture('price-list.csv'), 'price-list.csv');
    const { preview, mapping } = await previewAndMap(schedule.client, target, key);
    expect(preview).toMatchObject({ format: 'csv', delimiter: ',', headerRow: 3, rowsCount: 2 });
    expect(preview.columns.map((c) => c.header)[1]).toBe('Product Mfr');
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current.status).toBe('FINISHED');
    expect(await storedCells(schedule)).toEqual(libreOfficeRows);
  });

  it("reads Excel's CSV UTF-8: BOM, CRLF, a line break inside a quoted cell, units and currency", async () => {
    const schedule = await freshSchedule();
    const target = { w: schedule.workspaceId, p: schedule.projectId };
    const key = await upload(app, schedule.client, fixture('excel-utf8-bom-crlf.csv'), 'list.csv');
    const { preview, mapping } = await previewAndMap(schedule.client, target, key);
    expect(preview).toMatchObject({ delimiter: ',', headerRow: 1, rowsCount: 2 });
    expect(preview.columns[0]?.header).toBe('Type');
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current.status).toBe('FINISHED');
    expect(await storedCells(schedule)).toEqual([
      {
        typeDesignation: 'D1',
        manufacturer: 'Lumenworks',
        model: 'Ø120 Downlight',
        quantity: '24',
        budgetPrice: '1050',
        wattage: '12',
        lumens: '1200',
        description: 'Trimless, 3000K',
      },
      {
        typeDesignation: 'P2',
        manufacturer: 'Ardent Lighting',
        model: 'Orbit',
        quantity: '2',
        budgetPrice: '415.5',
        wattage: '38.2',
        lumens: '4100',
        description: 'Pendant\nopal diffuser',
      },
    ]);
  });

  it('reads a European Excel CSV: semicolons, decimal commas, day-first dates, Windows-1252 text', async () => {
    const schedule = await freshSchedule();
    const target = { w: schedule.workspaceId, p: schedule.projectId };
    const bytes = fixture('excel-semicolon-cp1252.csv');
    const key = await upload(app, schedule.client, bytes, 'liste.csv');
    const { preview, mapping } = await previewAndMap(schedule.client, target, key);
    expect(preview.delimiter).toBe(';');
    expect(preview.columns.map((c) => c.columnId)).toEqual([
      'typeDesignation',
      'manufacturer',
      'model',
      'quantity',
      'budgetPrice',
      'wattage',
      'releaseDate',
    ]);
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current.status).toBe('FINISHED');
    expect(await storedCells(schedule)).toEqual([
      {
        typeDesignation: 'A1',
        manufacturer: 'Lichtwerk GmbH',
        model: 'Straße 3',
        quantity: '4',
        budgetPrice: '1234.5',
        wattage: '12.5',
        releaseDate: '2026-03-31',
      },
      {
        typeDesignation: 'A2',
        manufacturer: 'Éclairage Sud',
        model: 'Lune',
        quantity: '10',
        budgetPrice: '99',
        wattage: '7',
        releaseDate: '2025-12-01',
      },
    ]);
  });

  it('reads an Excel-shaped workbook: first sheet with data, two header rows, serial dates, cached formula results', async () => {
    const schedule = await freshSchedule();
    const target = { w: schedule.workspaceId, p: schedule.projectId };
    const key = await upload(app, schedule.client, fixture('excel-shaped.xlsx'), 'schedule.xlsx');
    const { preview, mapping } = await previewAndMap(schedule.client, target, key);
    expect(preview).toMatchObject({ sheetName: 'Schedule', headerRow: 2, rowsCount: 2 });
    expect(preview.columns.map((c) => [c.header, c.columnId])).toEqual([
      ['Type', 'typeDesignation'],
      ['Luminaire Brand', 'manufacturer'],
      ['Luminaire Model', 'model'],
      ['Photometrics Lm', 'lumens'],
      ['Photometrics Watts', 'wattage'],
      ['Unit Price ($)', 'budgetPrice'],
      ['Ship date', 'releaseDate'],
      ['Link', 'productUrl'],
    ]);
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current.status).toBe('FINISHED');
    expect(await storedCells(schedule)).toEqual([
      {
        typeDesignation: 'L1',
        manufacturer: 'Northlight',
        model: 'Track 30',
        lumens: '3000',
        wattage: '30',
        budgetPrice: '1299.99',
        releaseDate: '2026-06-15',
        productUrl: 'https://northlight.example/track-30',
      },
      {
        typeDesignation: 'L2',
        manufacturer: 'Northlight',
        model: '=SUM(1,2)',
        lumens: '800',
        wattage: '8.5',
        budgetPrice: '45',
        releaseDate: '2026-01-02',
        productUrl: 'https://northlight.example/mini',
      },
    ]);
  });
});
