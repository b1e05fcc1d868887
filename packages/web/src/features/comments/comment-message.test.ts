import { describe, expect, it } from 'vitest';
import { attachmentKind, formatFileSize, thumbnailUrl } from './attachment-files.ts';
import { formatCommentTime, mentionIdsOf } from './comment-message.ts';

describe('mentions in an editor document', () => {
  it('lists each mentioned person once, in order', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'mention', attrs: { id: 'u2', label: 'Bruno' } },
            { type: 'text', text: ' and ' },
            { type: 'mention', attrs: { id: 'u1', label: 'Alice' } },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'mention', attrs: { id: 'u2' } }] }],
        },
      ],
    };
    expect(mentionIdsOf(doc)).toEqual(['u2', 'u1']);
  });
});

describe('comment times', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('says how long ago, then the date', () => {
    expect(formatCommentTime('2026-11-21T11:59:30Z', now)).toBe('Just now');
    expect(formatCommentTime('2026-11-21T11:45:00Z', now)).toBe('15 min ago');
    expect(formatCommentTime('2026-11-21T09:00:00Z', now)).toBe('3 h ago');
    expect(formatCommentTime('2026-11-20T10:00:00Z', now)).toBe('Yesterday');
    expect(formatCommentTime('2026-11-02T10:00:00Z', now)).toBe('Nov 2');
    expect(formatCommentTime('2025-03-02T10:00:00Z', now)).toMatch(/2025/);
  });
});

describe('attachments', () => {
  it('are previewed by kind: images and PDFs by type, IES and ZIP by name', () => {
    expect(attachmentKind({ filename: 'a.png', type: 'image/png' })).toBe('image');
    expect(attachmentKind({ filename: 'sheet.pdf', type: 'application/pdf' })).toBe('pdf');
    expect(attachmentKind({ filename: 'LED-40.IES', type: 'text/plain' })).toBe('ies');
    expect(attachmentKind({ filename: 'bundle.zip', type: 'application/zip' })).toBe('zip');
    expect(attachmentKind({ filename: 'notes.txt', type: 'text/plain' })).toBe('file');
  });

  it('use the thumbnail the server made, else the image itself', () => {
    const thumbnails = { small: '/files/s.webp', large: '/files/l.webp' };
    expect(thumbnailUrl({ url: '/files/a.pdf', type: 'application/pdf', thumbnails })).toBe(
      '/files/s.webp',
    );
    expect(thumbnailUrl({ url: '/files/a.png', type: 'image/png', thumbnails: null })).toBe(
      '/files/a.png',
    );
    expect(
      thumbnailUrl({ url: '/files/a.zip', type: 'application/zip', thumbnails: null }),
    ).toBeNull();
  });

  it('show sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(34_500)).toBe('35 KB');
    expect(formatFileSize(1_250_000)).toBe('1.3 MB');
  });
});
