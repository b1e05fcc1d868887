import { importMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { collectionFixture } from '../schedule/collection.test-support.ts';
import {
  countRows,
  fixture,
  importAndWait,
  importMutation,
  postUpload,
  previewQuery,
  upload,
  workbookZip,
} from './imports.test-support.ts';

type Answer = { errors?: { message: string; extensions: Record<string, unknown> }[] };
const errorOf = (answer: Answer) => answer.errors?.[0]?.message;

/** Broken and hostile files: each refused with a clear message, and no row added. */
describe('refusing documents', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let target: { w: string; p: string };

  beforeAll(async () => {
    app = await startTestApp();
    schedule = await scheduleFixture(app, 'import-refusals');
    target = { w: schedule.workspaceId, p: schedule.projectId };
    await schedule.createRow({ typeDesignation: 'X1', model: 'Already there' });
  });
  afterAll(() => app.stop());

  const rowsNow = () => countRows(app, { projectId: schedule.projectId });

  async function previewError(bytes: Buffer, name: string) {
    const key = await upload(app, schedule.client, bytes, name);
    return errorOf(await schedule.client.call(previewQuery, { ...target, key }));
  }

  it('refuses an empty file and binary garbage at the upload', async () => {
    const empty = await postUpload(app, schedule.client, Buffer.alloc(0), 'empty.csv');
    expect(empty.status).toBe(400);
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const answer = await postUpload(app, schedule.client, garbage, 'list.csv');
    expect(answer.status).toBe(415);
    expect(await rowsNow()).toBe(1);
  });

  it('refuses a file of blank lines, and a header without rows', async () => {
    expect(await previewError(Buffer.from('\r\n  \r\n,,\r\n'), 'blank.csv')).toBe(
      importMessages.noHeader,
    );
    const key = await upload(app, schedule.client, Buffer.from('Type,Model\r\n'), 'header.csv');
    const preview = (await schedule.client.ok(previewQuery, { ...target, key }))
      .previewImportDocument;
    expect(preview.rowsCount).toBe(0);
    const mapping = [{ index: 0, columnId: 'typeDesignation' }];
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current).toMatchObject({ status: 'FAILED', firstError: importMessages.noRows });
    expect(await rowsNow()).toBe(1);
  });

  it('refuses a truncated workbook (the upload takes it: its first bytes are a workbook)', async () => {
    const whole = fixture('excel-shaped.xlsx');
    for (const length of [3000, Math.floor(whole.length * 0.9)]) {
      expect(await previewError(whole.subarray(0, length), 'cut.xlsx')).toBe(
        importMessages.damaged,
      );
    }
    expect(await rowsNow()).toBe(1);
  });

  it('refuses zip bombs, by the directory and when the header lies', async () => {
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const bomb = workbookZip([{ name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(await previewError(bomb, 'bomb.xlsx')).toBe(importMessages.archiveTooLarge);
    const liar = workbookZip([
      { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 },
    ]);
    expect(await previewError(liar, 'liar.xlsx')).toMatch(
      /^(This workbook unpacks to more|This workbook is damaged)/,
    );
    expect(await rowsNow()).toBe(1);
  });

  it('refuses a workbook holding a name that climbs out of its folder (zip-slip)', async () => {
    for (const name of ['../../etc/evil.xml', '/etc/evil.xml', 'xl\\..\\evil.xml']) {
      const slip = workbookZip([{ name, data: Buffer.from('<x/>') }]);
      expect(await previewError(slip, 'slip.xlsx')).toBe(importMessages.unsafeArchive);
    }
    expect(await rowsNow()).toBe(1);
  });

  it('refuses more rows than a schedule takes, adding none', async () => {
    const lines = ['Type,Model', ...Array.from({ length: 50_001 }, (_, i) => `T${i},M${i}`)];
    const key = await upload(app, schedule.client, Buffer.from(lines.join('\n')), 'huge.csv');
    const mapping = [
      { index: 0, columnId: 'typeDesignation' },
      { index: 1, columnId: 'model' },
    ];
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current).toMatchObject({
      status: 'FAILED',
      firstError: importMessages.tooManyRows(50_000),
      productsUploaded: 0,
    });
    expect(await rowsNow()).toBe(1);
  });

  it('fails a document with a wrong number, naming the row and the column, adding none', async () => {
    const csv = 'Type,Watts,Qty\nA1,12,1\nA2,twelve,2\nA3,5,2.5\n';
    const key = await upload(app, schedule.client, Buffer.from(csv), 'wrong.csv');
    const mapping = [
      { index: 0, columnId: 'typeDesignation' },
      { index: 1, columnId: 'wattage' },
      { index: 2, columnId: 'quantity' },
    ];
    const { current } = await importAndWait(schedule.client, target, key, mapping);
    expect(current).toMatchObject({
      status: 'FAILED',
      productsUploaded: 0,
      errorsCount: 2,
      firstError: 'Row 3, Wattage: not a number.',
    });
    expect(current.errors).toEqual([
      { row: 3, columnId: 'wattage', value: 'twelve', message: 'Row 3, Wattage: not a number.' },
      {
        row: 4,
        columnId: 'quantity',
        value: '2.5',
        message: 'Row 4, Quantity: not a whole number.',
      },
    ]);
    expect(await rowsNow()).toBe(1);
  });

  it('refuses a mapping to an unknown or computed column, or two sources to one column', async () => {
    const key = await upload(app, schedule.client, Buffer.from('A,B\n1,2\n'), 'map.csv');
    const attempt = (mapping: { index: number; columnId: string | null }[]) =>
      schedule.client.call(importMutation, { ...target, key, mapping }).then(errorOf);
    expect(await attempt([{ index: 0, columnId: 'nope' }])).toBe(
      importMessages.unknownColumn('nope'),
    );
    expect(await attempt([{ index: 0, columnId: 'totalCost' }])).toBe(
      importMessages.computedColumn('Total Cost'),
    );
    expect(
      await attempt([
        { index: 0, columnId: 'model' },
        { index: 1, columnId: 'model' },
      ]),
    ).toBe(importMessages.twoSourcesOneColumn('Model'));
    expect(await rowsNow()).toBe(1);
  });

  it("refuses a collection's import past its cap, whole, with the cap's message", async () => {
    const products = await collectionFixture(app, 'import-cap');
    await products.fill(99);
    const csv = 'Model\nOne\nTwo\n';
    const key = await upload(app, products.client, Buffer.from(csv), 'two.csv');
    const answer = (await products.client.call(importMutation, {
      w: products.workspaceId,
      c: products.collectionId,
      key,
      mapping: [{ index: 0, columnId: 'model' }],
    })) as Answer;
    expect(errorOf(answer)).toBe(
      'You can only add 1 product(s) to current collection, according to the limit of 100 products',
    );
    expect(answer.errors?.[0]?.extensions.code).toBe('LIMIT_REACHED');
    expect(await products.productsCount()).toBe(99);
  });

  it('refuses another member reading an upload that is not theirs, and a viewer importing', async () => {
    const key = await upload(app, schedule.client, Buffer.from('Model\nA\n'), 'mine.csv');
    const editor = await schedule.member('editor');
    const viewer = await schedule.member('viewer');
    const asEditor = await editor.client.call(previewQuery, { ...target, key });
    expect(errorOf(asEditor)).toBe(importMessages.fileNotFound);
    const asViewer = (await viewer.client.call(previewQuery, { ...target, key })) as Answer;
    expect(asViewer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
