import { randomUUID } from 'node:crypto';
import {
  type BuiltInViewKey,
  builtInViewKeys,
  builtInViews,
  defaultViewSettings,
  type Role,
  type ViewSettings,
} from '@specboard/domain';
import { sql } from 'kysely';
import type { Platform } from '../../graphql/context.ts';

type Database = Platform['database'];

export type StoredView = {
  id: string;
  project_id: string;
  name: string;
  type: 'builtin' | 'custom';
  builtin_key: BuiltInViewKey | null;
  created_by: string | null;
  settings: Partial<ViewSettings>;
  granted_users: string[];
  granted_roles: Role[];
  position: number;
};

const viewColumns = `id, project_id, name, type, builtin_key, created_by, settings, granted_users,
  granted_roles, position`;

/** The project's views in menu order, the built-in ones made on first use. */
export async function listViews(database: Database, projectId: string): Promise<StoredView[]> {
  const read = async () =>
    (
      await database.executePrepared(
        'views-of-project',
        `select ${viewColumns} from schedule_views where project_id = $1 order by position, created_at`,
        [projectId],
      )
    ).rows as StoredView[];
  const views = await read();
  if (views.some((view) => view.type === 'builtin')) return views;
  await database.executeSql(
    `insert into schedule_views (id, project_id, name, type, builtin_key, settings, position)
     select v.id, $1, v.name, 'builtin', v.key, v.settings, v.position
       from jsonb_to_recordset($2::jsonb) as v(id text, name text, key text, settings jsonb, position int)
     on conflict (project_id, builtin_key) where builtin_key is not null do nothing`,
    [
      projectId,
      JSON.stringify(
        builtInViewKeys.map((key, position) => ({
          id: randomUUID(),
          name: builtInViews[key].name,
          key,
          settings: defaultViewSettings(key),
          position,
        })),
      ),
    ],
  );
  return read();
}

export async function findView(
  database: Database,
  projectId: string,
  viewId: string,
): Promise<StoredView | undefined> {
  const { rows } = await database.executeSql(
    `select ${viewColumns} from schedule_views where project_id = $1 and id = $2`,
    [projectId, viewId],
  );
  return rows[0] as StoredView | undefined;
}

export async function insertCustomView(
  database: Database,
  view: { projectId: string; name: string; createdBy: string; settings: ViewSettings },
): Promise<StoredView> {
  const { rows } = await database.executeSql(
    `insert into schedule_views (id, project_id, name, type, created_by, settings, position)
     values ($1, $2, $3, 'custom', $4, $5::jsonb,
       (select coalesce(max(position), 0) + 1 from schedule_views where project_id = $2))
     returning ${viewColumns}`,
    [randomUUID(), view.projectId, view.name, view.createdBy, JSON.stringify(view.settings)],
  );
  return rows[0] as StoredView;
}

export type ViewChanges = {
  name?: string;
  settings?: ViewSettings;
  grantedUsers?: string[];
  grantedRoles?: Role[];
};

export async function updateView(
  database: Database,
  viewId: string,
  changes: ViewChanges,
): Promise<StoredView> {
  const { rows } = await database.executeSql(
    `update schedule_views set
       name = coalesce($2, name),
       settings = coalesce($3::jsonb, settings),
       granted_users = coalesce($4::text[], granted_users),
       granted_roles = coalesce($5::text[], granted_roles),
       updated_at = now()
     where id = $1
     returning ${viewColumns}`,
    [
      viewId,
      changes.name ?? null,
      changes.settings ? JSON.stringify(changes.settings) : null,
      changes.grantedUsers ?? null,
      changes.grantedRoles ?? null,
    ],
  );
  return rows[0] as StoredView;
}

export async function deleteViewRow(database: Database, viewId: string) {
  await database.db.deleteFrom('schedule_views').where('id', '=', viewId).execute();
}

export async function readViewParams(database: Database, viewId: string, userId: string) {
  const row = await database.db
    .selectFrom('schedule_view_params')
    .select('params')
    .where('view_id', '=', viewId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.params ?? {};
}

export async function writeViewParams(
  database: Database,
  viewId: string,
  userId: string,
  params: Record<string, unknown> | null,
) {
  if (params === null) {
    await database.db
      .deleteFrom('schedule_view_params')
      .where('view_id', '=', viewId)
      .where('user_id', '=', userId)
      .execute();
    return;
  }
  await database.db
    .insertInto('schedule_view_params')
    .values({ view_id: viewId, user_id: userId, params: JSON.stringify(params) })
    .onConflict((conflict) =>
      conflict.columns(['view_id', 'user_id']).doUpdateSet((update) => ({
        params: update.ref('excluded.params'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
