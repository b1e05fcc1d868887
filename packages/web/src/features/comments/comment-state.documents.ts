import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CommentCellPointer,
  CommentPerson,
  CommentScope,
  ResourceCommentsState,
  RowFollower,
  Slant,
} from './comments.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents. Comments and slants are
// normalised by id in Apollo's cache, so an answer or a live event updates them wherever they show.

type Workspace = { workspaceId: string };
type Resource = Workspace & { resourceType: CommentScope; resourceId: string };
type ProjectKey = Workspace & { projectId: string };
type RowKey = ProjectKey & { rowId: string };

const SLANT_FIELDS = gql`
  fragment SlantFields on Slant {
    id
    rowId
    commentsAmount
    commentsUnread
    unreadMessageIDs
  }
`;

const STATE_FIELDS = gql`
  fragment ResourceCommentsStateFields on ResourceCommentsState {
    resourceType
    resourceId
    commentsUnread
    hideResolvedComments
  }
`;

export const RESOURCE_COMMENTS_STATE_QUERY: TypedDocumentNode<
  { getResourceCommentsState: ResourceCommentsState },
  Resource
> = gql`
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
  ${STATE_FIELDS}
`;

export const TOGGLE_RESOLVED_RESOURCE_COMMENTS_MUTATION: TypedDocumentNode<
  { toggleResolvedResourceComments: ResourceCommentsState },
  Resource & { hideResolved: boolean }
> = gql`
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
  ${STATE_FIELDS}
`;

export const READ_ALL_RESOURCE_COMMENTS_MUTATION: TypedDocumentNode<
  { readAllResourceComments: ResourceCommentsState },
  Resource & { rowId?: string | null }
> = gql`
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
  ${STATE_FIELDS}
`;

export const LIST_SLANTS_QUERY: TypedDocumentNode<
  { listSlants: { items: Slant[]; nextToken: string | null } },
  ProjectKey & { nextToken?: string | null }
> = gql`
  query ListSlants($workspaceId: ID!, $projectId: ID!, $nextToken: String) {
    listSlants(workspaceId: $workspaceId, projectId: $projectId, nextToken: $nextToken) {
      items {
        ...SlantFields
      }
      nextToken
    }
  }
  ${SLANT_FIELDS}
`;

export const SET_SLANT_MUTATION: TypedDocumentNode<{ setSlant: Slant }, RowKey> = gql`
  mutation SetSlant($workspaceId: ID!, $projectId: ID!, $rowId: ID!) {
    setSlant(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
      ...SlantFields
    }
  }
  ${SLANT_FIELDS}
`;

export const COMMENT_CELL_POINTERS_QUERY: TypedDocumentNode<
  { getCommentCellPointers: CommentCellPointer[] },
  ProjectKey & { rowId?: string | null }
> = gql`
  query GetCommentCellPointers($workspaceId: ID!, $projectId: ID!, $rowId: ID) {
    getCommentCellPointers(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
      rowId
      cellPointer
      commentsAmount
      commentsUnread
    }
  }
`;

export const ROW_FOLLOWERS_QUERY: TypedDocumentNode<{ getRowFollowers: RowFollower[] }, RowKey> =
  gql`
    query GetRowFollowers($workspaceId: ID!, $projectId: ID!, $rowId: ID!) {
      getRowFollowers(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId) {
        userId
        name
        email
        picture
      }
    }
  `;

export const ADD_ROW_FOLLOWER_MUTATION: TypedDocumentNode<
  { addRowFollower: RowFollower[] },
  RowKey & { userId: string }
> = gql`
  mutation AddRowFollower($workspaceId: ID!, $projectId: ID!, $rowId: ID!, $userId: ID!) {
    addRowFollower(workspaceId: $workspaceId, projectId: $projectId, rowId: $rowId, userId: $userId) {
      userId
      name
      email
      picture
    }
  }
`;

export const DELETE_ROW_FOLLOWER_MUTATION: TypedDocumentNode<
  { deleteRowFollower: RowFollower[] },
  RowKey & { userId: string }
> = gql`
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
`;

export const SEARCH_COMMENT_MENTIONS_QUERY: TypedDocumentNode<
  { searchCommentMentions: CommentPerson[] },
  Resource & { search: string }
> = gql`
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
`;

export const SLANT_CHANGED_SUBSCRIPTION: TypedDocumentNode<{ onSlantChanged: Slant }, ProjectKey> =
  gql`
  subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) {
    onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) {
      ...SlantFields
    }
  }
  ${SLANT_FIELDS}
`;

export const UNREAD_COMMENTS_CHANGED_SUBSCRIPTION: TypedDocumentNode<
  { onUnreadCommentsChanged: ResourceCommentsState },
  Resource
> = gql`
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
  ${STATE_FIELDS}
`;
