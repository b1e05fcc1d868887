import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn, waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const invite =
  graphql(`mutation InvitationsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {
  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {
    requestId workspaceId results { email status message } usedLicenses usedGuestLicenses
  }
}`);
const members = graphql(`query ListUsersInWorkspace($w: ID!) {
  listUsersInWorkspace(workspaceId: $w) {
    data { userId email name picture { url } role roleLabel membership status } nextToken
  }
}`);
const myWorkspaces = graphql(
  `query InvitationsApiListMyWorkspaces { listMyWorkspaces { id role } }`,
);
const getWorkspace = graphql(
  `query InvitationsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { id name usedLicenses } }`,
);
const invitations = graphql(`query ListMyWorkspaceInvitations { listMyWorkspaceInvitations {
  id email role roleLabel workspaceId workspaceName invitedBy { name email }
} }`);
const accept = graphql(
  `mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }`,
);
const decline = graphql(
  `mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }`,
);

let app: TestApp;
let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}@example.com`;

async function signedInUser(label: string) {
  const client = new ApiClient(app.url);
  const email = newEmail(label);
  await signUpAndSignIn(app, client, email);
  return { client, email };
}

/** A new admin with a workspace of their own. */
async function admin(label: string) {
  const user = await signedInUser(label);
  const workspace = (await user.client.ok(myWorkspaces)).listMyWorkspaces[0]!;
  return { ...user, workspaceId: workspace.id as string };
}

/** What the inviter can see of one invitation, the ids and the address taken out. */
async function inviterView(inviter: Awaited<ReturnType<typeof admin>>, email: string) {
  const { inviteToWorkspace } = await inviter.client.ok(invite, {
    w: inviter.workspaceId,
    m: [{ email, role: 'editor' }],
    msg: 'Welcome aboard.',
  });
  const list = (await inviter.client.ok(members, { w: inviter.workspaceId })).listUsersInWorkspace;
  const entry = list.data.find((m: { email: string }) => m.email === email);
  const { getWorkspace: workspace } = await inviter.client.ok(getWorkspace, {
    w: inviter.workspaceId,
  });
  const anonymous = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value)
        .replaceAll(email, '<address>')
        .replaceAll(inviter.workspaceId, '<workspace>')
        .replace(/"(requestId|userId)":"[^"]+"/g, '"$1":"<id>"'),
    );
  return anonymous({ inviteToWorkspace, entry, usedLicenses: workspace!.usedLicenses });
}

async function invitationInto(client: ApiClient, workspaceId: string) {
  const { listMyWorkspaceInvitations } = await client.ok(invitations);
  return listMyWorkspaceInvitations.find(
    (i: { workspaceId: string }) => i.workspaceId === workspaceId,
  );
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('invitations into a workspace', () => {
  it('answers the same whether the address has an account or not', async () => {
    const existing = await signedInUser('has-account');
    const first = await admin('inviter-a');
    const second = await admin('inviter-b');
    const toExisting = await inviterView(first, existing.email);
    const toNewcomer = await inviterView(second, newEmail('no-account'));
    expect(toExisting).toEqual(toNewcomer);
    expect(toExisting).toEqual({
      inviteToWorkspace: {
        requestId: '<id>',
        workspaceId: '<workspace>',
        results: [{ email: '<address>', status: 'invited', message: null }],
        usedLicenses: 2,
        usedGuestLicenses: 0,
      },
      entry: {
        userId: '<id>',
        email: '<address>',
        name: null,
        picture: null,
        role: 'editor',
        roleLabel: 'Editor',
        membership: 'member',
        status: 'pending',
      },
      usedLicenses: 2,
    });
    // Asked again, both answer that the person is invited already.
    const again = await first.client.ok(invite, {
      w: first.workspaceId,
      m: [{ email: existing.email }],
    });
    expect(again.inviteToWorkspace.results).toEqual([
      { email: existing.email, status: 'alreadyInvited', message: null },
    ]);
  });

  it('keeps an invited account out until it accepts, then lets it in at the invited role', async () => {
    const inviter = await admin('owner');
    const invitee = await signedInUser('invitee');
    await inviter.client.ok(invite, {
      w: inviter.workspaceId,
      m: [{ email: invitee.email, role: 'editor' }],
      msg: 'Join the fit-out team.',
    });

    const mail = await waitForMail(app, invitee.email, (text) => text.includes('invited you'));
    expect(mail.text_body).toContain(`${app.platform.config.publicUrl}/invitations`);
    expect(mail.text_body).not.toContain('temporary password');
    expect(mail.text_body).toContain('Test User wrote:\n> Join the fit-out team.');

    const ids = (await invitee.client.ok(myWorkspaces)).listMyWorkspaces.map(
      (w: { id: string }) => w.id,
    );
    expect(ids).not.toContain(inviter.workspaceId);
    expect(
      (await invitee.client.ok(getWorkspace, { w: inviter.workspaceId })).getWorkspace,
    ).toBeNull();
    const refused = await invitee.client.call(members, { w: inviter.workspaceId });
    expect(refused.errors?.[0].extensions.code).toBe('NOT_FOUND');

    const invitation = await invitationInto(invitee.client, inviter.workspaceId);
    expect(invitation).toMatchObject({
      email: invitee.email,
      role: 'editor',
      roleLabel: 'Editor',
      workspaceName: "Test User's workspace",
      invitedBy: { name: 'Test User', email: inviter.email },
    });

    const { acceptWorkspaceInvitation } = await invitee.client.ok(accept, { i: invitation!.id });
    expect(acceptWorkspaceInvitation).toEqual({ id: inviter.workspaceId, role: 'editor' });
    expect(
      (await invitee.client.ok(getWorkspace, { w: inviter.workspaceId })).getWorkspace!.id,
    ).toBe(inviter.workspaceId);
    const list = (await invitee.client.ok(members, { w: inviter.workspaceId })).listUsersInWorkspace
      .data;
    expect(list.find((m: { email: string }) => m.email === invitee.email)).toMatchObject({
      name: 'Test User',
      role: 'editor',
      status: 'active',
    });
    expect((await invitee.client.ok(invitations)).listMyWorkspaceInvitations).toEqual([]);
    const twice = await invitee.client.call(accept, { i: invitation!.id });
    expect(twice.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('leaves a person who declines out of the workspace, and frees the licence', async () => {
    const inviter = await admin('decliner-owner');
    const invitee = await signedInUser('decliner');
    await inviter.client.ok(invite, { w: inviter.workspaceId, m: [{ email: invitee.email }] });
    const invitation = await invitationInto(invitee.client, inviter.workspaceId);
    expect(await invitee.client.ok(decline, { i: invitation!.id })).toEqual({
      declineWorkspaceInvitation: true,
    });
    expect((await invitee.client.ok(myWorkspaces)).listMyWorkspaces).toHaveLength(1);
    expect(
      (await invitee.client.ok(getWorkspace, { w: inviter.workspaceId })).getWorkspace,
    ).toBeNull();
    const late = await invitee.client.call(accept, { i: invitation!.id });
    expect(late.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const list = (await inviter.client.ok(members, { w: inviter.workspaceId })).listUsersInWorkspace
      .data;
    expect(list.map((m: { email: string }) => m.email)).toEqual([inviter.email]);
    expect(
      (await inviter.client.ok(getWorkspace, { w: inviter.workspaceId })).getWorkspace!
        .usedLicenses,
    ).toBe(1);
  });

  it('lets no one else answer an invitation, and none once the admin withdrew it', async () => {
    const inviter = await admin('withdraw-owner');
    const invitee = await signedInUser('withdrawn');
    const stranger = await signedInUser('stranger');
    await inviter.client.ok(invite, { w: inviter.workspaceId, m: [{ email: invitee.email }] });
    const invitation = await invitationInto(invitee.client, inviter.workspaceId);
    for (const mutation of [accept, decline]) {
      const answer = await stranger.client.call(mutation, { i: invitation!.id });
      expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(
      (await stranger.client.ok(getWorkspace, { w: inviter.workspaceId })).getWorkspace,
    ).toBeNull();

    const list = (await inviter.client.ok(members, { w: inviter.workspaceId })).listUsersInWorkspace
      .data;
    const pending = list.find((m: { email: string }) => m.email === invitee.email);
    const withdrawn = await inviter.client.ok(
      graphql(
        `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
      ),
      { w: inviter.workspaceId, u: pending!.userId },
    );
    expect(withdrawn.deleteWorkspaceMembership).toBe(true);
    const late = await invitee.client.call(accept, { i: invitation!.id });
    expect(late.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await invitee.client.ok(invitations)).listMyWorkspaceInvitations).toEqual([]);
  });
});
