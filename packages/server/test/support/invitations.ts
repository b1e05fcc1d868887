import type { WorkspaceRole } from '../graphql/graphql.ts';
import { graphql } from '../graphql/index.ts';
import type { ApiClient } from './api-client.ts';

const inviteMutation =
  graphql(`mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) {
  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { results { status } }
}`);
const invitationsQuery = graphql(
  `query InvitationsListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId role } }`,
);
const acceptMutation = graphql(
  `mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }`,
);

/** The invitee accepts their open invitation into the workspace (it must be there). */
export async function acceptInvitation(invitee: ApiClient, workspaceId: string) {
  const { listMyWorkspaceInvitations } = await invitee.ok(invitationsQuery);
  const invitation = listMyWorkspaceInvitations.find(
    (item: { workspaceId: string }) => item.workspaceId === workspaceId,
  );
  if (!invitation) throw new Error(`no invitation into ${workspaceId}`);
  return (await invitee.ok(acceptMutation, { i: invitation.id })).acceptWorkspaceInvitation;
}

/**
 * Brings a person with an account into a workspace as they would: invited by an admin, then
 * accepting the invitation in the app.
 */
export async function inviteAndAccept(
  admin: ApiClient,
  invitee: { client: ApiClient; email: string },
  workspaceId: string,
  role: WorkspaceRole | null = null,
) {
  await admin.ok(inviteMutation, { w: workspaceId, e: invitee.email, r: role });
  return acceptInvitation(invitee.client, workspaceId);
}
