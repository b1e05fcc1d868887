import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  changeSectionStateMutation,
  createLibraryMutation,
  deleteLibraryMutation,
  deleteLibraryPermissionMutation,
  getLibraryQuery,
  inviteUserToLibraryMutation,
  librariesFixture,
  librariesWithCollectionQuery,
  libraryInfoQuery,
  listLibrariesQuery,
  listMyLibrariesQuery,
  reorderSectionsMutation,
  sectionSettingsQuery,
  shareLibraryMutation,
  signedUp,
  updateLibraryMutation,
  updateLibraryPermissionMutation,
} from './libraries.test-support.ts';

describe('a stranger from another workspace', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('is told not found by every library call, and changes nothing', async () => {
    const f = await librariesFixture(app, 'strangers');
    const library = await f.create('Private stock');
    const collectionId = await f.collection(library.id);
    const stranger = await signedUp(app, 'stranger');
    const w = f.w;
    const l = library.id;
    const me = stranger.userId;
    const answers = [
      await stranger.client.call(listLibrariesQuery, { w }),
      await stranger.client.call(listMyLibrariesQuery, { w }),
      await stranger.client.call(getLibraryQuery, { w, l }),
      await stranger.client.call(libraryInfoQuery, { w, l }),
      await stranger.client.call(librariesWithCollectionQuery, { w, c: collectionId }),
      await stranger.client.call(createLibraryMutation, { w, name: 'Mine now' }),
      await stranger.client.call(updateLibraryMutation, { w, l, name: 'Mine now' }),
      await stranger.client.call(deleteLibraryMutation, { w, l }),
      await stranger.client.call(shareLibraryMutation, {
        w,
        l,
        permissions: [{ userId: me, type: 'creator' }],
      }),
      await stranger.client.call(updateLibraryPermissionMutation, {
        w,
        l,
        permissions: [{ userId: me, type: 'creator' }],
      }),
      await stranger.client.call(inviteUserToLibraryMutation, {
        w,
        l,
        invites: [{ email: stranger.email }],
      }),
      await stranger.client.call(deleteLibraryPermissionMutation, { w, l, userIds: [me] }),
      await stranger.client.call(sectionSettingsQuery, { w }),
      await stranger.client.call(changeSectionStateMutation, {
        w,
        section: 'private',
        expanded: false,
      }),
      await stranger.client.call(reorderSectionsMutation, { w, order: ['private'] }),
    ];
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(
      answers.map(() => 'NOT_FOUND'),
    );
    // Their own workspace's library is not reached through another workspace's id either.
    const theirs = (await stranger.client.ok(listLibrariesQuery, { w: stranger.ownWorkspaceId }))
      .listLibraries.data[0]!.id;
    const crossed = await f.owner.client.call(getLibraryQuery, { w, l: theirs });
    expect(crossed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { rows } = await app.platform.database.executeSql(
      `select (select count(*) from libraries where workspace_id = $1)::int as libraries,
              (select name from libraries where id = $2) as name,
              (select count(*) from library_permissions where library_id = $2)::int as shares,
              (select count(*) from section_settings where workspace_id = $1)::int as sections`,
      [w, l],
    );
    expect(rows).toEqual([{ libraries: 2, name: 'Private stock', shares: 0, sections: 0 }]);
  });
});
