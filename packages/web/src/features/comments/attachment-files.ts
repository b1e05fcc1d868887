import { type AttachmentPreviewKind, attachmentPreviewKind } from '@specboard/domain';
import type { CommentAttachment, CommentThumbnails } from './comments.types.ts';

export { formatFileSize } from '../files/index.ts';

/** How the overlay shows a file (the domain's rule, as the server's getAttachmentInfo). */
export function attachmentKind(
  file: Pick<CommentAttachment, 'type' | 'filename'>,
): AttachmentPreviewKind {
  return attachmentPreviewKind(file.filename, file.type);
}

/** A picture of the file for a small tile, when the server made one. */
export function thumbnailUrl(
  file: Pick<CommentAttachment, 'thumbnails' | 'url' | 'type'>,
  size: 'small' | 'medium' | 'large' = 'small',
): string | null {
  // JSON in the SDL: the server writes the sizes it made.
  const thumbnails = file.thumbnails as CommentThumbnails;
  if (thumbnails?.[size]) return thumbnails[size] ?? null;
  if (file.type.startsWith('image/') && !file.type.includes('svg')) return file.url;
  return null;
}
