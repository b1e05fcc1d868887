import { randomBytes } from 'node:crypto';
import { type ThumbnailSize, thumbnailSizes } from '@specboard/domain';

/** 160 random bits in hex: unguessable, and safe in a URL, a file name and an S3 key. */
export function newFileKey(): string {
  return randomBytes(20).toString('hex');
}

/** Where a thumbnail of the file under `key` is stored. */
export function thumbnailKey(key: string, size: ThumbnailSize): string {
  return `${key}.${size}.png`;
}

const keyPattern = new RegExp(`^([0-9a-f]{40})(?:\\.(${thumbnailSizes.join('|')})\\.png)?$`);

/** The file a storage key belongs to, and which thumbnail it is; undefined for a malformed key. */
export function parseFileKey(key: string): { fileKey: string; size?: ThumbnailSize } | undefined {
  const match = key.match(keyPattern);
  if (!match) return undefined;
  return { fileKey: match[1]!, size: match[2] as ThumbnailSize | undefined };
}
