import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  collectionInfoQuery,
  collectionsFixture,
  copyCollectionMutation,
  createCollectionMutation,
  createCollectionPlainMutation,
  deleteCollectionMutation,
  signedUp,
  updateCollectionMutation,
} from './collections.test-support.ts';

const addProduct = graphql(
  `mutation CollectionsAddProduct($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }`,
);
const productsQuery = graphql(`query CollectionsProducts($c: ID, $w: ID!) {
  getStructuredScheduleRows(collectionId: $c, workspaceId: $w) { data } }`);

describe('collections', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('creates a collection in the default library (made on first use), trimmed, with its facts', async () => {
    const f = await collectionsFixture(app, 'create');
    const created = (
      await f.owner.client.ok(createCollectionMutation, {
        w: f.w,
        name: '  Downlights ',
        description: ' Recessed ',
        keywords: ['led', ' ', 'led', 'warm'],
        location: 'Toronto',
      })
    ).createCollectionV3;
    expect(created).toMatchObject({
      name: 'Downlights',
      description: 'Recessed',
      keywords: ['led', 'warm'],
      location: 'Toronto',
      workspaceId: f.w,
      creator: f.owner.userId,
      productsCount: 0,
      productsLimit: 100,
      publish: 'private',
      status: 'active',
      collectionGroup: 'private',
      myRole: 'owner',
      editable: true,
      commentsUnread: 0,
    });
    expect(created.abilities.delete.allowed).toBe(true);
    const second = (
      await f.owner.client.ok(createCollectionPlainMutation, { w: f.w, name: 'Pendants' })
    ).createCollection;
    expect(second.libraryId).toBe(created.libraryId);
    const { rows } = await app.platform.database.executeSql(
      `select count(*)::int as n from libraries where workspace_id = $1 and kind = 'default'`,
      [f.w],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('requires a name, and refuses viewers', async () => {
    const f = await collectionsFixture(app, 'required');
    const blank = await f.owner.client.call(createCollectionMutation, { w: f.w, name: '   ' });
    expect(blank.errors?.[0]?.message).toBe('Please enter required value');
    const viewer = await f.member('viewer');
    const refused = await viewer.client.call(createCollectionMutation, { w: f.w, name: 'Mine' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await app.platform.database.executeSql(
      'select count(*)::int as n from collections where workspace_id = $1',
      [f.w],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('caps a free workspace at 5 private collections in the default library, not in custom ones', async () => {
    const f = await collectionsFixture(app, 'cap', { free: true });
    for (let i = 1; i <= 5; i++) await f.create(`Collection ${i}`);
    const sixth = await f.owner.client.call(createCollectionMutation, { w: f.w, name: 'Sixth' });
    expect(sixth.errors?.[0]?.message).toBe('To create more collections, upgrade your workspace');
    expect(sixth.errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_REACHED',
      reason: 'collectionCap',
    });
    const custom = await f.customLibrary('Office');
    const inCustom = await f.create('In custom', f.owner.client, custom);
    expect(inCustom.libraryId).toBe(custom);
    // A copy into the default library is bounded as creating is; its ability says so first.
    const info = (await f.owner.client.ok(collectionInfoQuery, { w: f.w, c: inCustom.id }))
      .getLibraryCollectionInfo;
    expect(info.abilities.copy).toMatchObject({ allowed: false, reason: 'collectionCap' });
    const copy = await f.owner.client.call(copyCollectionMutation, { w: f.w, c: inCustom.id });
    expect(copy.errors?.[0]?.extensions?.reason).toBe('collectionCap');
  });

  it('updates and deletes for those the engine allows; strangers get not found', async () => {
    const f = await collectionsFixture(app, 'update');
    const collection = await f.create('Sconces');
    const editor = await f.member('editor');
    const viewer = await f.member('viewer');
    const updated = (
      await editor.client.ok(updateCollectionMutation, {
        w: f.w,
        c: collection.id,
        name: 'Wall sconces',
        keywords: ['wall'],
      })
    ).updateCollection;
    expect(updated).toMatchObject({ name: 'Wall sconces', keywords: ['wall'], description: null });
    const blank = await editor.client.call(updateCollectionMutation, {
      w: f.w,
      c: collection.id,
      name: ' ',
    });
    expect(blank.errors?.[0]?.message).toBe('Please enter required value');
    const byViewer = await viewer.client.call(updateCollectionMutation, {
      w: f.w,
      c: collection.id,
      name: 'No',
    });
    expect(byViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byEditor = await editor.client.call(deleteCollectionMutation, {
      w: f.w,
      c: collection.id,
    });
    expect(byEditor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const stranger = await signedUp(app, 'update.stranger');
    for (const answer of [
      await stranger.client.call(collectionInfoQuery, { w: f.w, c: collection.id }),
      await stranger.client.call(updateCollectionMutation, { w: f.w, c: collection.id, name: 'x' }),
      await stranger.client.call(deleteCollectionMutation, { w: f.w, c: collection.id }),
      await stranger.client.call(collectionInfoQuery, {
        w: stranger.ownWorkspaceId,
        c: collection.id,
      }),
    ]) {
      expect(answer.errors?.[0]?.message).toBe('Collection not found.');
    }

    expect(
      (await f.owner.client.ok(deleteCollectionMutation, { w: f.w, c: collection.id }))
        .deleteCollection,
    ).toBe(true);
    const gone = await f.owner.client.call(collectionInfoQuery, { w: f.w, c: collection.id });
    expect(gone.errors?.[0]?.message).toBe('Collection not found.');
  });

  it('copies a collection: its info and products, in the default library, as the copier’s own', async () => {
    const f = await collectionsFixture(app, 'copy');
    const custom = await f.customLibrary('Source');
    const original = (
      await f.owner.client.ok(createCollectionMutation, {
        w: f.w,
        l: custom,
        name: 'Linear',
        description: 'Slots',
        keywords: ['linear'],
      })
    ).createCollectionV3;
    for (const model of ['L1', 'L2']) {
      await f.owner.client.ok(addProduct, { w: f.w, c: original.id, cells: { model } });
    }
    const editor = await f.member('editor');
    const copied = (await editor.client.ok(copyCollectionMutation, { w: f.w, c: original.id }))
      .copyCollection;
    const models = (
      await editor.client.ok(productsQuery, { w: f.w, c: copied.id })
    ).getStructuredScheduleRows.data.map((row: { cells: { model: string } }) => row.cells.model);
    expect(models).toEqual(['L1', 'L2']);
    expect(copied.collection.productsCount).toBe(2);
    expect(copied.id).not.toBe(original.id);
    expect(copied.collection).toMatchObject({
      name: 'Linear',
      description: 'Slots',
      keywords: ['linear'],
      creator: editor.userId,
      collectionGroup: 'private',
    });
    expect(copied.collection.libraryId).not.toBe(custom);
  });
});
