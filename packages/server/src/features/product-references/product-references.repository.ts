import type { RawRunner } from '../../db/connection.ts';

/** A collection's home: its workspace, library and name (whatever the viewer's standing). */
export type CollectionHome = { id: string; workspace_id: string; library_id: string; name: string };

export async function findCollectionHome(
  run: RawRunner,
  collectionId: string,
): Promise<CollectionHome | undefined> {
  const { rows } = await run(
    'select id, workspace_id, library_id, name from collections where id = $1',
    [collectionId],
  );
  return rows[0] as CollectionHome | undefined;
}

/** Whether the collection lives in the library or was added to it. */
export async function isCollectionInLibrary(
  run: RawRunner,
  collectionId: string,
  libraryId: string,
): Promise<boolean> {
  const { rows } = await run(
    `select 1 from collections c
      where c.id = $1 and (c.library_id = $2 or exists (select 1 from library_collections lc
        where lc.collection_id = c.id and lc.library_id = $2))`,
    [collectionId, libraryId],
  );
  return rows.length > 0;
}

/** The library a project is locked to (spec 000 §5), or null. */
export async function findProjectSourceLibrary(
  run: RawRunner,
  projectId: string,
): Promise<string | null> {
  const { rows } = await run('select source_library_id from projects where id = $1', [projectId]);
  return (rows[0] as { source_library_id: string | null } | undefined)?.source_library_id ?? null;
}

/** The collections of a library (its own and those added to it), by name. */
export async function selectLibraryCollectionIds(
  run: RawRunner,
  libraryId: string,
): Promise<string[]> {
  const { rows } = await run(
    `select c.id from collections c
      where c.library_id = $1 or c.id in (select collection_id from library_collections
        where library_id = $1)
      order by c.name, c.id`,
    [libraryId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The collections of a workspace, by name (the viewer's reading is checked by the caller). */
export async function selectWorkspaceCollectionIds(
  run: RawRunner,
  workspaceId: string,
): Promise<string[]> {
  const { rows } = await run(
    'select id from collections where workspace_id = $1 order by name, id limit 500',
    [workspaceId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The collections of other workspaces followed into a workspace, by name. */
export async function selectFollowedCollectionIds(
  run: RawRunner,
  workspaceId: string,
): Promise<string[]> {
  const { rows } = await run(
    `select c.id from collection_follows f join collections c on c.id = f.collection_id
      where f.workspace_id = $1 and c.workspace_id <> $1
      order by c.name, c.id limit 500`,
    [workspaceId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** A collection's products (rows of its live schedule) by id, deleted ones marked. */
export type ProductRow = { id: string; cells: Record<string, unknown>; removed: boolean };

export async function selectProducts(
  run: RawRunner,
  collectionId: string,
  productIds: readonly string[],
): Promise<ProductRow[]> {
  const { rows } = await run(
    `select p.id, p.cells, p.deleted_at is not null as removed
       from schedules s join schedule_rows p on p.schedule_id = s.id
      where s.collection_id = $1 and s.kind = 'live' and p.id = any($2::text[])`,
    [collectionId, [...productIds]],
  );
  return rows as ProductRow[];
}

/** Keeps the products as the person's most recent, newest first, at most `kept` of them. */
export async function rememberRecentProducts(
  run: RawRunner,
  entry: { workspaceId: string; userId: string; collectionId: string; productIds: string[] },
  kept: number,
) {
  if (entry.productIds.length === 0) return;
  await run(
    `insert into recent_products (workspace_id, user_id, collection_id, product_id, used_at)
     select $1, $2, $3, p.id, clock_timestamp() + (p.n * interval '1 microsecond')
       from unnest($4::text[]) with ordinality as p(id, n)
     on conflict (workspace_id, user_id, collection_id, product_id)
       do update set used_at = excluded.used_at`,
    [entry.workspaceId, entry.userId, entry.collectionId, entry.productIds],
  );
  await run(
    `delete from recent_products r
      where r.workspace_id = $1 and r.user_id = $2
        and (r.collection_id, r.product_id) not in (
          select k.collection_id, k.product_id from recent_products k
           where k.workspace_id = $1 and k.user_id = $2
           order by k.used_at desc limit $3)`,
    [entry.workspaceId, entry.userId, kept],
  );
}

export type RecentProductRow = {
  product_id: string;
  collection_id: string;
  library_id: string | null;
  collection_name: string;
  cells: Record<string, unknown> | null;
  used_at: string;
};

export async function selectRecentProducts(
  run: RawRunner,
  args: { workspaceId: string; userId: string; limit: number },
): Promise<RecentProductRow[]> {
  const { rows } = await run(
    `select r.product_id, r.collection_id, c.library_id, c.name as collection_name, p.cells,
            to_char(r.used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as used_at
       from recent_products r
       join collections c on c.id = r.collection_id
       left join schedules s on s.collection_id = r.collection_id and s.kind = 'live'
       left join schedule_rows p on p.schedule_id = s.id and p.id = r.product_id
      where r.workspace_id = $1 and r.user_id = $2
      order by r.used_at desc limit $3`,
    [args.workspaceId, args.userId, args.limit],
  );
  return rows as RecentProductRow[];
}

/** The live schedules whose rows reference a product, with the owner and how many rows. */
export type FollowerRow = {
  project_id: string | null;
  owner_workspace_id: string;
  collection_id: string | null;
  name: string;
  rows_count: number;
};

export async function selectProductFollowers(
  run: RawRunner,
  collectionId: string,
  productId: string,
): Promise<FollowerRow[]> {
  const { rows } = await run(
    `select s.project_id, coalesce(pr.workspace_id, c.workspace_id) as owner_workspace_id,
            s.collection_id,
            coalesce(pr.project_name, c.name, '') as name, count(*)::int as rows_count
       from schedule_rows r
       join schedules s on s.id = r.schedule_id and s.kind = 'live'
       left join projects pr on pr.id = s.project_id
       left join collections c on c.id = s.collection_id
      where r.ref_collection_id = $1 and r.ref_product_id = $2 and r.deleted_at is null
      group by s.project_id, pr.workspace_id, c.workspace_id, s.collection_id, pr.project_name, c.name
      order by 4`,
    [collectionId, productId],
  );
  return rows as FollowerRow[];
}
