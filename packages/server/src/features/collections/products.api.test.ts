import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  collectionCalls as calls,
  collectionFixture,
} from '../schedule/collection.test-support.ts';

const named = {
  rows: `query ListStructuredCollectionRows($c: ID!, $w: ID!, $limit: Int, $next: String) {
    listStructuredCollectionRows(collectionId: $c, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken } }`,
  schema: `query GetCollectionSchema($c: ID!, $w: ID!) {
    getCollectionSchema(collectionId: $c, workspaceId: $w) { id projectId collectionId rowsCount default_fields { id name } } }`,
  views: `query GetCollectionViews($c: ID!, $w: ID!) {
    getCollectionViews(collectionId: $c, workspaceId: $w) { id name type projectId collectionId rowHeight } }`,
  deleteProduct: `mutation DeleteProduct($c: ID!, $w: ID!, $ids: [ID!]!) {
    deleteProduct(collectionId: $c, workspaceId: $w, productIds: $ids) }`,
  updateView: `mutation CollectionUpdateViewSettings($c: ID, $w: ID!, $v: ID!, $settings: JSON!) {
    updateViewSettings(collectionId: $c, workspaceId: $w, viewId: $v, settings: $settings) { id rowHeight } }`,
};

describe('the collection calls over the schedule engine', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lists the products in pages, with the product columns and count', async () => {
    const products = await collectionFixture(app, 'named');
    await products.fill(20);
    const first = (await products.client.ok(named.rows, { ...products.ids, limit: 15 }))
      .listStructuredCollectionRows;
    expect(first.data).toHaveLength(15);
    const second = (
      await products.client.ok(named.rows, { ...products.ids, limit: 15, next: first.nextToken })
    ).listStructuredCollectionRows;
    expect(second.data).toHaveLength(5);
    expect(second.nextToken).toBeNull();
    const { getCollectionSchema } = await products.client.ok(named.schema, products.ids);
    expect(getCollectionSchema).toMatchObject({
      projectId: null,
      collectionId: products.collectionId,
      rowsCount: 20,
    });
    const names = getCollectionSchema.default_fields.map((field: { name: string }) => field.name);
    expect(names).toEqual(expect.arrayContaining(['Manufacturer', 'Model', 'Lead Time (Weeks)']));
  });

  it('gives the collection its own built-in views, made once, that keep their settings', async () => {
    const products = await collectionFixture(app, 'named');
    const { getCollectionViews } = await products.client.ok(named.views, products.ids);
    expect(getCollectionViews.length).toBeGreaterThan(0);
    expect(getCollectionViews[0]).toMatchObject({
      type: 'builtin',
      projectId: null,
      collectionId: products.collectionId,
    });
    const again = (await products.client.ok(named.views, products.ids)).getCollectionViews;
    expect(again.map((view: { id: string }) => view.id)).toEqual(
      getCollectionViews.map((view: { id: string }) => view.id),
    );
    const viewId = getCollectionViews[0].id;
    await products.client.ok(named.updateView, {
      ...products.ids,
      v: viewId,
      settings: { rowHeight: 'tall' },
    });
    const after = (await products.client.ok(named.views, products.ids)).getCollectionViews;
    expect(after.find((view: { id: string }) => view.id === viewId).rowHeight).toBe('tall');
    // A project's views are not the collection's.
    const onProject = await products.client.call(
      named.updateView.replace('$c: ID', '$p: ID').replace('collectionId: $c', 'projectId: $p'),
      {
        p: products.projectId,
        w: products.workspaceId,
        v: viewId,
        settings: { rowHeight: 'short' },
      },
    );
    expect(onProject.errors?.[0]?.message).toBe('View not found.');
  });

  it('deleteProduct moves products to the deleted rows, restorable, keeping the count', async () => {
    const products = await collectionFixture(app, 'named');
    const [a, b, c] = await products.fill(3);
    const { deleteProduct } = await products.client.ok(named.deleteProduct, {
      ...products.ids,
      ids: [a?.id, b?.id],
    });
    expect([...deleteProduct].sort()).toEqual([a?.id, b?.id].sort());
    expect((await products.allRows()).map((row) => row.id)).toEqual([c?.id]);
    expect(await products.productsCount()).toBe(1);
    await products.client.ok(calls.restore, { ...products.ids, rows: [a?.id] });
    expect(await products.productsCount()).toBe(2);
    const gone = await products.client.call(named.deleteProduct, { ...products.ids, ids: [b?.id] });
    expect(gone.errors?.[0]?.message).toBe('Row not found.');
  });

  it('refuses a viewer’s deleteProduct and a stranger’s reads, changing nothing', async () => {
    const products = await collectionFixture(app, 'named');
    const [row] = await products.fill(1);
    const viewer = await products.member('viewer');
    const refused = await viewer.client.call(named.deleteProduct, {
      ...products.ids,
      ids: [row?.id],
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(
      (await viewer.client.ok(named.rows, products.ids)).listStructuredCollectionRows.data,
    ).toHaveLength(1);
    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, `named.stranger.${Date.now()}@example.com`);
    for (const document of [named.rows, named.schema, named.views]) {
      const answer = await stranger.call(document, products.ids);
      expect(answer.errors?.[0]?.message).toBe('Collection not found.');
    }
    const deleted = await stranger.call(named.deleteProduct, { ...products.ids, ids: [row?.id] });
    expect(deleted.errors?.[0]?.message).toBe('Collection not found.');
    expect(await products.productsCount()).toBe(1);
  });
});
