import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { followingCalls as calls, followingFixture, refusal } from './following.test-support.ts';

const lockedFollow =
  'Collection is locked to workspace and cannot be followed into other workspaces';
const privateCollection = 'This collection is private and cannot be followed or suggested.';

describe("a collection's follow, unfollow and suggest abilities", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('refuses Follow beforehand to a reader of a locked collection of another workspace, as the call does', async () => {
    const { a, b, ids } = await followingFixture(app, 'abilities.locked');
    const token = (await a.owner.client.ok(calls.updateLink, ids)).updateCollectionSharedLink
      .accessToken;
    const inB = { w: b.w, c: ids.c, token };
    // Open by its link, not locked: following into B is allowed.
    const open = (await b.owner.client.ok(calls.abilities, inB)).getLibraryCollectionInfo;
    expect(open.abilities.follow).toEqual({ allowed: true, reason: null, message: null });

    await a.owner.client.ok(calls.updateOptions, { ...ids, locked: true });
    const locked = (await b.owner.client.ok(calls.abilities, inB)).getLibraryCollectionInfo;
    expect(locked.abilities.follow).toEqual({
      allowed: false,
      reason: 'lockedToWorkspaceFollow',
      message: lockedFollow,
    });
    // A reader by its link passes nothing on: Suggest is refused for the role.
    expect(locked.abilities.suggest).toMatchObject({ allowed: false, reason: 'noRole' });
    // The call says the same.
    expect((await refusal(b.owner.client, calls.follow, inB))?.message).toBe(lockedFollow);
  });

  it('refuses Follow through a link restricted to some fields, and into its own workspace', async () => {
    const { a, b, ids } = await followingFixture(app, 'abilities.restricted');
    const link = (
      await a.owner.client.ok(calls.updateLink, { ...ids, mode: 'restricted', fields: ['model'] })
    ).updateCollectionSharedLink;
    const inB = { w: b.w, c: ids.c, token: link.accessToken };
    const byLink = (await b.owner.client.ok(calls.abilities, inB)).getLibraryCollectionInfo;
    expect(byLink.abilities.follow).toMatchObject({
      allowed: false,
      message: 'This collection is shared with restricted fields and cannot be followed.',
    });
    const own = (await a.owner.client.ok(calls.abilities, ids)).getLibraryCollectionInfo;
    expect(own.abilities.follow).toMatchObject({
      allowed: false,
      message: 'A collection cannot be followed into its own workspace.',
    });
  });

  it("allows its creator to suggest it until it is private, and a follower's workspace to unfollow", async () => {
    const { a, b, ids } = await followingFixture(app, 'abilities.private');
    const open = (await a.owner.client.ok(calls.abilities, ids)).getLibraryCollectionInfo;
    expect(open.abilities.suggest).toEqual({ allowed: true, reason: null, message: null });

    // B follows it (its owner reads it through A too): B's followed group may unfollow it.
    await app.platform.database.executeSql(
      `insert into workspace_memberships (workspace_id, user_id, role, membership) values ($1, $2, 'editor', 'member')`,
      [b.w, a.owner.userId],
    );
    await a.owner.client.ok(calls.follow, { w: b.w, c: ids.c });
    const followed = (
      await b.owner.client.ok(calls.groupAbilities, { w: b.w, groups: ['followed'] })
    ).listMyCollectionsV2.flatMap((group) => group.data);
    expect(followed.map((collection) => collection.abilities.unfollow)).toEqual([
      { allowed: true, message: null },
    ]);

    await a.owner.client.ok(calls.switchType, { ...ids, type: 'private', enabled: true });
    const closed = (await a.owner.client.ok(calls.abilities, ids)).getLibraryCollectionInfo;
    expect(closed.abilities.suggest).toEqual({
      allowed: false,
      reason: 'privateCollection',
      message: privateCollection,
    });
    expect(
      (await refusal(a.owner.client, calls.suggest, { ...ids, email: 'someone@example.com' }))
        ?.message,
    ).toBe(privateCollection);
  });
});
