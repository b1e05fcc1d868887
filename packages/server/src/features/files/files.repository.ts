import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
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

export async function findFilesByKeys(db: Db, keys: readonly string[]): Promise<StoredFile[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('key', 'in', [...keys])
    .execute();
  return rows.map(toStoredFile);
}

/** Whose cells: a project's (by its id), or a collection's products. */
export type CellsOwner = string | { collectionId: string };

const ownerIs = (owner: CellsOwner) =>
  typeof owner === 'string'
    ? sql`s.project_id = ${owner}`
    : sql`s.collection_id = ${owner.collectionId}`;

/**
 * Which of `keys` the cells of the project (or collection) hold: in any of its schedules (the
 * live one and versions), deleted rows included, since all of them are shown to its readers.
 */
export async function findKeysInProjectCells(
  db: Db,
  projectId: CellsOwner,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  // Every `key` of an object in a cell's list of files; lax mode passes over other values.
  const { rows } = await sql<{ key: string }>`
    select distinct found.key
      from (select jsonb_path_query(r.cells, '$.*[*].key') #>> '{}' as key
              from schedules s
              join schedule_rows r on r.schedule_id = s.id
             where ${ownerIs(projectId)}) found
     where found.key = any(${[...keys]}::text[])`.execute(db);
  return rows.map((row) => row.key);
}

/** Which of `keys` the cells of the project held at some point (their recorded changes). */
export async function findKeysInProjectHistory(
  db: Db,
  projectId: CellsOwner,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ key: string }>`
    select distinct found.key
      from (select jsonb_path_query(coalesce(h.old_value, '[]') || coalesce(h.new_value, '[]'),
                                    '$[*].key') #>> '{}' as key
              from schedules s
              join schedule_cell_history h on h.schedule_id = s.id
             where ${ownerIs(projectId)}
               and (jsonb_typeof(h.old_value) = 'array' or jsonb_typeof(h.new_value) = 'array')) found
     where found.key = any(${[...keys]}::text[])`.execute(db);
  return rows.map((row) => row.key);
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
