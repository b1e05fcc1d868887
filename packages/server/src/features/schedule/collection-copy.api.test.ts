import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { collectionCalls as calls, collectionFixture } from './collection.test-support.ts';
import { copyCollectionProducts } from './collection-copy.ts';

describe('copyCollectionProducts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('copies the products (not the deleted ones), their versions and custom columns into the copy', async () => {
    const products = await collectionFixture(app, 'copy');
    const [kept, gone] = await products.fill(2);
    await products.client.ok(calls.updateCell, {
      ...products.ids,
      row: kept?.id,
      col: 'model',
      value: 'Kept',
      version: '1.0',
    });
    await products.client.ok(calls.delete, { ...products.ids, row: gone?.id });
    await products.client.ok(
      `mutation CopyColumn($c: ID, $w: ID!) { createProjectColumn(collectionId: $c, workspaceId: $w, name: "Finish", type: "string") { id } }`,
      products.ids,
    );
    const copyId = randomUUID();
    const run = app.platform.database.executeSql;
    await run(
      `insert into collections (id, workspace_id, library_id, name, creator_id)
       select $2, workspace_id, library_id, 'Copy', creator_id from collections where id = $1`,
      [products.collectionId, copyId],
    );
    const copied = await app.platform.database.rawTransaction((tx) =>
      copyCollectionProducts(tx, products.collectionId, copyId),
    );
    expect(copied).toBe(1);
    const copy = { c: copyId, w: products.workspaceId };
    const rows = (await products.client.ok(calls.rows, copy)).getStructuredScheduleRows.data;
    expect(rows).toEqual([
      expect.objectContaining({ cells: expect.objectContaining({ model: 'Kept' }) }),
    ]);
    expect(rows[0].versions.model).toBe('1.1');
    const schema = (await products.client.ok(calls.schedule, copy)).getProjectSchedule;
    expect(schema.custom_fields).toHaveLength(1);
    expect(schema.rowsCount).toBe(1);
    const count = await run('select products_count from collections where id = $1', [copyId]);
    expect(count.rows[0]).toEqual({ products_count: 1 });
    // The source is untouched.
    expect(await products.allRows()).toHaveLength(1);
  });

  it('copies nothing from a collection never opened', async () => {
    const products = await collectionFixture(app, 'copy');
    const copied = await app.platform.database.rawTransaction((tx) =>
      copyCollectionProducts(tx, products.collectionId, products.collectionId),
    );
    expect(copied).toBe(0);
  });
});
