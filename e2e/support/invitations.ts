import { accessToken, graphql } from './api.ts';

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
  await graphql(
    'mutation ($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }',
    { w: workspaceId, e: invitee.email, r: role },
    adminToken,
  );
  const token = await accessToken(invitee.email, invitee.password);
  const { listMyWorkspaceInvitations } = await graphql(
    '{ listMyWorkspaceInvitations { id workspaceId } }',
    {},
    token,
  );
  const invitation = listMyWorkspaceInvitations.find(
    (item: { workspaceId: string }) => item.workspaceId === workspaceId,
  );
  if (!invitation) throw new Error(`${invitee.email} has no invitation into ${workspaceId}`);
  await graphql(
    'mutation ($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }',
    { i: invitation.id },
    token,
  );
}
