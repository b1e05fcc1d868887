import { graphql } from '../../graphql/index.ts';

export const PERMISSION_FIELDS = graphql(`
  fragment ProjectPermissionFields on ProjectPermission {
    type
    typeLabel
    isPending
    isPaid
    workspaceRole
    userInfo {
      id
      email
      name
      picture
    }
  }
`);

// The same selection wherever the link is read or changed, so one answer never drops another's fields.
export const SHARED_LINK_FIELDS = graphql(`
  fragment ProjectSharedLinkFields on Project {
    id
    isShared
    sharedLink {
      url
      allowExport
    }
  }
`);

export const PROJECT_PERMISSIONS_QUERY = graphql(`
  query GetProjectPermissions($projectId: ID!, $workspaceId: ID!) {
    getProjectPermissions(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectPermissionFields
    }
  }
`);

export const SEARCH_PEOPLE_QUERY = graphql(`
  query SearchPeopleToShare($workspaceId: ID!, $projectId: ID, $searchString: String, $limit: Int) {
    searchUsersV4(
      workspaceId: $workspaceId
      projectId: $projectId
      searchString: $searchString
      limit: $limit
    ) {
      data {
        id
        email
        name
        picture
        workspaceRole
        projectPermission
        isPending
      }
      nextToken
    }
  }
`);

export const MANAGE_PERMISSION_MUTATION = graphql(`
  mutation ManageProjectPermission(
    $workspaceId: ID!
    $projectId: ID!
    $createPermission: [ProjectPermissionInput!]
    $updatePermission: [ProjectPermissionInput!]
    $deletePermission: [ProjectPermissionRemoval!]
    $inviteUserToProject: [ProjectInviteInput!]
    $emailMessage: String
  ) {
    managePermission(
      workspaceId: $workspaceId
      projectId: $projectId
      createPermission: $createPermission
      updatePermission: $updatePermission
      deletePermission: $deletePermission
      inviteUserToProject: $inviteUserToProject
      emailMessage: $emailMessage
    ) {
      projectId
      permissions {
        ...ProjectPermissionFields
      }
      invited
      wrongEmails
    }
  }
`);

export const SUGGEST_COLLABORATOR_MUTATION = graphql(`
  mutation SuggestCollaborator(
    $workspaceId: ID!
    $projectId: ID!
    $usersToInvite: [String!]!
    $type: ProjectPermissionType
  ) {
    suggestCollaborator(
      workspaceId: $workspaceId
      projectId: $projectId
      usersToInvite: $usersToInvite
      type: $type
    ) {
      projectId
      usersToInvite
      type
      wrongEmails
    }
  }
`);

export const PROJECT_SHARED_LINK_QUERY = graphql(`
  query GetProjectSharedLink($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectSharedLinkFields
    }
  }
`);

export const PROJECT_SHARED_LINK_MUTATION = graphql(`
  mutation ProjectSharedLink(
    $workspaceId: ID!
    $projectId: ID!
    $isShared: Boolean!
    $reset: Boolean
    $allowExport: Boolean
  ) {
    projectSharedLink(
      workspaceId: $workspaceId
      projectId: $projectId
      isShared: $isShared
      reset: $reset
      allowExport: $allowExport
    ) {
      ...ProjectSharedLinkFields
    }
  }
`);

export const PERMISSION_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnProjectPermissionChanged(
    $workspaceId: ID!
    $resourceType: PermissionResourceType!
    $resourceId: ID!
  ) {
    onPermissionChanged(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
    ) {
      resourceType
      resourceId
      workspaceId
      userId
      type
      sharedLinkChanged
    }
  }
`);

export const MY_PROJECT_ACCESS_QUERY = graphql(`
  query GetMyProjectAccess(
    $workspaceId: ID!
    $resourceType: PermissionResourceType!
    $resourceId: ID!
  ) {
    getResourcePermission(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
    ) {
      resourceId
      allowed
    }
  }
`);
