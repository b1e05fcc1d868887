import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { Document } from '../../../test/support/document-text.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import {
  commentsFixture,
  deleteCommentMutation,
  editCommentMutation,
} from './comments.test-support.ts';

/** Collects a subscription's events as the given person. */
const watch = (
  app: TestApp,
  token: string | undefined,
  document: Document,
  variables?: Record<string, unknown>,
) => watchSubscription(app.url, { authorization: `Bearer ${token}` }, document, variables);

// A subscription is in place once the server has run its subscribe (over Redis, SUBSCRIBE too).
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const quiet = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('live comments', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('delivers a new comment, its slant and the unread count to another member, and its deletion', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const comments = watch(
      app,
      editor.client.accessToken,
      graphql(
        `subscription CommentsLiveOnCommentChanged($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id message status read creator { id } } }`,
      ),
      f.ids,
    );
    const slants = watch(
      app,
      editor.client.accessToken,
      graphql(
        `subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) { onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) { id rowId commentsAmount commentsUnread unreadMessageIDs } }`,
      ),
      { workspaceId: f.ids.w, projectId: f.ids.p },
    );
    const unread = watch(
      app,
      editor.client.accessToken,
      graphql(
        `subscription OnUnreadCommentsChanged($w: ID!, $p: ID!) { onUnreadCommentsChanged(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }`,
      ),
      f.ids,
    );
    await settle();

    const made = await f.comment({ rowId: f.row.id, cellPointer: 'model', message: 'Live!' });
    expect((await comments.until(1))[0]?.data.onCommentChanged).toEqual({
      id: made.id,
      message: 'Live!',
      status: 'published',
      read: false,
      creator: { id: f.ownerId },
    });
    expect((await slants.until(1))[0]?.data.onSlantChanged).toEqual({
      id: `ROW#${f.row.id}`,
      rowId: f.row.id,
      commentsAmount: 1,
      commentsUnread: 1,
      unreadMessageIDs: [made.id],
    });
    expect((await unread.until(1))[0]?.data.onUnreadCommentsChanged).toEqual({
      commentsUnread: 1,
      hideResolvedComments: false,
    });

    // Reading is the reader's own event: their slant and count fall to zero.
    await editor.client.ok(
      graphql(
        `mutation SetSlant($w: ID!, $p: ID!, $r: ID!) { setSlant(workspaceId: $w, projectId: $p, rowId: $r) { id } }`,
      ),
      { ...f.ids, r: f.row.id },
    );
    expect((await slants.until(2))[1]?.data.onSlantChanged.commentsUnread).toBe(0);
    expect((await unread.until(2))[1]?.data.onUnreadCommentsChanged.commentsUnread).toBe(0);

    await f.schedule.client.ok(deleteCommentMutation, { w: f.ids.w, id: made.id });
    expect((await comments.until(2))[1]?.data.onCommentChanged).toMatchObject({
      id: made.id,
      status: 'deleted',
    });
    expect((await slants.until(3))[2]?.data.onSlantChanged.commentsAmount).toBe(0);
    for (const watcher of [comments, slants, unread]) await watcher.dispose();
  });

  it('keeps a private comment from a third member’s subscriptions, and removes one made private', async () => {
    const f = await commentsFixture(app);
    const mentioned = await f.member('viewer');
    const third = await f.member('editor');
    const query = graphql(
      `subscription CommentsLiveOnCommentPrivacy($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id status privacy } }`,
    );
    const slantQuery = graphql(
      `subscription CommentsLiveOnSlantCount($w: ID!, $p: ID!) { onSlantChanged(workspaceId: $w, projectId: $p) { commentsAmount } }`,
    );
    const theirs = watch(app, mentioned.client.accessToken, query, f.ids);
    const thirds = watch(app, third.client.accessToken, query, f.ids);
    const thirdSlants = watch(app, third.client.accessToken, slantQuery, f.ids);
    await settle();

    const secret = await f.comment({
      rowId: f.row.id,
      message: 'private',
      privacy: 'private',
      mentioned: [mentioned.userId],
    });
    expect((await theirs.until(1))[0]?.data.onCommentChanged).toEqual({
      id: secret.id,
      status: 'published',
      privacy: 'private',
    });
    const open = await f.comment({ rowId: f.row.id, message: 'public' });
    expect((await thirds.until(1)).map((e) => e.data.onCommentChanged.id)).toEqual([open.id]);
    expect((await thirdSlants.until(1))[0]?.data.onSlantChanged.commentsAmount).toBe(1);

    // Made private, it leaves the third member's screen.
    await f.schedule.client.ok(editCommentMutation, {
      input: { workspaceId: f.ids.w, commentId: open.id, privacy: 'private' },
    });
    expect((await thirds.until(2))[1]?.data.onCommentChanged).toEqual({
      id: open.id,
      status: 'deleted',
      privacy: 'private',
    });
    await quiet();
    expect(thirds.events).toHaveLength(2);
    for (const watcher of [theirs, thirds, thirdSlants]) await watcher.dispose();
  });

  it('delivers the viewer’s own notifications only', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const viewer = await f.member('viewer');
    const query = graphql(
      `subscription OnNotification { onNotification { kind excerpt commentId actor { id } } }`,
    );
    const editorBell = watch(app, editor.client.accessToken, query);
    const viewerBell = watch(app, viewer.client.accessToken, query);
    await settle();
    const made = await f.comment({ message: 'Hello Ed', mentioned: [editor.userId] });
    expect((await editorBell.until(1))[0]?.data.onNotification).toEqual({
      kind: 'mention',
      excerpt: 'Hello Ed',
      commentId: made.id,
      actor: { id: f.ownerId },
    });
    await quiet();
    expect(viewerBell.events).toEqual([]);
    await editorBell.dispose();
    await viewerBell.dispose();
  });

  it('refuses a subscription to another workspace’s comments', async () => {
    const f = await commentsFixture(app);
    const stranger = await scheduleFixture(app, 'spy');
    const spy = watch(
      app,
      stranger.client.accessToken,
      graphql(
        `subscription OnCommentChanged($workspaceId: ID!, $resourceId: ID!) { onCommentChanged(workspaceId: $workspaceId, resourceType: project, resourceId: $resourceId) { id } }`,
      ),
      { workspaceId: f.ids.w, resourceId: f.ids.p },
    );
    const [answer] = await spy.until(1);
    expect(JSON.stringify(answer)).toContain('NOT_FOUND');
    await spy.dispose();
  });
});
