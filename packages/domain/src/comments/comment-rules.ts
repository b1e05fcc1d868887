/**
 * What a comment is and what a new one must satisfy. The server checks these before it stores
 * anything; the composer calls the same functions to disable Send and say why.
 */

export type CommentScope = 'project' | 'collection';
export type CommentKind = 'general' | 'row' | 'field';
export type CommentType = 'offer' | 'text' | 'attachment';
export type CommentPrivacy = 'public' | 'private';
export type CommentState = 'draft' | 'published' | 'deleted';

/** The longest message, counted in characters of its text (markup not counted). */
export const commentMessageMaxLength = 10_000;
/** The longest message as markup: a cap on what is parsed, well above any real message. */
export const commentHtmlMaxLength = 100_000;
export const commentAttachmentsMax = 10;
export const commentMentionsMax = 50;
/** The spec's "comments default page 3"; a client may ask for up to `commentsPageMax`. */
export const commentsPageSize = 3;
export const commentsPageMax = 50;
/** Mention suggestions shown while typing after @. */
export const mentionSuggestionsMax = 10;

export const commentMessages = {
  notFound: 'Comment not found.',
  rowNeeded: 'A row comment needs the row it is on (rowId).',
  cellNeeded: 'A field comment needs its row and cell (rowId and cellPointer).',
  empty: 'Write a message or attach a file.',
  tooLong: `A comment must be at most ${commentMessageMaxLength.toLocaleString('en-US')} characters long.`,
  tooManyAttachments: `A comment may have at most ${commentAttachmentsMax} attachments.`,
  tooManyMentions: `A comment may mention at most ${commentMentionsMax} people.`,
  onlyAuthorEdits: 'Only the author of a comment may edit it.',
  onlyAuthorDeletes: 'Only the author of a comment may delete it.',
  deleted: 'This comment was deleted.',
  backToDraft: 'A published comment cannot go back to draft.',
  newCommentStatus: 'A new comment is a draft or published.',
  deleteWithDeleteComment: 'Delete a comment with deleteComment.',
  attachOwnFilesOnly: (notYours: readonly string[]) =>
    `Attach only files you uploaded yourself (POST /files): ${notYours.join(', ')} is not one of yours.`,
  mentionMembersOnly: (strangers: readonly string[]) =>
    `Only members of this project can be mentioned: ${strangers.join(', ')} cannot.`,
  followInSchedule: 'Rows are followed in a schedule (tableType schedule).',
  followMembersOnly: 'Only members of this project can follow its rows.',
  tooManyRowsAsked: (max: number) => `Ask for at most ${max} rows at once.`,
  tooManyToMark: (max: number) => `Mark at most ${max} comments at once.`,
  tooManyToResolve: (max: number) => `Resolve at most ${max} comments at once.`,
} as const;

export type NewComment = {
  type?: CommentKind | null;
  rowId?: string | null;
  cellPointer?: string | null;
  /** The message's plain text (see `commentPlainText`), for its length and emptiness. */
  text: string;
  attachmentCount: number;
  mentionCount: number;
};

export type CommentCheck =
  | { ok: true; type: CommentKind; rowId: string | null; cellPointer: string | null }
  | { ok: false; message: string };

/**
 * Whether a new comment may be kept: where it is (general, row or field with what each needs),
 * a message or at least one attachment, and within the limits. A row or cell given with a general
 * comment makes it a row or field comment, as the composer on a row means.
 */
export function checkNewComment(input: NewComment): CommentCheck {
  const rowId = input.rowId?.trim() || null;
  const cellPointer = input.cellPointer?.trim() || null;
  const type = input.type ?? (cellPointer ? 'field' : rowId ? 'row' : 'general');
  if (type === 'row' && !rowId) return { ok: false, message: commentMessages.rowNeeded };
  if (type === 'field' && (!rowId || !cellPointer)) {
    return { ok: false, message: commentMessages.cellNeeded };
  }
  const problem = checkCommentContent(input);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    type,
    rowId: type === 'general' ? null : rowId,
    cellPointer: type === 'field' ? cellPointer : null,
  };
}

/** What is wrong with a message and its attachments, or undefined: also for an edit. */
export function checkCommentContent(input: {
  text: string;
  attachmentCount: number;
  mentionCount?: number;
}): string | undefined {
  if (!input.text.trim() && input.attachmentCount === 0) return commentMessages.empty;
  if (input.text.length > commentMessageMaxLength) return commentMessages.tooLong;
  if (input.attachmentCount > commentAttachmentsMax) return commentMessages.tooManyAttachments;
  if ((input.mentionCount ?? 0) > commentMentionsMax) return commentMessages.tooManyMentions;
  return undefined;
}

/** attachment for files without words, text otherwise, unless the client said (an offer). */
export function commentTypeOf(
  given: CommentType | null | undefined,
  text: string,
  attachmentCount: number,
): CommentType {
  if (given) return given;
  return !text.trim() && attachmentCount > 0 ? 'attachment' : 'text';
}

/** A slant's id, as the spec writes a row key. */
export function slantId(rowId: string): string {
  return `ROW#${rowId}`;
}
