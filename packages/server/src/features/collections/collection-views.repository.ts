import type { RawRunner } from '../../db/connection.ts';
import type { StoredImage } from '../../db/schema.ts';
import type { CatalogueShareRole } from './collection-access.repository.ts';
import { collectionSharesSql } from './collection-access.repository.ts';

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
};

const shareRank = `case s.role when 'creator' then 3 when 'editor' then 2 else 1 end`;

/**
 * The select of collections of workspace `$1` as viewer `$2` reads them, from `c` joined with
 * their membership `m` and their last access `ca`. `where` holds the caller's conditions.
 */
export function collectionViewsSql(where: string, tail = ''): string {
  return `select c.id, c.workspace_id, c.library_id, c.name, c.description, c.keywords, c.logo,
      c.location, c.publish, c.sharing_type, c.is_verified, c.products_count, c.creator_id,
      c.created_at, c.last_modified,
      coalesce(nullif(u.name, ''), u.email) as author, m.role, m.membership,
      coalesce(c.creator_id = $2::text, false) as is_creator,
      (select s.role from (${collectionSharesSql('$2')}) s order by ${shareRank} desc limit 1)
        as share_role,
      ca.accessed_at
     from collections c
     left join workspace_memberships m on m.workspace_id = c.workspace_id and m.user_id = $2::text
     left join users u on u.id = c.creator_id
     left join collection_accesses ca on ca.collection_id = c.id and ca.user_id = $2::text
    where c.workspace_id = $1 and ${readableSql} and (${where}) ${tail}`;
}

/**
 * Who can open a collection, in SQL (as effectiveCollectionRole): a member (not a guest), its
 * creator, or anyone holding a share of it or of a library holding it.
 */
export const readableSql = `(m.membership <> 'guest' or coalesce(c.creator_id = $2::text, false)
  or exists (${collectionSharesSql('$2')}))`;

/** The collections among `ids` of the workspace that the viewer can open. */
export async function findCollectionViews(
  run: RawRunner,
  args: { workspaceId: string; userId: string; ids: readonly string[] },
): Promise<CollectionView[]> {
  if (args.ids.length === 0) return [];
  const { rows } = await run(collectionViewsSql('c.id = any($3::text[])'), [
    args.workspaceId,
    args.userId,
    [...args.ids],
  ]);
  const byId = new Map((rows as CollectionView[]).map((row) => [row.id, row]));
  return args.ids.flatMap((id) => byId.get(id) ?? []);
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
