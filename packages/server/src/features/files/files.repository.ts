import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ThumbnailKeys } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An uploaded file as stored; `thumbnails` only for images. */
export type StoredFile = {
  key: string;
  ownerId: string;
  filename: string;
  contentType: string;
  size: number;
  thumbnails: ThumbnailKeys | null;
  createdAt: Date;
};

export async function insertFile(db: Db, values: Insertable<Database['files']>): Promise<void> {
  await db.insertInto('files').values(values).execute();
}

export async function findFileByKey(db: Db, key: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();
  return row && toStoredFile(row);
}

export async function findFilesOfOwner(
  db: Db,
  ownerId: string,
  keys: readonly string[],
): Promise<StoredFile[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('key', 'in', [...keys])
    .where('owner_id', '=', ownerId)
    .execute();
  return rows.map(toStoredFile);
}

export async function findImageOfOwner(
  db: Db,
  ownerId: string,
  key: string,
): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .selectAll()
    .where('key', '=', key)
    .where('owner_id', '=', ownerId)
    .where('thumbnails', 'is not', null)
    // A PDF has thumbnails of its first page too; only images may be pictures and logos.
    .where('content_type', 'like', 'image/%')
    .executeTakeFirst();
  return row && toStoredFile(row);
}

function toStoredFile(row: Selectable<Database['files']>): StoredFile {
  return {
    key: row.key,
    ownerId: row.owner_id,
    filename: row.filename,
    contentType: row.content_type,
    size: Number(row.size),
    thumbnails: row.thumbnails,
    createdAt: row.created_at,
  };
}
