import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import { collectionCalls } from '../schedule/collection.test-support.ts';
import {
  type AnyDocument,
  followingCalls as calls,
  followingFixture,
  refusal,
} from './following.test-support.ts';

const notFound = 'Collection not found.';

describe('following a collection into a workspace', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('gives the members of the following workspace read access as followers, until unfollowed', async () => {
    const f = await followingFixture(app, 'follow');
    const { a, b, bViewer, ids } = f;
    const inB = { w: b.w, c: ids.c };
    // Before: nobody in B reads it.
    expect(await refusal(bViewer.client, calls.info, inB)).toMatchObject({ message: notFound });
    const link = (await a.owner.client.ok(calls.updateLink, { ...ids })).updateCollectionSharedLink;
    const followed = (await b.owner.client.ok(calls.follow, { ...inB, token: link.accessToken }))
      .followCollection;
    expect(followed).toMatchObject({
      myRole: 'follower',
      follow: true,
      collectionGroup: 'followed',
    });

    // Every member of B reads it and its product, in the followed group, and cannot edit.
    const info = (await bViewer.client.ok(calls.info, inB)).getLibraryCollectionInfo;
    expect(info).toMatchObject({ myRole: 'follower', editable: false, follow: true });
    const groups = (await bViewer.client.ok(calls.groups, { w: b.w })).listMyCollectionsV2;
    const byGroup = Object.fromEntries(
      groups.map((g: any) => [g.group, g.data.map((c: any) => c.name)]),
    );
    expect(byGroup).toMatchObject({ followed: ['Track lights'], workspace: [], private: [] });
    const rows = (await bViewer.client.ok(calls.products, inB)).listStructuredCollectionRows.data;
    expect(rows.map((row: any) => row.cells?.model ?? row.model)).toEqual(['T-100']);
    const edit = await refusal(b.owner.client, collectionCalls.updateCell, {
      ...inB,
      row: f.productId,
      col: 'model',
      value: 'T-200',
      version: '1.0',
    });
    expect(edit?.message).toBe('This is a followed product, you do not have permission to update');
    const listed = await bViewer.client.ok(calls.followed, { w: b.w });
    expect(listed.listFollowedCollections.data.map((c: any) => c.name)).toEqual(['Track lights']);
    expect(listed.listFollowedCollectionsV2.amount).toBe(1);
    expect(listed.listFollowedCollectionsLastAccessed.map((c: any) => c.id)).toEqual([ids.c]);
    expect((await bViewer.client.ok(calls.isFollowed, inB)).isCollectionFollowed).toBe(true);
    const holding = (await bViewer.client.ok(calls.workspaces, { c: ids.c }))
      .listWorkspacesWithCollection;
    expect(holding.map((w) => w.id)).toEqual([b.w]);
    // A viewer of B may not unfollow for the workspace; its owner may.
    expect((await refusal(bViewer.client, calls.unfollow, inB))?.code).toBe('FORBIDDEN');
    expect((await b.owner.client.ok(calls.unfollowV2, inB)).unfollowCollectionV2).toBe(true);
    expect(await refusal(bViewer.client, calls.info, inB)).toMatchObject({ message: notFound });
    expect(await refusal(bViewer.client, calls.products, inB)).toMatchObject({ message: notFound });
    expect((await bViewer.client.ok(calls.isFollowed, inB)).isCollectionFollowed).toBe(false);
    expect(await refusal(bViewer.client, calls.workspaces, { c: ids.c })).toMatchObject({
      message: notFound,
    });
  });

  it('tells the members live when their workspace follows or unfollows a collection', async () => {
    const f = await followingFixture(app, 'live');
    const { a, b, bViewer, ids } = f;
    const inB = { w: b.w, c: ids.c };
    const link = (await a.owner.client.ok(calls.updateLink, ids)).updateCollectionSharedLink;
    const feed = watchSubscription(
      app.url,
      { authorization: `Bearer ${bViewer.client.accessToken}` },
      calls.changes,
      { w: b.w },
    );
    const changes = () => feed.events.map((event) => event.data?.onCollectionChanged);
    // The feed is in place once it hears a follow: following again changes nothing else.
    await expect
      .poll(
        async () => {
          await b.owner.client.ok(calls.follow, { ...inB, token: link.accessToken });
          return feed.events.length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(changes()[0]).toEqual({
      collectionId: ids.c,
      status: 'active',
      collection: { name: 'Track lights', myRole: 'follower', collectionGroup: 'followed' },
    });
    // A change made in the collection's own workspace reaches the workspace following it.
    await a.owner.client.ok(calls.rename, { ...ids, name: 'Track lights 2027' });
    await expect
      .poll(() => changes().at(-1))
      .toEqual({
        collectionId: ids.c,
        status: 'active',
        collection: { name: 'Track lights 2027', myRole: 'follower', collectionGroup: 'followed' },
      });
    await b.owner.client.ok(calls.unfollow, inB);
    await expect
      .poll(() => changes().at(-1))
      .toEqual({ collectionId: ids.c, status: 'deleted', collection: null });
    feed.dispose();
  });

  it("tells the members of a following workspace live of the collection's changes in its own workspace", async () => {
    const f = await followingFixture(app, 'live-changes');
    const { a, b, bViewer, ids } = f;
    const link = (await a.owner.client.ok(calls.updateLink, ids)).updateCollectionSharedLink;
    await b.owner.client.ok(calls.follow, { w: b.w, c: ids.c, token: link.accessToken });
    const feed = watchSubscription(
      app.url,
      { authorization: `Bearer ${bViewer.client.accessToken}` },
      calls.changes,
      { w: b.w },
    );
    const heard = () => feed.events.map((event) => event.data?.onCollectionChanged);
    // Renamed in its own workspace until the feed, once in place, hears it.
    let round = 0;
    await expect
      .poll(
        async () => {
          round += 1;
          await a.owner.client.ok(calls.rename, { ...ids, name: `Track lights ${round}` });
          return heard().length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(heard()[0]).toEqual({
      collectionId: ids.c,
      status: 'active',
      collection: {
        name: expect.stringMatching(/^Track lights \d+$/),
        myRole: 'follower',
        collectionGroup: 'followed',
      },
    });
    feed.dispose();
  });

  it('is refused into its own workspace, when locked to it, or private, and nothing changes', async () => {
    const f = await followingFixture(app, 'refused');
    const { a, b, ids } = f;
    const inB = { w: b.w, c: ids.c };
    expect((await refusal(a.owner.client, calls.follow, ids))?.message).toBe(
      'A collection cannot be followed into its own workspace.',
    );
    // A link restricted to some fields does not let its holder follow.
    const restricted = (
      await a.owner.client.ok(calls.updateLink, { ...ids, mode: 'restricted', fields: ['model'] })
    ).updateCollectionSharedLink;
    expect(
      (await refusal(b.owner.client, calls.follow, { ...inB, token: restricted.accessToken }))
        ?.message,
    ).toBe('This collection is shared with restricted fields and cannot be followed.');
    // The owner of A is also an editor of B: they read it through A and follow into B.
    await app.platform.database.executeSql(
      `insert into workspace_memberships (workspace_id, user_id, role, membership) values ($1, $2, 'editor', 'member')`,
      [b.w, a.owner.userId],
    );
    await a.owner.client.ok(calls.updateOptions, { ...ids, locked: true });
    expect((await refusal(a.owner.client, calls.follow, inB))?.message).toBe(
      'Collection is locked to workspace and cannot be followed into other workspaces',
    );
    await a.owner.client.ok(calls.updateOptions, { ...ids, locked: false });
    await a.owner.client.ok(calls.switchType, { ...ids, type: 'private', enabled: true });
    expect((await refusal(a.owner.client, calls.followV2, inB))?.message).toBe(
      'This collection is private and cannot be followed or suggested.',
    );
    expect((await b.owner.client.ok(calls.isFollowed, inB)).isCollectionFollowed).toBe(false);
    expect(await refusal(f.bViewer.client, calls.info, inB)).toMatchObject({ message: notFound });
    // Opened again, the same person follows it; a follow stays when it is made private after.
    await a.owner.client.ok(calls.switchType, { ...ids, type: 'private', enabled: false });
    await a.owner.client.ok(calls.follow, inB);
    await a.owner.client.ok(calls.switchType, { ...ids, type: 'private', enabled: true });
    expect((await f.bViewer.client.ok(calls.info, inB)).getLibraryCollectionInfo.myRole).toBe(
      'follower',
    );
  });

  it('answers the product mode: edit, read-only or followed, with the reason', async () => {
    const f = await followingFixture(app, 'mode');
    const { a, b, ids, productId } = f;
    const mode = async (client: typeof a.owner.client, w: string, p?: string) =>
      (await client.ok(calls.productMode, { w, c: ids.c, p })).getProductMode;
    expect(await mode(a.owner.client, a.w, productId)).toEqual({ mode: 'edit', reason: null });
    const viewer = await a.member('viewer');
    expect(await mode(viewer.client, a.w, productId)).toEqual({
      mode: 'readOnly',
      reason:
        'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions',
    });
    const link = (await a.owner.client.ok(calls.updateLink, ids)).updateCollectionSharedLink;
    await b.owner.client.ok(calls.follow, { w: b.w, c: ids.c, token: link.accessToken });
    expect(await mode(f.bViewer.client, b.w)).toEqual({
      mode: 'followed',
      reason: 'This is a followed product, you do not have permission to update',
    });
    expect(await mode(f.bViewer.client, b.w, productId)).toEqual({
      mode: 'followedCollection',
      reason:
        'This product is in a followed collection, to edit first follow product into a workspace collection',
    });
  });

  it('tells a stranger the collection is not found, from every call', async () => {
    const f = await followingFixture(app, 'stranger');
    const { stranger, ids } = f;
    const own = { w: stranger.ownWorkspaceId, c: ids.c };
    const attempts: [AnyDocument, Record<string, unknown>][] = [
      [calls.info, ids],
      [calls.info, own],
      [calls.follow, own],
      [calls.follow, { ...own, token: 'not-the-token' }],
      [calls.unfollow, own],
      [calls.suggest, { ...ids, email: 'someone@example.com' }],
      [calls.options, ids],
      [calls.link, ids],
      [calls.updateOptions, { ...ids, locked: true }],
      [calls.switchType, { ...ids, type: 'private', enabled: true }],
      [calls.updateLink, { ...ids, mode: 'full' }],
      [calls.resetLink, ids],
      [calls.productMode, ids],
      [calls.tradeShow, { ...ids, email: 'visitor@example.com' }],
      [calls.copy, { ...own, suggested: true }],
      [calls.isFollowed, ids],
      [calls.followed, { w: ids.w }],
    ];
    for (const [index, [query, variables]] of attempts.entries()) {
      expect(await refusal(stranger.client, query, variables), `call ${index}`).toMatchObject({
        message: notFound,
      });
    }
    expect((await stranger.client.ok(calls.suggestions)).listMyCollectionSuggestions.data).toEqual(
      [],
    );
    const options = (await f.a.owner.client.ok(calls.options, ids)).getCollectionSharingOptions;
    expect(options).toMatchObject({ type: 'unlisted', lockedToWorkspace: false, sharedLink: null });
  });
});
