import type { PreparedRunner, RawRunner } from '../../db/connection.ts';
import type { StoredImage } from '../../db/schema.ts';
import type { CatalogueShareRole } from './collection-access.repository.ts';
import {
  activeSuggestionSql,
  collectionSharesSql,
  followerSql,
} from './collection-access.repository.ts';

/** A collection as a viewer sees it: its row with their standing (`$2` the viewer). */
export type CollectionView = {
  id: string;
  workspace_id: string;
  library_id: string;
  name: string;
  description: string | null;
  keywords: string[];
  logo: StoredImage | null;
  location: string | null;
  publish: 'private' | 'publish' | 'unlistedPublish';
  sharing_type: string;
  locked_to_workspace: boolean;
  is_verified: boolean;
  products_count: number;
  creator_id: string | null;
  created_at: Date;
  last_modified: Date;
  author: string | null;
  role: string | null;
  membership: 'creator' | 'member' | 'guest' | null;
  is_creator: boolean;
  share_role: CatalogueShareRole | null;
  accessed_at: Date | null;
  /** Whether it lives in the workspace listed (`$1`); `role` and `membership` are of `$1`. */
  home: boolean;
  /** Whether the viewer reads it as a follower (a follow of `$1`, or a suggestion). */
  follower: boolean;
  /** Whether workspace `$1` follows it. */
  followed: boolean;
  /** Whether an active suggestion names the viewer. */
  suggested: boolean;
  /** Whether they read it only by a link restricted to some fields (which does not let them follow). */
  restricted_link: boolean;
};

const shareRank = `case s.role when 'creator' then 3 when 'editor' then 2 else 1 end`;

/** Whether workspace `$1` follows collection `c`. */
export const followedSql = `exists (select 1 from collection_follows cf
    where cf.collection_id = c.id and cf.workspace_id = $1::text)`;

/** Whether an active suggestion of collection `c` names viewer `$2`. */
export const suggestedSql = `exists (${activeSuggestionSql('$2')})`;

/**
 * The select of collections seen from workspace `$1` (its own, and those it follows or suggested
 * to the viewer) as viewer `$2` reads them, from `c` joined with their membership `m` of `$1`
 * and their last access `ca`. `where` holds the caller's conditions; `byLink` says when the
 * viewer reads a collection by its link's token (as a follower).
 */
export function collectionViewsSql(where: string, tail = '', byLink = 'false'): string {
  return `select c.id, c.workspace_id, c.library_id, c.name, c.description, c.keywords, c.logo,
      c.location, c.publish, c.sharing_type, c.locked_to_workspace, c.is_verified, c.products_count, c.creator_id,
      c.created_at, c.last_modified,
      coalesce(nullif(u.name, ''), u.email) as author, m.role, m.membership,
      coalesce(c.creator_id = $2::text, false) as is_creator,
      (select s.role from (${collectionSharesSql('$2')}) s order by ${shareRank} desc limit 1)
        as share_role,
      ca.accessed_at, (c.workspace_id = $1) as home,
      (${followerSql('$1', '$2', 'm.membership')} or ${byLink}) as follower,
      ${followedSql} as followed, ${suggestedSql} as suggested,
      (${byLink} and c.shared_link_mode = 'restricted' and not ${readableSql}) as restricted_link
     from collections c
     left join workspace_memberships m on m.workspace_id = $1 and m.user_id = $2::text
     left join users u on u.id = c.creator_id
     left join collection_accesses ca on ca.collection_id = c.id and ca.user_id = $2::text
    where (${scopeSql} or ${byLink}) and (${readableSql} or ${byLink}) and (${where}) ${tail}`;
}

/** The collections seen from `$1` at all, narrowed by index: its own, followed and suggested. */
const scopeSql = `(c.workspace_id = $1
  or c.id in (select sf.collection_id from collection_follows sf where sf.workspace_id = $1::text)
  or c.id in (select ss.collection_id from collection_suggestions ss
               where ss.status = 'active' and (ss.user_id = $2::text
                 or lower(ss.email) = (select lower(se.email) from users se where se.id = $2::text))))`;

/**
 * Who can open a collection from workspace `$1`, in SQL (as effectiveCollectionRole): for one of
 * its own, a member (not a guest), its creator, or anyone holding a share of it or of a library
 * holding it; for one of another workspace, a follower (followerSql).
 */
export const readableSql = `((c.workspace_id = $1 and (coalesce(m.membership <> 'guest', false)
    or coalesce(c.creator_id = $2::text, false) or exists (${collectionSharesSql('$2')})))
  or ${followerSql('$1', '$2', 'm.membership')})`;

/** Reading by the link's token `$4`: while the collection is not private, from its home or a workspace of the viewer. */
const byLinkSql = `coalesce(c.sharing_type <> 'private' and $4::text is not null
  and c.shared_link_token = $4::text and (c.workspace_id = $1 or m.membership is not null), false)`;

/** The collections among `ids` seen from the workspace that the viewer can open (or by a link's token). */
export async function findCollectionViews(
  run: RawRunner,
  args: {
    workspaceId: string;
    userId: string;
    ids: readonly string[];
    accessToken?: string | null;
  },
): Promise<CollectionView[]> {
  if (args.ids.length === 0) return [];
  const { rows } = await run(collectionViewsSql('c.id = any($3::text[])', '', byLinkSql), [
    args.workspaceId,
    args.userId,
    [...args.ids],
    args.accessToken ?? null,
  ]);
  const byId = new Map((rows as CollectionView[]).map((row) => [row.id, row]));
  return args.ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the engine needs of a collection to judge a viewer's role there. */
export type CollectionStanding = Pick<
  CollectionView,
  | 'id'
  | 'workspace_id'
  | 'role'
  | 'membership'
  | 'is_creator'
  | 'share_role'
  | 'home'
  | 'follower'
  | 'sharing_type'
  | 'locked_to_workspace'
>;

/** The collections of other workspaces seen from `$1` by viewer `$2`: followed or suggested. */
const beyondHomeSql = `c.workspace_id <> $1 and c.id in (
  select sf.collection_id from collection_follows sf where sf.workspace_id = $1::text
  union
  select ss.collection_id from collection_suggestions ss
   where ss.status = 'active' and (ss.user_id = $2::text
     or lower(ss.email) = (select lower(se.email) from users se where se.id = $2::text)))`;

/**
 * The collections the viewer can open from the workspace (its own, shared, followed, suggested)
 * with their standing, for search to scope to; not those read only by a link. With `beyondHome`,
 * only those of other workspaces (when the workspace's own are read as a whole).
 */
export async function findReadableCollectionStandings(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string; beyondHome: boolean },
): Promise<CollectionStanding[]> {
  const { rows } = await run(
    args.beyondHome ? 'search-scope-beyond-home' : 'search-scope-all',
    `select c.id, c.workspace_id, c.sharing_type, c.locked_to_workspace, m.role, m.membership,
        coalesce(c.creator_id = $2::text, false) as is_creator,
        (select s.role from (${collectionSharesSql('$2')}) s order by ${shareRank} desc limit 1)
          as share_role,
        (c.workspace_id = $1) as home, ${followerSql('$1', '$2', 'm.membership')} as follower
       from collections c
       left join workspace_memberships m on m.workspace_id = $1 and m.user_id = $2::text
      where ${args.beyondHome ? beyondHomeSql : scopeSql} and ${readableSql}`,
    [args.workspaceId, args.userId],
  );
  return rows as CollectionStanding[];
}

export type CollectionMemberRow = {
  collection_id: string;
  user_id: string;
  role: CatalogueShareRole;
  email: string;
  name: string | null;
  picture: StoredImage | null;
  is_pending: boolean;
  workspace_role: string | null;
  created_at: Date;
};

/** The people given a role on each of the collections, by name. */
export async function findCollectionMembers(
  run: RawRunner,
  collectionIds: readonly string[],
): Promise<CollectionMemberRow[]> {
  if (collectionIds.length === 0) return [];
  const { rows } = await run(
    `select cp.collection_id, cp.user_id, cp.role, cp.created_at, u.email, u.name, u.picture,
        (u.must_change_password or m.status = 'pending' or m.user_id is null) as is_pending,
        case when m.membership = 'guest' then 'guest' else m.role end as workspace_role
       from collection_permissions cp
       join collections c on c.id = cp.collection_id
       join users u on u.id = cp.user_id
       left join workspace_memberships m on m.workspace_id = c.workspace_id and m.user_id = cp.user_id
      where cp.collection_id = any($1::text[])
      order by lower(coalesce(nullif(u.name, ''), u.email)), u.id`,
    [[...collectionIds]],
  );
  return rows as CollectionMemberRow[];
}

export type CollectionPhotoRow = {
  id: string;
  collection_id: string;
  file_key: string;
  filename: string;
  content_type: string;
  size: number;
  created_by: string | null;
  created_at: Date;
  thumbnails: Record<string, string> | null;
};

const photoColumns = `p.id, p.collection_id, p.file_key, p.filename, p.content_type, p.size,
  p.created_by, p.created_at, f.thumbnails`;

/** The first `perCollection` photos of each collection, oldest first. */
export async function findFirstPhotos(
  run: RawRunner,
  collectionIds: readonly string[],
  perCollection: number,
): Promise<CollectionPhotoRow[]> {
  if (collectionIds.length === 0) return [];
  const { rows } = await run(
    `select * from (
       select ${photoColumns},
         row_number() over (partition by p.collection_id order by p.created_at, p.id) as n
         from collection_photos p left join files f on f.key = p.file_key
        where p.collection_id = any($1::text[])) x
      where x.n <= $2 order by x.created_at, x.id`,
    [[...collectionIds], perCollection],
  );
  return rows as CollectionPhotoRow[];
}

/** The collection's photos, oldest first; with `photoId`, that one only. */
export async function findPhotos(
  run: RawRunner,
  collectionId: string,
  photoId?: string,
): Promise<CollectionPhotoRow[]> {
  const { rows } = await run(
    `select ${photoColumns} from collection_photos p left join files f on f.key = p.file_key
      where p.collection_id = $1 and ($2::text is null or p.id = $2::text)
      order by p.created_at, p.id`,
    [collectionId, photoId ?? null],
  );
  return rows as CollectionPhotoRow[];
}
