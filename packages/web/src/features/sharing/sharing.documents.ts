import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  InviteSuggestion,
  ManagePermissionResult,
  PermissionChange,
  ProjectPermission,
  ProjectPermissionType,
  ProjectSharedLink,
  UserSearchPage,
} from './sharing.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

type ProjectKey = { projectId: string; workspaceId: string };

const PERMISSION_FIELDS = gql`
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
`;

// The same selection wherever the link is read or changed, so one answer never drops another's fields.
const SHARED_LINK_FIELDS = gql`
  fragment ProjectSharedLinkFields on Project {
    id
    isShared
    sharedLink {
      url
    }
  }
`;

export const PROJECT_PERMISSIONS_QUERY: TypedDocumentNode<
  { getProjectPermissions: ProjectPermission[] },
  ProjectKey
> = gql`
  query GetProjectPermissions($projectId: ID!, $workspaceId: ID!) {
    getProjectPermissions(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectPermissionFields
    }
  }
  ${PERMISSION_FIELDS}
`;

export const SEARCH_PEOPLE_QUERY: TypedDocumentNode<
  { searchUsersV4: UserSearchPage },
  { workspaceId: string; projectId: string; searchString: string; limit?: number }
> = gql`
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
`;

export type PermissionEntry = { userId: string; type: ProjectPermissionType };

export type ManagePermissionVariables = ProjectKey & {
  createPermission?: PermissionEntry[];
  updatePermission?: PermissionEntry[];
  deletePermission?: { userId: string }[];
  inviteUserToProject?: { email: string; type: ProjectPermissionType }[];
  emailMessage?: string | null;
};

export const MANAGE_PERMISSION_MUTATION: TypedDocumentNode<
  { managePermission: ManagePermissionResult },
  ManagePermissionVariables
> = gql`
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
  ${PERMISSION_FIELDS}
`;

export const SUGGEST_COLLABORATOR_MUTATION: TypedDocumentNode<
  { suggestCollaborator: InviteSuggestion },
  ProjectKey & { usersToInvite: string[]; type: ProjectPermissionType }
> = gql`
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
`;

export const PROJECT_SHARED_LINK_QUERY: TypedDocumentNode<
  { getProjectById: ProjectSharedLink | null },
  { id: string; workspaceId: string }
> = gql`
  query GetProjectSharedLink($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectSharedLinkFields
    }
  }
  ${SHARED_LINK_FIELDS}
`;

export const PROJECT_SHARED_LINK_MUTATION: TypedDocumentNode<
  { projectSharedLink: ProjectSharedLink },
  ProjectKey & { isShared: boolean; reset?: boolean }
> = gql`
  mutation ProjectSharedLink($workspaceId: ID!, $projectId: ID!, $isShared: Boolean!, $reset: Boolean) {
    projectSharedLink(
      workspaceId: $workspaceId
      projectId: $projectId
      isShared: $isShared
      reset: $reset
    ) {
      ...ProjectSharedLinkFields
    }
  }
  ${SHARED_LINK_FIELDS}
`;

export const PERMISSION_CHANGED_SUBSCRIPTION: TypedDocumentNode<
  { onPermissionChanged: PermissionChange },
  { workspaceId: string; resourceType: 'project'; resourceId: string }
> = gql`
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
`;

export const MY_PROJECT_ACCESS_QUERY: TypedDocumentNode<
  { getResourcePermission: { resourceId: string; allowed: boolean } },
  { workspaceId: string; resourceType: 'project'; resourceId: string }
> = gql`
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
`;
