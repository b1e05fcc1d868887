import { graphql } from '../../graphql/index.ts';

// Comments and slants are normalised by id in Apollo's cache, so an answer or a live event updates
// them wherever they show.

export const SLANT_FIELDS = graphql(`
  fragment SlantFields on Slant {
    id
    rowId
    commentsAmount
    commentsUnread
    unreadMessageIDs
  }
`);

export const STATE_FIELDS = graphql(`
  fragment ResourceCommentsStateFields on ResourceCommentsState {
    resourceType
    resourceId
    commentsUnread
    hideResolvedComments
  }
`);

export const RESOURCE_COMMENTS_STATE_QUERY = graphql(`
  query GetResourceCommentsState(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
  ) {
    getResourceCommentsState(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
    ) {
      ...ResourceCommentsStateFields
    }
  }
`);

export const TOGGLE_RESOLVED_RESOURCE_COMMENTS_MUTATION = graphql(`
  mutation ToggleResolvedResourceComments(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
    $hideResolved: Boolean!
  ) {
    toggleResolvedResourceComments(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
      hideResolved: $hideResolved
    ) {
      ...ResourceCommentsStateFields
    }
  }
`);

export const READ_ALL_RESOURCE_COMMENTS_MUTATION = graphql(`
  mutation ReadAllResourceComments(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
    $rowId: ID
  ) {
    readAllResourceComments(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
      rowId: $rowId
    ) {
      ...ResourceCommentsStateFields
    }
  }
`);

export const LIST_SLANTS_QUERY = graphql(`
  query ListSlants($workspaceId: ID!, $projectId: ID!, $nextToken: String) {
    listSlants(workspaceId: $workspaceId, projectId: $projectId, nextToken: $nextToken) {
      items {
        ...SlantFields
      }
      nextToken
    }
  }
`);

export const SET_SLANT_MUTATION = graphql(`
  mutation SetSlant($workspaceId: ID!, $projectId: ID!, $rowId: ID!) {
    setSlant(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
      ...SlantFields
    }
  }
`);

export const COMMENT_CELL_POINTERS_QUERY = graphql(`
  query GetCommentCellPointers($workspaceId: ID!, $projectId: ID!, $rowId: ID) {
    getCommentCellPointers(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
      rowId
      cellPointer
      commentsAmount
      commentsUnread
    }
  }
`);

export const ROW_FOLLOWERS_QUERY = graphql(`
    query GetRowFollowers($workspaceId: ID!, $projectId: ID!, $rowId: ID!) {
      getRowFollowers(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
        userId
        name
        email
        picture
      }
    }
  `);

export const ADD_ROW_FOLLOWER_MUTATION = graphql(`
  mutation AddRowFollower($workspaceId: ID!, $projectId: ID!, $rowId: ID!, $userId: ID!) {
    addRowFollower(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId, userId: $userId) {
      userId
      name
      email
      picture
    }
  }
`);

export const DELETE_ROW_FOLLOWER_MUTATION = graphql(`
  mutation DeleteRowFollower($workspaceId: ID!, $projectId: ID!, $rowId: ID!, $userId: ID!) {
    deleteRowFollower(
      workspaceId: $workspaceId
      projectId: $projectId
      rowId: $rowId
      userId: $userId
    ) {
      userId
      name
      email
      picture
    }
  }
`);

export const SEARCH_COMMENT_MENTIONS_QUERY = graphql(`
  query SearchCommentMentions(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
    $search: String!
  ) {
    searchCommentMentions(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
      search: $search
    ) {
      ...CommentPersonFields
    }
  }
  fragment CommentPersonFields on CommentPerson {
    id
    name
    email
    picture
  }
`);

export const SLANT_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) {
    onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) {
      ...SlantFields
    }
  }
`);

export const UNREAD_COMMENTS_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnUnreadCommentsChanged(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
  ) {
    onUnreadCommentsChanged(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
    ) {
      ...ResourceCommentsStateFields
    }
  }
`);
