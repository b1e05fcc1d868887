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
