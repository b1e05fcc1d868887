import type { CollectionGroup } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import { collectionSharesSql } from './collection-access.repository.ts';
import {
  type CollectionView,
  collectionViewsSql,
  followedSql,
  suggestedSql,
} from './collection-views.repository.ts';

const notMine = `coalesce(c.creator_id <> $2::text, true)`;
const shared = `exists (${collectionSharesSql('$2')})`;
const home = 'c.workspace_id = $1';

/**
 * Which collections fall in each group for viewer `$2` in workspace `$1` (see collectionGroupOf):
 * its own by standing; those of other workspaces it follows; those suggested to the viewer
 * (readable only while not private, so a private one drops out of the group).
 */
const groupConditions: Partial<Record<CollectionGroup, string>> = {
  private: `${home} and c.creator_id = $2::text and c.publish = 'private'`,
  shared: `${home} and ${notMine} and c.publish = 'private' and ${shared}`,
  workspace: `${home} and ${notMine} and c.publish = 'private' and not ${shared} and m.membership <> 'guest'`,
  followed: `c.workspace_id <> $1 and ${followedSql}`,
  suggestion: `c.workspace_id <> $1 and not ${followedSql} and c.sharing_type <> 'private' and ${suggestedSql}`,
};

export type CollectionSortKey = 'createdDate' | 'lastAccessed' | 'name';

const orderColumns: Record<CollectionSortKey, string> = {
  createdDate: 'c.created_at',
  lastAccessed: `coalesce(ca.accessed_at, 'epoch'::timestamptz)`,
  name: 'lower(c.name)',
};

/**
 * A page of one group of the viewer's collections in a workspace, optionally narrowed to a
 * library (home or added to it), in the order asked; one more than `limit` when there are more.
 * Paged by offset: the lastAccessed order moves as people open collections.
 */
export async function findGroupPage(
  run: RawRunner,
  args: {
    workspaceId: string;
    userId: string;
    group: CollectionGroup;
    libraryId: string | null;
    sort: CollectionSortKey;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<CollectionView[]> {
  const condition = groupConditions[args.group];
  if (!condition) return [];
  const direction = args.descending ? 'desc' : 'asc';
  const { rows } = await run(
    collectionViewsSql(
      `${condition} and ($3::text is null or c.library_id = $3::text or exists
        (select 1 from library_collections lc where lc.collection_id = c.id and lc.library_id = $3::text))`,
      `order by ${orderColumns[args.sort]} ${direction}, c.id ${direction} limit $4 offset $5`,
    ),
    [args.workspaceId, args.userId, args.libraryId, args.limit, args.offset],
  );
  return rows as CollectionView[];
}

/** How many collections a group holds for the viewer. */
export async function countGroup(
  run: RawRunner,
  args: { workspaceId: string; userId: string; group: CollectionGroup; libraryId: string | null },
): Promise<number> {
  const condition = groupConditions[args.group];
  if (!condition) return 0;
  const { rows } = await run(
    `select count(*)::int as count from (${collectionViewsSql(
      `${condition} and ($3::text is null or c.library_id = $3::text or exists
        (select 1 from library_collections lc where lc.collection_id = c.id and lc.library_id = $3::text))`,
    )}) x`,
    [args.workspaceId, args.userId, args.libraryId],
  );
  return (rows[0] as { count: number }).count;
}

/** The viewer's most recently opened collections they can still open, newest first. */
export async function findRecent(
  run: RawRunner,
  args: {
    workspaceId: string;
    userId: string;
    libraryId: string | null;
    limit: number;
    offset: number;
  },
): Promise<CollectionView[]> {
  const { rows } = await run(
    collectionViewsSql(
      `ca.accessed_at is not null and ($3::text is null or c.library_id = $3::text or exists
        (select 1 from library_collections lc where lc.collection_id = c.id and lc.library_id = $3::text))`,
      'order by ca.accessed_at desc, c.id limit $4 offset $5',
    ),
    [args.workspaceId, args.userId, args.libraryId, args.limit, args.offset],
  );
  return rows as CollectionView[];
}

/**
 * A page of the collections workspace `$1` follows that viewer `$2` reads, by name or by when the
 * workspace's members last opened them (newest first); one more than `limit` when there are more.
 */
export async function findFollowedPage(
  run: RawRunner,
  args: {
    workspaceId: string;
    userId: string;
    order: 'name' | 'lastAccessed';
    limit: number;
    offset: number;
  },
): Promise<CollectionView[]> {
  const order =
    args.order === 'name'
      ? 'order by lower(c.name), c.id'
      : `order by (select cf.last_accessed_at from collection_follows cf
          where cf.collection_id = c.id and cf.workspace_id = $1::text) desc, c.id`;
  const { rows } = await run(
    collectionViewsSql(groupConditions.followed!, `${order} limit $3 offset $4`),
    [args.workspaceId, args.userId, args.limit, args.offset],
  );
  return rows as CollectionView[];
}
