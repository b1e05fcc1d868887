import { randomUUID } from 'node:crypto';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { collectionCalls, collectionFixture } from '../schedule/collection.test-support.ts';
import { type AnyDocument, refCalls } from './product-references.test-support.ts';

const duplicateDocument = graphql(
  `mutation RefsDuplicate($p: ID!, $w: ID!, $row: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $row) }`,
);
const newCollectionDocument = graphql(
  `mutation RefsNewCollection($w: ID!, $name: String!) { createCollection(workspaceId: $w, name: $name) { id } }`,
);

describe('picking products for a schedule', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('refuses a product from outside the source library the project is locked to', async () => {
    const library = await collectionFixture(app, 'refs-lock');
    const product = await library.create({ model: 'Spot' });
    const run = app.platform.database.executeSql;
    const sourceId = randomUUID();
    await run(
      `insert into libraries (id, workspace_id, name, kind, creator_id) values ($1, $2, 'Office standard', 'custom', $3)`,
      [sourceId, library.workspaceId, library.ownerId],
    );
    await run('update projects set source_library_id = $2 where id = $1', [
      library.projectId,
      sourceId,
    ]);
    const add = {
      w: library.workspaceId,
      p: library.projectId,
      c: library.collectionId,
      ids: [product.id],
    };
    const refused = await library.client.call(refCalls.add, add);
    expect(refused.errors?.[0]?.message).toBe('This project is locked to a source library');
    const projectRows = await run(
      'select count(*)::int as n from schedule_rows r join schedules s on s.id = r.schedule_id where s.project_id = $1',
      [library.projectId],
    );
    expect((projectRows.rows[0] as { n: number }).n).toBe(0);
    await run('insert into library_collections (library_id, collection_id) values ($1, $2)', [
      sourceId,
      library.collectionId,
    ]);
    expect((await library.client.ok(refCalls.add, add)).createProjectProducts).toHaveLength(1);
  });

  it('answers a stranger of another workspace as if the collection did not exist', async () => {
    const library = await collectionFixture(app, 'refs-own');
    const product = await library.create({ model: 'Wall washer' });
    const stranger = await collectionFixture(app, 'refs-stranger');
    const s = stranger.client;
    const notFound = async <TDocument extends AnyDocument>(
      document: TDocument,
      variables: VariablesOf<TDocument>,
    ) => (await s.call(document, variables)).errors?.[0]?.message;
    expect(
      await notFound(refCalls.add, {
        w: stranger.workspaceId,
        p: stranger.projectId,
        c: library.collectionId,
        ids: [product.id],
      }),
    ).toBe('Collection not found.');
    expect(
      await notFound(refCalls.product, {
        w: stranger.workspaceId,
        c: library.collectionId,
        id: product.id,
      }),
    ).toBe('Collection not found.');
    expect(
      await notFound(refCalls.followers, {
        w: stranger.workspaceId,
        c: library.collectionId,
        id: product.id,
      }),
    ).toBe('Collection not found.');
    // A row of theirs pointing at the collection learns nothing from diff, update or revert.
    const own = await stranger.createRow({ model: 'Mine' });
    await app.platform.database.executeSql(
      `update schedule_rows set ref_collection_id = $2, ref_product_id = $3, ref_values = '{}' where id = $1`,
      [own.id, library.collectionId, product.id],
    );
    const row = { w: stranger.workspaceId, p: stranger.projectId, row: own.id };
    expect(await notFound(refCalls.diff, row)).toBe('Collection not found.');
    expect(await notFound(refCalls.update, row)).toBe('Collection not found.');
    expect(await notFound(refCalls.revert, row)).toBe('Collection not found.');
    const mine = await app.platform.database.executeSql(
      'select cells from schedule_rows where id = $1',
      [own.id],
    );
    expect((mine.rows[0] as { cells: unknown }).cells).toMatchObject({ model: 'Mine' });
    // The owner reads it.
    expect(
      (
        await library.client.ok(refCalls.product, {
          w: library.workspaceId,
          c: library.collectionId,
          id: product.id,
        })
      ).getCollectionProduct.cells.model,
    ).toBe('Wall washer');
  });

  it('saves an edited row as a new product of a collection, within its 100 products', async () => {
    const library = await collectionFixture(app, 'refs-save');
    const { client, workspaceId: w } = library;
    const row = await library.createRow({
      model: 'Bespoke pendant',
      manufacturer: 'Studio',
      quantity: 4,
    });
    const saved = (
      await client.ok(refCalls.saveAsNew, {
        w,
        p: library.projectId,
        row: row.id,
        c: library.collectionId,
      })
    ).saveRowAsNewProduct;
    const inCollection = (await client.ok(collectionCalls.rows, { ...library.ids, limit: 100 }))
      .getStructuredScheduleRows.data;
    expect(inCollection).toHaveLength(1);
    expect(inCollection[0].cells).toMatchObject({
      model: 'Bespoke pendant',
      manufacturer: 'Studio',
    });
    expect(inCollection[0].cells.quantity).toBeUndefined();
    expect(saved.product).toMatchObject({
      collectionId: library.collectionId,
      productId: inCollection[0].id,
      edited: false,
    });

    const full = await collectionFixture(app, 'refs-full');
    await full.fill(100);
    const other = await full.createRow({ model: 'One too many' });
    const refused = await full.client.call(refCalls.saveAsNew, {
      w: full.workspaceId,
      p: full.projectId,
      row: other.id,
      c: full.collectionId,
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Collections are limited to max of 100 products. Please contact support.',
    );
    expect(await full.productsCount()).toBe(100);
  });

  it('keeps the ten products last added, newest first', async () => {
    const library = await collectionFixture(app, 'refs-recent');
    const { client, workspaceId: w } = library;
    const made = await library.fill(12);
    const ids = made.map((row) => row.id);
    const add = (some: string[]) =>
      client.ok(refCalls.add, { w, p: library.projectId, c: library.collectionId, ids: some });
    await add(ids.slice(0, 6));
    await add(ids.slice(6));
    const recent = (await client.ok(refCalls.recent, { w })).listRecentProducts;
    expect(recent.map((item) => item.productId)).toEqual([...ids].reverse().slice(0, 10));
    expect(recent[0]).toMatchObject({ collectionName: 'Downlights', name: 'M12' });
    const shown = (await client.ok(refCalls.recent, { w, limit: 3 })).listRecentProducts;
    expect(shown).toHaveLength(3);
    await add(ids.slice(0, 1));
    expect(
      (await client.ok(refCalls.recent, { w, limit: 1 })).listRecentProducts[0]?.productId,
    ).toBe(ids[0]);
  });

  it('adds beside a row, offers the workspace collections, and follows a product into another collection', async () => {
    const library = await collectionFixture(app, 'refs-pick');
    const { client, workspaceId: w, projectId: p } = library;
    const [first, second] = await library.fill(2);
    if (!first || !second) throw new Error('two products were made');
    const anchor = await library.createRow({ typeDesignation: 'A1', model: 'Existing' });
    const added = (
      await client.ok(refCalls.add, {
        w,
        p,
        c: library.collectionId,
        ids: [first.id, second.id],
        near: anchor.id,
        place: 'below',
      })
    ).createProjectProducts;
    expect(added.map((row) => row.cells)).toEqual([
      expect.objectContaining({ model: 'M1', typeDesignation: 'A1' }),
      expect.objectContaining({ model: 'M2', typeDesignation: 'A1' }),
    ]);
    const duplicate = (await client.ok(duplicateDocument, { p, w, row: added[0].id })).duplicateRow;
    expect(duplicate.product).toMatchObject({ productId: first.id, updateAvailable: false });
    const picker = (await client.ok(refCalls.pickerCollections, { w, p }))
      .listCollectionsForProduct;
    expect(picker).toEqual({
      projectSourceLibraryCollections: [{ id: library.collectionId, name: 'Downlights' }],
      userCollections: [],
      sourceLibraryId: null,
    });
    const targetId = (await client.ok(newCollectionDocument, { w, name: 'Our picks' }))
      .createCollection.id;
    const copy = (
      await client.ok(refCalls.followProduct, {
        w,
        c: library.collectionId,
        id: first.id,
        target: targetId,
      })
    ).followProduct;
    expect(copy.product).toMatchObject({
      collectionId: library.collectionId,
      productId: first.id,
    });
    await client.ok(collectionCalls.updateCell, {
      ...library.ids,
      row: first.id,
      col: 'model',
      value: 'M1 mk2',
      version: first.versions.model ?? '1.0',
    });
    const followed = (await client.ok(refCalls.diffInCollection, { w, c: targetId, row: copy.id }))
      .getRowDiffProduct;
    expect(followed).toMatchObject({
      updateAvailable: true,
      fields: [expect.objectContaining({ field: 'model' })],
    });
  });
});
