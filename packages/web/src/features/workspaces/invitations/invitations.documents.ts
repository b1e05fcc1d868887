import { graphql } from '../../../graphql/index.ts';

export const LIST_MY_WORKSPACE_INVITATIONS_QUERY = graphql(`
  query ListMyWorkspaceInvitations {
    listMyWorkspaceInvitations {
      id
      email
      role
      roleLabel
      workspaceId
      workspaceName
      invitedBy {
        id
        name
        email
      }
      invitedAt
      projects {
        projectId
        projectName
        role
        roleLabel
      }
    }
  }
`);

export const ACCEPT_WORKSPACE_INVITATION_MUTATION = graphql(`
  mutation AcceptWorkspaceInvitation($invitationId: ID!) {
    acceptWorkspaceInvitation(invitationId: $invitationId) {
      id
      name
    }
  }
`);

export const DECLINE_WORKSPACE_INVITATION_MUTATION = graphql(`
  mutation DeclineWorkspaceInvitation($invitationId: ID!) {
    declineWorkspaceInvitation(invitationId: $invitationId)
  }
`);
