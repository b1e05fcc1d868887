import { graphql } from '../../graphql/index.ts';

// Comments and slants are normalised by id in Apollo's cache, so an answer or a live event updates
// them wherever they show.

export const COMMENT_FIELDS = graphql(`
  fragment CommentPersonFields on CommentPerson {
    id
    name
    email
    picture
  }

  fragment CommentAbilityFields on Ability {
    allowed
    reason
    message
  }

  fragment CommentFields on Comment {
    id
    commentId
    resourceType
    resourceId
    type
    rowId
    cellPointer
    message
    privacy
    status
    mentioned {
      ...CommentPersonFields
    }
    attachments {
      id
      key
      filename
      size
      type
      url
      thumbnails
    }
    resolved
    resolvedBy {
      ...CommentPersonFields
    }
    creator {
      ...CommentPersonFields
    }
    createdDate
    dateModified
    read
    viewerCan {
      edit {
        ...CommentAbilityFields
      }
      delete {
        ...CommentAbilityFields
      }
      resolve {
        ...CommentAbilityFields
      }
    }
  }
`);

export const LIST_COMMENTS_QUERY = graphql(`
  query ListComments(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
    $rowId: ID
    $cellPointer: String
    $type: CommentKind
    $limit: Int
    $nextToken: String
    $includeResolved: Boolean
  ) {
    listComments(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
      rowId: $rowId
      cellPointer: $cellPointer
      type: $type
      limit: $limit
      nextToken: $nextToken
      includeResolved: $includeResolved
    ) {
      items {
        ...CommentFields
      }
      nextToken
    }
  }
`);

export const CREATE_COMMENT_MUTATION = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentFields
    }
  }
`);

export const EDIT_COMMENT_MUTATION = graphql(`
  mutation EditComment($input: EditCommentInput!) {
    editComment(input: $input) {
      ...CommentFields
    }
  }
`);

export const DELETE_COMMENT_MUTATION = graphql(`
  mutation DeleteComment($workspaceId: ID!, $commentId: ID!) {
    deleteComment(workspaceId: $workspaceId, commentId: $commentId) {
      ...CommentFields
    }
  }
`);

export const TOGGLE_RESOLVED_COMMENTS_MUTATION = graphql(`
  mutation ToggleResolvedComments($workspaceId: ID!, $commentIds: [ID!]!, $resolved: Boolean!) {
    toggleResolvedComments(workspaceId: $workspaceId, commentIds: $commentIds, resolved: $resolved) {
      ...CommentFields
    }
  }
`);

export const COMMENT_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnCommentChanged(
    $workspaceId: ID!
    $resourceType: CommentScope!
    $resourceId: ID!
  ) {
    onCommentChanged(
      workspaceId: $workspaceId
      resourceType: $resourceType
      resourceId: $resourceId
    ) {
      ...CommentFields
    }
  }
`);
