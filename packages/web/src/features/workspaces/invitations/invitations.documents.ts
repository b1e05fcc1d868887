import { gql, type TypedDocumentNode } from '@apollo/client';
import type { WorkspaceInvitation } from '../workspaces.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

export const LIST_MY_WORKSPACE_INVITATIONS_QUERY: TypedDocumentNode<
  { listMyWorkspaceInvitations: WorkspaceInvitation[] },
  Record<string, never>
> = gql`
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
`;

export const ACCEPT_WORKSPACE_INVITATION_MUTATION: TypedDocumentNode<
  { acceptWorkspaceInvitation: { id: string; name: string } },
  { invitationId: string }
> = gql`
  mutation AcceptWorkspaceInvitation($invitationId: ID!) {
    acceptWorkspaceInvitation(invitationId: $invitationId) {
      id
      name
    }
  }
`;

export const DECLINE_WORKSPACE_INVITATION_MUTATION: TypedDocumentNode<
  { declineWorkspaceInvitation: boolean },
  { invitationId: string }
> = gql`
  mutation DeclineWorkspaceInvitation($invitationId: ID!) {
    declineWorkspaceInvitation(invitationId: $invitationId)
  }
`;
