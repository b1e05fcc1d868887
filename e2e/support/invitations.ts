import { accessToken, callApi } from './api.ts';
import { graphql } from './graphql/index.ts';

/**
 * Brings an account into a workspace as people do: an admin invites it (`adminToken`), then the
 * person accepts the invitation. Being invited alone makes no one a member.
 */
export async function inviteAndAccept(
  adminToken: string,
  workspaceId: string,
  invitee: { email: string; password: string },
  role: 'viewer' | 'editor' | 'creator' | 'guest',
) {
  await callApi(
    graphql(
      `mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }`,
    ),
    { w: workspaceId, e: invitee.email, r: role },
    adminToken,
  );
  const token = await accessToken(invitee.email, invitee.password);
  const { listMyWorkspaceInvitations } = await callApi(
    graphql(`query ListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId } }`),
    {},
    token,
  );
  const invitation = listMyWorkspaceInvitations.find(
    (item: { workspaceId: string }) => item.workspaceId === workspaceId,
  );
  if (!invitation) throw new Error(`${invitee.email} has no invitation into ${workspaceId}`);
  await callApi(
    graphql(
      `mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }`,
    ),
    { i: invitation.id },
    token,
  );
}
