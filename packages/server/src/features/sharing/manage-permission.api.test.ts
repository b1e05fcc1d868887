import { pendingUserRoleMessage, sharingMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signInMutation, waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  inviteMutation,
  newEmail,
  outsider,
  projectQuery,
  projectsQuery,
  sharingFixture,
} from './sharing.test-support.ts';

const notificationsQuery = graphql(
  `query ManagePermissionApiMyNotifications { myNotifications { items { kind resourceId excerpt actor { id } } } }`,
);
const completeNewPassword = graphql(`mutation ManagePermissionApiCompleteNewPassword($t: String!) {
  completeNewPassword(challengeToken: $t, newPassword: "my-own-pass-2") { accessToken } }`);

describe('managing who is on a project', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const setEmailChecking = (on: boolean) =>
    app.platform.database.executeSql(
      `update feature_flags set enabled = $1 where name = 'emailErrorChecking'`,
      [on],
    );

  it('applies a batch all or nothing', async () => {
    const f = await sharingFixture(app);
    const viewer = await f.member('viewer');
    const invited = newEmail('batch');
    const batch = {
      create: [{ userId: viewer.userId, type: 'editor' }],
      invite: [{ email: invited, type: 'viewer' }],
    };
    const refused = await f.manage({ ...batch, delete: [{ userId: f.ownerId }] });
    expect(refused.errors?.[0]).toMatchObject({
      message: sharingMessages.cannotRemoveLastCreator,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await f.permissions()).map((p) => p.userInfo.email)).toEqual([f.email]);
    const noAccount = await new ApiClient(app.url).call(signInMutation, {
      email: invited,
      password: 'whatever-1',
    });
    expect(noAccount.errors?.[0]?.extensions.code).toBe('INCORRECT_CREDENTIALS');

    const done = (await f.manage(batch)).data!.managePermission;
    expect(done.invited).toEqual([invited]);
    expect(done.permissions).toMatchObject([
      { type: 'creator', userInfo: { id: f.ownerId }, isPending: false },
      { type: 'editor', userInfo: { id: viewer.userId }, workspaceRole: 'viewer' },
      { type: 'viewer', userInfo: { email: invited }, isPending: true, workspaceRole: 'guest' },
    ]);
  });

  it('invites a new address as a pending guest, who signs in with the mailed password and opens the project', async () => {
    const f = await sharingFixture(app);
    const email = newEmail('nia');
    const other = await f.otherProject();
    const answer = await f.client.ok(inviteMutation, {
      ...f.ids,
      emails: [`Nia Lee <${email}>`],
      type: 'collaborator',
      message: 'Please check the fixtures.',
    });
    expect(answer.inviteUserToProject.permissions).toContainEqual({
      type: 'collaborator',
      userInfo: { email },
      isPending: true,
    });
    const refused = await f.client.call(inviteMutation, {
      ...f.ids,
      emails: [email],
      type: 'editor',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: pendingUserRoleMessage(email),
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const mail = await waitForMail(app, email, (text) => text.includes('temporary password'));
    expect(mail.subject).toBe('Test User shared Harbour Hotel with you on Specboard');
    expect(mail.text_body).toContain(`/login?email=${encodeURIComponent(email)}`);
    expect(mail.text_body).toContain('Test User wrote:\n> Please check the fixtures.');
    const temporary = mail.text_body.match(/temporary password (\S+)/)![1]!;

    const client = new ApiClient(app.url);
    const { signIn } = await client.ok(signInMutation, { email, password: temporary });
    expect(signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
    const session = (await client.ok(completeNewPassword, { t: signIn.challengeToken! }))
      .completeNewPassword;
    client.accessToken = session.accessToken;
    expect((await client.ok(projectQuery, f.ids)).getProjectById!.projectName).toBe(
      'Harbour Hotel',
    );
    const list = (await client.ok(projectsQuery, { w: f.ids.w })).getSortedUserProjectsV2.data;
    expect(list.map((project: { id: string }) => project.id)).toEqual([f.ids.p]);
    expect(list).not.toContainEqual(expect.objectContaining({ id: other }));
    const now = (await f.permissions()).find((p) => p.userInfo.email === email);
    expect(now?.isPending).toBe(false);
    const changed = await f.client.call(inviteMutation, {
      ...f.ids,
      emails: [email],
      type: 'viewer',
    });
    expect(changed.errors).toBeUndefined();
  });

  it('mails a member of the workspace a link to the project and tells them in the app', async () => {
    const f = await sharingFixture(app);
    const person = await f.member('viewer');
    await f.client.ok(inviteMutation, { ...f.ids, emails: [person.email], type: 'editor' });
    const mail = await waitForMail(app, person.email, (text) =>
      text.includes('shared the project'),
    );
    expect(mail.text_body).toContain(`Open it at `);
    expect(mail.text_body).toContain(`/workspace/${f.ids.w}/projects/${f.ids.p}`);
    expect(mail.text_body).not.toContain('temporary password');
    const bell = (await person.client.ok(notificationsQuery)).myNotifications.items;
    expect(bell).toContainEqual({
      kind: 'share',
      resourceId: f.ids.p,
      excerpt: 'Shared with you as Editor.',
      actor: { id: f.ownerId },
    });
  });

  it('drops entries that are not addresses, or refuses them all while e-mail checking is on', async () => {
    const f = await sharingFixture(app);
    const good = newEmail('good');
    const dropped = await f.client.ok(inviteMutation, {
      ...f.ids,
      emails: [`${good}, not-an-address`],
    });
    expect(dropped.inviteUserToProject).toMatchObject({
      invited: [good],
      wrongEmails: ['not-an-address'],
    });
    const unreadable = await f.client.call(inviteMutation, { ...f.ids, emails: ['Bob <bob@x.io'] });
    expect(unreadable.errors?.[0]?.message).toBe(
      'Sorry, could not understand the email addresses starting at Bob <bob@x.io',
    );

    await setEmailChecking(true);
    try {
      const another = newEmail('another');
      const refused = await f.client.call(inviteMutation, {
        ...f.ids,
        emails: [another, 'bad', 'worse@'],
      });
      expect(refused.errors?.[0]).toMatchObject({
        message: sharingMessages.wrongEmails(['bad', 'worse@']),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await f.permissions()).map((p) => p.userInfo.email)).not.toContain(another);
    } finally {
      await setEmailChecking(false);
    }
  });

  it('keeps a creator on the project: the last one is neither removed nor changed', async () => {
    const f = await sharingFixture(app);
    const removed = await f.manage({ delete: [{ userId: f.ownerId }] });
    expect(removed.errors?.[0]?.message).toBe(sharingMessages.cannotRemoveLastCreator);
    const demoted = await f.manage({ update: [{ userId: f.ownerId, type: 'editor' }] });
    expect(demoted.errors?.[0]?.message).toBe(sharingMessages.cannotRemoveLastCreator);
    const editor = await f.member('editor');
    const handedOver = await f.manage({
      create: [{ userId: editor.userId, type: 'creator' }],
      delete: [{ userId: f.ownerId }],
    });
    expect(handedOver.errors).toBeUndefined();
    expect(await f.permissions()).toMatchObject([
      { type: 'creator', userInfo: { id: editor.userId } },
    ]);
  });

  it('lets only creators manage; an outsider does not learn the project exists', async () => {
    const f = await sharingFixture(app);
    const editor = await f.member('editor');
    const byEditor = await f.manage({ invite: [{ email: newEmail('x') }] }, editor.client);
    expect(byEditor.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const stranger = await outsider(app);
    const byStranger = await f.manage({ invite: [{ email: newEmail('y') }] }, stranger.client);
    expect(byStranger.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const unknownUser = await f.manage({ create: [{ userId: 'nobody', type: 'viewer' }] });
    expect(unknownUser.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('does not give a Design Partner an editing role', async () => {
    const f = await sharingFixture(app);
    const partner = await f.member('viewer');
    await app.platform.database.executeSql(
      `update workspace_memberships set role = 'collaborator' where user_id = $1`,
      [partner.userId],
    );
    const refused = await f.manage({ create: [{ userId: partner.userId, type: 'editor' }] });
    expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const permissions = (await f.manage({ create: [{ userId: partner.userId, type: 'viewer' }] }))
      .data!.managePermission.permissions;
    expect(permissions[1]).toMatchObject({
      workspaceRole: 'collaborator',
      offeredTypes: ['viewer', 'collaborator'],
      isPaid: true,
    });
  });
});
