import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, StoredImage } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A library of the workspace with its kind, or undefined. */
export function findLibrary(db: Db, workspaceId: string, libraryId: string) {
  return db
    .selectFrom('libraries')
    .select(['id', 'kind'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', libraryId)
    .executeTakeFirst();
}

/** The free cap's count: private collections in the workspace's default library. */
export async function countPrivateInDefaultLibrary(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('collections as c')
    .innerJoin('libraries as l', 'l.id', 'c.library_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('c.workspace_id', '=', workspaceId)
    .where('l.kind', '=', 'default')
    .where('c.publish', '=', 'private')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type CollectionInfo = {
  name: string;
  description: string | null;
  keywords: string[];
  logo: StoredImage | null;
  location: string | null;
};

export async function insertCollection(
  db: Db,
  values: CollectionInfo & { workspaceId: string; libraryId: string; creatorId: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('collections')
    .values({
      id,
      workspace_id: values.workspaceId,
      library_id: values.libraryId,
      name: values.name,
      description: values.description,
      keywords: JSON.stringify(values.keywords),
      logo: values.logo,
      location: values.location,
      creator_id: values.creatorId,
      last_modified: new Date(),
    })
    .execute();
  return id;
}

export async function updateCollectionRow(
  db: Db,
  collectionId: string,
  changes: Partial<CollectionInfo>,
): Promise<void> {
  const values: Record<string, unknown> = { last_modified: new Date() };
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.location !== undefined) values.location = changes.location;
  if (changes.keywords !== undefined) values.keywords = JSON.stringify(changes.keywords);
  if (changes.logo !== undefined) {
    values.logo = changes.logo ? JSON.stringify(changes.logo) : null;
  }
  await db.updateTable('collections').set(values).where('id', '=', collectionId).execute();
}

/** Deletes the collection; its schedule, views, rows, photos and shares go by cascade. */
export async function deleteCollectionRow(db: Db, collectionId: string): Promise<void> {
  await db.deleteFrom('collections').where('id', '=', collectionId).execute();
}

/** Copies the info of a collection into a new one of `creatorId` in `libraryId`. */
export async function findCollectionInfo(
  db: Db,
  collectionId: string,
): Promise<CollectionInfo | undefined> {
  const row = await db
    .selectFrom('collections')
    .select(['name', 'description', 'keywords', 'logo', 'location'])
    .where('id', '=', collectionId)
    .executeTakeFirst();
  return (
    row && { ...row, keywords: row.keywords as string[], logo: row.logo as StoredImage | null }
  );
}

/** Records that the person opened the collection now (recent collections, lastAccessed sort). */
export async function recordCollectionAccess(db: Db, userId: string, collectionId: string) {
  await sql`insert into collection_accesses (user_id, collection_id, accessed_at)
    values (${userId}, ${collectionId}, now())
    on conflict (user_id, collection_id) do update set accessed_at = excluded.accessed_at`.execute(
    db,
  );
}

/** The people who can read the collection now (for the live event of its deletion). */
export async function findCollectionReaders(db: Db, collectionId: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    select m.user_id from collections c
      join workspace_memberships m on m.workspace_id = c.workspace_id and m.membership <> 'guest'
     where c.id = ${collectionId}
    union select c.creator_id from collections c where c.id = ${collectionId} and c.creator_id is not null
    union select cp.user_id from collection_permissions cp where cp.collection_id = ${collectionId}
    union select lp.user_id from collections c
      join library_permissions lp on lp.library_id = c.library_id
           or lp.library_id in (select lc.library_id from library_collections lc
                                 where lc.collection_id = c.id)
     where c.id = ${collectionId}`.execute(db);
  return rows.map((row) => row.user_id);
}

/** The role the person's share of the library gives, or null. */
export async function findLibraryShareRole(db: Db, libraryId: string, userId: string) {
  const row = await db
    .selectFrom('library_permissions')
    .select('role')
    .where('library_id', '=', libraryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Copies the photos of one collection to another (the files are shared, not duplicated). */
export async function copyPhotos(db: Db, from: string, to: string, userId: string) {
  const photos = await db
    .selectFrom('collection_photos')
    .selectAll()
    .where('collection_id', '=', from)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (photos.length === 0) return;
  const start = Date.now();
  await db
    .insertInto('collection_photos')
    .values(
      photos.map((photo, index) => ({
        ...photo,
        id: randomUUID(),
        collection_id: to,
        created_by: userId,
        // Kept in the same order as the original's.
        created_at: new Date(start + index),
      })),
    )
    .execute();
}

/** The workspace a collection belongs to, or undefined. */
export async function findCollectionWorkspace(db: Db, collectionId: string) {
  const row = await db
    .selectFrom('collections')
    .select('workspace_id')
    .where('id', '=', collectionId)
    .executeTakeFirst();
  return row?.workspace_id;
}

/**
 * Marks the active suggestions of a collection naming a person (by account or address) as
 * followed or copied: they leave the person's suggestions.
 */
export async function settleSuggestionsFor(
  db: Db,
  args: { collectionId: string; userId: string; status: 'followed' | 'copied' },
): Promise<void> {
  await db
    .updateTable('collection_suggestions')
    .set({ status: args.status })
    .where('collection_id', '=', args.collectionId)
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', args.userId),
        eb(
          sql`lower(email)`,
          '=',
          eb
            .selectFrom('users')
            .select(sql<string>`lower(email)`.as('e'))
            .where('id', '=', args.userId),
        ),
      ]),
    )
    .execute();
}

/** When a workspace's members last opened a collection it follows (its last-accessed list). */
export async function touchFollow(db: Db, collectionId: string, workspaceId: string) {
  await db
    .updateTable('collection_follows')
    .set({ last_accessed_at: new Date() })
    .where('collection_id', '=', collectionId)
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The workspaces following a collection that the person is a member of (not a guest). */
export async function findFollowingWorkspacesOf(db: Db, collectionId: string, userId: string) {
  const rows = await db
    .selectFrom('collection_follows as f')
    .innerJoin('workspace_memberships as m', 'm.workspace_id', 'f.workspace_id')
    .select('f.workspace_id')
    .where('f.collection_id', '=', collectionId)
    .where('m.user_id', '=', userId)
    .where('m.membership', '<>', 'guest')
    .orderBy('f.created_at')
    .execute();
  return rows.map((row) => row.workspace_id);
}

/** Every workspace following a collection (its members hear the collection's changes). */
export async function findFollowingWorkspaceIds(db: Db, collectionId: string) {
  const rows = await db
    .selectFrom('collection_follows')
    .select('workspace_id')
    .where('collection_id', '=', collectionId)
    .execute();
  return rows.map((row) => row.workspace_id);
}
