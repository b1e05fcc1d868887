import {
  AppError,
  checkContent,
  fileKinds,
  fileMessages,
  findFileKind,
  type ThumbnailSize,
} from '@specboard/domain';
import type { StoredImage, ThumbnailKeys } from '../../db/schema.ts';
import type { Platform } from '../../graphql/context.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { FileLinks } from './file-links.ts';
import {
  type CellsOwner,
  findFileByKey,
  findFilesByKeys,
  findFilesOfOwner,
  findImageOfOwner,
  findKeysInProjectCells,
  findKeysInProjectHistory,
  insertFile,
  type StoredFile,
} from './files.repository.ts';
import { newFileKey, parseFileKey, thumbnailKey } from './keys.ts';
import { makePdfThumbnails } from './pdf-thumbnails.ts';
import { sniffContent } from './sniff.ts';
import { makeThumbnails, UnreadableImageError } from './thumbnails.ts';

/** Why an upload was refused, in `extensions.reason`; the first two are answered 415. */
export type RefusalReason =
  | 'UNSUPPORTED_TYPE'
  | 'CONTENT_MISMATCH'
  | 'UNREADABLE_IMAGE'
  | 'EMPTY_FILE'
  | 'MISSING_FILE_NAME';

export function refuseUpload(reason: RefusalReason, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { reason });
}

export type Upload = { filename: string; declaredType: string | undefined; bytes: Buffer };

/**
 * Checks that the bytes are a kind of file we accept and what the name says, makes thumbnails of
 * an image, stores every object and records the file. Nothing is kept when any step fails.
 */
export async function uploadFile(
  platform: Pick<Platform, 'database' | 'storage' | 'logger'>,
  ownerId: string,
  { filename, declaredType, bytes }: Upload,
): Promise<StoredFile> {
  if (bytes.length === 0) throw refuseUpload('EMPTY_FILE', fileMessages.empty(filename));
  const kind = findFileKind(filename, declaredType);
  if (!kind) throw refuseUpload('UNSUPPORTED_TYPE', fileMessages.notAccepted(filename));
  const check = checkContent(kind, await sniffContent(bytes));
  if (!check.ok) {
    throw refuseUpload(
      'CONTENT_MISMATCH',
      fileMessages.contentMismatch(filename, kind.label, check.found),
    );
  }
  const key = newFileKey();
  const thumbnails = kind.image
    ? await makeImageThumbnails(bytes, filename)
    : kind.id === 'pdf'
      ? await makePdfThumbnails(bytes, filename, platform.logger)
      : [];
  const objects = [
    { key, body: bytes, contentType: kind.mimeType },
    ...thumbnails.map((t) => ({
      key: thumbnailKey(key, t.size),
      body: t.data,
      contentType: 'image/png',
    })),
  ];
  const thumbnailKeys =
    thumbnails.length > 0
      ? (Object.fromEntries(
          thumbnails.map((t) => [t.size, thumbnailKey(key, t.size)]),
        ) as ThumbnailKeys)
      : null;
  const file: StoredFile = {
    key,
    ownerId,
    filename,
    contentType: kind.mimeType,
    size: bytes.length,
    thumbnails: thumbnailKeys,
    createdAt: new Date(),
  };
  await putAll(platform.storage, objects);
  try {
    await insertFile(platform.database.db, {
      key,
      owner_id: ownerId,
      filename,
      content_type: file.contentType,
      size: file.size,
      thumbnails: thumbnailKeys,
      created_at: file.createdAt,
    });
  } catch (error) {
    await deleteAll(platform.storage, objects);
    throw error;
  }
  return file;
}

async function makeImageThumbnails(bytes: Buffer, filename: string) {
  try {
    return await makeThumbnails(bytes, filename);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw refuseUpload('UNREADABLE_IMAGE', error.message);
    }
    throw error;
  }
}

type StorageObject = { key: string; body: Buffer; contentType: string };

async function putAll(storage: Storage, objects: StorageObject[]) {
  const results = await Promise.allSettled(
    objects.map((o) => storage.put(o.key, o.body, o.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await deleteAll(storage, objects);
    throw failed.reason;
  }
}

async function deleteAll(storage: Storage, objects: StorageObject[]) {
  await Promise.allSettled(objects.map((o) => storage.delete(o.key)));
}

/** What a download of one stored object serves: the file's own bytes or one of its thumbnails. */
export type Download = { key: string; filename: string; contentType: string; inline: boolean };

/** The download behind a storage key, or undefined when no file has that key. */
export async function findDownload(
  platform: Pick<Platform, 'database'>,
  key: string,
): Promise<Download | undefined> {
  const parsed = parseFileKey(key);
  if (!parsed) return undefined;
  const file = await findFileByKey(platform.database.db, parsed.fileKey);
  if (!file) return undefined;
  if (!parsed.size) {
    const inline = fileKinds.find((kind) => kind.mimeType === file.contentType)?.inline ?? false;
    return { key, filename: file.filename, contentType: file.contentType, inline };
  }
  if (file.thumbnails?.[parsed.size] !== key) return undefined;
  return {
    key,
    filename: thumbnailFileName(file.filename, parsed.size),
    contentType: 'image/png',
    inline: true,
  };
}

function thumbnailFileName(filename: string, size: ThumbnailSize): string {
  const stem = filename.replace(/\.[^.]*$/, '') || 'image';
  return `${stem}-${size}.png`;
}

/**
 * The image `key` uploaded by `userId`, with its thumbnail keys, as a profile keeps it; undefined
 * when there is no such file, it is someone else's, or it is not an image.
 */
export async function findOwnedImage(
  platform: Pick<Platform, 'database'>,
  userId: string,
  key: string,
): Promise<StoredImage | undefined> {
  const file = await findImageOfOwner(platform.database.db, userId, key);
  if (!file?.thumbnails) return undefined;
  return { key: file.key, thumbnails: { ...file.thumbnails } };
}

/**
 * The image a profile or workspace field should hold: undefined leaves the field as it is, null
 * clears it, a key must name an image the user uploaded.
 */
export async function resolveOwnedImage(
  platform: Pick<Platform, 'database'>,
  userId: string,
  key: string | null | undefined,
): Promise<StoredImage | null | undefined> {
  if (key === undefined) return undefined;
  if (key === null) return null;
  const image = await findOwnedImage(platform, userId, key);
  if (!image) {
    throw new AppError('BAD_USER_INPUT', fileMessages.imageNeeded);
  }
  return image;
}

/** The files among `keys` that `userId` uploaded (others' keys and unknown ones left out). */
export function findFilesOfUser(
  platform: Pick<Platform, 'database'>,
  userId: string,
  keys: readonly string[],
): Promise<StoredFile[]> {
  return findFilesOfOwner(platform.database.db, userId, keys);
}

/**
 * The files among `keys` that `userId` may put in a cell of the project: their own uploads, and
 * files its cells hold or held (moved between cells, or brought back by undo). A key learnt
 * elsewhere is left out, as if no file had it: holding a key gives no way to read the file.
 */
export async function findAttachableFiles(
  platform: Pick<Platform, 'database'>,
  /** `projectId` is the project's id, or a collection's (its products' cells). */
  args: { userId: string; projectId: CellsOwner; keys: readonly string[] },
): Promise<StoredFile[]> {
  const db = platform.database.db;
  const files = await findFilesByKeys(db, [...new Set(args.keys)]);
  const others = files.filter((file) => file.ownerId !== args.userId).map((file) => file.key);
  const held = new Set(await findKeysInProjectCells(db, args.projectId, others));
  const unheld = others.filter((key) => !held.has(key));
  for (const key of await findKeysInProjectHistory(db, args.projectId, unheld)) held.add(key);
  return files.filter((file) => file.ownerId === args.userId || held.has(file.key));
}

/** The recorded file with this key, whoever uploaded it. */
export function findFile(
  platform: Pick<Platform, 'database'>,
  key: string,
): Promise<StoredFile | undefined> {
  return findFileByKey(platform.database.db, key);
}

/** Download links of a file's thumbnails, by size; null for a file without any. */
export function thumbnailUrls(
  thumbnails: Partial<Record<ThumbnailSize, string>> | null,
  links: FileLinks,
): Partial<Record<ThumbnailSize, string>> | null {
  if (!thumbnails) return null;
  return Object.fromEntries(
    Object.entries(thumbnails).map(([size, key]) => [size, links.url(key)]),
  );
}
