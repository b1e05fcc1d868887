import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sharedLinkMutation } from '../sharing/sharing.test-support.ts';
import { getPath, type HttpAnswer, linkTo, postFile } from './files.test-support.ts';

const linksQuery = graphql(`query GetFileLinks($w: ID!, $p: ID!, $keys: [String!]!) {
  getFileLinks(workspaceId: $w, projectId: $p, keys: $keys) {
    key url expiresAt thumbnails { small medium large full } } }`);
const removeMember = graphql(`mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) {
  deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`);

type FileLink = {
  key: string;
  url: string;
  expiresAt: string;
  thumbnails: Record<string, string> | null;
};

/** Waits until the link's expiry is behind us: at most the 2 s these tests give links. */
async function outlive(link: FileLink) {
  const left = new Date(link.expiresAt).getTime() - Date.now();
  expect(left).toBeLessThanOrEqual(2000);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, left) + 20));
}

/** A refusal that gives nothing of the file: 403, an error, no bytes of it, nothing cached. */
function expectRefused(answer: HttpAnswer, file: Buffer, reason: string) {
  expect(answer.status).toBe(403);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body.includes(file.subarray(0, 64))).toBe(false);
  expect(answer.json().errors[0]).toEqual({
    message: 'This link to the file has expired or is not valid. Open the file again in Specboard.',
    extensions: { code: 'FORBIDDEN', reason },
  });
}

describe('files are served through signed links that expire, handed out to readers only', () => {
  let app: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    // Links last 2 s here (15 minutes by default), so that a test sees them expire.
    app = await startTestApp({ FILE_LINK_LIFETIME_SECONDS: '2' });
    png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => app.stop());

  /** A file uploaded by the project's owner and put in a cell of its schedule. */
  async function fileInCell(schedule: ScheduleFixture, name = 'Lamp A1.png') {
    const token = schedule.client.accessToken;
    const answer = await postFile(app.url, png, { name, type: 'image/png', token });
    expect(answer.status).toBe(201);
    const key: string = answer.json().key;
    await schedule.createRow({
      typeDesignation: name.slice(0, 6),
      image: [{ key, filename: name }],
    });
    return key;
  }

  let people = 0;
  /** Someone signed in who is a member of the project's workspace with `role`. */
  async function memberOf(schedule: ScheduleFixture, role: 'viewer' | 'editor') {
    const client = new ApiClient(app.url);
    const session = await signUpAndSignIn(app, client, `file-reader.${++people}@example.com`);
    await app.platform.database.executeSql(
      `insert into workspace_memberships (workspace_id, user_id, role, membership, status)
       values ($1, $2, $3, 'member', 'active')`,
      [schedule.workspaceId, session!.user.id, role],
    );
    return { client, userId: session!.user.id as string };
  }

  const linksFor = async (client: ApiClient, schedule: ScheduleFixture, keys: string[]) =>
    (await client.ok(linksQuery, { ...schedule.ids, keys })).getFileLinks as FileLink[];

  it('gives a reader links to a cell’s file and thumbnails that work, then stop when they expire', async () => {
    const schedule = await scheduleFixture(app, 'links');
    const key = await fileInCell(schedule);
    const viewer = await memberOf(schedule, 'viewer');
    const [link] = await linksFor(viewer.client, schedule, [key]);
    expect(link).toMatchObject({
      key,
      url: expect.stringMatching(linkTo(key)),
      thumbnails: { small: expect.stringMatching(linkTo(`${key}.small.png`)) },
    });

    // Anyone holding the link may download while it lasts (an <img> sends no token).
    const download = await getPath(app.url, link!.url);
    expect(download.status).toBe(200);
    expect(download.body.equals(png)).toBe(true);
    const maxAge = Number(
      download.headers['cache-control']?.match(/^private, max-age=(\d+)$/)?.[1],
    );
    expect(maxAge).toBeLessThanOrEqual(2);
    const small = await getPath(app.url, link!.thumbnails!.small!);
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');

    await outlive(link!);
    expectRefused(await getPath(app.url, link!.url), png, 'LINK_EXPIRED');
    expect((await getPath(app.url, link!.url, {}, 'HEAD')).status).toBe(403);
    // Nor does a cached copy's revalidation pass.
    const revalidated = await getPath(app.url, link!.url, { 'if-none-match': `"${key}"` });
    expect(revalidated.status).toBe(403);

    // A fresh link is handed out to someone who may still read the project.
    const [fresh] = await linksFor(viewer.client, schedule, [key]);
    expect((await getPath(app.url, fresh!.url)).body.equals(png)).toBe(true);
  });

  it('refuses the bare /files/<key> address and any link with its key, expiry or signature changed', async () => {
    const schedule = await scheduleFixture(app, 'tamper');
    const key = await fileInCell(schedule);
    const other = await fileInCell(schedule, 'Other.png');
    const [link] = await linksFor(schedule.client, schedule, [key]);
    const url = new URL(link!.url, app.url);
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    expectRefused(await getPath(app.url, `/files/${key}`), png, 'LINK_INVALID');
    const tampered = [
      `/files/${other}?expires=${expires}&signature=${signature}`,
      `/files/${key}.full.png?expires=${expires}&signature=${signature}`,
      `/files/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/files/${key}?expires=${expires}&signature=${flipped}`,
      `/files/${key}?expires=${expires}&signature=${signature.slice(0, 20)}`,
      `/files/${key}?expires=${expires}`,
      `/files/${key}?signature=${signature}`,
    ];
    for (const path of tampered) expectRefused(await getPath(app.url, path), png, 'LINK_INVALID');
    expect((await getPath(app.url, link!.url)).status).toBe(200);
  });

  it('gives no new link to someone removed from the workspace, and their old one stops within its life', async () => {
    const schedule = await scheduleFixture(app, 'removed');
    const key = await fileInCell(schedule);
    // An editor who has a project of their own elsewhere.
    const theirOwn = await scheduleFixture(app, 'their-own');
    const editorId: string = (
      await theirOwn.client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
    ).getUserProfile!.id;
    await app.platform.database.executeSql(
      `insert into workspace_memberships (workspace_id, user_id, role, membership, status)
       values ($1, $2, 'editor', 'member', 'active')`,
      [schedule.workspaceId, editorId],
    );
    const [old] = await linksFor(theirOwn.client, schedule, [key]);
    expect((await getPath(app.url, old!.url)).status).toBe(200);

    await schedule.client.ok(removeMember, { w: schedule.workspaceId, u: editorId });
    const refused = await theirOwn.client.call(linksQuery, { ...schedule.ids, keys: [key] });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // The key they remember cannot be put in a cell of their own project to get a link there.
    const copied = await theirOwn.client.call(
      graphql(
        `mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells) }`,
      ),
      { ...theirOwn.ids, cells: { typeDesignation: 'X1', image: [{ key, filename: 'x.png' }] } },
    );
    expect(copied.errors?.[0]?.message).toBe('Must be a list of uploaded files');
    expect(await linksFor(theirOwn.client, theirOwn, [key])).toEqual([]);

    await outlive(old!);
    expectRefused(await getPath(app.url, old!.url), png, 'LINK_EXPIRED');
  });

  it('leaves out files the project’s cells do not hold, whoever uploaded them', async () => {
    const schedule = await scheduleFixture(app, 'elsewhere');
    const elsewhere = await scheduleFixture(app, 'other-project');
    const theirs = await fileInCell(elsewhere);
    const ours = await fileInCell(schedule);
    // A key learnt while one could read the other project gives nothing through this one.
    const links = await linksFor(schedule.client, schedule, [theirs, ours, `${ours}.small.png`]);
    expect(links.map((link) => link.key)).toEqual([ours]);
    const outside = await schedule.client.call(linksQuery, { ...elsewhere.ids, keys: [theirs] });
    expect(outside.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // An upload of one's own that no cell holds yet: its links came with the upload.
    const loose = await postFile(app.url, png, {
      name: 'loose.png',
      type: 'image/png',
      token: schedule.client.accessToken,
    });
    expect(await linksFor(schedule.client, schedule, [loose.json().key])).toEqual([]);
    expect((await getPath(app.url, loose.json().url)).status).toBe(200);
  });

  it('shows a collaborator’s picture through a link that works for the people of the workspace', async () => {
    const schedule = await scheduleFixture(app, 'pictured');
    const upload = await postFile(app.url, png, {
      name: 'me.png',
      type: 'image/png',
      token: schedule.client.accessToken,
    });
    await schedule.client.ok(
      graphql(
        `mutation FileLinksApiUpdateUserProfile($key: String) { updateUserProfile(input: { picture: $key }) { id } }`,
      ),
      { key: upload.json().key },
    );
    const viewer = await memberOf(schedule, 'viewer');
    const { listUsersInWorkspace } = await viewer.client.ok(
      graphql(
        `query FileLinksApiListUsersInWorkspace($w: ID!) { listUsersInWorkspace(workspaceId: $w) { data { email picture { url thumbnails { small } } } } }`,
      ),
      { w: schedule.workspaceId },
    );
    const owner = listUsersInWorkspace.data.find(
      (member: { email: string }) => member.email === schedule.email,
    );
    expect(owner!.picture!.url).toMatch(linkTo(upload.json().key));
    const small = await getPath(app.url, owner!.picture!.thumbnails.small!);
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');
  });

  it('gives links to the holder of the project’s shared link while it is on', async () => {
    const schedule = await scheduleFixture(app, 'shared');
    const key = await fileInCell(schedule);
    const on = await schedule.client.ok(sharedLinkMutation, { ...schedule.ids, on: true });
    const reader = new ApiClient(app.url, {
      'x-shared-link': on.projectSharedLink.sharedLink!.accessToken,
    });
    const [link] = await linksFor(reader, schedule, [key]);
    expect((await getPath(app.url, link!.url)).body.equals(png)).toBe(true);
    await schedule.client.ok(sharedLinkMutation, { ...schedule.ids, on: false });
    const off = await reader.call(linksQuery, { ...schedule.ids, keys: [key] });
    expect(off.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
