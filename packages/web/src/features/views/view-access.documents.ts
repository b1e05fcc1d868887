import { graphql } from '../../graphql/index.ts';

// Each answers the view with its grants, which Apollo's cache puts wherever the view shows.

export const GRANT_VIEW_TO_USERS_MUTATION = graphql(`
  mutation GrantViewToUsers($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $userIds: [ID!]!) {
    grantViewPermissionByUsers(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      userIds: $userIds
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const TAKE_VIEW_FROM_USERS_MUTATION = graphql(`
  mutation TakeViewFromUsers($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $userIds: [ID!]!) {
    deleteViewPermissionByUsers(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      userIds: $userIds
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const GRANT_VIEW_TO_ROLES_MUTATION = graphql(`
  mutation GrantViewToRoles($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $roles: [String!]!) {
    grantViewPermissionByRoles(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      roles: $roles
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const TAKE_VIEW_FROM_ROLES_MUTATION = graphql(`
  mutation TakeViewFromRoles($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $roles: [String!]!) {
    deleteViewPermissionByRoles(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      roles: $roles
    ) {
      ...ScheduleViewFields
    }
  }
`);
