import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import {
  ApiClient,
  signInMutation,
  signUpAndSignIn,
  waitForMail,
} from '../../../test/support/api-client.ts';
import { documentText } from '../../../test/support/document-text.ts';
import { acceptInvitation, inviteAndAccept } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { connectGraphQLWebSocket } from '../../../test/support/ws-client.ts';

graphql(`fragment WorkspaceFields on Workspace {
  id name type workspaceType status role roleLabel workspaceMembership
  usedLicenses freeLicenses usedGuestLicenses guestLicenseLimit readOnlyMessage
  viewerCan { update { allowed message } manageMembers { allowed message } adminPanel { allowed message } }
}`);

const myWorkspaces = graphql(
  `query WorkspacesApiListMyWorkspaces { listMyWorkspaces { ...WorkspaceFields } }`,
);
const createWorkspace =
  graphql(`mutation WorkspacesApiCreateWorkspace($name: String!, $description: String) {
  createWorkspaceV2(name: $name, description: $description) { ...WorkspaceFields }
}`);
const invite =
  graphql(`mutation WorkspacesApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {
  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {
    results { email status message } usedLicenses usedGuestLicenses
  }
}`);
const membersQuery =
  graphql(`query WorkspacesApiListUsersInWorkspace($w: ID!, $n: String, $l: Int, $m: WorkspaceMembershipKind) {
  listUsersInWorkspace(workspaceId: $w, nextToken: $n, limit: $l, membership: $m) {
    data { userId email role membership status } nextToken
  }
}`);

let app: TestApp;
let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}@example.com`;

async function signedInUser(label: string) {
  const client = new ApiClient(app.url);
  const email = newEmail(label);
  await signUpAndSignIn(app, client, email);
  return { client, email };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('workspaces', () => {
  it('gives a new account a free workspace of its own, which it owns', async () => {
    const { client } = await signedInUser('starter');
    const { listMyWorkspaces } = await client.ok(myWorkspaces);
    expect(listMyWorkspaces).toHaveLength(1);
    expect(listMyWorkspaces[0]).toMatchObject({
      name: "Test User's workspace",
      type: 'custom',
      workspaceType: 'free',
      status: 'active',
      role: 'owner',
      workspaceMembership: 'creator',
      usedLicenses: 1,
      readOnlyMessage: null,
      viewerCan: {
        update: { allowed: true },
        manageMembers: { allowed: true },
        adminPanel: { allowed: true },
      },
    });
  });

  it('creates a workspace only with a name, and lists every workspace in pages without repeats', async () => {
    const { client } = await signedInUser('creator');
    const blank = await client.call(createWorkspace, { name: '   ' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Please enter required value',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const name of ['Bravo', 'alpha', 'Charlie', 'delta', 'Echo']) {
      await client.ok(createWorkspace, { name, description: `${name} projects` });
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page: any = await client.ok(
        graphql(
          `query GetWorkspacesList($n: String) { getWorkspacesList(limit: 2, nextToken: $n) { data { name } nextToken } }`,
        ),
        { n: nextToken },
      );
      seen.push(...page.getWorkspacesList.data.map((w: { name: string }) => w.name));
      nextToken = page.getWorkspacesList.nextToken;
      pages++;
    } while (nextToken);
    expect(seen).toEqual(['alpha', 'Bravo', 'Charlie', 'delta', 'Echo', "Test User's workspace"]);
    expect(pages).toBe(3);
  });

  it('invites a new person, who signs in with the mailed temporary password and must choose their own', async () => {
    const { client } = await signedInUser('inviter');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    const existing = await signedInUser('existing');
    const invitee = newEmail('invitee');
    const { inviteToWorkspace } = await client.ok(invite, {
      w: workspace.id,
      m: [
        { email: invitee, role: 'editor' },
        { email: existing.email },
        { email: 'not an address' },
      ],
      msg: 'Welcome to the lighting team.',
    });
    expect(inviteToWorkspace.results).toEqual([
      { email: 'not an address', status: 'failed', message: 'Please enter a valid email address.' },
      { email: invitee, status: 'invited', message: null },
      { email: existing.email, status: 'invited', message: null },
    ]);
    expect(inviteToWorkspace.usedLicenses).toBe(3);

    const mail = await waitForMail(app, invitee);
    expect(mail.text_body).toContain('Welcome to the lighting team.');
    const temporary = mail.text_body.match(/temporary password (\S+)/)?.[1];
    expect(temporary).toBeTruthy();

    const newcomer = new ApiClient(app.url);
    const { signIn } = await newcomer.ok(signInMutation, { email: invitee, password: temporary! });
    expect(signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
    const { completeNewPassword } = await newcomer.ok(
      graphql(
        `mutation WorkspacesApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: "chosen-pass-8") { accessToken } }`,
      ),
      { t: signIn.challengeToken! },
    );
    newcomer.accessToken = completeNewPassword.accessToken;
    const theirs = (await newcomer.ok(myWorkspaces)).listMyWorkspaces;
    expect(theirs.map((w: { id: string; role: string | null }) => [w.id, w.role])).toEqual([
      [workspace.id, 'editor'],
    ]);
    expect(theirs[0]!.viewerCan.manageMembers.allowed).toBe(false);

    const members = (await client.ok(membersQuery, { w: workspace.id })).listUsersInWorkspace.data;
    expect(members.find((m: { email: string }) => m.email === invitee)).toMatchObject({
      role: 'editor',
      membership: 'member',
      status: 'active',
    });
  });

  it('refuses an invitation past the licence limit with the licence message, changing nothing', async () => {
    const { client } = await signedInUser('licences');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    expect(workspace.freeLicenses).toBe(5);
    const four = Array.from({ length: 4 }, () => ({ email: newEmail('seat') }));
    const filled = await client.ok(invite, { w: workspace.id, m: four });
    expect(filled.inviteToWorkspace.usedLicenses).toBe(5);

    const over = await client.call(invite, {
      w: workspace.id,
      m: [{ email: newEmail('one-too-many') }],
    });
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_REACHED', used: 5, limit: 5 });
    expect(over.errors?.[0].message).toMatch(/^You've reached the limit of accessible licenses/);
    expect(over.errors?.[0].message).toContain('5/5');
    const after = (await client.ok(membersQuery, { w: workspace.id })).listUsersInWorkspace.data;
    expect(after).toHaveLength(5);

    await app.platform.database.db
      .updateTable('workspaces')
      .set({ unlimited_users: true })
      .where('id', '=', workspace.id)
      .execute();
    const unlimited = await client.ok(invite, {
      w: workspace.id,
      m: [{ email: newEmail('unlimited') }],
    });
    expect(unlimited.inviteToWorkspace.usedLicenses).toBe(6);
  });

  it('counts guests against the guest limit, not licences, and holds it at its boundary', async () => {
    const { client } = await signedInUser('guests');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    await app.platform.database.db
      .updateTable('workspaces')
      .set({ guest_license_limit: 2 })
      .where('id', '=', workspace.id)
      .execute();
    const two = await client.ok(invite, {
      w: workspace.id,
      m: [
        { email: newEmail('guest'), role: 'guest' },
        { email: newEmail('guest'), role: 'guest' },
      ],
    });
    expect(two.inviteToWorkspace).toMatchObject({ usedLicenses: 1, usedGuestLicenses: 2 });
    const third = await client.call(invite, {
      w: workspace.id,
      m: [{ email: newEmail('guest'), role: 'guest' }],
    });
    expect(third.errors?.[0].extensions?.code).toBe('LIMIT_REACHED');
    const guests = (await client.ok(membersQuery, { w: workspace.id, m: 'guest' }))
      .listUsersInWorkspace.data;
    expect(guests).toHaveLength(2);
  });

  it('pages members without repeats or gaps', async () => {
    const { client } = await signedInUser('pager');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    await app.platform.database.db
      .updateTable('workspaces')
      .set({ unlimited_users: true })
      .where('id', '=', workspace.id)
      .execute();
    const emails = Array.from({ length: 11 }, () => newEmail('member'));
    await client.ok(invite, { w: workspace.id, m: emails.map((email) => ({ email })) });
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: any = await client.ok(membersQuery, { w: workspace.id, n: nextToken, l: 5 });
      seen.push(...page.listUsersInWorkspace.data.map((m: { email: string }) => m.email));
      nextToken = page.listUsersInWorkspace.nextToken;
    } while (nextToken);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('lets an admin change a role and remove a member, but not the owner; a pending role stays', async () => {
    const { client } = await signedInUser('admin');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    const colleague = await signedInUser('colleague');
    const pending = newEmail('pending');
    await client.ok(invite, {
      w: workspace.id,
      m: [{ email: colleague.email }, { email: pending }],
    });
    await acceptInvitation(colleague.client, workspace.id);
    const members = (await client.ok(membersQuery, { w: workspace.id })).listUsersInWorkspace.data;
    const byEmail = (email: string) => members.find((m: { email: string }) => m.email === email);

    const changed = await client.ok(
      graphql(
        `mutation UpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: creator) { role membership } }`,
      ),
      { w: workspace.id, u: byEmail(colleague.email)!.userId },
    );
    expect(changed.updateWorkspaceMembership).toEqual({ role: 'creator', membership: 'member' });

    const pendingChange = await client.call(
      graphql(
        `mutation WorkspacesApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }`,
      ),
      { w: workspace.id, u: byEmail(pending)!.userId },
    );
    expect(pendingChange.errors?.[0].message).toBe(
      `You cannot change the role of a pending user ${pending}`,
    );

    const owner = members.find((m: { role: string }) => m.role === 'owner');
    const removeOwner = await client.call(
      graphql(
        `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
      ),
      { w: workspace.id, u: owner!.userId },
    );
    expect(removeOwner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      await client.ok(
        graphql(
          `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
        ),
        {
          w: workspace.id,
          u: byEmail(colleague.email)!.userId,
        },
      ),
    ).toEqual({ deleteWorkspaceMembership: true });
    expect(
      (await colleague.client.ok(myWorkspaces)).listMyWorkspaces.map((w: { id: string }) => w.id),
    ).not.toContain(workspace.id);
  });

  it('refuses a viewer who edits the workspace, with the engine’s message', async () => {
    const { client } = await signedInUser('owner');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    const viewer = await signedInUser('viewer');
    await inviteAndAccept(client, viewer, workspace.id, 'viewer');
    const answer = await viewer.client.call(
      graphql(
        `mutation UpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: "Mine now") { name } }`,
      ),
      { w: workspace.id },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(answer.errors?.[0].message).toBeTruthy();
    const { getWorkspace } = await client.ok(
      graphql(
        `query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }`,
      ),
      {
        w: workspace.id,
      },
    );
    expect(getWorkspace!.name).toBe(workspace.name);
  });

  it('makes a workspace whose payment failed read-only: writes refused with the message, reads allowed', async () => {
    const { client } = await signedInUser('unpaid');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    await app.platform.database.db
      .updateTable('workspaces')
      .set({ status: 'paidFailed' })
      .where('id', '=', workspace.id)
      .execute();
    const readOnly = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    expect(readOnly.readOnlyMessage).toMatch(/Read-Only/);
    const rename = await client.call(
      graphql(
        `mutation WorkspacesApiUpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: "Renamed") { name } }`,
      ),
      { w: workspace.id },
    );
    expect(rename.errors?.[0]).toMatchObject({
      message: readOnly.readOnlyMessage,
      extensions: { code: 'FORBIDDEN' },
    });
    const inviteAnswer = await client.call(invite, {
      w: workspace.id,
      m: [{ email: newEmail('blocked') }],
    });
    expect(inviteAnswer.errors?.[0].message).toBe(readOnly.readOnlyMessage);
    const members = (await client.ok(membersQuery, { w: workspace.id })).listUsersInWorkspace.data;
    expect(members).toHaveLength(1);
  });

  it('delivers invitation reports live to an admin watching the workspace', async () => {
    const { client } = await signedInUser('watcher');
    const workspace = (await client.ok(myWorkspaces)).listMyWorkspaces[0]!;
    const ws = connectGraphQLWebSocket(app.url, { authorization: `Bearer ${client.accessToken}` });
    const received = new Promise<any>((resolve, reject) => {
      ws.subscribe(
        {
          query: documentText(
            graphql(
              `subscription InviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { results { email status } usedLicenses } }`,
            ),
          ),
          variables: { workspaceId: workspace.id },
        },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    // graphql-ws does not acknowledge a subscribe: give the server a moment to register it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const email = newEmail('live');
    await client.ok(invite, { w: workspace.id, m: [{ email }] });
    const { data } = await received;
    expect(data.inviteToWorkspaceReport).toEqual({
      results: [{ email, status: 'invited' }],
      usedLicenses: 2,
    });
    await ws.dispose();
  });

  it('lists the feature flags the specification names', async () => {
    const { client } = await signedInUser('flags');
    const { ListFeatureFlags } = await client.ok(
      graphql(`query ListFeatureFlags { ListFeatureFlags { name enabled } }`),
    );
    expect(ListFeatureFlags.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining([
        'corePackageUpdates',
        'lazyLoading',
        'skeleton',
        'updateReferencedProductV2',
      ]),
    );
  });

  it('shows a workspace’s name to white-label pages without sign-in, and nothing more', async () => {
    const { client } = await signedInUser('brand');
    const { createWorkspaceV2 } = await client.ok(createWorkspace, { name: 'Lumen Partners' });
    const anonymous = new ApiClient(app.url);
    const query = graphql(
      `query GetWorkspaceBranding($w: ID!) { getWorkspaceBranding(workspaceId: $w) { id name logo { url } } }`,
    );
    expect(await anonymous.ok(query, { w: createWorkspaceV2.id })).toEqual({
      getWorkspaceBranding: { id: createWorkspaceV2.id, name: 'Lumen Partners', logo: null },
    });
    expect(await anonymous.ok(query, { w: 'no-such-workspace' })).toEqual({
      getWorkspaceBranding: null,
    });
    const workspace = await anonymous.call(
      graphql(
        `query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }`,
      ),
      {
        w: createWorkspaceV2.id,
      },
    );
    expect(workspace.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
