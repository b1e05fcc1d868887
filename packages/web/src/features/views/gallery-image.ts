import { type AttachmentRef, type CellValue, findFileKind } from '@specboard/domain';

/** A product picture for a gallery card: a small version to show, the file itself to open. */
export type CardImage = { src: string; url: string; filename: string; type: string };

function isAttachment(item: unknown): item is AttachmentRef {
  return typeof item === 'object' && item !== null && 'key' in item && 'filename' in item;
}

/**
 * The first image among a cell's files, or null: no files, or none of them a picture. The server
 * keeps a 256 px version of every uploaded image beside it: the stored cell names it (its
 * `thumbnails.medium` key); a file just added, not yet stored, has it under `<key>.medium.png`.
 */
export function findCardImage(value: CellValue | undefined): CardImage | null {
  if (!Array.isArray(value)) return null;
  const files = value.filter(isAttachment);
  const file = files.find((item) => findFileKind(item.filename, item.type ?? undefined)?.image);
  if (!file) return null;
  const url = `/files/${file.key}`;
  const kind = findFileKind(file.filename, file.type ?? undefined);
  const medium = file.thumbnails?.medium;
  return {
    src: medium ? `/files/${medium}` : `${url}.medium.png`,
    url,
    filename: file.filename,
    type: file.type ?? kind?.mimeType ?? 'image/png',
  };
}
