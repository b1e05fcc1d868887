import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  Comment,
  CommentKind,
  CommentPrivacy,
  CommentScope,
  CommentsPage,
} from './comments.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents. Comments and slants are
// normalised by id in Apollo's cache, so an answer or a live event updates them wherever they show.

type Workspace = { workspaceId: string };
type Resource = Workspace & { resourceType: CommentScope; resourceId: string };

export const COMMENT_FIELDS = gql`
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
`;

export type ListCommentsVariables = Resource & {
  rowId?: string | null;
  cellPointer?: string | null;
  type?: CommentKind | null;
  limit?: number;
  nextToken?: string | null;
  includeResolved?: boolean;
};

export const LIST_COMMENTS_QUERY: TypedDocumentNode<
  { listComments: CommentsPage },
  ListCommentsVariables
> = gql`
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
  ${COMMENT_FIELDS}
`;

export type CreateCommentInput = Workspace & {
  resourceType: CommentScope;
  resourceId: string;
  type?: CommentKind;
  rowId?: string | null;
  cellPointer?: string | null;
  message: string;
  privacy?: CommentPrivacy;
  mentioned?: string[];
  attachments?: string[];
};

export const CREATE_COMMENT_MUTATION: TypedDocumentNode<
  { createComment: Comment },
  { input: CreateCommentInput }
> = gql`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export type EditCommentInput = Workspace & {
  commentId: string;
  message?: string;
  privacy?: CommentPrivacy;
  mentioned?: string[];
};

export const EDIT_COMMENT_MUTATION: TypedDocumentNode<
  { editComment: Comment },
  { input: EditCommentInput }
> = gql`
  mutation EditComment($input: EditCommentInput!) {
    editComment(input: $input) {
      ...CommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export const DELETE_COMMENT_MUTATION: TypedDocumentNode<
  { deleteComment: Comment },
  Workspace & { commentId: string }
> = gql`
  mutation DeleteComment($workspaceId: ID!, $commentId: ID!) {
    deleteComment(workspaceId: $workspaceId, commentId: $commentId) {
      ...CommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export const TOGGLE_RESOLVED_COMMENTS_MUTATION: TypedDocumentNode<
  { toggleResolvedComments: Comment[] },
  Workspace & { commentIds: string[]; resolved: boolean }
> = gql`
  mutation ToggleResolvedComments($workspaceId: ID!, $commentIds: [ID!]!, $resolved: Boolean!) {
    toggleResolvedComments(workspaceId: $workspaceId, commentIds: $commentIds, resolved: $resolved) {
      ...CommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export const COMMENT_CHANGED_SUBSCRIPTION: TypedDocumentNode<
  { onCommentChanged: Comment },
  Resource
> = gql`
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
  ${COMMENT_FIELDS}
`;
