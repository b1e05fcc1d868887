import type { FeatureFlags, WorkspaceMembership } from '@specboard/domain';
import type { PreparedRunner } from '../../db/connection.ts';
import { type SubjectRow, subjectColumnsSql } from '../workspaces/index.ts';

/** A catalogue role held by a share (collection_permissions, library_permissions). */
export type CatalogueShareRole = 'viewer' | 'editor' | 'creator';

/** A person's standing towards a collection as read in one statement. */
export type CollectionStandingRow = SubjectRow & {
  subject_flags: FeatureFlags;
  membership: WorkspaceMembership | null;
  id: string;
  workspace_id: string;
  library_id: string;
  name: string;
  products_count: number;
  creator_id: string | null;
  publish: string;
  sharing_type: string;
  locked_to_workspace: boolean;
  shared_link_mode: string | null;
  /** Whether the collection lives in the workspace asked through. */
  home: boolean;
  /** Whether they read it as a follower (see followerSql), or by its link's token. */
  follower: boolean;
  is_creator: boolean;
  /** The highest of their collection share and their shares of libraries holding it. */
  share_role: CatalogueShareRole | null;
  /** Whether the collection's home library is a custom one (the free cap counts only the default). */
  in_custom_library: boolean;
  /** Private (unpublished) collections in the workspace's default library: the free cap's count. */
  private_collections: number;
};

/** The rank of a share's role in SQL, so the highest of several shares is taken. */
const shareRank = (column: string) =>
  `case ${column} when 'creator' then 3 when 'editor' then 2 else 1 end`;

/**
 * The shares a person (`user`) holds on a collection `c`: its own, and those of its home library
 * and of custom libraries holding it.
 */
export function collectionSharesSql(user: string): string {
  return `select cp.role from collection_permissions cp
           where cp.collection_id = c.id and cp.user_id = ${user}::text
          union all
          select lp.role from library_permissions lp
           where lp.user_id = ${user}::text
             and (lp.library_id = c.library_id or lp.library_id in
               (select lc.library_id from library_collections lc where lc.collection_id = c.id))`;
}

/**
 * Whether viewer `user`, looking from workspace `ws` where `membership` is theirs, reads
 * collection `c` as a follower: `ws` follows it and they are a member there (not a guest), or an
 * active suggestion names them (by account or address) and the collection is not private. Away
 * from its home they must belong to `ws`. Follows stay when a collection is made private.
 */
export function followerSql(ws: string, user: string, membership: string): string {
  return `coalesce((exists (select 1 from collection_follows cf
        where cf.collection_id = c.id and cf.workspace_id = ${ws}::text) and ${membership} <> 'guest')
    or (c.sharing_type <> 'private' and (c.workspace_id = ${ws}::text or ${membership} is not null)
        and exists (${activeSuggestionSql(user)})), false)`;
}

/** The active suggestions of collection `c` naming person `user`, by account or address. */
export function activeSuggestionSql(user: string): string {
  return `select 1 from collection_suggestions cs
     where cs.collection_id = c.id and cs.status = 'active'
       and (cs.user_id = ${user}::text
            or lower(cs.email) = (select lower(su.email) from users su where su.id = ${user}::text))`;
}

/** The count the free cap reads (collection:create, collection:copy), for a workspace `w`. */
export const privateCollectionsSql = `(select count(*) from collections pc
    join libraries dl on dl.id = pc.library_id and dl.kind = 'default'
   where pc.workspace_id = w.id and pc.publish = 'private')::int`;

/**
 * A person's standing towards collection `$2` seen from workspace `$1` (`$3` the person, may be
 * null; `$4` a link's token, may be null): the workspace's facts, their membership there, their
 * shares, whether they follow it, and the collection's own facts. The collection may live in
 * another workspace (followed, suggested, by link): `home` says whether it lives in `$1`.
 * Undefined when there is no such workspace or collection.
 */
export async function findCollectionStanding(
  run: PreparedRunner,
  args: {
    workspaceId: string;
    collectionId: string;
    userId: string | null;
    accessToken?: string | null;
  },
): Promise<CollectionStandingRow | undefined> {
  const { rows } = await run(
    'collection-standing',
    `select ${subjectColumnsSql}, m.membership,
        c.id, c.workspace_id, c.library_id, c.name, c.products_count, c.creator_id, c.publish,
        c.sharing_type, c.locked_to_workspace, c.shared_link_mode, (c.workspace_id = w.id) as home,
        (${followerSql('w.id', '$3', 'm.membership')}
          or (c.sharing_type <> 'private' and $4::text is not null and c.shared_link_token = $4::text
              and (c.workspace_id = w.id or m.membership is not null))) as follower,
        coalesce(c.creator_id = $3::text, false) as is_creator,
        (select s.role from (${collectionSharesSql('$3')}) s
          order by ${shareRank('s.role')} desc limit 1) as share_role,
        (l.kind = 'custom') as in_custom_library,
        ${privateCollectionsSql} as private_collections
       from workspaces w
       join collections c on c.id = $2
       join libraries l on l.id = c.library_id
       left join workspace_memberships m on m.workspace_id = w.id and m.user_id = $3::text
      where w.id = $1`,
    [args.workspaceId, args.collectionId, args.userId, args.accessToken ?? null],
  );
  return rows[0] as CollectionStandingRow | undefined;
}

/** The workspace's facts and the viewer's membership there, with the free cap's count. */
export type WorkspaceStandingRow = SubjectRow & {
  subject_flags: FeatureFlags;
  membership: WorkspaceMembership | null;
  private_collections: number;
  /** Whether they hold any share of a collection or library of the workspace. */
  holds_shares: boolean;
};

/**
 * A person's standing in workspace `workspaceId`; undefined when there is no such workspace.
 * `forCaps` false leaves out the free cap's count (it reads every collection of the workspace):
 * the count is then infinite, so a cap asked of it refuses rather than lets through.
 */
export async function findWorkspaceStanding(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string; forCaps?: boolean },
): Promise<WorkspaceStandingRow | undefined> {
  const forCaps = args.forCaps ?? true;
  const { rows } = await run(
    forCaps ? 'collection-workspace-standing' : 'collection-workspace-standing-without-caps',
    `select ${subjectColumnsSql}, m.membership,
        ${forCaps ? privateCollectionsSql : `'Infinity'::float8`} as private_collections,
        (exists (select 1 from collection_permissions cp join collections c on c.id = cp.collection_id
                  where c.workspace_id = w.id and cp.user_id = $2::text)
         or exists (select 1 from library_permissions lp join libraries l on l.id = lp.library_id
                  where l.workspace_id = w.id and lp.user_id = $2::text)) as holds_shares
       from workspaces w
       left join workspace_memberships m on m.workspace_id = w.id and m.user_id = $2::text
      where w.id = $1`,
    [args.workspaceId, args.userId],
  );
  return rows[0] as WorkspaceStandingRow | undefined;
}
