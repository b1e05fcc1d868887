import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { type SharingFixture, sharingFixture } from './sharing.test-support.ts';

const searchQuery =
  graphql(`query SearchUsersV4($w: ID!, $s: String, $p: ID, $next: String, $limit: Int) {
  searchUsersV4(workspaceId: $w, searchString: $s, projectId: $p, nextToken: $next, limit: $limit) {
    data { id email name workspaceRole projectPermission isPending } nextToken } }`);
const membersQuery = graphql(`query SearchProjectMembers($w: ID!, $p: ID!, $s: String) {
  searchProjectMembers(workspaceId: $w, projectId: $p, searchString: $s) {
    id name workspaceRole projectPermission } }`);

type Found = {
  id: string;
  name: string | null;
  workspaceRole: string | null;
  projectPermission: string | null;
};

/** Adds `count` members named "Pager 01"… straight to the workspace; answers their ids in order. */
async function addNamedMembers(app: TestApp, f: SharingFixture, count: number) {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const id = randomUUID();
    ids.push(id);
    await app.platform.database.executeSql(
      `insert into users (id, email, name, updated_at) values ($1, $2, $3, now())`,
      [id, `pager.${id}@example.com`, `Pager ${String(i).padStart(2, '0')}`],
    );
    await app.platform.database.executeSql(
      `insert into workspace_memberships (workspace_id, user_id, role, membership)
       values ($1, $2, 'viewer', 'member')`,
      [f.ids.w, id],
    );
  }
  return ids;
}

describe('finding people to share with', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('pages the workspace’s people 20 at a time until there is no token, a leading @ ignored', async () => {
    const f = await sharingFixture(app);
    const ids = await addNamedMembers(app, f, 25);
    await f.manage({ create: [{ userId: ids[2]!, type: 'editor' }] });
    const seen: Found[] = [];
    const pages: number[] = [];
    let next: string | null = null;
    do {
      const page: { data: Found[]; nextToken: string | null } = (
        await f.client.ok(searchQuery, { w: f.ids.w, s: '  @pager', p: f.ids.p, next })
      ).searchUsersV4;
      pages.push(page.data.length);
      seen.push(...page.data);
      next = page.nextToken;
    } while (next);
    expect(pages).toEqual([20, 5]);
    expect(seen.map((person) => person.id)).toEqual(ids);
    expect(seen[2]).toMatchObject({ name: 'Pager 03', projectPermission: 'editor' });
    expect(seen[3]).toMatchObject({ workspaceRole: 'viewer', projectPermission: null });
    const byAddress = (await f.client.ok(searchQuery, { w: f.ids.w, s: `@pager.${ids[4]}` }))
      .searchUsersV4.data;
    expect(byAddress.map((person: Found) => person.id)).toEqual([ids[4]]);
    const everyone = (await f.client.ok(searchQuery, { w: f.ids.w, limit: 100 })).searchUsersV4;
    expect(everyone.data).toHaveLength(26);
  });

  it('finds guests of the workspace too, and as project members only those the project is shared with', async () => {
    const f = await sharingFixture(app);
    const shared = await f.guest('viewer');
    const other = await f.otherProject();
    // A guest the project is no longer shared with stays a guest of the workspace.
    const unshared = await f.guest('viewer');
    await f.manage({ delete: [{ userId: unshared.userId }] });
    const all = (await f.client.ok(searchQuery, { w: f.ids.w, s: 'example.com' })).searchUsersV4
      .data as Found[];
    expect(all.filter((person) => person.workspaceRole === 'guest')).toHaveLength(2);
    const members = (await f.client.ok(membersQuery, { ...f.ids, s: '' }))
      .searchProjectMembers as Found[];
    expect(members.map((person) => person.id).sort()).toEqual([f.ownerId, shared.userId].sort());
    const onOther = (await f.client.ok(membersQuery, { ...f.ids, p: other, s: '@' }))
      .searchProjectMembers as Found[];
    expect(onOther.map((person) => person.id)).toEqual([f.ownerId]);
    const byGuest = await shared.client.call(membersQuery, { ...f.ids, p: other });
    expect(byGuest.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
