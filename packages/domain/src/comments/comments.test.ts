import { describe, expect, it } from 'vitest';
import {
  checkNewComment,
  commentMessageMaxLength,
  commentMessages,
  commentsPageSize,
  commentTypeOf,
  slantId,
} from './comment-rules.ts';
import {
  attachmentPreviewKind,
  commentExcerpt,
  commentPlainText,
  normalizeMentionSearch,
} from './comment-text.ts';
import {
  type CommentFacts,
  canSeeComment,
  canSeeIgnoringDeletion,
  countsAsUnread,
  decideCommentChange,
} from './comment-visibility.ts';

const base = { text: 'Check the CCT', attachmentCount: 0, mentionCount: 0 };

describe('a new comment', () => {
  it('is general unless a row or cell is given, and a row or field comment needs them', () => {
    expect(checkNewComment(base)).toEqual({
      ok: true,
      type: 'general',
      rowId: null,
      cellPointer: null,
    });
    expect(checkNewComment({ ...base, rowId: 'r1' })).toMatchObject({ ok: true, type: 'row' });
    expect(checkNewComment({ ...base, rowId: 'r1', cellPointer: 'model' })).toMatchObject({
      ok: true,
      type: 'field',
      cellPointer: 'model',
    });
    expect(checkNewComment({ ...base, type: 'row' })).toEqual({
      ok: false,
      message: commentMessages.rowNeeded,
    });
    expect(checkNewComment({ ...base, type: 'field', rowId: 'r1' })).toEqual({
      ok: false,
      message: commentMessages.cellNeeded,
    });
    expect(checkNewComment({ ...base, type: 'general', rowId: 'r1' })).toMatchObject({
      ok: true,
      rowId: null,
    });
  });

  it('needs words or a file, and stays within its limits', () => {
    expect(checkNewComment({ ...base, text: '  ' })).toEqual({
      ok: false,
      message: 'Write a message or attach a file.',
    });
    expect(checkNewComment({ ...base, text: '', attachmentCount: 1 }).ok).toBe(true);
    expect(checkNewComment({ ...base, text: 'x'.repeat(commentMessageMaxLength) }).ok).toBe(true);
    expect(checkNewComment({ ...base, text: 'x'.repeat(commentMessageMaxLength + 1) })).toEqual({
      ok: false,
      message: 'A comment must be at most 10,000 characters long.',
    });
    expect(checkNewComment({ ...base, attachmentCount: 11 })).toEqual({
      ok: false,
      message: 'A comment may have at most 10 attachments.',
    });
  });

  it('is an attachment comment when it has files and no words, else text unless said', () => {
    expect(commentTypeOf(undefined, '', 2)).toBe('attachment');
    expect(commentTypeOf(undefined, 'See file', 2)).toBe('text');
    expect(commentTypeOf('offer', 'Price', 0)).toBe('offer');
  });

  it('pages three at a time, and a row summary is keyed ROW#', () => {
    expect(commentsPageSize).toBe(3);
    expect(slantId('abc')).toBe('ROW#abc');
  });
});

describe('who sees and changes a comment', () => {
  const comment: CommentFacts = {
    createdBy: 'author',
    privacy: 'public',
    status: 'published',
    mentioned: ['mentioned'],
  };

  it('a public one everyone, a private one its author and the mentioned, a draft its author', () => {
    expect(canSeeComment(comment, 'other')).toBe(true);
    const secret = { ...comment, privacy: 'private' as const };
    expect(['author', 'mentioned', 'other'].map((u) => canSeeComment(secret, u))).toEqual([
      true,
      true,
      false,
    ]);
    const draft = { ...comment, status: 'draft' as const };
    expect(['author', 'mentioned', 'other'].map((u) => canSeeComment(draft, u))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a deleted one nobody, though those who saw it are told it is gone', () => {
    const gone = { ...comment, status: 'deleted' as const };
    expect(canSeeComment(gone, 'author')).toBe(false);
    expect(canSeeIgnoringDeletion(gone, 'other')).toBe(true);
    expect(canSeeIgnoringDeletion({ ...gone, privacy: 'private' }, 'other')).toBe(false);
  });

  it('only the author edits or deletes, whatever their role', () => {
    expect(decideCommentChange(comment, 'author', 'edit')).toEqual({ allowed: true });
    expect(decideCommentChange(comment, 'other', 'edit')).toEqual({
      allowed: false,
      message: 'Only the author of a comment may edit it.',
    });
    expect(decideCommentChange(comment, 'other', 'delete')).toEqual({
      allowed: false,
      message: 'Only the author of a comment may delete it.',
    });
    expect(decideCommentChange({ ...comment, status: 'deleted' }, 'author', 'edit').allowed).toBe(
      false,
    );
  });

  it('unread means someone else’s published comment, seen and not yet read', () => {
    expect(countsAsUnread(comment, 'other', false)).toBe(true);
    expect(countsAsUnread(comment, 'other', true)).toBe(false);
    expect(countsAsUnread(comment, 'author', false)).toBe(false);
    expect(countsAsUnread({ ...comment, status: 'draft' }, 'other', false)).toBe(false);
  });
});

describe('comment text', () => {
  it('is the HTML without markup, entities decoded, blocks on their own lines', () => {
    expect(
      commentPlainText(
        '<p>Hi <span data-type="mention" data-id="u1" data-label="Ann">@Ann</span> &amp; team</p><p>Line&nbsp;2 &#x263A;</p>',
      ),
    ).toBe('Hi @Ann & team\nLine 2 ☺');
    expect(commentPlainText('<p></p><p><br></p>')).toBe('');
  });

  it('is cut to an excerpt on one line', () => {
    expect(commentExcerpt('<p>one</p><p>two</p>')).toBe('one two');
    expect(commentExcerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('mention searches ignore a leading @ and case', () => {
    expect(normalizeMentionSearch('  @Ann ')).toBe('ann');
    expect(normalizeMentionSearch('@@')).toBe('');
  });

  it('previews images and PDFs by type, IES and ZIP by name, the rest as files', () => {
    expect(attachmentPreviewKind('photo.jpg', 'image/jpeg')).toBe('image');
    expect(attachmentPreviewKind('photo.png')).toBe('image');
    expect(attachmentPreviewKind('sheet.pdf', 'application/pdf')).toBe('pdf');
    expect(attachmentPreviewKind('lum.IES', 'application/x-ies')).toBe('ies');
    expect(attachmentPreviewKind('bundle.zip', 'application/zip')).toBe('zip');
    expect(attachmentPreviewKind('plan.dwg', 'image/vnd.dwg')).toBe('file');
    expect(attachmentPreviewKind('logo.svg', 'image/svg+xml')).toBe('file');
    expect(attachmentPreviewKind('notes.txt', 'text/plain')).toBe('file');
  });
});
