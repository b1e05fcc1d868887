import { pendingUserRoleMessage } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ApiClient, waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  newEmail,
  outsider,
  projectQuery,
  projectsQuery,
  type SharingFixture,
  sharingFixture,
} from './sharing.test-support.ts';

// Every field of a permission the share dialog can read.
graphql(`fragment ShareDialogPermissionFields on ProjectPermission {
  type typeLabel isPending isPaid workspaceRole offeredTypes
  hideResolvedComments invitedBy createdDate userInfo { id email name picture }
}`);
const share =
  graphql(`mutation ShareInvitationsInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {
  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {
    projectId invited wrongEmails permissions { ...ShareDialogPermissionFields } } }`);
const permissions = graphql(`query ShareInvitationsGetProjectPermissions($w: ID!, $p: ID!) {
  getProjectPermissions(workspaceId: $w, projectId: $p) { ...ShareDialogPermissionFields } }`);
const members = graphql(`query ShareInvitationsApiListUsersInWorkspace($w: ID!) {
  listUsersInWorkspace(workspaceId: $w) { data { userId email name picture { url } role membership status } } }`);
const workspace = graphql(`query ShareInvitationsApiGetWorkspace($w: ID!) {
  getWorkspace(workspaceId: $w) { usedLicenses usedGuestLicenses } }`);
const invitations =
  graphql(`query ShareInvitationsApiListMyWorkspaceInvitations { listMyWorkspaceInvitations {
  id role roleLabel workspaceId workspaceName invitedBy { name }
  projects { projectId projectName role roleLabel } } }`);
const accept = graphql(
  `mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }`,
);
const decline = graphql(
  `mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }`,
);
const bell = graphql(
  `query ShareInvitationsApiMyNotifications { myNotifications { items { kind resourceId } } }`,
);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** Everything the sharer can see after sharing the project with `email`, ids and address masked. */
async function sharerView(f: SharingFixture, email: string) {
  const answer = await f.client.ok(share, {
    ...f.ids,
    emails: [email],
    type: 'editor',
    message: 'The fixture schedule is ready.',
  });
  const listed = (await f.client.ok(permissions, f.ids)).getProjectPermissions;
  const entry = (await f.client.ok(members, { w: f.ids.w })).listUsersInWorkspace.data.find(
    (m: { email: string }) => m.email === email,
  );
  const counts = (await f.client.ok(workspace, { w: f.ids.w })).getWorkspace;
  const again = await f.client.call(share, { ...f.ids, emails: [email], type: 'viewer' });
  return JSON.parse(
    JSON.stringify({ answer, listed, entry, counts, again })
      .replaceAll(email, '<address>')
      .replaceAll(f.ids.p, '<project>')
      .replaceAll(f.ids.w, '<workspace>')
      .replaceAll(f.ownerId, '<owner>')
      .replaceAll(f.email, '<owner address>')
      .replace(/"(id|userId)":"[^"]+"/g, '"$1":"<id>"')
      .replace(/"createdDate":"[^"]+"/g, '"createdDate":"<date>"'),
  );
}

async function invitationInto(client: ApiClient, workspaceId: string) {
  const { listMyWorkspaceInvitations } = await client.ok(invitations);
  return listMyWorkspaceInvitations.find(
    (i: { workspaceId: string }) => i.workspaceId === workspaceId,
  );
}

/** Whether the person can open the project (getProjectById answers null for one they cannot). */
const opens = async (client: ApiClient, ids: { w: string; p: string }) =>
  (await client.ok(projectQuery, ids)).getProjectById !== null;

describe('sharing a project with someone outside its workspace', () => {
  it('answers the same whether the address has an account or not', async () => {
    const existing = await outsider(app, 'has-account');
    const toExisting = await sharerView(await sharingFixture(app, 'first'), existing.email);
    const toNewcomer = await sharerView(await sharingFixture(app, 'second'), newEmail('newcomer'));
    expect(toExisting).toEqual(toNewcomer);
    const pending = {
      type: 'editor',
      typeLabel: 'Editor',
      isPending: true,
      isPaid: false,
      workspaceRole: 'guest',
      offeredTypes: ['viewer', 'collaborator', 'editor', 'creator'],
      hideResolvedComments: false,
      invitedBy: '<owner>',
      createdDate: '<date>',
      userInfo: { id: '<id>', email: '<address>', name: null, picture: null },
    };
    expect(toExisting.answer.inviteUserToProject).toMatchObject({
      invited: ['<address>'],
      wrongEmails: [],
    });
    expect(toExisting.answer.inviteUserToProject.permissions[1]).toEqual(pending);
    expect(toExisting.listed[1]).toEqual(pending);
    expect(toExisting.entry).toEqual({
      userId: '<id>',
      email: '<address>',
      name: null,
      picture: null,
      role: 'guest',
      membership: 'guest',
      status: 'pending',
    });
    expect(toExisting.counts).toEqual({ usedLicenses: 1, usedGuestLicenses: 1 });
    expect(toExisting.again.errors[0].message).toBe(pendingUserRoleMessage('<address>'));
  });

  it('keeps an existing account out until it accepts, then lets it in at the shared role', async () => {
    const f = await sharingFixture(app, 'accepting');
    const other = await f.otherProject();
    const person = await outsider(app, 'sam');
    await f.client.ok(share, {
      ...f.ids,
      emails: [person.email],
      type: 'editor',
      message: 'The fixture schedule is ready.',
    });

    const mail = await waitForMail(app, person.email, (text) =>
      text.includes('shared the project'),
    );
    expect(mail.text_body).toContain(`${app.platform.config.publicUrl}/invitations`);
    expect(mail.text_body).toContain('You can open the project only once you accept.');
    expect(mail.text_body).not.toContain('temporary password');
    expect(mail.text_body).not.toContain(`/projects/${f.ids.p}`);
    expect(mail.text_body).toContain('Test User wrote:\n> The fixture schedule is ready.');
    expect((await person.client.ok(bell)).myNotifications.items).toEqual([]);

    expect(await opens(person.client, f.ids)).toBe(false);
    const list = await person.client.call(projectsQuery, { w: f.ids.w });
    expect(list.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const invitation = await invitationInto(person.client, f.ids.w);
    expect(invitation).toMatchObject({
      role: 'guest',
      roleLabel: 'Guest',
      invitedBy: { name: 'Test User' },
      projects: [
        { projectId: f.ids.p, projectName: 'Harbour Hotel', role: 'editor', roleLabel: 'Editor' },
      ],
    });

    const { acceptWorkspaceInvitation } = await person.client.ok(accept, { i: invitation!.id });
    expect(acceptWorkspaceInvitation).toEqual({ id: f.ids.w, role: 'guest' });
    const opened = (await person.client.ok(projectQuery, f.ids)).getProjectById;
    expect(opened).toMatchObject({
      projectName: 'Harbour Hotel',
      viewerCan: { edit: { allowed: true } },
    });
    const theirs = (await person.client.ok(projectsQuery, { w: f.ids.w })).getSortedUserProjectsV2;
    expect(theirs.data.map((p: { id: string }) => p.id)).toEqual([f.ids.p]);
    expect(await opens(person.client, { ...f.ids, p: other })).toBe(false);
    const listed = (await f.client.ok(permissions, f.ids)).getProjectPermissions;
    expect(listed[1]).toMatchObject({
      type: 'editor',
      isPending: false,
      workspaceRole: 'guest',
      userInfo: { id: person.userId, email: person.email, name: 'Test User' },
    });
    expect((await person.client.ok(invitations)).listMyWorkspaceInvitations).toEqual([]);
  });

  it('leaves a person who declines out of the project, and frees the guest licence', async () => {
    const f = await sharingFixture(app, 'declining');
    const person = await outsider(app, 'declines');
    // Shared by id (as the share dialog's search would name them) goes the same way.
    await f.manage({ create: [{ userId: person.userId, type: 'viewer' }] });
    expect(await opens(person.client, f.ids)).toBe(false);
    const invitation = await invitationInto(person.client, f.ids.w);
    expect(invitation!.projects).toMatchObject([{ projectId: f.ids.p, role: 'viewer' }]);
    expect(await person.client.ok(decline, { i: invitation!.id })).toEqual({
      declineWorkspaceInvitation: true,
    });
    expect(await opens(person.client, f.ids)).toBe(false);
    const late = await person.client.call(accept, { i: invitation!.id });
    expect(late.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await opens(person.client, f.ids)).toBe(false);
    const listed = (await f.client.ok(permissions, f.ids)).getProjectPermissions;
    expect(listed.map((p: { userInfo: { id: string } }) => p.userInfo.id)).toEqual([f.ownerId]);
    expect((await f.client.ok(workspace, { w: f.ids.w })).getWorkspace!.usedGuestLicenses).toBe(0);
  });

  it('lets no one else answer the invitation', async () => {
    const f = await sharingFixture(app, 'guarded');
    const person = await outsider(app, 'invited');
    const stranger = await outsider(app, 'stranger');
    await f.client.ok(share, { ...f.ids, emails: [person.email], type: 'creator' });
    const invitation = await invitationInto(person.client, f.ids.w);
    for (const mutation of [accept, decline]) {
      const answer = await stranger.client.call(mutation, { i: invitation!.id });
      expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect(await opens(stranger.client, f.ids)).toBe(false);
    expect((await stranger.client.ok(invitations)).listMyWorkspaceInvitations).toEqual([]);
    // Theirs is still open, and still theirs to accept.
    await person.client.ok(accept, { i: invitation!.id });
    expect((await person.client.ok(projectQuery, f.ids)).getProjectById!.viewerCan).toMatchObject({
      managePermissions: { allowed: true },
    });
  });

  it('withdraws the invitation when the sharer removes the person before they accept', async () => {
    const f = await sharingFixture(app, 'withdrawing');
    const person = await outsider(app, 'withdrawn');
    await f.client.ok(share, { ...f.ids, emails: [person.email] });
    const invitation = await invitationInto(person.client, f.ids.w);
    const removed = await f.manage({ delete: [{ userId: person.userId }] });
    expect(removed.errors).toBeUndefined();
    expect((await person.client.ok(invitations)).listMyWorkspaceInvitations).toEqual([]);
    const late = await person.client.call(accept, { i: invitation!.id });
    expect(late.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await opens(person.client, f.ids)).toBe(false);
    expect((await f.client.ok(workspace, { w: f.ids.w })).getWorkspace!.usedGuestLicenses).toBe(0);
  });

  it('counts an invitation against the guest limit, account or not', async () => {
    const f = await sharingFixture(app, 'limited');
    await app.platform.database.executeSql(
      'update workspaces set guest_license_limit = 1 where id = $1',
      [f.ids.w],
    );
    const person = await outsider(app, 'first-guest');
    await f.client.ok(share, { ...f.ids, emails: [person.email] });
    const another = await outsider(app, 'second-guest');
    for (const email of [another.email, newEmail('third-guest')]) {
      const refused = await f.client.call(share, { ...f.ids, emails: [email] });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'LIMIT_REACHED',
        reason: 'guestLimit',
        used: 1,
        limit: 1,
      });
    }
    expect(await invitationInto(another.client, f.ids.w)).toBeUndefined();
    // A second project shared with the same invitee takes no second licence.
    const other = await f.otherProject();
    await f.client.ok(share, { w: f.ids.w, p: other, emails: [person.email] });
    const invitation = await invitationInto(person.client, f.ids.w);
    expect(invitation!.projects.map((p: { projectId: string }) => p.projectId).sort()).toEqual(
      [f.ids.p, other].sort(),
    );
    await person.client.ok(accept, { i: invitation!.id });
    const theirs = (await person.client.ok(projectsQuery, { w: f.ids.w })).getSortedUserProjectsV2;
    expect(theirs.data.map((p: { id: string }) => p.id).sort()).toEqual([f.ids.p, other].sort());
  });
});
