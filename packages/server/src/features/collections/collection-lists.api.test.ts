import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import {
  collectionInfoQuery,
  collectionsFixture,
  declarePhotoMutation,
  deleteCollectionMutation,
  deletePhotosMutation,
  listMyCollectionsQuery,
  photoInfoQuery,
  photosQuery,
  recentQuery,
  updateCollectionMutation,
} from './collections.test-support.ts';

const changesFeed = graphql(`subscription CollectionsOnCollectionChanged($w: ID!, $c: ID) {
  onCollectionChanged(workspaceId: $w, collectionId: $c) {
    collectionId status productsCount collection { name myRole } } }`);

const commentOnCollection =
  graphql(`mutation CollectionsCreateComment($w: ID!, $c: ID!, $message: String!) {
  createComment(input: { workspaceId: $w, resourceType: collection, resourceId: $c, message: $message }) { id message } }`);
const commentsOfCollection = graphql(`query CollectionsListComments($w: ID!, $c: ID!) {
  listComments(workspaceId: $w, resourceType: collection, resourceId: $c) { items { message } } }`);

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('collection lists, photos, comments and live changes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('pages a group by 18 (100 with the flag), sorted as asked, narrowed to a library', async () => {
    const f = await collectionsFixture(app, 'lists');
    const db = app.platform.database;
    const first = await f.create('Seed');
    await db.executeSql(
      `insert into collections (id, workspace_id, library_id, name, creator_id, created_at, last_modified)
       select 'bulk-' || n || '-' || $1, $1, $2, 'Bulk ' || lpad(n::text, 2, '0'), $3,
              now() - (n || ' minutes')::interval, now()
         from generate_series(1, 20) n`,
      [f.w, first.libraryId, f.owner.userId],
    );
    const page = async (vars: Record<string, unknown>) =>
      (await f.owner.client.ok(listMyCollectionsQuery, { w: f.w, groups: ['private'], ...vars }))
        .listMyCollectionsV2[0]!;
    const one = await page({});
    expect(one.data).toHaveLength(18);
    expect(one.amount).toBe(21);
    expect(one.data[0]!.name).toBe('Bulk 01');
    const two = await page({ next: one.nextToken });
    expect(two.data.map((c) => c.name)).toEqual(['Bulk 19', 'Bulk 20', 'Seed']);
    expect(two.nextToken).toBeNull();
    const newest = await page({ sort: 'createdDate', direction: 'DESC', limit: 2 });
    expect(newest.data.map((c) => c.name)).toEqual(['Seed', 'Bulk 01']);
    const zToA = await page({ sort: 'name', direction: 'DESC', limit: 1 });
    expect(zToA.data.map((c) => c.name)).toEqual(['Seed']);

    await db.executeSql(
      `insert into feature_flags (name, enabled) values ('collectionPageSize100', true)
       on conflict (name) do update set enabled = true`,
    );
    try {
      expect((await page({})).data).toHaveLength(21);
    } finally {
      await db.executeSql(
        `update feature_flags set enabled = false where name = 'collectionPageSize100'`,
      );
    }

    const custom = await f.customLibrary('Only this');
    await f.create('In custom', f.owner.client, custom);
    expect((await page({ l: custom })).data.map((c) => c.name)).toEqual(['In custom']);
    // Groups not built yet answer empty.
    const later = (
      await f.owner.client.ok(listMyCollectionsQuery, {
        w: f.w,
        groups: ['published', 'community'],
      })
    ).listMyCollectionsV2;
    expect(later.map((g) => [g.group, g.amount])).toEqual([
      ['published', 0],
      ['community', 0],
    ]);
  });

  it('lists recently opened collections, newest first', async () => {
    const f = await collectionsFixture(app, 'recent');
    const a = await f.create('Alpha');
    const b = await f.create('Beta');
    await f.create('Never opened');
    await f.owner.client.ok(collectionInfoQuery, { w: f.w, c: a.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await f.owner.client.ok(collectionInfoQuery, { w: f.w, c: b.id });
    const recent = await f.owner.client.ok(recentQuery, { w: f.w });
    expect(recent.listResentlyCollections.map((c) => c.name)).toEqual(['Beta', 'Alpha']);
    expect(recent.listRecentCollectionsV2.data[0]!.lastAccessed).toBeTruthy();
    const sorted = (
      await f.owner.client.ok(listMyCollectionsQuery, {
        w: f.w,
        groups: ['private'],
        sort: 'lastAccessed',
        direction: 'DESC',
      })
    ).listMyCollectionsV2[0]!;
    expect(sorted.data.map((c) => c.name)).toEqual(['Beta', 'Alpha', 'Never opened']);
  });

  it('declares photos from the viewer’s image uploads and deletes one at a time', async () => {
    const f = await collectionsFixture(app, 'photos');
    const collection = await f.create('Pictured');
    const db = app.platform.database;
    const upload = async (key: string, type: string, owner = f.owner.userId) =>
      db.executeSql(
        `insert into files (key, owner_id, filename, content_type, size) values ($1, $2, $3, $4, 2048)`,
        [key, owner, `${key}.file`, type],
      );
    await upload('photo-1', 'image/png');
    await upload('spec-sheet', 'application/pdf');
    const editor = await f.member('editor');
    await upload('not-mine', 'image/png', editor.userId);
    const photo = (
      await f.owner.client.ok(declarePhotoMutation, { w: f.w, c: collection.id, key: 'photo-1' })
    ).declareCollectionPhoto;
    expect(photo).toMatchObject({ key: 'photo-1', filename: 'photo-1.file', type: 'image/png' });
    const pdf = await f.owner.client.call(declarePhotoMutation, {
      w: f.w,
      c: collection.id,
      key: 'spec-sheet',
    });
    expect(pdf.errors?.[0]?.message).toBe(
      'A collection photo must be an image (PNG, JPEG, GIF or WebP).',
    );
    const others = await f.owner.client.call(declarePhotoMutation, {
      w: f.w,
      c: collection.id,
      key: 'not-mine',
    });
    expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = (await f.owner.client.ok(photosQuery, { w: f.w, c: collection.id }))
      .listCollectionPhotos;
    expect(listed.map((p) => [p.key, p.size])).toEqual([['photo-1', 2048]]);
    expect(listed[0]!.url).toContain('/files/photo-1');
    expect(
      (await f.owner.client.ok(photoInfoQuery, { w: f.w, c: collection.id, p: photo.id }))
        .getCollectionPhotoInfo.key,
    ).toBe('photo-1');
    const info = (await f.owner.client.ok(collectionInfoQuery, { w: f.w, c: collection.id }))
      .getLibraryCollectionInfo;
    expect(info.pictures.map((p) => p.key)).toEqual(['photo-1']);
    const two = await f.owner.client.call(deletePhotosMutation, {
      w: f.w,
      c: collection.id,
      ids: [photo.id, 'other'],
    });
    expect(two.errors?.[0]?.message).toBe('You can delete one document at a time.');
    const viewer = await f.member('viewer');
    const byViewer = await viewer.client.call(deletePhotosMutation, {
      w: f.w,
      c: collection.id,
      ids: [photo.id],
    });
    expect(byViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await f.owner.client.ok(deletePhotosMutation, { w: f.w, c: collection.id, ids: [photo.id] });
    expect(
      (await f.owner.client.ok(photosQuery, { w: f.w, c: collection.id })).listCollectionPhotos,
    ).toEqual([]);
  });

  it('takes comments on a collection from its readers only', async () => {
    const f = await collectionsFixture(app, 'comments');
    const collection = await f.create('Discussed');
    const viewer = await f.member('viewer');
    await viewer.client.ok(commentOnCollection, { w: f.w, c: collection.id, message: 'Nice' });
    const listed = (await f.owner.client.ok(commentsOfCollection, { w: f.w, c: collection.id }))
      .listComments.items;
    expect(listed.map((c) => c.message)).toEqual(['Nice']);
    const guest = await f.member('guest');
    const refused = await guest.client.call(commentsOfCollection, { w: f.w, c: collection.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells readers live of changes and deletion, and nobody else', async () => {
    const f = await collectionsFixture(app, 'live');
    const collection = await f.create('Watched');
    const guest = await f.member('guest');
    const asUser = (token: string | undefined) => ({ authorization: `Bearer ${token}` });
    const ownerFeed = watchSubscription(app.url, asUser(f.owner.client.accessToken), changesFeed, {
      w: f.w,
    });
    const guestFeed = watchSubscription(app.url, asUser(guest.client.accessToken), changesFeed, {
      w: f.w,
    });
    // The owner's feed is in place once it hears a change: rename until it does (a loaded
    // machine may take more than a moment to open the socket). Those renames keep the name.
    await expect
      .poll(
        async () => {
          await f.owner.client.ok(updateCollectionMutation, {
            w: f.w,
            c: collection.id,
            name: 'Watched',
          });
          return ownerFeed.events.length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    // An event carries the collection as it is when it is told, so each step waits for its own.
    const changes = () => ownerFeed.events.map((event) => event.data?.onCollectionChanged);
    await f.owner.client.ok(updateCollectionMutation, {
      w: f.w,
      c: collection.id,
      name: 'Renamed',
    });
    await expect.poll(changes).toContainEqual({
      collectionId: collection.id,
      status: 'active',
      productsCount: 0,
      collection: { name: 'Renamed', myRole: 'owner' },
    });
    await f.owner.client.ok(deleteCollectionMutation, { w: f.w, c: collection.id });
    await expect
      .poll(() => changes().at(-1))
      .toEqual({
        collectionId: collection.id,
        status: 'deleted',
        productsCount: 0,
        collection: null,
      });
    await settle();
    expect(guestFeed.events).toEqual([]);
    ownerFeed.dispose();
    guestFeed.dispose();
  });
});
