import { type AttachmentRef, type CellValue, findFileKind } from '@specboard/domain';
import type { FileLinks } from '../files/index.ts';

/**
 * A product picture for a gallery card: a small version to show, the file itself to open (both
 * signed links; undefined while they are asked for).
 */
export type CardImage = {
  key: string;
  src: string | undefined;
  url: string | undefined;
  filename: string;
  type: string;
};

function isAttachment(item: unknown): item is AttachmentRef {
  return typeof item === 'object' && item !== null && 'key' in item && 'filename' in item;
}

/**
 * The first image among a cell's files, or null: no files, or none of them a picture. The server
 * keeps a 256 px version of every uploaded image beside it, which the card shows.
 */
export function findCardImage(
  value: CellValue | undefined,
  links: FileLinks | null,
): CardImage | null {
  if (!Array.isArray(value)) return null;
  const files = value.filter(isAttachment);
  const file = files.find((item) => findFileKind(item.filename, item.type ?? undefined)?.image);
  if (!file) return null;
  const kind = findFileKind(file.filename, file.type ?? undefined);
  const link = links?.link(file.key);
  return {
    key: file.key,
    src: link ? (link.thumbnails?.medium ?? link.url) : undefined,
    url: link?.url,
    filename: file.filename,
    type: file.type ?? kind?.mimeType ?? 'image/png',
  };
}
