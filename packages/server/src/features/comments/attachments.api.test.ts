import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { linkTo, postFile, storedZip } from '../files/files.test-support.ts';
import {
  commentsFixture,
  createCommentMutation,
  getCommentQuery,
} from './comments.test-support.ts';

const attach = graphql(`mutation AttachToComment($w: ID!, $id: ID!, $keys: [String!]!) {
  attachToComment(workspaceId: $w, commentId: $id, attachments: $keys) { commentType attachments { key filename } } }`);
const info = graphql(`query GetAttachmentInfo($w: ID!, $key: String!) {
  getAttachmentInfo(workspaceId: $w, key: $key) { key filename size type url thumbnails previewKind } }`);
const declare = graphql(`mutation DeclareUserAttachement($w: ID!, $p: ID!, $key: String!) {
  declareUserAttachement(workspaceId: $w, resourceType: project, resourceId: $p, key: $key) { key previewKind } }`);

const ies = 'IESNA:LM-63-2002\n[TEST] demo\nTILT=NONE\n1 1000 1 1 1 1 1 0 0 0\n';

describe('comment attachments', () => {
  let app: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => app.stop());

  const upload = async (token: string | undefined, body: Buffer, name: string, type?: string) => {
    const answer = await postFile(app.url, body, { name, type, token });
    expect(answer.status).toBe(201);
    return answer.json().key as string;
  };

  it('attaches the viewer’s own uploads, with thumbnails and preview kinds, and refuses others’', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const token = f.schedule.client.accessToken;
    const image = await upload(token, png, 'fixture.png', 'image/png');
    const photometry = await upload(token, Buffer.from(ies), 'lamp.ies');
    const bundle = await upload(token, storedZip({ 'a.txt': 'hello' }), 'bundle.zip');
    const theirs = await upload(editor.client.accessToken, png, 'theirs.png', 'image/png');

    const made = await f.comment({
      rowId: f.row.id,
      message: '',
      attachments: [image, photometry],
    });
    expect(made.commentType).toBe('attachment');
    expect(made.attachments).toEqual([
      {
        key: image,
        filename: 'fixture.png',
        size: png.length,
        type: 'image/png',
        url: expect.stringMatching(linkTo(image)),
        thumbnails: expect.objectContaining({
          small: expect.stringMatching(linkTo(`${image}.small.png`)),
        }),
      },
      expect.objectContaining({ key: photometry, filename: 'lamp.ies', thumbnails: null }),
    ]);
    const refused = await f.schedule.client.call(createCommentMutation, {
      input: { ...f.on, message: 'with theirs', attachments: [theirs] },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: `Attach only files you uploaded yourself (POST /files): ${theirs} is not one of yours.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const more = (await f.schedule.client.ok(attach, { w: f.ids.w, id: made.id, keys: [bundle] }))
      .attachToComment;
    expect(more.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'fixture.png',
      'lamp.ies',
      'bundle.zip',
    ]);
    const notAuthor = await editor.client.call(attach, { w: f.ids.w, id: made.id, keys: [theirs] });
    expect(notAuthor.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const previewOf = async (key: string, as = editor.client) =>
      (await as.ok(info, { w: f.ids.w, key })).getAttachmentInfo.previewKind;
    expect([await previewOf(image), await previewOf(photometry), await previewOf(bundle)]).toEqual([
      'image',
      'ies',
      'zip',
    ]);
  });

  it('shows a file only to its uploader and to those who see a comment or resource holding it', async () => {
    const f = await commentsFixture(app);
    const editor = await f.member('editor');
    const viewer = await f.member('viewer');
    const token = f.schedule.client.accessToken;
    const secretFile = await upload(token, png, 'secret.png', 'image/png');
    const loose = await upload(token, png, 'loose.png', 'image/png');
    const declared = await upload(token, Buffer.from(ies), 'declared.ies');
    await f.comment({
      message: 'for Ed only',
      privacy: 'private',
      mentioned: [editor.userId],
      attachments: [secretFile],
    });
    const codeOf = async (as: typeof viewer, key: string) =>
      (await as.client.call(info, { w: f.ids.w, key })).errors?.[0]?.extensions.code ?? 'ok';
    expect(await codeOf(editor, secretFile)).toBe('ok');
    expect(await codeOf(viewer, secretFile)).toBe('NOT_FOUND');
    expect(await codeOf(viewer, loose)).toBe('NOT_FOUND');
    expect(
      (await f.schedule.client.ok(info, { w: f.ids.w, key: loose })).getAttachmentInfo.filename,
    ).toBe('loose.png');

    expect(
      (await f.schedule.client.ok(declare, { ...f.ids, key: declared })).declareUserAttachement,
    ).toEqual({ key: declared, previewKind: 'ies' });
    expect(await codeOf(viewer, declared)).toBe('ok');
    const notMine = await viewer.client.call(declare, { ...f.ids, key: loose });
    expect(notMine.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    const stranger = await scheduleFixture(app, 'peek');
    const peek = await stranger.client.call(info, { w: f.ids.w, key: declared });
    expect(peek.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('keeps to ten attachments', async () => {
    const f = await commentsFixture(app);
    const keys = [];
    for (let index = 0; index < 11; index += 1) {
      keys.push(await upload(f.schedule.client.accessToken, Buffer.from(ies), `l${index}.ies`));
    }
    const answer = await f.schedule.client.call(createCommentMutation, {
      input: { ...f.on, message: 'many', attachments: keys },
    });
    expect(answer.errors?.[0]?.message).toBe('A comment may have at most 10 attachments.');
    const made = await f.comment({ message: 'ten', attachments: keys.slice(0, 10) });
    const eleventh = await f.schedule.client.call(attach, {
      w: f.ids.w,
      id: made.id,
      keys: [keys[10]!],
    });
    expect(eleventh.errors?.[0]?.message).toBe('A comment may have at most 10 attachments.');
    const got = (await f.schedule.client.ok(getCommentQuery, { w: f.ids.w, id: made.id }))
      .getComment;
    expect(got.attachments).toHaveLength(10);
  });
});
