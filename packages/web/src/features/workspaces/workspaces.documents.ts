import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  InviteReport,
  Workspace,
  WorkspaceInviteInput,
  WorkspaceMember,
  WorkspaceMemberList,
  WorkspaceMembershipKind,
  WorkspaceRole,
} from './workspaces.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

const ABILITY_FIELDS = gql`
  fragment AbilityFields on Ability {
    allowed
    reason
    message
  }
`;

const PROFILE_IMAGE_FIELDS = gql`
  fragment WorkspaceImageFields on ProfileImage {
    key
    url
    thumbnails {
      small
      medium
    }
  }
`;

/** Every query and mutation returning a Workspace selects these, so cache entries stay whole. */
const WORKSPACE_FIELDS = gql`
  fragment WorkspaceFields on Workspace {
    id
    name
    description
    keywords
    logo {
      ...WorkspaceImageFields
    }
    type
    status
    workspaceType
    workspaceMembership
    role
    roleLabel
    usedLicenses
    freeLicenses
    premiumLicenses
    usedGuestLicenses
    guestLicenseLimit
    unlimitedUsers
    allowPages
    projectCount
    readOnlyMessage
    viewerCan {
      update {
        ...AbilityFields
      }
      manageMembers {
        ...AbilityFields
      }
      manageGuests {
        ...AbilityFields
      }
      adminPanel {
        ...AbilityFields
      }
      publish {
        ...AbilityFields
      }
      payment {
        ...AbilityFields
      }
      createProject {
        ...AbilityFields
      }
    }
  }
  ${ABILITY_FIELDS}
  ${PROFILE_IMAGE_FIELDS}
`;

const MEMBER_FIELDS = gql`
  fragment WorkspaceMemberFields on WorkspaceMember {
    userId
    email
    name
    picture {
      ...WorkspaceImageFields
    }
    role
    roleLabel
    membership
    status
    invitedAt
  }
  ${PROFILE_IMAGE_FIELDS}
`;

const INVITE_REPORT_FIELDS = gql`
  fragment InviteReportFields on InviteReport {
    requestId
    workspaceId
    results {
      email
      status
      message
    }
    usedLicenses
    usedGuestLicenses
  }
`;

export const LIST_MY_WORKSPACES_QUERY: TypedDocumentNode<{ listMyWorkspaces: Workspace[] }> = gql`
  query ListMyWorkspaces {
    listMyWorkspaces {
      ...WorkspaceFields
    }
  }
  ${WORKSPACE_FIELDS}
`;

export const GET_WORKSPACE_QUERY: TypedDocumentNode<
  { getWorkspace: Workspace | null },
  { workspaceId: string }
> = gql`
  query GetWorkspace($workspaceId: ID!) {
    getWorkspace(workspaceId: $workspaceId) {
      ...WorkspaceFields
    }
  }
  ${WORKSPACE_FIELDS}
`;

export const CREATE_WORKSPACE_MUTATION: TypedDocumentNode<
  { createWorkspaceV2: Workspace },
  { name: string; description?: string | null }
> = gql`
  mutation CreateWorkspace($name: String!, $description: String) {
    createWorkspaceV2(name: $name, description: $description) {
      ...WorkspaceFields
    }
  }
  ${WORKSPACE_FIELDS}
`;

export const UPDATE_WORKSPACE_INFO_MUTATION: TypedDocumentNode<
  { updateWorkspaceInfo: Workspace },
  { workspaceId: string; name: string; description: string | null; keywords: string[] }
> = gql`
  mutation UpdateWorkspaceInfo(
    $workspaceId: ID!
    $name: String
    $description: String
    $keywords: [String!]
  ) {
    updateWorkspaceInfo(
      workspaceId: $workspaceId
      name: $name
      description: $description
      keywords: $keywords
    ) {
      ...WorkspaceFields
    }
  }
  ${WORKSPACE_FIELDS}
`;

export type ListUsersInWorkspaceVariables = {
  workspaceId: string;
  membership?: WorkspaceMembershipKind | null;
  limit?: number;
  nextToken?: string | null;
};

export const LIST_USERS_IN_WORKSPACE_QUERY: TypedDocumentNode<
  { listUsersInWorkspace: WorkspaceMemberList },
  ListUsersInWorkspaceVariables
> = gql`
  query ListUsersInWorkspace(
    $workspaceId: ID!
    $membership: WorkspaceMembershipKind
    $limit: Int
    $nextToken: String
  ) {
    listUsersInWorkspace(
      workspaceId: $workspaceId
      membership: $membership
      limit: $limit
      nextToken: $nextToken
    ) {
      data {
        ...WorkspaceMemberFields
      }
      nextToken
    }
  }
  ${MEMBER_FIELDS}
`;

export const UPDATE_WORKSPACE_MEMBERSHIP_MUTATION: TypedDocumentNode<
  { updateWorkspaceMembership: WorkspaceMember },
  { workspaceId: string; userId: string; role: WorkspaceRole }
> = gql`
  mutation UpdateWorkspaceMembership($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {
    updateWorkspaceMembership(workspaceId: $workspaceId, userId: $userId, role: $role) {
      ...WorkspaceMemberFields
    }
  }
  ${MEMBER_FIELDS}
`;

export const DELETE_WORKSPACE_MEMBERSHIP_MUTATION: TypedDocumentNode<
  { deleteWorkspaceMembership: boolean },
  { workspaceId: string; userId: string }
> = gql`
  mutation DeleteWorkspaceMembership($workspaceId: ID!, $userId: ID!) {
    deleteWorkspaceMembership(workspaceId: $workspaceId, userId: $userId)
  }
`;

export const INVITE_TO_WORKSPACE_MUTATION: TypedDocumentNode<
  { inviteToWorkspace: InviteReport },
  { workspaceId: string; members: WorkspaceInviteInput[]; emailMessage: string | null }
> = gql`
  mutation InviteToWorkspace(
    $workspaceId: ID!
    $members: [WorkspaceInviteInput!]!
    $emailMessage: String
  ) {
    inviteToWorkspace(workspaceId: $workspaceId, members: $members, emailMessage: $emailMessage) {
      ...InviteReportFields
    }
  }
  ${INVITE_REPORT_FIELDS}
`;

export const INVITE_REPORT_SUBSCRIPTION: TypedDocumentNode<
  { inviteToWorkspaceReport: InviteReport },
  { workspaceId: string }
> = gql`
  subscription InviteToWorkspaceReport($workspaceId: ID!) {
    inviteToWorkspaceReport(workspaceId: $workspaceId) {
      ...InviteReportFields
    }
  }
  ${INVITE_REPORT_FIELDS}
`;
