import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient } from '../../../test/support/api-client.ts';
import { createRowMutation, rowsQuery } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  outsider,
  projectQuery,
  type SharingFixture,
  settle,
  sharedLinkMutation,
  sharingFixture,
  watch,
  within,
} from './sharing.test-support.ts';

const viewsQuery = graphql(
  `query GetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id name } }`,
);
const scheduleQuery = graphql(
  `query SharedLinkApiGetProjectSchedule($w: ID!, $p: ID!) { getProjectSchedule(workspaceId: $w, projectId: $p) { id rowsCount } }`,
);
const dashboardQuery =
  graphql(`query SharedLinkApiGetProjectAggregationGetTotalOfTag($w: ID!, $p: ID!) {
  getProjectAggregation(workspaceId: $w, projectId: $p) { totalCost }
  getTotalOfTag(workspaceId: $w, projectId: $p, tag: "L1") { rows } }`);

/** Turns the fixture's link on (or resets it) as its owner; answers the token. */
async function linkOn(f: SharingFixture, reset = false): Promise<string> {
  const answer = await f.client.ok(sharedLinkMutation, { ...f.ids, on: true, reset });
  return answer.projectSharedLink.sharedLink!.accessToken;
}

/** A client that is not signed in and presents the link. */
const reader = (app: TestApp, token: string) => new ApiClient(app.url, { 'x-shared-link': token });

describe('the shared link', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('is turned on by an editor with premium and shown to them with its address', async () => {
    const f = await sharingFixture(app);
    const on = (await f.client.ok(sharedLinkMutation, { ...f.ids, on: true })).projectSharedLink;
    expect(on.isShared).toBe(true);
    expect(on.sharedLink!.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(on.sharedLink!.url).toBe(
      `${app.platform.config.publicUrl}/shared-project/${f.ids.p}?workspaceId=${f.ids.w}&accessToken=${on.sharedLink!.accessToken}`,
    );
    const again = await linkOn(f);
    expect(again).toBe(on.sharedLink!.accessToken);
    const viewer = await f.member('viewer');
    const seen = (await viewer.client.ok(projectQuery, f.ids)).getProjectById;
    expect(seen).toMatchObject({ isShared: true, sharedLink: null });
    const refused = await viewer.client.call(sharedLinkMutation, { ...f.ids, on: false });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('lets anyone holding it read the project, its rows, views and dashboard without signing in', async () => {
    const f = await sharingFixture(app);
    await f.createRow({ typeDesignation: 'A1', tag: 'L1' });
    const token = await linkOn(f);
    const anonymous = reader(app, token);
    const project = (await anonymous.ok(projectQuery, f.ids)).getProjectById;
    expect(project).toMatchObject({
      id: f.ids.p,
      starred: false,
      lastAccessed: null,
      sharedLink: null,
      viewerCan: { edit: { allowed: false }, requestInvite: { allowed: false } },
    });
    const byArgument = await new ApiClient(app.url).ok(projectQuery, { ...f.ids, link: token });
    expect(byArgument.getProjectById!.id).toBe(f.ids.p);
    expect((await anonymous.ok(rowsQuery, f.ids)).getStructuredScheduleRows.data).toHaveLength(1);
    expect((await anonymous.ok(scheduleQuery, f.ids)).getProjectSchedule.rowsCount).toBe(1);
    expect((await anonymous.ok(viewsQuery, f.ids)).getScheduleViews.length).toBeGreaterThan(0);
    const dashboard = await anonymous.ok(dashboardQuery, f.ids);
    expect(dashboard.getTotalOfTag.rows).toBe(1);
    const without = await new ApiClient(app.url).call(rowsQuery, f.ids);
    expect(without.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives no write and nothing beyond the project’s reads', async () => {
    const f = await sharingFixture(app);
    const row = await f.createRow({ typeDesignation: 'A1' });
    const token = await linkOn(f);
    const anonymous = reader(app, token);
    const edit = await f.edit(row.id, 'model', 'X', row.versions.model ?? 1, anonymous);
    expect(edit.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const create = await anonymous.call(createRowMutation, f.ids);
    expect(create.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    for (const query of [
      'query ($w: ID!) { getWorkspace(workspaceId: $w) { id } }',
      'query ($w: ID!, $p: ID!) { getProjectMembers(workspaceId: $w, projectId: $p) { userId } }',
      'query ($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type } }',
      'query ($w: ID!, $p: ID!) { listComments(workspaceId: $w, resourceType: project, resourceId: $p) { nextToken } }',
    ]) {
      const answer = await anonymous.call(query, f.ids);
      expect(answer.errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
    // Signed in but not on the project: the link reads, and writes still find nothing.
    const stranger = await outsider(app);
    const withLink = new ApiClient(app.url, { 'x-shared-link': token });
    withLink.accessToken = stranger.client.accessToken;
    expect((await withLink.ok(rowsQuery, f.ids)).getStructuredScheduleRows.data).toHaveLength(1);
    const strangerEdit = await f.edit(row.id, 'model', 'X', row.versions.model ?? 1, withLink);
    expect(strangerEdit.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await f.allRows())[0]?.cells.model).toBeUndefined();
  });

  it('stops the old token at once when reset or turned off, ending an open subscription by it', async () => {
    const f = await sharingFixture(app);
    const token = await linkOn(f);
    const live = watch(
      app,
      { sharedLink: token },
      graphql(
        `subscription SharedLinkApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }`,
      ),
      { projectId: f.ids.p, workspaceId: f.ids.w },
    );
    await settle();
    await f.createRow({ typeDesignation: 'A1' });
    expect((await live.until(2)).map((event) => event.data?.onScheduleRowsChanged.kind)).toEqual([
      'subscribed',
      'put',
    ]);
    const fresh = await linkOn(f, true);
    expect(fresh).not.toBe(token);
    expect(await within(live.ended)).toBe(true);
    expect((await reader(app, token).ok(projectQuery, f.ids)).getProjectById).toBeNull();
    const oldRows = await reader(app, token).call(rowsQuery, f.ids);
    expect(oldRows.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await reader(app, fresh).ok(projectQuery, f.ids)).getProjectById!.id).toBe(f.ids.p);

    const off = (await f.client.ok(sharedLinkMutation, { ...f.ids, on: false })).projectSharedLink;
    expect(off).toMatchObject({ isShared: false, sharedLink: null });
    expect((await reader(app, fresh).ok(projectQuery, f.ids)).getProjectById).toBeNull();
    await live.dispose();
  });
});

describe('the shared project page', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Specboard</title>');
    app = await startTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('is the web app, kept by browsers for a week; other pages and the data are not', async () => {
    const page = await fetch(`${app.url}/shared-project/p-1?workspaceId=w-1&accessToken=t`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(await page.text()).toContain('<title>Specboard</title>');
    const other = await fetch(`${app.url}/workspace/w-1/projects/p-1`);
    expect(other.headers.get('cache-control')).not.toBe('public, max-age=604800');
    const data = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shared-link': 't' },
      body: JSON.stringify({ query: '{ systemStatus { version } }' }),
    });
    expect(data.headers.get('cache-control')).toBeNull();
  });
});
