/** Types of the comments API as the web reads it (see the server's comments.graphql). */

export type CommentScope = 'project' | 'collection';
export type CommentKind = 'general' | 'row' | 'field';
export type CommentPrivacy = 'public' | 'private';
export type CommentState = 'draft' | 'published' | 'deleted';

export type CommentPerson = { id: string; name: string; email: string; picture: string | null };

export type CommentThumbnails = {
  small?: string;
  medium?: string;
  large?: string;
  full?: string;
} | null;

export type CommentAttachment = {
  id: string;
  key: string;
  filename: string;
  size: number;
  type: string;
  url: string;
  thumbnails: CommentThumbnails;
};

export type CommentAbility = { allowed: boolean; reason: string | null; message: string | null };

export type Comment = {
  id: string;
  commentId: string;
  resourceType: CommentScope;
  resourceId: string;
  type: CommentKind;
  rowId: string | null;
  cellPointer: string | null;
  message: string;
  privacy: CommentPrivacy;
  status: CommentState;
  mentioned: CommentPerson[];
  attachments: CommentAttachment[];
  resolved: boolean;
  resolvedBy: CommentPerson | null;
  creator: CommentPerson;
  createdDate: string;
  dateModified: string | null;
  read: boolean;
  viewerCan: { edit: CommentAbility; delete: CommentAbility; resolve: CommentAbility };
};

export type CommentsPage = { items: Comment[]; nextToken: string | null };

/** A row's comment summary for the viewer. */
export type Slant = {
  id: string;
  rowId: string;
  commentsAmount: number;
  commentsUnread: number;
  unreadMessageIDs: string[];
};

export type CommentCellPointer = {
  rowId: string;
  cellPointer: string;
  commentsAmount: number;
  commentsUnread: number;
};

export type ResourceCommentsState = {
  resourceType: CommentScope;
  resourceId: string;
  commentsUnread: number;
  hideResolvedComments: boolean;
};

export type RowFollower = { userId: string; name: string; email: string; picture: string | null };

/** The project and workspace a comment thread belongs to. */
export type CommentsKey = { workspaceId: string; projectId: string };

/** What the panel shows: every comment of the project, or one row's (optionally one cell's). */
export type CommentsTarget = { rowId: string | null; cellPointer: string | null };
