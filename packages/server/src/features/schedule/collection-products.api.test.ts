import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { collectionCalls as calls, collectionFixture } from './collection.test-support.ts';

describe('a collection’s products through the schedule engine', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('makes the collection’s product table on first use, owned by the collection', async () => {
    const products = await collectionFixture(app);
    const { getProjectSchedule } = await products.client.ok(calls.schedule, products.ids);
    expect(getProjectSchedule).toMatchObject({
      projectId: null,
      collectionId: products.collectionId,
      rowsCount: 0,
    });
    const again = await products.client.ok(calls.schedule, products.ids);
    expect(again.getProjectSchedule.id).toBe(getProjectSchedule.id);
  });

  it('asks for exactly one of projectId and collectionId', async () => {
    const products = await collectionFixture(app);
    const neither = await products.client.call(calls.rows, { w: products.workspaceId });
    expect(neither.errors?.[0]?.message).toBe('Please provide id');
    const both = await products.client.call(
      `query Both($p: ID, $c: ID, $w: ID!) { getStructuredScheduleRows(projectId: $p, collectionId: $c, workspaceId: $w) { data } }`,
      { p: products.projectId, c: products.collectionId, w: products.workspaceId },
    );
    expect(both.errors?.[0]?.message).toBe('Please provide id');
  });

  it('creates, edits with versions, refuses a stale edit and keeps the products count', async () => {
    const products = await collectionFixture(app);
    const row = await products.create({ typeDesignation: 'D1', manufacturer: 'Lumen Co' });
    expect(await products.productsCount()).toBe(1);
    const first = await products.client.ok(calls.updateCell, {
      ...products.ids,
      row: row.id,
      col: 'model',
      value: 'DL-4',
      version: '1.0',
    });
    expect(first.updateCell.version).toBe('1.1');
    const stale = await products.client.call(calls.updateCell, {
      ...products.ids,
      row: row.id,
      col: 'model',
      value: 'DL-5',
      version: '1.0',
    });
    expect(stale.errors?.[0]?.message).toBe('Version Conflict');
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    const [stored] = await products.allRows();
    expect(stored?.cells).toMatchObject({ manufacturer: 'Lumen Co', model: 'DL-4' });
  });

  it('pastes a block over rows and past the end in one call, then undoes it from the history', async () => {
    const products = await collectionFixture(app);
    const [a, b] = await products.fill(2);
    const pasted = await products.client.ok(calls.updateCells, {
      ...products.ids,
      cells: [
        { row: a?.id, col: 'model', value: 'X1', version: '1.0' },
        { row: b?.id, col: 'model', value: 'X2', version: '1.0' },
      ],
      newRows: [{ model: 'X3' }, { model: 'X4' }],
    });
    expect(pasted.updateCells.rows).toHaveLength(4);
    expect((await products.allRows()).map((row) => row.cells.model).sort()).toEqual([
      'X1',
      'X2',
      'X3',
      'X4',
    ]);
    expect(await products.productsCount()).toBe(4);
    const { getCellHistory } = await products.client.ok(calls.history, {
      ...products.ids,
      row: a?.id,
      col: 'model',
    });
    expect(getCellHistory.data[0]).toMatchObject({
      oldValue: 'M1',
      newValue: 'X1',
      version: '1.1',
    });
    // Undo: the old value back, against the version the paste left.
    await products.client.ok(calls.updateCells, {
      ...products.ids,
      cells: [{ row: a?.id, col: 'model', value: 'M1', version: '1.1' }],
    });
    const rows = await products.allRows();
    expect(rows.find((row) => row.id === a?.id)?.cells.model).toBe('M1');
  });

  it('deletes and restores products, and duplicates one, keeping the products count', async () => {
    const products = await collectionFixture(app);
    const row = await products.create({ model: 'Spot' });
    await products.client.ok(calls.delete, { ...products.ids, row: row.id });
    expect(await products.allRows()).toEqual([]);
    expect(await products.productsCount()).toBe(0);
    const { listDeletedRows } = await products.client.ok(calls.deleted, products.ids);
    expect(listDeletedRows.data.map((deleted: { id: string }) => deleted.id)).toEqual([row.id]);
    await products.client.ok(calls.restore, { ...products.ids, rows: [row.id] });
    expect(await products.productsCount()).toBe(1);
    const { duplicateRow } = await products.client.ok(calls.duplicate, {
      ...products.ids,
      row: row.id,
    });
    expect(duplicateRow.cells.model).toBe('Spot');
    expect(await products.productsCount()).toBe(2);
    const { getProjectSchedule } = await products.client.ok(calls.schedule, products.ids);
    expect(getProjectSchedule.rowsCount).toBe(2);
  });

  it('lets a workspace viewer read the products but not change them', async () => {
    const products = await collectionFixture(app);
    await products.create({ model: 'Wall washer' });
    const viewer = await products.member('viewer');
    expect((await products.allRows(viewer.client)).map((row) => row.cells.model)).toEqual([
      'Wall washer',
    ]);
    const refused = await viewer.client.call(calls.create, { ...products.ids, cells: {} });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const { getScheduleCommands } = await viewer.client.ok(calls.commands, products.ids);
    const createRow = getScheduleCommands.find((c: { name: string }) => c.name === 'createRow');
    expect(createRow.allowed).toBe(false);
    expect(await products.productsCount()).toBe(1);
  });

  it('answers someone of another workspace that the collection is not found, changing nothing', async () => {
    const products = await collectionFixture(app);
    await products.create({ model: 'Pendant' });
    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, `stranger.${Date.now()}@example.com`);
    const read = await stranger.call(calls.rows, products.ids);
    expect(read.errors?.[0]?.message).toBe('Collection not found.');
    const write = await stranger.call(calls.create, { ...products.ids, cells: {} });
    expect(write.errors?.[0]?.message).toBe('Collection not found.');
    expect(await products.productsCount()).toBe(1);
  });
});
