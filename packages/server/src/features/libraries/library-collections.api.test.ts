import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  librariesFixture,
  librariesWithCollectionQuery,
  libraryInfoQuery,
  shareLibraryMutation,
  signedUp,
} from './libraries.test-support.ts';

const addMutation = graphql(`mutation LibrariesAddCollectionToLibrary($w: ID!, $c: ID!, $l: ID!) {
  addCollectionToLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }`);
const removeMutation =
  graphql(`mutation LibrariesRemoveCollectionFromLibrary($w: ID!, $c: ID!, $l: ID!) {
  removeCollectionFromLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }`);
const listQuery =
  graphql(`query LibrariesListCustomLibraryCollections($w: ID!, $l: ID!, $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {
  listCustomLibraryCollections(workspaceId: $w, libraryId: $l, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {
    data { id name libraryId } amount nextToken } }`);

describe('collections in custom libraries', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('adds a collection to a custom library, lists it there, and removes it', async () => {
    const f = await librariesFixture(app, 'add');
    const home = await f.defaultLibraryId();
    const custom = await f.create('Office');
    const lamps = await f.collection(home, 'Lamps');
    const own = await f.collection(custom.id, 'Desks');
    const added = (await f.owner.client.ok(addMutation, { w: f.w, c: lamps, l: custom.id }))
      .addCollectionToLibrary;
    expect(added).toEqual({ id: lamps, name: 'Lamps', libraryId: home });
    // Again changes nothing.
    await f.owner.client.ok(addMutation, { w: f.w, c: lamps, l: custom.id });
    const listed = (await f.owner.client.ok(listQuery, { w: f.w, l: custom.id }))
      .listCustomLibraryCollections;
    expect(listed.data.map((c) => c.name)).toEqual(['Desks', 'Lamps']);
    expect(listed.amount).toBe(2);
    const za = (await f.owner.client.ok(listQuery, { w: f.w, l: custom.id, direction: 'DESC' }))
      .listCustomLibraryCollections;
    expect(za.data.map((c) => c.name)).toEqual(['Lamps', 'Desks']);
    const paged = (await f.owner.client.ok(listQuery, { w: f.w, l: custom.id, limit: 1 }))
      .listCustomLibraryCollections;
    expect(paged.data.map((c) => c.name)).toEqual(['Desks']);
    const rest = (
      await f.owner.client.ok(listQuery, { w: f.w, l: custom.id, next: paged.nextToken })
    ).listCustomLibraryCollections;
    expect(rest.data.map((c) => c.name)).toEqual(['Lamps']);
    expect(
      (
        await f.owner.client.ok(librariesWithCollectionQuery, { w: f.w, c: lamps })
      ).listLibrariesWithCollection.map((l) => l.name),
    ).toEqual(['Default library', 'Office']);
    const toDefault = await f.owner.client.call(addMutation, { w: f.w, c: own, l: home });
    expect(toDefault.errors?.[0]?.message).toBe(
      'Collections can be added only to custom libraries.',
    );
    const removed = (await f.owner.client.ok(removeMutation, { w: f.w, c: lamps, l: custom.id }))
      .removeCollectionFromLibrary;
    expect(removed.libraryId).toBe(home);
    const notThere = await f.owner.client.call(removeMutation, { w: f.w, c: lamps, l: custom.id });
    expect(notThere.errors?.[0]?.message).toBe('This collection is not in that library.');
    // Removed from its own custom library, a collection goes home to the default library.
    const moved = (await f.owner.client.ok(removeMutation, { w: f.w, c: own, l: custom.id }))
      .removeCollectionFromLibrary;
    expect(moved.libraryId).toBe(home);
    expect(
      (await f.owner.client.ok(libraryInfoQuery, { w: f.w, l: custom.id })).getLibraryInfo_v2
        .collectionCount,
    ).toBe(0);
  });

  it('refuses a viewer and a stranger, changing nothing', async () => {
    const f = await librariesFixture(app, 'add-refused');
    const home = await f.defaultLibraryId();
    const custom = await f.create('Office');
    const lamps = await f.collection(home, 'Lamps');
    const viewer = await f.member('viewer');
    const refused = await viewer.client.call(addMutation, { w: f.w, c: lamps, l: custom.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A guest given the library as viewer sees none of the workspace's other collections.
    const guest = await f.member('guest');
    await f.owner.client.ok(shareLibraryMutation, {
      w: f.w,
      l: custom.id,
      permissions: [{ userId: guest.userId, type: 'viewer' }],
    });
    const seen = (await guest.client.ok(listQuery, { w: f.w, l: custom.id }))
      .listCustomLibraryCollections;
    expect(seen).toMatchObject({ data: [], amount: 0 });
    const stranger = await signedUp(app, 'add-stranger');
    const answers = [
      await stranger.client.call(addMutation, { w: f.w, c: lamps, l: custom.id }),
      await stranger.client.call(removeMutation, { w: f.w, c: lamps, l: custom.id }),
      await stranger.client.call(listQuery, { w: f.w, l: custom.id }),
    ];
    expect(answers.map((a) => a.errors?.[0]?.extensions?.code)).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    const { rows } = await app.platform.database.executeSql(
      `select count(*)::int as count from library_collections where library_id = $1`,
      [custom.id],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });
});
