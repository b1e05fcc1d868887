import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { waitForMail } from '../../../test/support/api-client.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  commentsFixture,
  createCommentMutation,
  editCommentMutation,
  listCommentsQuery,
} from './comments.test-support.ts';
import { isInert, xssPayloads } from './xss.test-support.ts';

const search = graphql(`query SearchCommentMentions($w: ID!, $p: ID!, $s: String!) {
  searchCommentMentions(workspaceId: $w, resourceType: project, resourceId: $p, search: $s) { id name email } }`);
const followers = graphql(`query GetRowFollowers($w: ID!, $p: ID!, $row: ID!) {
  getRowFollowers(workspaceId: $w, projectId: $p, rowId: $row) { userId email } }`);
const addFollower = graphql(`mutation AddRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {
  addRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }`);
const deleteFollower = graphql(`mutation DeleteRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {
  deleteRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }`);
const notifications = graphql(`query MyNotifications($next: String, $limit: Int) {
  myNotifications(nextToken: $next, limit: $limit) {
    items { id kind read actor { id } workspaceId resourceType resourceId resourceName rowId cellPointer commentId excerpt }
    nextToken unreadCount } }`);
const markRead = graphql(
  `mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
);

const mention = (id: string, label: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${label}">@${label}</span>`;

describe('mentions, followers and notifications', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('finds members of the project by name or address, a leading @ ignored, ten at most', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    await app.platform.database.executeSql(`update users set name = 'Zoë Lumen' where id = $1`, [
      editor.userId,
    ]);
    const found = async (s: string) =>
      (await f.schedule.client.ok(search, { ...f.ids, s })).searchCommentMentions;
    expect((await found('@zoë')).map((p: { id: string }) => p.id)).toEqual([editor.userId]);
    expect((await found('  @LUMEN')).map((p: { name: string }) => p.name)).toEqual(['Zoë Lumen']);
    expect((await found(editor.email.slice(0, 12))).map((p: { id: string }) => p.id)).toContain(
      editor.userId,
    );
    expect(await found('%')).toEqual([]);
    expect((await found('@')).length).toBe(2);
    const stranger = await scheduleFixture(app, 'outsider');
    const outside = await stranger.client.call(search, { ...f.ids, s: 'a' });
    expect(outside.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('mails the mentioned with a link to the row, notifies them in the app and makes them follow the row', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const made = await f.comment({
      rowId: f.row.id,
      cellPointer: 'model',
      message: `<p>${mention(editor.userId, 'Ed')} can you check the model?</p>`,
      mentioned: [editor.userId],
    });
    expect(made.mentioned.map((p: { id: string }) => p.id)).toEqual([editor.userId]);
    expect(made.message).toContain(`data-id="${editor.userId}"`);

    const mail = await waitForMail(app, editor.email, (text) => text.includes('check the model'));
    expect(mail.subject).toBe('Test User mentioned you in Harbour Hotel');
    expect(mail.text_body).toContain(
      `/workspace/${f.ids.w}/projects/${f.ids.p}?row=${f.row.id}&comment=${made.id}`,
    );
    const bell = (await editor.client.ok(notifications)).myNotifications;
    expect(bell.unreadCount).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'mention',
      read: false,
      actor: { id: f.ownerId },
      workspaceId: f.ids.w,
      resourceType: 'project',
      resourceId: f.ids.p,
      resourceName: 'Harbour Hotel',
      rowId: f.row.id,
      cellPointer: 'model',
      commentId: made.id,
      excerpt: '@Ed can you check the model?',
    });
    const following = (await f.schedule.client.ok(followers, { ...f.ids, row: f.row.id }))
      .getRowFollowers;
    expect(following.map((p: { userId: string }) => p.userId).sort()).toEqual(
      [f.ownerId, editor.userId].sort(),
    );
    expect(
      (await editor.client.ok(markRead, { ids: [bell.items[0]!.id] })).markNotificationsRead,
    ).toBe(0);
  });

  it('tells only the newly mentioned of an edit, and turns a dropped mention into text', async () => {
    const f = await commentsFixture(app);
    const ann = await f.member('viewer');
    const bob = await f.member('viewer');
    const made = await f.comment({
      message: `<p>${mention(ann.userId, 'Ann')} ${mention(bob.userId, 'Bob')}</p>`,
      mentioned: [ann.userId],
    });
    expect(made.message).toBe(`<p>${mention(ann.userId, 'Ann')} @Bob</p>`);
    const edited = (
      await f.schedule.client.ok(editCommentMutation, {
        input: { workspaceId: f.ids.w, commentId: made.id, mentioned: [bob.userId] },
      })
    ).editComment;
    expect(edited.message).toBe('<p>@Ann @Bob</p>');
    expect(edited.dateModified).toBeNull();
    const kinds = async (as: typeof ann) =>
      (await as.client.ok(notifications)).myNotifications.items.map(
        (n: { kind: string }) => n.kind,
      );
    expect(await kinds(ann)).toEqual(['mention']);
    expect(await kinds(bob)).toEqual(['mention']);
  });

  it('refuses to mention someone who is not a member, and keeps nothing', async () => {
    const f = await commentsFixture(app);
    const stranger = await scheduleFixture(app, 'not-member');
    const strangerId = (
      await stranger.client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
    ).getUserProfile!.id;
    const answer = await f.schedule.client.call(createCommentMutation, {
      input: { ...f.on, message: 'Hi', mentioned: [strangerId] },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: `Only members of this project can be mentioned: ${strangerId} cannot.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await f.schedule.client.ok(listCommentsQuery, f.ids)).listComments.items).toEqual([]);
  });

  it('tells a row’s followers of each new comment, except its author and those mentioned', async () => {
    const f = await commentsFixture(app);
    const follower = await f.member('viewer');
    const mentioned = await f.member('editor');
    await follower.client.ok(addFollower, { ...f.ids, row: f.row.id, u: follower.userId });
    await f.comment({
      rowId: f.row.id,
      message: `<p>${mention(mentioned.userId, 'Mia')} look</p>`,
      mentioned: [mentioned.userId],
    });
    await waitForMail(app, follower.email, (text) => text.includes('follow this row'));
    const bellOf = async (as: typeof follower) =>
      (await as.client.ok(notifications)).myNotifications.items.map(
        (n: { kind: string }) => n.kind,
      );
    expect(await bellOf(follower)).toEqual(['comment']);
    expect(await bellOf(mentioned)).toEqual(['mention']);
    expect((await f.schedule.client.ok(notifications)).myNotifications.items).toEqual([]);

    // The mentioned person now follows too; a reply by them tells the owner and the follower.
    await f.comment({ rowId: f.row.id, message: 'Done' }, mentioned);
    expect(await bellOf(follower)).toEqual(['comment', 'comment']);
    expect(await bellOf(f.schedule as never)).toEqual(['comment']);
    expect(await bellOf(mentioned)).toEqual(['mention']);

    // A private comment reaches only who may see it.
    await f.comment({ rowId: f.row.id, message: 'secret', privacy: 'private' }, mentioned);
    expect(await bellOf(follower)).toHaveLength(2);

    expect((await follower.client.ok(markRead, {})).markNotificationsRead).toBe(0);
  });

  it('lets anyone follow or leave a row themselves, and only editors choose for others', async () => {
    const f = await commentsFixture(app);
    const viewer = await f.member('viewer');
    const editor = await f.member('editor');
    const ids = (list: { userId: string }[]) => list.map((p) => p.userId);
    expect(
      ids(
        (await viewer.client.ok(addFollower, { ...f.ids, row: f.row.id, u: viewer.userId }))
          .addRowFollower,
      ),
    ).toEqual([viewer.userId]);
    const refused = await viewer.client.call(addFollower, {
      ...f.ids,
      row: f.row.id,
      u: editor.userId,
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const added = (await editor.client.ok(addFollower, { ...f.ids, row: f.row.id, u: f.ownerId }))
      .addRowFollower;
    expect(ids(added).sort()).toEqual([f.ownerId, viewer.userId].sort());
    const left = (
      await viewer.client.ok(deleteFollower, { ...f.ids, row: f.row.id, u: viewer.userId })
    ).deleteRowFollower;
    expect(ids(left)).toEqual([f.ownerId]);
    const stranger = await scheduleFixture(app, 'far');
    const strangerId = (
      await stranger.client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
    ).getUserProfile!.id;
    const notMember = await editor.client.call(addFollower, {
      ...f.ids,
      row: f.row.id,
      u: strangerId,
    });
    expect(notMember.errors?.[0]?.message).toBe(
      'Only members of this project can follow its rows.',
    );
  });

  it('pages notifications twenty at a time, newest first', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    for (let index = 0; index < 22; index += 1) {
      await f.comment({ message: `n${index}`, mentioned: [editor.userId] });
    }
    const first = (await editor.client.ok(notifications)).myNotifications;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.excerpt).toBe('n21');
    expect(first.unreadCount).toBe(22);
    const second = (await editor.client.ok(notifications, { next: first.nextToken }))
      .myNotifications;
    expect(second.items.map((n: { excerpt: string }) => n.excerpt)).toEqual(['n1', 'n0']);
    expect(second.nextToken).toBeNull();
  });

  it('keeps every XSS payload inert in a stored comment', async () => {
    const f = await commentsFixture(app);
    for (const payload of xssPayloads) {
      const made = await f.comment({ message: `<p>ok</p>${payload}` });
      expect(isInert(made.message), `${payload} → ${made.message}`).toBe(true);
    }
    const { rows } = await app.platform.database.executeSql(
      'select message from comments where resource_id = $1',
      [f.ids.p],
    );
    expect(rows).toHaveLength(xssPayloads.length);
    for (const row of rows as { message: string }[]) expect(isInert(row.message)).toBe(true);
  });
});
