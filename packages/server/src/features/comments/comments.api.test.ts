import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  commentsFixture,
  createCommentMutation,
  deleteCommentMutation,
  editCommentMutation,
  getCommentQuery,
  listCommentsQuery,
  slantsQuery,
} from './comments.test-support.ts';

describe('comments', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('creates general, row and field comments, and reads one back', async () => {
    const f = await commentsFixture(app);
    const general = await f.comment({ message: '<p>Budget is tight</p>' });
    expect(general).toMatchObject({
      type: 'general',
      rowId: null,
      tableId: null,
      commentType: 'text',
      privacy: 'public',
      status: 'published',
      read: true,
      resolved: false,
      creator: { id: f.ownerId },
      viewerCan: { edit: { allowed: true }, delete: { allowed: true }, resolve: { allowed: true } },
    });
    const onRow = await f.comment({ rowId: f.row.id, message: 'Row note' });
    expect(onRow).toMatchObject({ type: 'row', rowId: f.row.id, tableType: 'schedule' });
    expect(onRow.tableId).toBeTruthy();
    const onCell = await f.comment({ rowId: f.row.id, cellPointer: 'model', message: 'Model?' });
    expect(onCell).toMatchObject({ type: 'field', cellPointer: 'model' });
    const got = (await f.schedule.client.ok(getCommentQuery, { w: f.ids.w, id: onCell.id }))
      .getComment;
    expect(got).toEqual(onCell);
  });

  it('refuses a comment without what its kind needs, an empty one, an unknown row or column', async () => {
    const f = await commentsFixture(app);
    const errorOf = async (input: Record<string, unknown>) =>
      (
        await f.schedule.client.call(createCommentMutation, {
          input: { ...f.on, message: 'x', ...input },
        })
      ).errors?.[0];
    expect(await errorOf({ type: 'row' })).toMatchObject({
      message: 'A row comment needs the row it is on (rowId).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await errorOf({ type: 'field', rowId: f.row.id }))?.message).toBe(
      'A field comment needs its row and cell (rowId and cellPointer).',
    );
    expect((await errorOf({ message: '<p> </p>' }))?.message).toBe(
      'Write a message or attach a file.',
    );
    expect((await errorOf({ message: 'x'.repeat(10_001) }))?.message).toBe(
      'A comment must be at most 10,000 characters long.',
    );
    expect((await errorOf({ rowId: 'no-such-row' }))?.extensions.code).toBe('NOT_FOUND');
    expect((await errorOf({ rowId: f.row.id, cellPointer: 'nope' }))?.message).toBe(
      'There is no column nope.',
    );
    const list = (await f.schedule.client.ok(listCommentsQuery, f.ids)).listComments;
    expect(list.items).toEqual([]);
  });

  it('lists newest first, three at a time by default, by row and by cell', async () => {
    const f = await commentsFixture(app);
    const made = [];
    for (const [index, input] of [
      { message: 'one' },
      { message: 'two', rowId: f.row.id },
      { message: 'three', rowId: f.row.id, cellPointer: 'model' },
      { message: 'four', rowId: f.row.id },
      { message: 'five' },
    ].entries()) {
      made.push(await f.comment({ ...input, message: `${input.message} ${index}` }));
    }
    const first = (await f.schedule.client.ok(listCommentsQuery, f.ids)).listComments;
    expect(first.items.map((c: { message: string }) => c.message)).toEqual([
      'five 4',
      'four 3',
      'three 2',
    ]);
    const second = (
      await f.schedule.client.ok(listCommentsQuery, { ...f.ids, next: first.nextToken })
    ).listComments;
    expect(second.items.map((c: { message: string }) => c.message)).toEqual(['two 1', 'one 0']);
    expect(second.nextToken).toBeNull();
    const ofRow = (
      await f.schedule.client.ok(listCommentsQuery, { ...f.ids, row: f.row.id, limit: 10 })
    ).listComments;
    expect(ofRow.items).toHaveLength(3);
    const ofCell = (
      await f.schedule.client.ok(listCommentsQuery, { ...f.ids, row: f.row.id, cell: 'model' })
    ).listComments;
    expect(ofCell.items.map((c: { id: string }) => c.id)).toEqual([made[2]!.id]);
    const tooMany = await f.schedule.client.call(listCommentsQuery, { ...f.ids, limit: 0 });
    expect(tooMany.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lets a viewer comment, and refuses anyone but the author an edit or a delete', async () => {
    const f = await commentsFixture(app);
    const viewer = await f.member('viewer');
    const mine = await f.comment({ rowId: f.row.id, message: 'From a viewer' }, viewer);
    expect(mine.creator.id).toBe(viewer.userId);
    const theirs = (await f.schedule.client.ok(getCommentQuery, { w: f.ids.w, id: mine.id }))
      .getComment;
    expect(theirs.viewerCan.edit).toEqual({
      allowed: false,
      message: 'Only the author of a comment may edit it.',
    });
    const edit = await f.schedule.client.call(editCommentMutation, {
      input: { workspaceId: f.ids.w, commentId: mine.id, message: 'Hijacked' },
    });
    expect(edit.errors?.[0]).toMatchObject({
      message: 'Only the author of a comment may edit it.',
      extensions: { code: 'FORBIDDEN' },
    });
    const removal = await f.schedule.client.call(deleteCommentMutation, {
      w: f.ids.w,
      id: mine.id,
    });
    expect(removal.errors?.[0]).toMatchObject({
      message: 'Only the author of a comment may delete it.',
      extensions: { code: 'FORBIDDEN' },
    });
    const edited = (
      await viewer.client.ok(editCommentMutation, {
        input: { workspaceId: f.ids.w, commentId: mine.id, message: '<p>Fixed <b>typo</b></p>' },
      })
    ).editComment;
    expect(edited).toMatchObject({ message: '<p>Fixed <b>typo</b></p>' });
    expect(edited.dateModified).toBeTruthy();
  });

  it('keeps a deleted comment as deleted, out of every list and count', async () => {
    const f = await commentsFixture(app);
    const made = await f.comment({ rowId: f.row.id, message: 'Soon gone' });
    const deleted = (await f.schedule.client.ok(deleteCommentMutation, { w: f.ids.w, id: made.id }))
      .deleteComment;
    expect(deleted).toEqual({ id: made.id, status: 'deleted' });
    expect((await f.schedule.client.ok(listCommentsQuery, f.ids)).listComments.items).toEqual([]);
    const got = await f.schedule.client.call(getCommentQuery, { w: f.ids.w, id: made.id });
    expect(got.errors?.[0]).toMatchObject({
      message: 'Comment not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const [slant] = (await f.schedule.client.ok(slantsQuery, { ...f.ids, rows: [f.row.id] }))
      .getSlants;
    expect(slant!.commentsAmount).toBe(0);
    const { rows } = await app.platform.database.executeSql(
      'select status from comments where id = $1',
      [made.id],
    );
    expect(rows).toEqual([{ status: 'deleted' }]);
  });

  it('shows a private comment only to its author and those it mentions', async () => {
    const f = await commentsFixture(app);
    const mentioned = await f.member('viewer');
    const third = await f.member('editor');
    const secret = await f.comment({
      rowId: f.row.id,
      message: 'Just between us',
      privacy: 'private',
      mentioned: [mentioned.userId],
    });
    const seen = async (as: typeof third) => ({
      list: (await as.client.ok(listCommentsQuery, f.ids)).listComments.items.length,
      get: (await as.client.call(getCommentQuery, { w: f.ids.w, id: secret.id })).errors?.[0]
        ?.extensions.code,
      slant: (await as.client.ok(slantsQuery, { ...f.ids, rows: [f.row.id] })).getSlants[0]!
        .commentsAmount,
    });
    expect(await seen(mentioned)).toEqual({ list: 1, get: undefined, slant: 1 });
    expect(await seen(third)).toEqual({ list: 0, get: 'NOT_FOUND', slant: 0 });
  });

  it('keeps a draft to its author until it is published', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const draft = await f.comment({ message: 'Thinking…', status: 'draft' });
    expect((await editor.client.ok(listCommentsQuery, f.ids)).listComments.items).toEqual([]);
    expect((await f.schedule.client.ok(listCommentsQuery, f.ids)).listComments.items).toHaveLength(
      1,
    );
    await f.schedule.client.ok(editCommentMutation, {
      input: { workspaceId: f.ids.w, commentId: draft.id, status: 'published' },
    });
    expect((await editor.client.ok(listCommentsQuery, f.ids)).listComments.items).toHaveLength(1);
    const back = await f.schedule.client.call(editCommentMutation, {
      input: { workspaceId: f.ids.w, commentId: draft.id, status: 'draft' },
    });
    expect(back.errors?.[0]?.message).toBe('A published comment cannot go back to draft.');
  });

  it('refuses a member of another workspace everything, as if nothing were there', async () => {
    const f = await commentsFixture(app);
    const made = await f.comment({ rowId: f.row.id, message: 'Internal' });
    const stranger = await scheduleFixture(app, 'stranger');
    const calls = [
      await stranger.client.call(getCommentQuery, { w: f.ids.w, id: made.id }),
      await stranger.client.call(getCommentQuery, { w: stranger.workspaceId, id: made.id }),
      await stranger.client.call(listCommentsQuery, f.ids),
      await stranger.client.call(createCommentMutation, { input: { ...f.on, message: 'Hi' } }),
      await stranger.client.call(deleteCommentMutation, { w: f.ids.w, id: made.id }),
    ];
    for (const answer of calls) expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
