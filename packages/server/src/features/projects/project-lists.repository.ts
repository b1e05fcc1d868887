import { randomUUID } from 'node:crypto';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { opensProjectCondition } from '../workspaces/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tags of the workspace's projects the user can open. */
export function findWorkspaceTags(db: Db, workspaceId: string, userId: string) {
  return db
    .selectFrom('projects as p')
    .leftJoin('workspace_memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 'p.workspace_id').on('m.user_id', '=', userId),
    )
    .leftJoin('project_permissions as pp', (join) =>
      join.onRef('pp.project_id', '=', 'p.id').on('pp.user_id', '=', userId),
    )
    .select(sql<string>`jsonb_array_elements_text(p.tags)`.as('tag'))
    .where('p.workspace_id', '=', workspaceId)
    .where(opensProjectCondition())
    .execute()
    .then((rows) => [...new Set(rows.map((row) => row.tag))].sort((a, b) => a.localeCompare(b)));
}

export function findStarredLists(
  db: Db,
  workspaceId: string,
  userId: string,
  options: { limit: number; after?: [string, string] },
) {
  let query = db
    .selectFrom('starred_project_lists')
    .selectAll()
    .select(
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`.as(
        'sort_key',
      ),
    )
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit);
  if (options.after) {
    const [key, id] = options.after;
    query = query.where(
      sql<boolean>`(to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), id) > (${key}, ${id})`,
    );
  }
  return query.execute();
}

export function findStarredList(db: Db, id: string, workspaceId: string, userId: string) {
  return db
    .selectFrom('starred_project_lists')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertStarredList(
  db: Db,
  values: {
    workspaceId: string;
    userId: string;
    name: string;
    tags: string[];
    sortingMode: string | null;
  },
) {
  const id = randomUUID();
  await db
    .insertInto('starred_project_lists')
    .values({
      id,
      workspace_id: values.workspaceId,
      user_id: values.userId,
      name: values.name,
      tags: JSON.stringify(values.tags),
      sorting_mode: values.sortingMode,
    })
    .execute();
  return id;
}

export async function updateStarredList(
  db: Db,
  id: string,
  values: { name?: string; tags?: string[]; sortingMode?: string | null },
) {
  await db
    .updateTable('starred_project_lists')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.tags !== undefined ? { tags: JSON.stringify(values.tags) } : {}),
      ...(values.sortingMode !== undefined ? { sorting_mode: values.sortingMode } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteStarredList(db: Db, id: string) {
  await db.deleteFrom('starred_project_lists').where('id', '=', id).execute();
}

export function findPreference(db: Db, projectId: string, userId: string, key: string) {
  return db
    .selectFrom('project_preferences')
    .select(['key', 'value'])
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function upsertPreference(
  db: Db,
  projectId: string,
  userId: string,
  key: string,
  value: string | null,
) {
  await db
    .insertInto('project_preferences')
    .values({ project_id: projectId, user_id: userId, key, value, updated_at: new Date() })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'user_id', 'key'])
        .doUpdateSet({ value, updated_at: new Date() }),
    )
    .execute();
}

/**
 * The user_preferences table (migration 0009), typed here beside the only queries that use it.
 * It belongs in db/schema.ts's Database with the other tables; that file is shared.
 */
type UserPreferencesTable = {
  user_preferences: {
    user_id: string;
    key: string;
    value: string | null;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};

const withUserPreferences = (db: Db) => db as unknown as Kysely<Database & UserPreferencesTable>;

export function findUserPreference(db: Db, userId: string, key: string) {
  return withUserPreferences(db)
    .selectFrom('user_preferences')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function upsertUserPreference(
  db: Db,
  userId: string,
  key: string,
  value: string | null,
) {
  await withUserPreferences(db)
    .insertInto('user_preferences')
    .values({ user_id: userId, key, value, updated_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: new Date() }),
    )
    .execute();
}
