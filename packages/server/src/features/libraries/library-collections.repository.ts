import { type Kysely, sql, type Transaction } from 'kysely';
import type { PreparedRunner } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Links a collection to a custom library besides its home; linking twice changes nothing. */
export async function linkCollection(
  db: Db,
  args: { libraryId: string; collectionId: string; addedBy: string },
) {
  await db
    .insertInto('library_collections')
    .values({
      library_id: args.libraryId,
      collection_id: args.collectionId,
      added_by: args.addedBy,
    })
    .onConflict((conflict) => conflict.columns(['library_id', 'collection_id']).doNothing())
    .execute();
}

/** Removes the link; answers whether there was one. */
export async function unlinkCollection(
  db: Db,
  args: { libraryId: string; collectionId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('library_collections')
    .where('library_id', '=', args.libraryId)
    .where('collection_id', '=', args.collectionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves a collection home to another library (its link there, if any, no longer needed). */
export async function moveCollectionHome(
  db: Db,
  args: { collectionId: string; libraryId: string },
) {
  await db
    .updateTable('collections')
    .set({ library_id: args.libraryId, last_modified: sql`now()` })
    .where('id', '=', args.collectionId)
    .execute();
  await unlinkCollection(db, args);
}

export type LibraryCollectionSort = 'createdDate' | 'lastAccessed' | 'name';

const sortKeys: Record<LibraryCollectionSort, { key: string; cast: string }> = {
  name: { key: 'lower(c.name)', cast: 'text' },
  createdDate: { key: 'c.created_at', cast: 'timestamptz' },
  // Never opened sorts as the oldest access.
  lastAccessed: {
    key: `coalesce(ca.accessed_at, '-infinity'::timestamptz)`,
    cast: 'timestamptz',
  },
};

/**
 * Collections of library `$3` (its own and those linked to it) that viewer `$2` opens in
 * workspace `$1`: as effectiveCollectionRole has it, a member (not a guest), the creator, or
 * someone holding a share of the collection or of a library holding it.
 */
function libraryCollectionsSql(sort: LibraryCollectionSort, where: string, tail = '') {
  return `select c.id, ${sortKeys[sort].key}::text as sort_key
     from collections c
     left join workspace_memberships m on m.workspace_id = c.workspace_id and m.user_id = $2::text
     left join collection_accesses ca on ca.collection_id = c.id and ca.user_id = $2::text
    where c.workspace_id = $1
      and (c.library_id = $3
        or exists (select 1 from library_collections lc
                    where lc.collection_id = c.id and lc.library_id = $3))
      and (m.membership <> 'guest' or coalesce(c.creator_id = $2::text, false)
        or exists (select 1 from collection_permissions cp
                    where cp.collection_id = c.id and cp.user_id = $2::text)
        or exists (select 1 from library_permissions lp
                    where lp.user_id = $2::text and (lp.library_id = c.library_id
                      or lp.library_id in (select lc2.library_id from library_collections lc2
                                            where lc2.collection_id = c.id))))
      and (${where}) ${tail}`;
}

/** A page of the library's collections the viewer opens, by the sort, the id breaking ties. */
export async function findLibraryCollectionPage(
  run: PreparedRunner,
  args: {
    workspaceId: string;
    userId: string;
    libraryId: string;
    sort: LibraryCollectionSort;
    descending: boolean;
    limit: number;
    after?: [string, string];
  },
): Promise<{ id: string; sort_key: string }[]> {
  const { key, cast } = sortKeys[args.sort];
  const direction = args.descending ? 'desc' : 'asc';
  const where = args.after
    ? `(${key}, c.id) ${args.descending ? '<' : '>'} ($5::${cast}, $6::text)`
    : 'true';
  const { rows } = await run(
    `library-collections-${args.sort}-${direction}-${args.after ? 'next' : 'first'}`,
    libraryCollectionsSql(
      args.sort,
      where,
      `order by ${key} ${direction}, c.id ${direction} limit $4`,
    ),
    [args.workspaceId, args.userId, args.libraryId, args.limit, ...(args.after ?? [])],
  );
  return rows as { id: string; sort_key: string }[];
}

export async function countLibraryCollections(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string; libraryId: string },
): Promise<number> {
  const { rows } = await run(
    'library-collections-count',
    `select count(*)::int as count from (${libraryCollectionsSql('name', 'true')}) s`,
    [args.workspaceId, args.userId, args.libraryId],
  );
  return (rows[0] as { count: number }).count;
}
