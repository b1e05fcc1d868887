import { type ProjectPermissionType, projectPermissionTypes } from '@specboard/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Database, StoredImage } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type StoredPermission = {
  user_id: string;
  role: ProjectPermissionType;
  invited_by: string | null;
  created_at: Date;
  email: string;
  name: string | null;
  picture: StoredImage | null;
  is_pending: boolean;
  workspace_role: string | null;
  membership: 'creator' | 'member' | 'guest' | null;
  hide_resolved: boolean;
  sort_key: string;
};

const nameKey = sql<string>`lower(coalesce(nullif(u.name, ''), u.email))`;

/**
 * Everyone given a role on the project: creators first, then by role, then by name. People the
 * project was shared with through an invitation they have not accepted are listed pending with
 * their address only (no name or picture), as an address without an account is, so the list never
 * tells which had an account.
 */
export async function listProjectPermissions(
  db: Db,
  workspaceId: string,
  projectId: string,
): Promise<StoredPermission[]> {
  const granted = db
    .selectFrom('project_permissions as pp')
    .innerJoin('users as u', 'u.id', 'pp.user_id')
    .leftJoin('workspace_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'pp.user_id').on('m.workspace_id', '=', workspaceId),
    )
    .select([
      'pp.user_id',
      'pp.role',
      'pp.invited_by',
      'pp.created_at',
      'u.email',
      'u.name',
      'u.picture',
      'u.must_change_password as is_pending',
      'm.role as workspace_role',
      'm.membership',
      // The person's own choice in this project's comments (the comments feature's table).
      sql<boolean>`coalesce((select cp.hide_resolved from comment_preferences cp
        where cp.user_id = pp.user_id and cp.resource_type = 'project'
          and cp.resource_id = pp.project_id), false)`.as('hide_resolved'),
      nameKey.as('sort_key'),
    ])
    .where('pp.project_id', '=', projectId);
  const invited = db
    .selectFrom('project_invitations as pi')
    .innerJoin('workspace_invitations as wi', (join) =>
      join.onRef('wi.workspace_id', '=', 'pi.workspace_id').onRef('wi.user_id', '=', 'pi.user_id'),
    )
    .innerJoin('users as u', 'u.id', 'pi.user_id')
    .select([
      'pi.user_id',
      'pi.role',
      'pi.invited_by',
      'pi.created_at',
      'u.email',
      sql<string | null>`null::text`.as('name'),
      sql<StoredImage | null>`null::jsonb`.as('picture'),
      sql<boolean>`true`.as('is_pending'),
      sql<string | null>`wi.role`.as('workspace_role'),
      sql<StoredPermission['membership']>`wi.membership`.as('membership'),
      sql<boolean>`false`.as('hide_resolved'),
      sql<string>`lower(u.email)`.as('sort_key'),
    ])
    .where('pi.project_id', '=', projectId)
    .where('pi.workspace_id', '=', workspaceId);
  const rows = await db
    .selectFrom(granted.unionAll(invited).as('s'))
    .selectAll('s')
    .orderBy(sql`array_position(${sql.val([...projectPermissionTypes])}::text[], s.role) desc`)
    .orderBy('s.sort_key')
    .orderBy('s.user_id')
    .execute();
  return rows as StoredPermission[];
}

/** A person a batch names, with their account, workspace membership and share of the project. */
export type Person = {
  id: string;
  email: string;
  name: string | null;
  is_pending: boolean;
  workspace_role: string | null;
  membership: 'creator' | 'member' | 'guest' | null;
  project_role: ProjectPermissionType | null;
  /** Their invitation into the workspace, when they have one and are not a member yet. */
  invitation_id: string | null;
  /** The project's role waiting in that invitation. */
  invited_role: ProjectPermissionType | null;
};

function selectPeople(db: Db, workspaceId: string, projectId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('workspace_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.workspace_id', '=', workspaceId),
    )
    .leftJoin('project_permissions as pp', (join) =>
      join.onRef('pp.user_id', '=', 'u.id').on('pp.project_id', '=', projectId),
    )
    .leftJoin('workspace_invitations as wi', (join) =>
      join.onRef('wi.user_id', '=', 'u.id').on('wi.workspace_id', '=', workspaceId),
    )
    .leftJoin('project_invitations as pi', (join) =>
      join.onRef('pi.user_id', '=', 'u.id').on('pi.project_id', '=', projectId),
    )
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.must_change_password as is_pending',
      'm.role as workspace_role',
      'm.membership',
      'pp.role as project_role',
      sql<string | null>`case when m.user_id is null then wi.id end`.as('invitation_id'),
      sql<ProjectPermissionType | null>`case when m.user_id is null then pi.role end`.as(
        'invited_role',
      ),
    ]);
}

export function findPeopleByIds(
  db: Db,
  where: { workspaceId: string; projectId: string; ids: readonly string[] },
): Promise<Person[]> {
  if (where.ids.length === 0) return Promise.resolve([]);
  return selectPeople(db, where.workspaceId, where.projectId)
    .where('u.id', 'in', [...where.ids])
    .execute();
}

export function findPeopleByEmails(
  db: Db,
  where: { workspaceId: string; projectId: string; emails: readonly string[] },
): Promise<Person[]> {
  if (where.emails.length === 0) return Promise.resolve([]);
  return selectPeople(db, where.workspaceId, where.projectId)
    .where(sql<boolean>`lower(u.email) = any(${sql.val([...where.emails])}::text[])`)
    .execute();
}

/** Holds the project's row so that changes to its people apply one batch at a time. */
export async function lockProject(db: Transaction<Database>, projectId: string) {
  await db.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
}

export async function countPermissions(
  db: Db,
  projectId: string,
  role?: ProjectPermissionType,
): Promise<number> {
  let query = db
    .selectFrom('project_permissions')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('project_id', '=', projectId);
  if (role) query = query.where('role', '=', role);
  return (await query.executeTakeFirstOrThrow()).count;
}

/** Guest licences held: guest memberships and guest invitations waiting to be accepted. */
export async function countGuests(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('workspace_memberships')
        .select('membership')
        .where('workspace_id', '=', workspaceId)
        .unionAll(
          db
            .selectFrom('workspace_invitations')
            .select('membership')
            .where('workspace_id', '=', workspaceId),
        )
        .as('seats'),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .where('membership', '=', 'guest')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Everyone on the project: given a role, or given one through an invitation not accepted yet. */
export async function countPeopleOnProject(db: Db, projectId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select
      (select count(*) from project_permissions where project_id = ${projectId})::int
      + (select count(*) from project_invitations where project_id = ${projectId})::int as count`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}

export async function upsertPermission(
  db: Db,
  values: { projectId: string; userId: string; role: ProjectPermissionType; invitedBy: string },
) {
  await db
    .insertInto('project_permissions')
    .values({
      project_id: values.projectId,
      user_id: values.userId,
      role: values.role,
      invited_by: values.invitedBy,
      updated_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'user_id'])
        .doUpdateSet({ role: values.role, updated_at: new Date() }),
    )
    .execute();
}

export async function deletePermissions(db: Db, projectId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('project_permissions')
    .where('project_id', '=', projectId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The people holding the project's creator permission, who decide on requests for an invite. */
export function findCreators(db: Db, projectId: string) {
  return db
    .selectFrom('project_permissions as pp')
    .innerJoin('users as u', 'u.id', 'pp.user_id')
    .select(['u.id', 'u.email', 'u.name'])
    .where('pp.project_id', '=', projectId)
    .where('pp.role', '=', 'creator')
    .orderBy('u.id')
    .execute();
}

export type PersonFound = {
  id: string;
  email: string;
  name: string | null;
  picture: StoredImage | null;
  is_pending: boolean;
  workspace_role: string;
  project_role: ProjectPermissionType | null;
  sort_key: string;
};

/**
 * The workspace's people (members and guests) whose name or address holds `search`, by name, with
 * their share of `projectId` when given; continues after a cursor of (name key, id).
 */
export async function searchWorkspacePeople(
  db: Db,
  options: {
    workspaceId: string;
    projectId: string | null;
    search: string;
    limit: number;
    after?: [string, string];
  },
): Promise<PersonFound[]> {
  const pattern = containsPattern(options.search.toLowerCase());
  let query = db
    .selectFrom('workspace_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('project_permissions as pp', (join) =>
      join.onRef('pp.user_id', '=', 'm.user_id').on('pp.project_id', '=', options.projectId ?? ''),
    )
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.picture',
      'u.must_change_password as is_pending',
      'm.role as workspace_role',
      'pp.role as project_role',
      nameKey.as('sort_key'),
    ])
    .where('m.workspace_id', '=', options.workspaceId)
    .orderBy(nameKey)
    .orderBy('u.id')
    .limit(options.limit);
  if (options.search) {
    query = query.where(
      sql<boolean>`(lower(coalesce(u.name, '')) like ${pattern} or lower(u.email) like ${pattern})`,
    );
  }
  if (options.after) {
    const [key, id] = options.after;
    query = query.where(sql<boolean>`(${nameKey}, u.id) > (${key}, ${id})`);
  }
  return (await query.execute()) as PersonFound[];
}
