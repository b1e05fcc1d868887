import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  createLibraryMutation,
  createLibraryV2Mutation,
  deleteLibraryMutation,
  getLibraryQuery,
  librariesFixture,
  librariesWithCollectionQuery,
  libraryInfoQuery,
  listLibrariesQuery,
  listMyLibrariesQuery,
  updateLibraryMutation,
} from './libraries.test-support.ts';

describe('libraries', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('makes the default library on first use, once even when two lists come at once', async () => {
    const f = await librariesFixture(app, 'first-use');
    const [a, b] = await Promise.all([
      f.owner.client.ok(listLibrariesQuery, { w: f.w }),
      f.owner.client.ok(listLibrariesQuery, { w: f.w }),
    ]);
    expect(a.listLibraries.data).toEqual([
      { id: expect.any(String), name: 'Default library', kind: 'default' },
    ]);
    expect(b.listLibraries.data).toEqual(a.listLibraries.data);
    const { rows } = await app.platform.database.executeSql(
      `select count(*)::int as count from libraries where workspace_id = $1`,
      [f.w],
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('creates libraries with a name required, by both calls', async () => {
    const f = await librariesFixture(app, 'create');
    const blank = await f.owner.client.call(createLibraryMutation, { w: f.w, name: '   ' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Please enter required value',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const made = (
      await f.owner.client.ok(createLibraryMutation, {
        w: f.w,
        name: '  Office Standards ',
        description: 'Our usual fittings',
        keywords: ['office', ' ', 'office', 'LED'],
      })
    ).createLibrary;
    expect(made).toMatchObject({
      name: 'Office Standards',
      description: 'Our usual fittings',
      keywords: ['office', 'LED'],
      kind: 'custom',
      docType: 'library',
      status: 'active',
      collectionCount: 0,
      creator: f.owner.userId,
      // The workspace's owner holds the higher of their workspace role and the creator's.
      myRole: 'owner',
      abilities: { update: { allowed: true }, delete: { allowed: true }, share: { allowed: true } },
    });
    const v2 = (await f.owner.client.ok(createLibraryV2Mutation, { w: f.w, name: 'Hospitality' }))
      .createLibraryV2;
    expect(v2).toMatchObject({ name: 'Hospitality', description: null, keywords: [] });
    const names = (await f.owner.client.ok(listLibrariesQuery, { w: f.w })).listLibraries;
    // Blank names made nothing: the default library and the two made.
    expect(names.data.map((library) => library.name)).toEqual([
      'Default library',
      'Hospitality',
      'Office Standards',
    ]);
    expect(names.amount).toBe(3);
  });

  it('refuses an editor of the workspace creating a library, and lets a creator member', async () => {
    const f = await librariesFixture(app, 'create-roles');
    const editor = await f.member('editor');
    const refused = await editor.client.call(createLibraryMutation, { w: f.w, name: 'Mine' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const creator = await f.member('creator');
    const made = await f.create('Theirs', creator.client);
    expect(made.myRole).toBe('creator');
    const mine = (await creator.client.ok(listMyLibrariesQuery, { w: f.w })).listMyLibraries;
    expect(mine.data.map((library) => library.name)).toEqual(['Theirs']);
    expect((await f.owner.client.ok(listMyLibrariesQuery, { w: f.w })).listMyLibraries.amount).toBe(
      0,
    );
  });

  it('sorts by name A–Z by default or Z–A, by creation date and last change, the default first', async () => {
    const f = await librariesFixture(app, 'sorts');
    const b = await f.create('beta');
    await f.create('Alpha');
    await f.create('Gamma');
    // Changed last: first by last change, newest first.
    await f.owner.client.ok(updateLibraryMutation, { w: f.w, l: b.id, description: 'now' });
    const names = async (variables: Record<string, unknown>) =>
      (
        await f.owner.client.ok(listLibrariesQuery, { w: f.w, ...variables })
      ).listLibraries.data.map((library) => library.name);
    expect(await names({})).toEqual(['Default library', 'Alpha', 'beta', 'Gamma']);
    expect(await names({ direction: 'DESC' })).toEqual([
      'Default library',
      'Gamma',
      'beta',
      'Alpha',
    ]);
    expect(await names({ sort: 'createdDate' })).toEqual([
      'Default library',
      'Gamma',
      'Alpha',
      'beta',
    ]);
    expect(await names({ sort: 'createdDate', direction: 'ASC' })).toEqual([
      'Default library',
      'beta',
      'Alpha',
      'Gamma',
    ]);
    expect((await names({ sort: 'lastModified' }))[1]).toBe('beta');
  });

  it('pages 18 at a time, or 100 with the collectionPageSize100 flag', async () => {
    const f = await librariesFixture(app, 'paging');
    for (let i = 1; i <= 20; i++) await f.create(`Library ${String(i).padStart(2, '0')}`);
    const pages: string[][] = [];
    let next: string | null = null;
    do {
      const page: { data: { name: string }[]; nextToken: string | null; amount: number } = (
        await f.owner.client.ok(listLibrariesQuery, { w: f.w, next })
      ).listLibraries;
      expect(page.amount).toBe(21);
      pages.push(page.data.map((library) => library.name));
      next = page.nextToken;
    } while (next);
    expect(pages.map((page) => page.length)).toEqual([18, 3]);
    expect(pages.flat()).toEqual([
      'Default library',
      ...Array.from({ length: 20 }, (_, i) => `Library ${String(i + 1).padStart(2, '0')}`),
    ]);
    const bad = await f.owner.client.call(listLibrariesQuery, { w: f.w, next: 'nonsense' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await app.platform.database.executeSql(
      `insert into feature_flags (name, enabled) values ('collectionPageSize100', true)
       on conflict (name) do update set enabled = true`,
    );
    try {
      const all = (await f.owner.client.ok(listLibrariesQuery, { w: f.w })).listLibraries;
      expect(all.data).toHaveLength(21);
      expect(all.nextToken).toBeNull();
    } finally {
      await app.platform.database.executeSql(
        `update feature_flags set enabled = false where name = 'collectionPageSize100'`,
      );
    }
  });

  it('reads one library and its info; updates it; the default one keeps its name', async () => {
    const f = await librariesFixture(app, 'update');
    const made = await f.create('Retail');
    const read = (await f.owner.client.ok(getLibraryQuery, { w: f.w, l: made.id })).getLibrary;
    expect(read).toMatchObject({ id: made.id, name: 'Retail', kind: 'custom' });
    const updated = (
      await f.owner.client.ok(updateLibraryMutation, {
        w: f.w,
        l: made.id,
        name: 'Retail fit-out',
        keywords: ['shop'],
      })
    ).updateLibrary;
    expect(updated).toMatchObject({
      name: 'Retail fit-out',
      keywords: ['shop'],
      description: null,
    });
    const blank = await f.owner.client.call(updateLibraryMutation, {
      w: f.w,
      l: made.id,
      name: '',
    });
    expect(blank.errors?.[0]?.message).toBe('Please enter required value');
    const info = (await f.owner.client.ok(libraryInfoQuery, { w: f.w, l: made.id }))
      .getLibraryInfo_v2;
    expect(info).toEqual({ id: made.id, name: 'Retail fit-out', collectionCount: 0 });
    const home = await f.defaultLibraryId();
    const renamed = await f.owner.client.call(updateLibraryMutation, {
      w: f.w,
      l: home,
      name: 'X',
    });
    expect(renamed.errors?.[0]?.message).toBe('The default library cannot be renamed.');
    const viewer = await f.member('viewer');
    const refused = await viewer.client.call(updateLibraryMutation, {
      w: f.w,
      l: made.id,
      name: 'Y',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await f.owner.client.ok(getLibraryQuery, { w: f.w, l: made.id })).getLibrary.name).toBe(
      'Retail fit-out',
    );
  });

  it('deletes a custom library: its collections move to the default, linked ones only lose the link', async () => {
    const f = await librariesFixture(app, 'delete');
    const home = await f.defaultLibraryId();
    const doomed = await f.create('Doomed');
    const other = await f.create('Other');
    const own = await f.collection(doomed.id, 'Own lamps');
    const linked = await f.collection(other.id, 'Linked lamps');
    await app.platform.database.executeSql(
      `insert into library_collections (library_id, collection_id) values ($1, $2)`,
      [doomed.id, linked],
    );
    expect(
      (await f.owner.client.ok(libraryInfoQuery, { w: f.w, l: doomed.id })).getLibraryInfo_v2
        .collectionCount,
    ).toBe(2);
    const holding = (await f.owner.client.ok(librariesWithCollectionQuery, { w: f.w, c: linked }))
      .listLibrariesWithCollection;
    expect(holding.map((library) => library.name)).toEqual(['Doomed', 'Other']);
    const refusedDefault = await f.owner.client.call(deleteLibraryMutation, { w: f.w, l: home });
    expect(refusedDefault.errors?.[0]?.message).toBe('The default library cannot be deleted.');
    const viewer = await f.member('viewer');
    const refused = await viewer.client.call(deleteLibraryMutation, { w: f.w, l: doomed.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await f.owner.client.ok(deleteLibraryMutation, { w: f.w, l: doomed.id })).deleteLibrary,
    ).toBe(true);
    const { rows } = await app.platform.database.executeSql(
      `select id, library_id from collections where workspace_id = $1 order by name`,
      [f.w],
    );
    expect(rows).toEqual([
      { id: linked, library_id: other.id },
      { id: own, library_id: home },
    ]);
    const gone = await f.owner.client.call(getLibraryQuery, { w: f.w, l: doomed.id });
    expect(gone.errors?.[0]).toMatchObject({
      message: 'Library not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const after = (await f.owner.client.ok(librariesWithCollectionQuery, { w: f.w, c: linked }))
      .listLibrariesWithCollection;
    expect(after.map((library) => library.name)).toEqual(['Other']);
  });

  it('shows a guest only the libraries shared with them', async () => {
    const f = await librariesFixture(app, 'guest');
    await f.defaultLibraryId();
    const shared = await f.create('Shared');
    await f.create('Hidden');
    const guest = await f.member('guest');
    await app.platform.database.executeSql(
      `insert into library_permissions (library_id, user_id, role) values ($1, $2, 'viewer')`,
      [shared.id, guest.userId],
    );
    const seen = (await guest.client.ok(listLibrariesQuery, { w: f.w })).listLibraries;
    expect(seen.data.map((library) => library.name)).toEqual(['Shared']);
    expect(seen.amount).toBe(1);
    const read = (await guest.client.ok(getLibraryQuery, { w: f.w, l: shared.id })).getLibrary;
    expect(read).toMatchObject({ myRole: 'viewer', abilities: { update: { allowed: false } } });
  });
});
