import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  deleteLibraryPermissionMutation,
  getLibraryQuery,
  inviteUserToLibraryMutation,
  librariesFixture,
  newEmail,
  shareLibraryMutation,
  signedUp,
  updateLibraryPermissionMutation,
} from './libraries.test-support.ts';

describe('library permissions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('shares with people of the workspace, changes and removes their roles', async () => {
    const f = await librariesFixture(app, 'share');
    const library = await f.create('Shared fittings');
    const viewer = await f.member('viewer');
    const guest = await f.member('guest');
    const shared = (
      await f.owner.client.ok(shareLibraryMutation, {
        w: f.w,
        l: library.id,
        permissions: [
          { userId: viewer.userId, type: 'editor' },
          { userId: guest.userId, type: 'viewer' },
        ],
      })
    ).shareLibrary;
    expect(shared.members.map((m) => [m.userInfo.email, m.type])).toEqual([
      [viewer.email, 'editor'],
      [guest.email, 'viewer'],
    ]);
    // The workspace viewer now edits the library's collections; the guest reads it.
    const asViewer = (await viewer.client.ok(getLibraryQuery, { w: f.w, l: library.id }))
      .getLibrary;
    expect(asViewer.myRole).toBe('editor');
    expect(
      (await guest.client.ok(getLibraryQuery, { w: f.w, l: library.id })).getLibrary.myRole,
    ).toBe('viewer');
    const updated = (
      await f.owner.client.ok(updateLibraryPermissionMutation, {
        w: f.w,
        l: library.id,
        permissions: [{ userId: guest.userId, type: 'creator' }],
      })
    ).updateLibraryPermission;
    expect(updated.members.find((m) => m.userInfo.id === guest.userId)?.type).toBe('creator');
    // Someone without a role on it cannot have one "updated".
    const stranger = await f.member('editor', 'unshared');
    const notHeld = await f.owner.client.call(updateLibraryPermissionMutation, {
      w: f.w,
      l: library.id,
      permissions: [{ userId: stranger.userId, type: 'viewer' }],
    });
    expect(notHeld.errors?.[0]?.message).toBe('User not found.');
    const removed = (
      await f.owner.client.ok(deleteLibraryPermissionMutation, {
        w: f.w,
        l: library.id,
        userIds: [guest.userId],
      })
    ).deleteLibraryPermission;
    expect(removed.members.map((m) => m.userInfo.id)).toEqual([viewer.userId]);
    const lost = await guest.client.call(getLibraryQuery, { w: f.w, l: library.id });
    expect(lost.errors?.[0]?.message).toBe('Library not found.');
  });

  it('refuses a viewer sharing, and someone outside the workspace named by id', async () => {
    const f = await librariesFixture(app, 'share-refused');
    const library = await f.create('Closed');
    const viewer = await f.member('viewer');
    const editor = await f.member('editor');
    const refused = await viewer.client.call(shareLibraryMutation, {
      w: f.w,
      l: library.id,
      permissions: [{ userId: editor.userId, type: 'viewer' }],
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invite = await viewer.client.call(inviteUserToLibraryMutation, {
      w: f.w,
      l: library.id,
      invites: [{ email: newEmail('nobody') }],
    });
    expect(invite.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await signedUp(app, 'elsewhere');
    const unknown = await f.owner.client.call(shareLibraryMutation, {
      w: f.w,
      l: library.id,
      permissions: [{ userId: other.userId, type: 'viewer' }],
    });
    expect(unknown.errors?.[0]?.message).toBe('User not found.');
    const collaborator = await f.member('collaborator');
    const notOffered = await f.owner.client.call(shareLibraryMutation, {
      w: f.w,
      l: library.id,
      permissions: [{ userId: collaborator.userId, type: 'editor' }],
    });
    expect(notOffered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const { rows } = await app.platform.database.executeSql(
      `select count(*)::int as count from library_permissions where library_id = $1`,
      [library.id],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('lets anyone remove their own role, and only a creator remove another’s', async () => {
    const f = await librariesFixture(app, 'leave');
    const library = await f.create('Leavable');
    const guest = await f.member('guest');
    const other = await f.member('guest', 'other-guest');
    await f.owner.client.ok(shareLibraryMutation, {
      w: f.w,
      l: library.id,
      permissions: [
        { userId: guest.userId, type: 'viewer' },
        { userId: other.userId, type: 'viewer' },
      ],
    });
    const notTheirs = await guest.client.call(deleteLibraryPermissionMutation, {
      w: f.w,
      l: library.id,
      userIds: [other.userId],
    });
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const left = (
      await guest.client.ok(deleteLibraryPermissionMutation, {
        w: f.w,
        l: library.id,
        userIds: [guest.userId],
      })
    ).deleteLibraryPermission;
    expect(left.members.map((m) => m.userInfo.id)).toEqual([other.userId]);
  });

  it('invites by e-mail as projects do: pending accounts, guest invitations, wrong addresses', async () => {
    const f = await librariesFixture(app, 'invite');
    const library = await f.create('Invited');
    const unreadable = await f.owner.client.call(inviteUserToLibraryMutation, {
      w: f.w,
      l: library.id,
      invites: [{ email: 'Bob <bob@example.com' }],
    });
    expect(unreadable.errors?.[0]?.message).toBe(
      'Sorry, could not understand the email addresses starting at Bob <bob@example.com',
    );
    const member = await f.member('viewer');
    const fresh = newEmail('fresh');
    const outsider = await signedUp(app, 'outside');
    const answer = (
      await f.owner.client.ok(inviteUserToLibraryMutation, {
        w: f.w,
        l: library.id,
        invites: [
          { email: member.email, type: 'editor' },
          { email: `${fresh}, not-an-address` },
          { email: outsider.email, type: 'viewer' },
        ],
        message: 'Have a look',
      })
    ).inviteUserToLibrary;
    expect(answer.invited).toEqual([member.email, fresh, outsider.email]);
    expect(answer.wrongEmails).toEqual(['not-an-address']);
    const byEmail = new Map(answer.members.map((m) => [m.userInfo.email, m]));
    expect(byEmail.get(member.email)).toMatchObject({ type: 'editor', isPending: false });
    expect(byEmail.get(fresh)).toMatchObject({ type: 'viewer', isPending: true });
    expect(byEmail.get(outsider.email)).toMatchObject({ type: 'viewer', isPending: true });
    // The new address has a pending account and a guest invitation that its sign-in accepts.
    const { rows } = await app.platform.database.executeSql(
      `select u.email, i.membership, i.accept_on_sign_in from workspace_invitations i
        join users u on u.id = i.user_id where i.workspace_id = $1 order by u.email`,
      [f.w],
    );
    expect(rows).toEqual(
      [
        { email: fresh, membership: 'guest', accept_on_sign_in: true },
        { email: outsider.email, membership: 'guest', accept_on_sign_in: false },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const mail = await waitForMail(app, fresh, (text) => text.includes('Invited'));
    expect(mail.text_body).toContain('temporary password');
    expect(mail.text_body).toContain('Have a look');
    await waitForMail(app, member.email, (text) => text.includes('Invited'));
    // Their role removed, the new address's guest invitation (a licence) is withdrawn with it.
    const freshId = byEmail.get(fresh)!.userInfo.id;
    await f.owner.client.ok(deleteLibraryPermissionMutation, {
      w: f.w,
      l: library.id,
      userIds: [freshId],
    });
    const left = await app.platform.database.executeSql(
      `select count(*)::int as count from workspace_invitations where workspace_id = $1`,
      [f.w],
    );
    expect(left.rows).toEqual([{ count: 1 }]);
  });

  it('keeps a guest invitation while it still carries a share of a project or a library', async () => {
    const f = await librariesFixture(app, 'carry');
    const library = await f.create('Carried');
    const outsider = await signedUp(app, 'carried');
    const invited = await f.owner.client.ok(inviteUserToLibraryMutation, {
      w: f.w,
      l: library.id,
      invites: [{ email: outsider.email }],
    });
    const outsiderId = invited.inviteUserToLibrary.members.find(
      (m) => m.userInfo.email === outsider.email,
    )!.userInfo.id;
    const project = await f.owner.client.ok(createProjectMutation, { w: f.w });
    const projectId = project.deprecatedCreateProjectV2.id;
    await f.owner.client.ok(shareProjectMutation, {
      w: f.w,
      p: projectId,
      invite: [{ email: outsider.email, type: 'viewer' }],
    });
    const invitations = async () =>
      (
        await app.platform.database.executeSql(
          `select count(*)::int as count from workspace_invitations
            where workspace_id = $1 and user_id = $2`,
          [f.w, outsiderId],
        )
      ).rows;
    // The project taken away, the library share still needs the invitation (and its licence).
    await f.owner.client.ok(shareProjectMutation, {
      w: f.w,
      p: projectId,
      remove: [{ userId: outsiderId }],
    });
    expect(await invitations()).toEqual([{ count: 1 }]);
    // With the library share gone too, nothing is carried: the invitation is withdrawn.
    await f.owner.client.ok(deleteLibraryPermissionMutation, {
      w: f.w,
      l: library.id,
      userIds: [outsiderId],
    });
    expect(await invitations()).toEqual([{ count: 0 }]);
  });

  it('refuses invitations past the guest licence limit, changing nothing', async () => {
    const f = await librariesFixture(app, 'guest-limit');
    const library = await f.create('Limited');
    await app.platform.database.executeSql(
      `update workspaces set guest_license_limit = 1 where id = $1`,
      [f.w],
    );
    const refused = await f.owner.client.call(inviteUserToLibraryMutation, {
      w: f.w,
      l: library.id,
      invites: [{ email: newEmail('one') }, { email: newEmail('two') }],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_REACHED',
      reason: 'guestLimit',
    });
    const { rows } = await app.platform.database.executeSql(
      `select (select count(*) from library_permissions where library_id = $1)::int as shares,
              (select count(*) from workspace_invitations where workspace_id = $2)::int as invitations`,
      [library.id, f.w],
    );
    expect(rows).toEqual([{ shares: 0, invitations: 0 }]);
  });
});

const createProjectMutation = graphql(`mutation LibraryPermissionsCreateProject($w: ID!) {
  deprecatedCreateProjectV2(workspaceId: $w, projectName: "Shared hotel",
    address: { formatted_address: "Toronto, Ontario, Canada" }) { id } }`);
const shareProjectMutation = graphql(`mutation LibraryPermissionsManagePermission($w: ID!, $p: ID!,
  $invite: [ProjectInviteInput!], $remove: [ProjectPermissionRemoval!]) {
  managePermission(workspaceId: $w, projectId: $p, inviteUserToProject: $invite,
    deletePermission: $remove) { projectId } }`);
