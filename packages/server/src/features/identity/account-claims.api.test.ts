import { identityMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import {
  ApiClient,
  readCodeFromOutbox,
  signInMutation,
  signUpAndSignIn,
  signUpMutation,
  verifyEmailMutation,
  waitForMail,
} from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const completeNewPassword = graphql(`mutation CompleteNewPassword($t: String!, $p: String!) {
  completeNewPassword(challengeToken: $t, newPassword: $p) { accessToken user { email } }
}`);
const invite =
  graphql(`mutation AccountClaimsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!) {
  inviteToWorkspace(workspaceId: $w, members: $m) { results { email status } }
}`);
const myWorkspaces = graphql(`query ListMyWorkspaces { listMyWorkspaces { id name } }`);

let app: TestApp;
let owner: ApiClient;
let workspace: { id: string; name: string };

beforeAll(async () => {
  app = await startTestApp();
  owner = new ApiClient(app.url);
  await signUpAndSignIn(app, owner, 'owner@example.com');
  workspace = (await owner.ok(myWorkspaces)).listMyWorkspaces[0]!;
});
afterAll(() => app.stop());

/** Invites a new address and reads the temporary password from the invitation mail. */
async function inviteNewAddress(email: string): Promise<string> {
  await owner.ok(invite, { w: workspace.id, m: [{ email, role: 'editor' }] });
  const mail = await waitForMail(app, email, (text) => /temporary password/i.test(text));
  return mail.text_body.match(/temporary password:?\s+(\S+)/i)![1]!;
}

describe('an invitation waiting to be taken up', () => {
  it('cannot be claimed by signing up on its address: the invitee keeps it', async () => {
    const temporary = await inviteNewAddress('invitee@example.com');

    const attacker = new ApiClient(app.url);
    const onInvited = await attacker.call(signUpMutation, {
      email: 'invitee@example.com',
      password: 'attacker-pass-1',
    });
    const onNewAddress = await attacker.call(signUpMutation, {
      email: 'nobody-yet@example.com',
      password: 'attacker-pass-1',
    });
    // The same answer as for an address nobody has: the call tells nothing and changes nothing.
    expect(onInvited.errors).toBeUndefined();
    expect({ ...onInvited.data!.signUp, email: null }).toEqual({
      ...onNewAddress.data!.signUp,
      email: null,
    });
    const asAttacker = await attacker.call(signInMutation, {
      email: 'invitee@example.com',
      password: 'attacker-pass-1',
    });
    expect(asAttacker.errors?.[0]).toMatchObject({
      message: identityMessages.incorrectCredentials,
      extensions: { code: 'INCORRECT_CREDENTIALS' },
    });

    const invitee = new ApiClient(app.url);
    const { signIn } = await invitee.ok(signInMutation, {
      email: 'invitee@example.com',
      password: temporary,
    });
    expect(signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
    const { completeNewPassword: session } = await invitee.ok(completeNewPassword, {
      t: signIn.challengeToken!,
      p: 'invitee-own-pass-2',
    });
    invitee.accessToken = session.accessToken;
    const workspaces = (await invitee.ok(myWorkspaces)).listMyWorkspaces;
    expect(workspaces.map((w: { id: string }) => w.id)).toContain(workspace.id);
  });

  it('is claimed by signing up only with the code mailed to its address', async () => {
    const temporary = await inviteNewAddress('reader@example.com');
    const reader = new ApiClient(app.url);
    await reader.ok(signUpMutation, {
      email: 'reader@example.com',
      password: 'reader-own-pass-3',
      name: 'Rita Reader',
    });
    const unconfirmed = await reader.call(signInMutation, {
      email: 'reader@example.com',
      password: 'reader-own-pass-3',
    });
    expect(unconfirmed.errors?.[0].extensions?.code).toBe('INCORRECT_CREDENTIALS');

    const { code } = await readCodeFromOutbox(app, 'reader@example.com');
    await reader.ok(verifyEmailMutation, { email: 'reader@example.com', code });
    const { signIn } = await reader.ok(signInMutation, {
      email: 'reader@example.com',
      password: 'reader-own-pass-3',
    });
    expect(signIn.session!.user).toMatchObject({
      email: 'reader@example.com',
      name: 'Rita Reader',
    });
    const withTemporary = await new ApiClient(app.url).call(signInMutation, {
      email: 'reader@example.com',
      password: temporary,
    });
    expect(withTemporary.errors?.[0].extensions?.code).toBe('INCORRECT_CREDENTIALS');
  });
});

describe('signing in to an account not confirmed yet', () => {
  it('answers the same whether the password is right or wrong', async () => {
    const client = new ApiClient(app.url);
    await client.ok(signUpMutation, { email: 'pending@example.com', password: 'pending-pass-1' });
    const right = await client.call(signInMutation, {
      email: 'pending@example.com',
      password: 'pending-pass-1',
    });
    const wrong = await client.call(signInMutation, {
      email: 'pending@example.com',
      password: 'not-the-pass-1',
    });
    expect(right.errors).toEqual([
      { message: identityMessages.userNotConfirmed, extensions: { code: 'USER_NOT_CONFIRMED' } },
    ]);
    expect(wrong.errors).toEqual(right.errors);
  });
});
