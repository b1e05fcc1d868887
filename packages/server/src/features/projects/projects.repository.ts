import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, ProjectRow, StoredAddress } from '../../db/schema.ts';
import { opensProjectCondition } from '../workspaces/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user project preference key that stars a project for its user. */
export const starredPreferenceKey = 'starred';

export type ProjectOrder = 'createdDate' | 'lastAccessed' | 'projectName' | 'number';

/**
 * Projects with the viewer's own marks (last access, star) and their standing towards each: their
 * membership `m` of the workspace and their share `pp` of the project (see opensProjectCondition). No
 * viewer (a shared-link reader): none of these.
 */
function selectProjects(db: Db, userId: string | null) {
  const viewerIs = (column: string) => sql<boolean>`${sql.ref(column)} = ${userId}`;
  // The viewer's star is their user project preference 'starred' = 'true'.
  return db
    .selectFrom('projects as p')
    .innerJoin('users as c', 'c.id', 'p.creator_id')
    .leftJoin('project_accesses as a', (join) =>
      join.onRef('a.project_id', '=', 'p.id').on(viewerIs('a.user_id')),
    )
    .leftJoin('project_preferences as s', (join) =>
      join
        .onRef('s.project_id', '=', 'p.id')
        .on(viewerIs('s.user_id'))
        .on('s.key', '=', starredPreferenceKey),
    )
    .leftJoin('workspace_memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 'p.workspace_id').on(viewerIs('m.user_id')),
    )
    .leftJoin('project_permissions as pp', (join) =>
      join.onRef('pp.project_id', '=', 'p.id').on(viewerIs('pp.user_id')),
    )
    .select([
      'm.role as workspace_role',
      'm.membership',
      'pp.role as project_role',
      'p.id',
      'p.workspace_id',
      'p.project_name',
      'p.number',
      'p.phase',
      'p.status',
      'p.address',
      'p.location',
      sql<string>`p.base_budget::text`.as('base_budget'),
      sql<string>`p.area::text`.as('area'),
      'p.area_unit',
      sql<string>`p.power_density::text`.as('power_density'),
      'p.source_library_id',
      'p.project_color',
      'p.project_icon',
      'p.is_shared',
      'p.rows_count',
      'p.tags',
      'p.creator_id',
      'p.created_at',
      'p.last_modified',
      'c.name as creator_name',
      'c.email as creator_email',
      'a.accessed_at',
      sql<boolean>`coalesce(s.value = 'true', false)`.as('starred'),
    ]);
}

export type ProjectView = Awaited<ReturnType<typeof findProject>> & {};

export function findProject(db: Db, workspaceId: string, projectId: string, userId: string | null) {
  return selectProjects(db, userId)
    .where('p.workspace_id', '=', workspaceId)
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

export function countActiveProjects(db: Db, workspaceId: string) {
  return db
    .selectFrom('projects')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow()
    .then((row) => row.count);
}

// The sort key of each order as text, so that a cursor holds exactly what the database compared.
const orderKeys: Record<ProjectOrder, string> = {
  createdDate: `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
  lastAccessed: `coalesce(to_char(a.accessed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '')`,
  projectName: 'lower(p.project_name)',
  number: "lower(coalesce(p.number, ''))",
};

/**
 * A page of the workspace's projects the viewer can open (a guest only those shared with them),
 * in one of the spec's orders, continuing after a cursor.
 */
export function findProjectsPage(
  db: Db,
  options: {
    workspaceId: string;
    userId: string;
    status: 'active' | 'archived';
    order: ProjectOrder;
    ascending: boolean;
    tag?: string | null;
    /** Any of these tags. */
    tags?: readonly string[] | null;
    /** Only the projects the user starred. */
    starred?: boolean | null;
    search?: string | null;
    limit: number;
    after?: [string, string];
  },
) {
  const key = sql.raw(orderKeys[options.order]);
  const direction = options.ascending ? sql.raw('asc') : sql.raw('desc');
  let query = selectProjects(db, options.userId)
    .select(sql<string>`${key}`.as('sort_key'))
    .where('p.workspace_id', '=', options.workspaceId)
    .where('p.status', '=', options.status)
    .where(opensProjectCondition())
    .orderBy(sql`${key} ${direction}`)
    .orderBy(sql`p.id ${direction}`)
    .limit(options.limit);
  if (options.tag) query = query.where(sql<boolean>`p.tags ? ${options.tag}`);
  if (options.tags && options.tags.length > 0) {
    query = query.where(sql<boolean>`p.tags ?| array[${sql.join(options.tags)}]::text[]`);
  }
  if (options.starred) query = query.where(sql<boolean>`s.value = 'true'`);
  if (options.search?.trim()) {
    query = query.where(
      sql<boolean>`strpos(lower(p.project_name), lower(${options.search.trim()})) > 0`,
    );
  }
  if (options.after) {
    const [value, id] = options.after;
    query = options.ascending
      ? query.where(sql<boolean>`(${key}, p.id) > (${value}, ${id})`)
      : query.where(sql<boolean>`(${key}, p.id) < (${value}, ${id})`);
  }
  return query.execute();
}

export async function insertProject(
  db: Db,
  values: {
    workspaceId: string;
    creatorId: string;
    projectName: string;
    number: string | null;
    phase: string | null;
    address: StoredAddress | null;
    location: string | null;
    baseBudget: number;
    area: number;
    areaUnit: 'feet' | 'meter';
    powerDensity: number;
    sourceLibraryId: string | null;
  },
) {
  const id = randomUUID();
  await db
    .insertInto('projects')
    .values({
      id,
      workspace_id: values.workspaceId,
      creator_id: values.creatorId,
      project_name: values.projectName,
      number: values.number,
      phase: values.phase,
      address: values.address ? JSON.stringify(values.address) : null,
      location: values.location,
      base_budget: values.baseBudget,
      area: values.area,
      area_unit: values.areaUnit,
      power_density: values.powerDensity,
      source_library_id: values.sourceLibraryId,
      status: 'active',
      tags: JSON.stringify([]),
      last_modified: new Date(),
    })
    .execute();
  // Whoever creates a project (or a copy) holds its creator permission.
  await db
    .insertInto('project_permissions')
    .values({
      project_id: id,
      user_id: values.creatorId,
      role: 'creator',
      invited_by: null,
      updated_at: new Date(),
    })
    .execute();
  return id;
}

export async function updateProjectRow(db: Db, id: string, values: Updateable<ProjectRow>) {
  await db
    .updateTable('projects')
    .set({ ...values, last_modified: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteProjectRow(db: Db, id: string) {
  await db.deleteFrom('projects').where('id', '=', id).execute();
}

export async function recordAccess(db: Db, projectId: string, userId: string) {
  await db
    .insertInto('project_accesses')
    .values({ project_id: projectId, user_id: userId, accessed_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'user_id']).doUpdateSet({ accessed_at: new Date() }),
    )
    .execute();
}
