import { randomUUID } from 'node:crypto';
import type { FeatureFlags, ProjectPermissionType, WorkspaceMembership } from '@specboard/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PreparedRunner } from '../../db/connection.ts';
import type { Database, LibraryKind, StoredImage } from '../../db/schema.ts';
import { type SubjectRow, subjectColumnsSql } from '../workspaces/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The name a workspace's default library is made with. */
export const defaultLibraryName = 'Default library';

/**
 * The workspace's default library, made on first use: two callers at once both end with the one
 * the unique index (libraries_one_default) keeps.
 */
export async function ensureDefaultLibrary(db: Db, workspaceId: string): Promise<string> {
  const find = () =>
    db
      .selectFrom('libraries')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('kind', '=', 'default')
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await sql`insert into libraries (id, workspace_id, name, kind, last_modified)
    values (${randomUUID()}, ${workspaceId}, ${defaultLibraryName}, 'default', now())
    on conflict (workspace_id) where kind = 'default' do nothing`.execute(db);
  return (await find())!.id;
}

/** A person's standing in a workspace: its facts, their membership, whether they hold shares. */
export type CatalogueStandingRow = SubjectRow & {
  subject_flags: FeatureFlags;
  membership: WorkspaceMembership | null;
  holds_library_shares: boolean;
};

/** A person's standing in workspace `workspaceId`; undefined when there is no such workspace. */
export async function findCatalogueStanding(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string },
): Promise<CatalogueStandingRow | undefined> {
  const { rows } = await run(
    'library-workspace-standing',
    `select ${subjectColumnsSql}, m.membership,
        exists (select 1 from library_permissions lp join libraries l on l.id = lp.library_id
                 where l.workspace_id = w.id and lp.user_id = $2::text) as holds_library_shares
       from workspaces w
       left join workspace_memberships m on m.workspace_id = w.id and m.user_id = $2::text
      where w.id = $1`,
    [args.workspaceId, args.userId],
  );
  return rows[0] as CatalogueStandingRow | undefined;
}

/** A library as viewer `$2` sees it, with their standing towards it. */
export type LibraryView = {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  keywords: string[];
  logo: StoredImage | null;
  kind: LibraryKind;
  creator_id: string | null;
  created_at: Date;
  last_modified: Date;
  collection_count: number;
  role: string | null;
  membership: WorkspaceMembership | null;
  is_creator: boolean;
  share_role: ProjectPermissionType | null;
  /** The sort key as text, for the page cursor (timestamps at full precision). */
  sort_key: string;
};

export type LibrarySortKey = 'createdDate' | 'lastModified' | 'name';

const sortColumns: Record<LibrarySortKey, { key: string; cast: string }> = {
  name: { key: 'lower(l.name)', cast: 'text' },
  createdDate: { key: 'l.created_at', cast: 'timestamptz' },
  lastModified: { key: 'l.last_modified', cast: 'timestamptz' },
};

/**
 * Who can open a library, in SQL (as effectiveProjectRole on its share): a member (not a guest),
 * its creator, or anyone holding a share of it.
 */
const readableSql = `(m.membership <> 'guest' or coalesce(l.creator_id = $2::text, false)
  or lp.role is not null)`;

/** The select of libraries of workspace `$1` as viewer `$2` reads them, by `sort`. */
function libraryViewsSql(sort: LibrarySortKey, where: string, tail = '', readable = true): string {
  return `select l.id, l.workspace_id, l.name, l.description, l.keywords, l.logo, l.kind,
      l.creator_id, l.created_at, l.last_modified,
      ((select count(*) from collections c where c.library_id = l.id)
       + (select count(*) from library_collections lc where lc.library_id = l.id))::int
        as collection_count,
      m.role, m.membership, coalesce(l.creator_id = $2::text, false) as is_creator,
      lp.role as share_role, ${sortColumns[sort].key}::text as sort_key
     from libraries l
     left join workspace_memberships m on m.workspace_id = l.workspace_id and m.user_id = $2::text
     left join library_permissions lp on lp.library_id = l.id and lp.user_id = $2::text
    where l.workspace_id = $1 and ${readable ? readableSql : 'true'} and (${where}) ${tail}`;
}

/** One library of the workspace as the viewer sees it, whether or not they may open it. */
export async function findLibraryView(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string; libraryId: string },
): Promise<LibraryView | undefined> {
  const { rows } = await run('library-view', libraryViewsSql('name', 'l.id = $3', '', false), [
    args.workspaceId,
    args.userId,
    args.libraryId,
  ]);
  return rows[0] as LibraryView | undefined;
}

/**
 * A page of the libraries the viewer opens: the default library first (on the first page), then
 * the custom ones by the sort, the id breaking ties. `after` is the last row's [sort key, id].
 */
export async function findLibraryPage(
  run: PreparedRunner,
  args: {
    workspaceId: string;
    userId: string;
    sort: LibrarySortKey;
    descending: boolean;
    limit: number;
    after?: [string, string];
    /** Only libraries they created or hold a share of. */
    mine?: boolean;
  },
): Promise<LibraryView[]> {
  const { key, cast } = sortColumns[args.sort];
  const direction = args.descending ? 'desc' : 'asc';
  const compare = args.descending ? '<' : '>';
  const conditions = [
    args.mine ? '(coalesce(l.creator_id = $2::text, false) or lp.role is not null)' : 'true',
    args.after ? `l.kind = 'custom' and (${key}, l.id) ${compare} ($4::${cast}, $5::text)` : 'true',
  ];
  const tail = `order by (l.kind = 'default') desc, ${key} ${direction}, l.id ${direction}
    limit $3`;
  const { rows } = await run(
    `library-page-${args.sort}-${direction}-${args.mine ? 'mine' : 'all'}-${args.after ? 'next' : 'first'}`,
    libraryViewsSql(args.sort, conditions.join(' and '), tail),
    [args.workspaceId, args.userId, args.limit, ...(args.after ?? [])],
  );
  return rows as LibraryView[];
}

/** How many libraries of the workspace the viewer opens (or holds, with `mine`). */
export async function countLibraries(
  run: PreparedRunner,
  args: { workspaceId: string; userId: string; mine?: boolean },
): Promise<number> {
  const where = args.mine
    ? '(coalesce(l.creator_id = $2::text, false) or lp.role is not null)'
    : 'true';
  const { rows } = await run(
    `library-count-${args.mine ? 'mine' : 'all'}`,
    `select count(*)::int as count from (${libraryViewsSql('name', where)}) s`,
    [args.workspaceId, args.userId],
  );
  return (rows[0] as { count: number }).count;
}

/** The libraries of the workspace holding the collection: its home and those it was added to. */
export async function findLibraryIdsWithCollection(
  db: Db,
  collectionId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('collections')
    .select('library_id')
    .where('id', '=', collectionId)
    .union(
      db
        .selectFrom('library_collections')
        .select('library_id')
        .where('collection_id', '=', collectionId),
    )
    .execute();
  return rows.map((row) => row.library_id);
}

export async function insertLibrary(
  db: Db,
  values: {
    workspaceId: string;
    name: string;
    description: string | null;
    keywords: string[];
    logo: StoredImage | null;
    creatorId: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('libraries')
    .values({
      id,
      workspace_id: values.workspaceId,
      name: values.name,
      description: values.description,
      keywords: JSON.stringify(values.keywords),
      logo: values.logo,
      kind: 'custom',
      creator_id: values.creatorId,
      last_modified: new Date(),
    })
    .execute();
  return id;
}

export async function updateLibraryRow(
  db: Db,
  libraryId: string,
  changes: {
    name?: string;
    description?: string | null;
    keywords?: string[];
    logo?: StoredImage | null;
  },
) {
  await db
    .updateTable('libraries')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.keywords !== undefined && { keywords: JSON.stringify(changes.keywords) }),
      ...(changes.logo !== undefined && { logo: changes.logo }),
      last_modified: sql`now()`,
    })
    .where('id', '=', libraryId)
    .execute();
}

/** Marks the library changed (a collection added or removed). */
export async function touchLibrary(db: Db, libraryId: string) {
  await db
    .updateTable('libraries')
    .set({ last_modified: sql`now()` })
    .where('id', '=', libraryId)
    .execute();
}

/**
 * Deletes a custom library: its own collections move home to the default library (answered, to
 * be announced); links of collections added to it go with it.
 */
export async function deleteLibraryRow(
  db: Db,
  args: { libraryId: string; defaultLibraryId: string },
): Promise<string[]> {
  const moved = await db
    .updateTable('collections')
    .set({ library_id: args.defaultLibraryId, last_modified: sql`now()` })
    .where('library_id', '=', args.libraryId)
    .returning('id')
    .execute();
  // A moved collection needs no link to the default library it now lives in.
  await db
    .deleteFrom('library_collections')
    .where('library_id', '=', args.defaultLibraryId)
    .execute();
  // A project limited to this library's references is no longer limited.
  await db
    .updateTable('projects')
    .set({ source_library_id: null })
    .where('source_library_id', '=', args.libraryId)
    .execute();
  await db.deleteFrom('libraries').where('id', '=', args.libraryId).execute();
  return moved.map((row) => row.id);
}
