/** The comments API as the web reads it: aliases of the generated types, and the panel's own. */
import type {
  CommentFieldsFragment,
  CommentPersonFieldsFragment,
  GetCommentCellPointersQuery,
  ResourceCommentsStateFieldsFragment,
  SlantFieldsFragment,
} from '../../graphql/graphql.ts';

export type { CommentPrivacy } from '../../graphql/graphql.ts';

export type CommentPerson = CommentPersonFieldsFragment;

/** The pictures the server made of an attachment (JSON in the SDL). */
export type CommentThumbnails = {
  small?: string;
  medium?: string;
  large?: string;
  full?: string;
} | null;

export type Comment = CommentFieldsFragment;

export type CommentAttachment = Comment['attachments'][number];

/** A row's comment summary for the viewer. */
export type Slant = SlantFieldsFragment;

export type CommentCellPointer = GetCommentCellPointersQuery['getCommentCellPointers'][number];

export type ResourceCommentsState = ResourceCommentsStateFieldsFragment;

/** The project and workspace a comment thread belongs to. */
export type CommentsKey = { workspaceId: string; projectId: string };

/** What the panel shows: every comment of the project, or one row's (optionally one cell's). */
export type CommentsTarget = { rowId: string | null; cellPointer: string | null };
