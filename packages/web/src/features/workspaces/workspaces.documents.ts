import { graphql } from '../../graphql/index.ts';

export const ABILITY_FIELDS = graphql(`
  fragment AbilityFields on Ability {
    allowed
    reason
    message
  }
`);

export const PROFILE_IMAGE_FIELDS = graphql(`
  fragment WorkspaceImageFields on ProfileImage {
    key
    url
    thumbnails {
      small
      medium
    }
  }
`);

/** Every query and mutation returning a Workspace selects these, so cache entries stay whole. */
export const WORKSPACE_FIELDS = graphql(`
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
    paymentRequired
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
`);

export const MEMBER_FIELDS = graphql(`
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
`);

export const INVITE_REPORT_FIELDS = graphql(`
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
`);

export const LIST_MY_WORKSPACES_QUERY = graphql(`
  query ListMyWorkspaces {
    listMyWorkspaces {
      ...WorkspaceFields
    }
  }
`);

export const GET_WORKSPACE_QUERY = graphql(`
  query GetWorkspace($workspaceId: ID!) {
    getWorkspace(workspaceId: $workspaceId) {
      ...WorkspaceFields
    }
  }
`);

export const CREATE_WORKSPACE_MUTATION = graphql(`
  mutation CreateWorkspace($name: String!, $description: String) {
    createWorkspaceV2(name: $name, description: $description) {
      ...WorkspaceFields
    }
  }
`);

export const UPDATE_WORKSPACE_INFO_MUTATION = graphql(`
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
`);

export const LIST_USERS_IN_WORKSPACE_QUERY = graphql(`
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
`);

export const UPDATE_WORKSPACE_MEMBERSHIP_MUTATION = graphql(`
  mutation UpdateWorkspaceMembership($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {
    updateWorkspaceMembership(workspaceId: $workspaceId, userId: $userId, role: $role) {
      ...WorkspaceMemberFields
    }
  }
`);

export const DELETE_WORKSPACE_MEMBERSHIP_MUTATION = graphql(`
  mutation DeleteWorkspaceMembership($workspaceId: ID!, $userId: ID!) {
    deleteWorkspaceMembership(workspaceId: $workspaceId, userId: $userId)
  }
`);

export const INVITE_TO_WORKSPACE_MUTATION = graphql(`
  mutation InviteToWorkspace(
    $workspaceId: ID!
    $members: [WorkspaceInviteInput!]!
    $emailMessage: String
  ) {
    inviteToWorkspace(workspaceId: $workspaceId, members: $members, emailMessage: $emailMessage) {
      ...InviteReportFields
    }
  }
`);

export const INVITE_REPORT_SUBSCRIPTION = graphql(`
  subscription InviteToWorkspaceReport($workspaceId: ID!) {
    inviteToWorkspaceReport(workspaceId: $workspaceId) {
      ...InviteReportFields
    }
  }
`);
