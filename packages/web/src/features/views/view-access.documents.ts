import { gql, type TypedDocumentNode } from '@apollo/client';
import { VIEW_FIELDS } from './views.documents.ts';
import type { ScheduleView } from './views.types.ts';

type ViewKey = { projectId: string; workspaceId: string; viewId: string };

// Each answers the view with its grants, which Apollo's cache puts wherever the view shows.

export const GRANT_VIEW_TO_USERS_MUTATION: TypedDocumentNode<
  { grantViewPermissionByUsers: ScheduleView },
  ViewKey & { userIds: string[] }
> = gql`
  mutation GrantViewToUsers($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $userIds: [ID!]!) {
    grantViewPermissionByUsers(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      userIds: $userIds
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const TAKE_VIEW_FROM_USERS_MUTATION: TypedDocumentNode<
  { deleteViewPermissionByUsers: ScheduleView },
  ViewKey & { userIds: string[] }
> = gql`
  mutation TakeViewFromUsers($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $userIds: [ID!]!) {
    deleteViewPermissionByUsers(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      userIds: $userIds
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const GRANT_VIEW_TO_ROLES_MUTATION: TypedDocumentNode<
  { grantViewPermissionByRoles: ScheduleView },
  ViewKey & { roles: string[] }
> = gql`
  mutation GrantViewToRoles($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $roles: [String!]!) {
    grantViewPermissionByRoles(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      roles: $roles
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const TAKE_VIEW_FROM_ROLES_MUTATION: TypedDocumentNode<
  { deleteViewPermissionByRoles: ScheduleView },
  ViewKey & { roles: string[] }
> = gql`
  mutation TakeViewFromRoles($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $roles: [String!]!) {
    deleteViewPermissionByRoles(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      roles: $roles
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;
