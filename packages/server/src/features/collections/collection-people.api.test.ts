import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  collectionInfoQuery,
  collectionsFixture,
  deleteCollectionPermissionMutation,
  inviteUserToCollectionMutation,
  listMyCollectionsQuery,
  membersQuery,
  newEmail,
  shareCollectionMutation,
  signedUp,
  updateCollectionPermissionMutation,
  workspacesWithCollectionQuery,
} from './collections.test-support.ts';

const rolesQuery = graphql(`query CollectionsGetMyRolesInResource($w: ID!, $c: ID!) {
  getMyRolesInResource(workspaceId: $w, resourceType: collection, resourceId: $c) {
    workspaceRole resourceRole role }
  getResourcePermission(workspaceId: $w, resourceType: collection, resourceId: $c) {
    type allowed managePermissions { allowed } } }`);

describe('collection people', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('shares with people of the workspace; a guest sees only what is shared; one may leave', async () => {
    const f = await collectionsFixture(app, 'share');
    const collection = await f.create('Track lights');
    const viewer = await f.member('viewer');
    const guest = await f.member('guest');
    // Before the share the guest cannot open it, and it is in the viewer's workspace group.
    expect(
      (await guest.client.call(collectionInfoQuery, { w: f.w, c: collection.id })).errors?.[0]
        ?.message,
    ).toBe('Collection not found.');
    const groupsOf = async (client = viewer.client) =>
      Object.fromEntries(
        (
          await client.ok(listMyCollectionsQuery, {
            w: f.w,
            groups: ['private', 'shared', 'workspace'],
          })
        ).listMyCollectionsV2.map((g) => [g.group, g.data.map((c) => c.name)]),
      );
    expect(await groupsOf()).toEqual({ private: [], shared: [], workspace: ['Track lights'] });

    const shared = (
      await f.owner.client.ok(shareCollectionMutation, {
        w: f.w,
        c: collection.id,
        permissions: [
          { userId: viewer.userId, type: 'editor' },
          { userId: guest.userId, type: 'viewer' },
        ],
      })
    ).shareCollection;
    expect(shared.members.map((m) => [m.userInfo.email, m.type])).toEqual(
      expect.arrayContaining([
        [viewer.email, 'editor'],
        [guest.email, 'viewer'],
      ]),
    );
    expect(await groupsOf()).toEqual({ private: [], shared: ['Track lights'], workspace: [] });
    expect(await groupsOf(guest.client)).toEqual({
      private: [],
      shared: ['Track lights'],
      workspace: [],
    });
    const roles = await viewer.client.ok(rolesQuery, { w: f.w, c: collection.id });
    expect(roles.getMyRolesInResource).toEqual({
      workspaceRole: 'viewer',
      resourceRole: 'editor',
      role: 'editor',
    });
    expect(roles.getResourcePermission).toMatchObject({
      type: 'editor',
      allowed: true,
      managePermissions: { allowed: false },
    });
    const info = (await guest.client.ok(collectionInfoQuery, { w: f.w, c: collection.id }))
      .getLibraryCollectionInfo;
    expect(info).toMatchObject({ myRole: 'viewer', editable: false, collectionGroup: 'shared' });

    // Editors do not share; the creator changes a role.
    const byEditor = await viewer.client.call(updateCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      permissions: [{ userId: guest.userId, type: 'editor' }],
    });
    expect(byEditor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const updated = (
      await f.owner.client.ok(updateCollectionPermissionMutation, {
        w: f.w,
        c: collection.id,
        permissions: [{ userId: guest.userId, type: 'editor' }],
      })
    ).updateCollectionPermission;
    expect(updated.members.find((m) => m.userInfo.id === guest.userId)?.type).toBe('editor');
    const notHeld = await f.owner.client.call(updateCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      permissions: [{ userId: f.owner.userId, type: 'viewer' }],
    });
    expect(notHeld.errors?.[0]?.message).toBe('User not found.');

    // The viewer removes their own role (anyone may): the collection leaves their shared list.
    await viewer.client.ok(deleteCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      userIds: [viewer.userId],
    });
    expect(await groupsOf()).toEqual({ private: [], shared: [], workspace: ['Track lights'] });
    // The guest may not remove someone else, and after leaving loses the collection.
    const others = await guest.client.call(deleteCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      userIds: [f.owner.userId],
    });
    expect(others.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await guest.client.ok(deleteCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      userIds: [guest.userId],
    });
    expect(
      (await guest.client.call(membersQuery, { w: f.w, c: collection.id })).errors?.[0]?.message,
    ).toBe('Collection not found.');
    expect(
      (await f.owner.client.ok(membersQuery, { w: f.w, c: collection.id })).getCollectionMembers,
    ).toEqual([]);

    const workspaces = (
      await f.owner.client.ok(workspacesWithCollectionQuery, { c: collection.id })
    ).listWorkspacesWithCollection;
    expect(workspaces.map((w) => w.id)).toEqual([f.w]);
    const stranger = await signedUp(app, 'share.stranger');
    for (const answer of [
      await stranger.client.call(workspacesWithCollectionQuery, { c: collection.id }),
      await stranger.client.call(rolesQuery, { w: f.w, c: collection.id }),
      await stranger.client.call(listMyCollectionsQuery, { w: f.w }),
      await stranger.client.call(shareCollectionMutation, {
        w: f.w,
        c: collection.id,
        permissions: [{ userId: stranger.userId, type: 'creator' }],
      }),
    ]) {
      expect(answer.errors?.[0]?.message).toBe('Collection not found.');
    }
  });

  it('invites by e-mail: members at once, outsiders as guests with a pending account, within the guest licences', async () => {
    const f = await collectionsFixture(app, 'invite');
    const collection = await f.create('Exterior');
    const unparseable = await f.owner.client.call(inviteUserToCollectionMutation, {
      w: f.w,
      c: collection.id,
      invites: [{ email: 'a@example.com, "Broken <b@example.com' }],
    });
    expect(unparseable.errors?.[0]?.message).toBe(
      'Sorry, could not understand the email addresses starting at "Broken <b@example.com',
    );
    const member = await f.member('viewer', 'invitee');
    const outsider = newEmail('invite.outsider');
    const invited = (
      await f.owner.client.ok(inviteUserToCollectionMutation, {
        w: f.w,
        c: collection.id,
        invites: [
          { email: `${member.email}, not-an-address` },
          { email: outsider, type: 'editor' },
        ],
        message: 'Have a look',
      })
    ).inviteUserToCollection;
    expect(invited.invited).toEqual([member.email, outsider]);
    expect(invited.wrongEmails).toEqual(['not-an-address']);
    expect(invited.members.map((m) => [m.userInfo.email, m.type, m.isPending])).toEqual(
      expect.arrayContaining([
        [member.email, 'viewer', false],
        [outsider, 'editor', true],
      ]),
    );
    const mail = await waitForMail(app, outsider);
    expect(mail.text_body).toContain('temporary password');
    const { rows } = await app.platform.database.executeSql(
      `select i.membership from workspace_invitations i join users u on u.id = i.user_id
        where i.workspace_id = $1 and lower(u.email) = $2`,
      [f.w, outsider],
    );
    expect(rows).toEqual([{ membership: 'guest' }]);
    // The fixture's workspace has 2 guest licences: one taken, two more newcomers do not fit.
    const over = await f.owner.client.call(inviteUserToCollectionMutation, {
      w: f.w,
      c: collection.id,
      invites: [{ email: `${newEmail('invite.a')}, ${newEmail('invite.b')}` }],
    });
    expect(over.errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_REACHED',
      reason: 'guestLimit',
    });
    expect(
      (await f.owner.client.ok(membersQuery, { w: f.w, c: collection.id })).getCollectionMembers,
    ).toHaveLength(2);
    // The outsider's role taken away, their guest invitation (a licence) goes with it.
    const outsiderId = invited.members.find((m) => m.userInfo.email === outsider)!.userInfo.id;
    await f.owner.client.ok(deleteCollectionPermissionMutation, {
      w: f.w,
      c: collection.id,
      userIds: [outsiderId],
    });
    const after = await app.platform.database.executeSql(
      `select count(*)::int as count from workspace_invitations where workspace_id = $1`,
      [f.w],
    );
    expect(after.rows).toEqual([{ count: 0 }]);
  });
});
