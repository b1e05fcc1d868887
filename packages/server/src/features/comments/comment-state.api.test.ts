import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  commentsFixture,
  listCommentsQuery,
  slantsQuery,
  stateQuery,
} from './comments.test-support.ts';

const readAll = graphql(`mutation ReadAllResourceComments($w: ID!, $p: ID!, $row: ID) {
  readAllResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row) { commentsUnread hideResolvedComments } }`);
const setSlant = graphql(`mutation CommentStateApiSetSlant($w: ID!, $p: ID!, $row: ID!) {
  setSlant(workspaceId: $w, projectId: $p, rowId: $row) { id commentsAmount commentsUnread unreadMessageIDs } }`);
const setUserSlant =
  graphql(`mutation SetUserSlant($w: ID!, $p: ID!, $row: ID!, $ids: [ID!]!, $read: Boolean!) {
  setUserSlant(workspaceId: $w, projectId: $p, rowId: $row, commentIds: $ids, read: $read) { commentsAmount commentsUnread unreadMessageIDs } }`);
const listSlants = graphql(`query ListSlants($w: ID!, $p: ID!, $next: String) {
  listSlants(workspaceId: $w, projectId: $p, nextToken: $next) { items { rowId commentsAmount commentsUnread } nextToken } }`);
const cellPointers = graphql(`query GetCommentCellPointers($w: ID!, $p: ID!, $row: ID) {
  getCommentCellPointers(workspaceId: $w, projectId: $p, rowId: $row) { rowId cellPointer commentsAmount commentsUnread } }`);
const toggleResolved =
  graphql(`mutation ToggleResolvedComments($w: ID!, $ids: [ID!]!, $resolved: Boolean!) {
  toggleResolvedComments(workspaceId: $w, commentIds: $ids, resolved: $resolved) { id resolved resolvedBy { id } } }`);
const hideResolved =
  graphql(`mutation ToggleResolvedResourceComments($w: ID!, $p: ID!, $hide: Boolean!) {
  toggleResolvedResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, hideResolved: $hide) { commentsUnread hideResolvedComments } }`);

describe('unread comments, slants and resolution', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('counts others’ comments as unread by row and by project, and read-all brings them to zero', async () => {
    const f = await commentsFixture(app);
    const reader = await f.member('viewer');
    const second = await f.schedule.createRow({ typeDesignation: 'B1' });
    const a = await f.comment({ rowId: f.row.id, message: 'one' });
    const b = await f.comment({ rowId: f.row.id, cellPointer: 'model', message: 'two' });
    await f.comment({ rowId: second.id, message: 'three' });
    await f.comment({ message: 'general' });
    await f.comment({ rowId: f.row.id, message: 'mine' }, reader);

    const slants = (
      await reader.client.ok(slantsQuery, { ...f.ids, rows: [f.row.id, second.id, 'empty'] })
    ).getSlants;
    expect(slants).toEqual([
      {
        id: `ROW#${f.row.id}`,
        rowId: f.row.id,
        commentsAmount: 3,
        commentsUnread: 2,
        unreadMessageIDs: [a.id, b.id],
      },
      {
        id: `ROW#${second.id}`,
        rowId: second.id,
        commentsAmount: 1,
        commentsUnread: 1,
        unreadMessageIDs: [expect.any(String)],
      },
      {
        id: 'ROW#empty',
        rowId: 'empty',
        commentsAmount: 0,
        commentsUnread: 0,
        unreadMessageIDs: [],
      },
    ]);
    // The author has read their own.
    expect((await f.schedule.client.ok(stateQuery, f.ids)).getResourceCommentsState).toEqual({
      commentsUnread: 1,
      hideResolvedComments: false,
    });
    expect(
      (await reader.client.ok(stateQuery, f.ids)).getResourceCommentsState.commentsUnread,
    ).toBe(4);
    const list = (await reader.client.ok(listSlants, f.ids)).listSlants;
    expect(list.nextToken).toBeNull();
    expect(list.items.map((s: { rowId: string }) => s.rowId).sort()).toEqual(
      [f.row.id, second.id].sort(),
    );

    const rowRead = (await reader.client.ok(readAll, { ...f.ids, row: second.id }))
      .readAllResourceComments;
    expect(rowRead.commentsUnread).toBe(3);
    expect((await reader.client.ok(readAll, f.ids)).readAllResourceComments).toEqual({
      commentsUnread: 0,
      hideResolvedComments: false,
    });
    const after = (await reader.client.ok(slantsQuery, { ...f.ids, rows: [f.row.id] })).getSlants;
    expect(after[0]).toMatchObject({ commentsAmount: 3, commentsUnread: 0, unreadMessageIDs: [] });
    const items = (await reader.client.ok(listCommentsQuery, { ...f.ids, limit: 10 })).listComments
      .items;
    expect(items.every((c: { read: boolean }) => c.read)).toBe(true);
  });

  it('marks a row read when it is opened, and chosen comments read or unread again', async () => {
    const f = await commentsFixture(app);
    const reader = await f.member('editor');
    const a = await f.comment({ rowId: f.row.id, message: 'one' });
    const b = await f.comment({ rowId: f.row.id, message: 'two' });
    const opened = (await reader.client.ok(setSlant, { ...f.ids, row: f.row.id })).setSlant;
    expect(opened).toEqual({
      id: `ROW#${f.row.id}`,
      commentsAmount: 2,
      commentsUnread: 0,
      unreadMessageIDs: [],
    });
    const unread = (
      await reader.client.ok(setUserSlant, { ...f.ids, row: f.row.id, ids: [b.id], read: false })
    ).setUserSlant;
    expect(unread).toEqual({ commentsAmount: 2, commentsUnread: 1, unreadMessageIDs: [b.id] });
    const read = (
      await reader.client.ok(setUserSlant, {
        ...f.ids,
        row: f.row.id,
        ids: [a.id, b.id],
        read: true,
      })
    ).setUserSlant;
    expect(read.commentsUnread).toBe(0);
    const missing = await reader.client.call(setSlant, { ...f.ids, row: 'no-such-row' });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('gives the commented cells of a row and of the schedule with their counts', async () => {
    const f = await commentsFixture(app);
    const reader = await f.member('viewer');
    await f.comment({ rowId: f.row.id, cellPointer: 'model', message: 'a' });
    await f.comment({ rowId: f.row.id, cellPointer: 'model', message: 'b' });
    await f.comment({ rowId: f.row.id, cellPointer: 'quantity', message: 'c' });
    await f.comment({ rowId: f.row.id, message: 'row only' });
    const cells = (await reader.client.ok(cellPointers, { ...f.ids, row: f.row.id }))
      .getCommentCellPointers;
    expect(cells).toEqual([
      { rowId: f.row.id, cellPointer: 'model', commentsAmount: 2, commentsUnread: 2 },
      { rowId: f.row.id, cellPointer: 'quantity', commentsAmount: 1, commentsUnread: 1 },
    ]);
    expect((await reader.client.ok(cellPointers, f.ids)).getCommentCellPointers).toHaveLength(2);
  });

  it('lets anyone who may comment resolve and reopen, and hides resolved ones for who chooses', async () => {
    const f = await commentsFixture(app);
    const viewer = await f.member('viewer');
    const a = await f.comment({ message: 'fix the lamp' });
    await f.comment({ message: 'still open' });
    const resolved = (
      await viewer.client.ok(toggleResolved, { w: f.ids.w, ids: [a.id], resolved: true })
    ).toggleResolvedComments;
    expect(resolved).toEqual([{ id: a.id, resolved: true, resolvedBy: { id: viewer.userId } }]);

    const hidden = (await viewer.client.ok(hideResolved, { ...f.ids, hide: true }))
      .toggleResolvedResourceComments;
    expect(hidden.hideResolvedComments).toBe(true);
    const messages = async (as: { client: typeof viewer.client }, all?: boolean) =>
      (await as.client.ok(listCommentsQuery, { ...f.ids, all })).listComments.items.map(
        (c: { message: string }) => c.message,
      );
    expect(await messages(viewer)).toEqual(['still open']);
    expect(await messages(viewer, true)).toEqual(['still open', 'fix the lamp']);
    // The choice is the viewer's own: the owner still sees both.
    expect(await messages(f.schedule)).toEqual(['still open', 'fix the lamp']);

    const reopened = (
      await viewer.client.ok(toggleResolved, { w: f.ids.w, ids: [a.id], resolved: false })
    ).toggleResolvedComments;
    expect(reopened[0]).toMatchObject({ resolved: false, resolvedBy: null });
    expect(await messages(viewer)).toHaveLength(2);
    const unknown = await viewer.client.call(toggleResolved, {
      w: f.ids.w,
      ids: ['nope'],
      resolved: true,
    });
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('shows a workspace guest no comment of a project until it is shared with them', async () => {
    const f = await commentsFixture(app);
    const guest = await f.member('viewer');
    await app.platform.database.executeSql(
      `update workspace_memberships set role = 'guest', membership = 'guest' where user_id = $1`,
      [guest.userId],
    );
    const made = await f.comment({ message: 'for all' });
    const hidden = await guest.client.call(listCommentsQuery, f.ids);
    expect(hidden.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const refused = await guest.client.call(toggleResolved, {
      w: f.ids.w,
      ids: [made.id],
      resolved: true,
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await app.platform.database.executeSql(
      `insert into project_permissions (project_id, user_id, role) values ($1, $2, 'viewer')`,
      [f.ids.p, guest.userId],
    );
    expect((await guest.client.ok(listCommentsQuery, f.ids)).listComments.items).toHaveLength(1);
  });
});
