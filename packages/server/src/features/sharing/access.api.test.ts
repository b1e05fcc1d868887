import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { rowsQuery } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  createProjectMutation,
  outsider,
  projectQuery,
  projectsQuery,
  settle,
  sharingFixture,
  watch,
  within,
} from './sharing.test-support.ts';

const rolesQuery = graphql(`query GetMyRolesInResource($w: ID!, $p: ID!) {
  getMyRolesInResource(workspaceId: $w, resourceType: project, resourceId: $p) {
    workspaceRole workspaceMembership resourceRole role } }`);
const permissionQuery = graphql(`query GetResourcePermission($w: ID!, $p: ID!) {
  getResourcePermission(workspaceId: $w, resourceType: project, resourceId: $p) {
    type typeLabel allowed viaSharedLink managePermissions { allowed } requestInvite { allowed }
    sharedLink { allowed } } }`);
const membersQuery = graphql(`query AccessApiGetProjectMembers($w: ID!, $p: ID!) {
  getProjectMembers(workspaceId: $w, projectId: $p) { userId role } }`);
const inviteGuest = graphql(`mutation AccessApiInviteToWorkspace($w: ID!, $e: String!) {
  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: guest }]) { usedGuestLicenses } }`);

const listed = async (client: ApiClient, w: string) =>
  (await client.ok(projectsQuery, { w })).getSortedUserProjectsV2.data.map(
    (project: { id: string }) => project.id,
  );

describe('who can open a project', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('shows a guest of the workspace only the projects shared with them', async () => {
    const f = await sharingFixture(app);
    const other = await f.otherProject();
    const guest = await outsider(app, 'guest');
    await f.client.ok(inviteGuest, { w: f.ids.w, e: guest.email });
    await acceptInvitation(guest.client, f.ids.w);
    expect(await listed(guest.client, f.ids.w)).toEqual([]);
    expect((await guest.client.ok(projectQuery, f.ids)).getProjectById).toBeNull();
    const rows = await guest.client.call(rowsQuery, f.ids);
    expect(rows.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    await f.manage({ create: [{ userId: guest.userId, type: 'viewer' }] });
    expect(await listed(guest.client, f.ids.w)).toEqual([f.ids.p]);
    const shared = (await guest.client.ok(projectQuery, f.ids)).getProjectById;
    expect(shared).toMatchObject({ id: f.ids.p, viewerCan: { edit: { allowed: false } } });
    expect((await guest.client.ok(rowsQuery, f.ids)).getStructuredScheduleRows.data).toEqual([]);
    expect((await guest.client.ok(projectQuery, { ...f.ids, p: other })).getProjectById).toBeNull();
    expect(await listed(f.client, f.ids.w)).toHaveLength(2);
  });

  it('raises a member’s role on a project by a share, and never lowers it', async () => {
    const f = await sharingFixture(app);
    const row = await f.createRow({ typeDesignation: 'A1' });
    const viewer = await f.member('viewer');
    const refused = await f.edit(row.id, 'model', 'X-1', row.versions.model ?? 1, viewer.client);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    await f.manage({ create: [{ userId: viewer.userId, type: 'editor' }] });
    const edited = await f.edit(row.id, 'model', 'X-1', row.versions.model ?? 1, viewer.client);
    expect(edited.errors).toBeUndefined();
    expect((await viewer.client.ok(projectQuery, f.ids)).getProjectById!.viewerCan).toMatchObject({
      edit: { allowed: true },
      managePermissions: { allowed: false },
      requestInvite: { allowed: true },
    });
    expect((await viewer.client.ok(rolesQuery, f.ids)).getMyRolesInResource).toEqual({
      workspaceRole: 'viewer',
      workspaceMembership: 'member',
      resourceRole: 'editor',
      role: 'editor',
    });
    expect((await viewer.client.ok(permissionQuery, f.ids)).getResourcePermission).toEqual({
      type: 'editor',
      typeLabel: 'Editor',
      allowed: true,
      viaSharedLink: false,
      managePermissions: { allowed: false },
      requestInvite: { allowed: true },
      sharedLink: { allowed: true },
    });

    const editor = await f.member('editor');
    await f.manage({ create: [{ userId: editor.userId, type: 'viewer' }] });
    expect((await editor.client.ok(rolesQuery, f.ids)).getMyRolesInResource.role).toBe('editor');
  });

  it('gives the creator of a new project, and of a copy, its creator permission', async () => {
    const f = await sharingFixture(app);
    expect(await f.permissions()).toMatchObject([{ type: 'creator', userInfo: { id: f.ownerId } }]);
    const editor = await f.member('editor');
    const made = (await editor.client.ok(createProjectMutation, { w: f.ids.w, name: 'New Wing' }))
      .deprecatedCreateProjectV2.id;
    const ofMade = await f.client.ok(
      graphql(
        `query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }`,
      ),
      { w: f.ids.w, p: made },
    );
    expect(ofMade.getProjectPermissions).toEqual([
      { type: 'creator', userInfo: { id: editor.userId } },
    ]);
    const copy = (
      await editor.client.ok(
        graphql(
          `mutation AccessApiCopyProject($w: ID!, $p: ID!) { copyProject(workspaceId: $w, id: $p) { id } }`,
        ),
        f.ids,
      )
    ).copyProject.id;
    const ofCopy = await editor.client.ok(
      graphql(
        `query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }`,
      ),
      { w: f.ids.w, p: copy },
    );
    expect(ofCopy.getProjectPermissions).toEqual([
      { type: 'creator', userInfo: { id: editor.userId } },
    ]);
  });

  it('lists as project members the people who can open it, each at their role there', async () => {
    const f = await sharingFixture(app);
    const shared = await f.guest('collaborator');
    const unshared = await outsider(app, 'unshared');
    await f.client.ok(inviteGuest, { w: f.ids.w, e: unshared.email });
    await acceptInvitation(unshared.client, f.ids.w);
    const members = (await f.client.ok(membersQuery, f.ids)).getProjectMembers;
    expect(members).toHaveLength(2);
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: f.ownerId, role: 'owner' },
        { userId: shared.userId, role: 'collaborator' },
      ]),
    );
  });

  it('refuses a person removed from the project at once, ending their open schedule subscription', async () => {
    const f = await sharingFixture(app);
    const guest = await f.guest('viewer');
    const rows = watch(
      app,
      { authorization: `Bearer ${guest.client.accessToken}` },
      graphql(
        `subscription AccessApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }`,
      ),
      { projectId: f.ids.p, workspaceId: f.ids.w },
    );
    await settle();
    await f.createRow({ typeDesignation: 'A1' });
    expect((await rows.until(2)).map((event) => event.data?.onScheduleRowsChanged.kind)).toEqual([
      'subscribed',
      'put',
    ]);
    await f.manage({ delete: [{ userId: guest.userId }] });
    expect(await within(rows.ended)).toBe(true);
    const refused = await guest.client.call(rowsQuery, f.ids);
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await listed(guest.client, f.ids.w)).toEqual([]);
    await rows.dispose();
  });
});
