import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { eventually, openLiveSocket } from '../../../test/support/live-socket.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  countRows,
  importAndWait,
  importMutation,
  previewAndMap,
  storedCells,
  upload,
} from './imports.test-support.ts';

const subscription = graphql(`subscription ImportsApiWatch($w: ID!, $id: ID!) {
  subscribeImportDocument(workspaceId: $w, importId: $id) { importId status rowsRead productsUploaded }
}`);

const templateQuery = graphql(`query ImportsApiTemplate($w: ID!, $p: ID, $c: ID, $format: String) {
  getTemplateUrl(workspaceId: $w, projectId: $p, collectionId: $c, format: $format)
}`);

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    `T${i % 40}`,
    'Lumenworks',
    `Model ${i}`,
    i % 9,
    `${(i % 500) + 0.5}`,
  ]);

describe('import jobs', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let target: { w: string; p: string };

  beforeAll(async () => {
    app = await startTestApp();
    schedule = await scheduleFixture(app, 'import-jobs');
    target = { w: schedule.workspaceId, p: schedule.projectId };
  });
  afterAll(() => app.stop());

  it('tells the person who started it RUNNING then FINISHED; another member hears nothing', async () => {
    const other = await schedule.member('editor');
    const mine = openLiveSocket(app.url, {
      authorization: `Bearer ${schedule.client.accessToken}`,
    });
    const theirs = openLiveSocket(app.url, { authorization: `Bearer ${other.client.accessToken}` });
    try {
      await Promise.all([mine.connected, theirs.connected]);
      const lines = ['Type,Model', ...Array.from({ length: 300 }, (_, i) => `S${i},Model ${i}`)];
      const key = await upload(app, schedule.client, Buffer.from(lines.join('\n')), 'live.csv');
      const mapping = [
        { index: 0, columnId: 'typeDesignation' },
        { index: 1, columnId: 'model' },
      ];
      const { importId, status } = (
        await schedule.client.ok(importMutation, { ...target, key, mapping })
      ).importDocument;
      expect(status).toBe('PENDING');
      mine.watch(subscription, { w: target.w, id: importId });
      theirs.watch(subscription, { w: target.w, id: importId });
      const statuses = () => mine.results.map((r) => r.data?.subscribeImportDocument?.status);
      await eventually(() => statuses().includes('FINISHED'), 'the import finished', 60_000);
      // A late subscriber gets where it stands first: PENDING or RUNNING, never an end before it.
      const heard = statuses().filter((s, i, all) => s !== all[i - 1]);
      expect(heard.at(-1)).toBe('FINISHED');
      expect(heard).toContain('RUNNING');
      expect(mine.results.at(-1)?.data.subscribeImportDocument.productsUploaded).toBe(300);
      await eventually(() => theirs.results.length > 0, 'the other member was answered');
      expect(theirs.results.every((r) => !r.data?.subscribeImportDocument)).toBe(true);
      expect(theirs.results[0]?.errors?.[0]?.message).toBe('This import is not available.');
    } finally {
      await Promise.all([mine.dispose(), theirs.dispose()]);
    }
  });

  it('imports 2,000 rows of CSV and of XLSX, all in one go', async () => {
    const csv = ['Type,Manufacturer,Model,Qty,Unit Price', ...rowsOf(2000).map((r) => r.join(','))];
    const big = await scheduleFixture(app, 'import-2000');
    const bigTarget = { w: big.workspaceId, p: big.projectId };
    const csvKey = await upload(app, big.client, Buffer.from(csv.join('\r\n')), 'big.csv');
    const csvMap = await previewAndMap(big.client, bigTarget, csvKey);
    expect(csvMap.preview.rowsCount).toBe(2000);
    expect(csvMap.preview.rows).toHaveLength(20);
    const first = await importAndWait(big.client, bigTarget, csvKey, csvMap.mapping);
    expect(first.current).toMatchObject({ status: 'FINISHED', productsUploaded: 2000 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(['Type', 'Manufacturer', 'Model', 'Qty', 'Unit Price']);
    for (const row of rowsOf(2000)) sheet.addRow([...row.slice(0, 4), Number(row[4])]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const xlsxKey = await upload(app, big.client, xlsx, 'big.xlsx');
    const xlsxMap = await previewAndMap(big.client, bigTarget, xlsxKey);
    const second = await importAndWait(big.client, bigTarget, xlsxKey, xlsxMap.mapping);
    expect(second.current).toMatchObject({ status: 'FINISHED', productsUploaded: 2000 });
    expect(await countRows(app, { projectId: big.projectId })).toBe(4000);
  });

  for (const format of ['xlsx', 'csv']) {
    it(`hands out a signed ${format} template of the target's columns that imports back cleanly`, async () => {
      const fresh = await scheduleFixture(app, `import-template-${format}`);
      const freshTarget = { w: fresh.workspaceId, p: fresh.projectId };
      const url = (await fresh.client.ok(templateQuery, { ...freshTarget, format })).getTemplateUrl;
      expect(url).toMatch(
        /^\/files\/import-template-[0-9a-f]{24}\.(xlsx|csv)\?expires=\d+&signature=/,
      );
      const response = await fetch(new URL(url, app.url));
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const key = await upload(app, fresh.client, bytes, `template.${format}`);
      const { preview, mapping } = await previewAndMap(fresh.client, freshTarget, key);
      expect(preview.columns.every((c) => c.columnId !== null)).toBe(true);
      expect(preview.columns.map((c) => c.header)).not.toContain('Total Cost');
      const { current } = await importAndWait(fresh.client, freshTarget, key, mapping);
      expect(current.status).toBe('FINISHED');
      const [row] = await storedCells(fresh);
      expect(row).toMatchObject({
        typeDesignation: 'A1',
        manufacturer: 'Acme Lighting',
        quantity: '12',
        budgetPrice: '345.5',
        releaseDate: '2026-03-31',
        productUrl: 'https://www.example.com/products/linea-1200',
      });
    });
  }
});
