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
  project_id: string | null;
  collection_id: string | null;
  name: string;
  type: 'builtin' | 'custom';
  builtin_key: BuiltInViewKey | null;
  created_by: string | null;
  settings: Partial<ViewSettings>;
  granted_users: string[];
  granted_roles: Role[];
  position: number;
};

const viewColumns = `id, project_id, collection_id, name, type, builtin_key, created_by, settings, granted_users,
  granted_roles, position`;

/** Whose views: a project's schedule's, or a collection's products'. */
export type ViewOwner = { projectId: string } | { collectionId: string };

// Column names come from here only, never from input.
const ownerColumn = (owner: ViewOwner) =>
  'collectionId' in owner ? 'collection_id' : 'project_id';
const ownerId = (owner: ViewOwner) =>
  'collectionId' in owner ? owner.collectionId : owner.projectId;

const builtInRows = () =>
  JSON.stringify(
    builtInViewKeys.map((key, position) => ({
      id: randomUUID(),
      name: builtInViews[key].name,
      key,
      settings: defaultViewSettings(key),
      position,
    })),
  );

/** The owner's views in menu order, the built-in ones made on first use. */
export async function listViews(database: Database, owner: ViewOwner): Promise<StoredView[]> {
  const column = ownerColumn(owner);
  const id = ownerId(owner);
  const read = async () =>
    (
      await database.executePrepared(
        column === 'project_id' ? 'views-of-project' : 'views-of-collection',
        `select ${viewColumns} from schedule_views where ${column} = $1 order by position, created_at`,
        [id],
      )
    ).rows as StoredView[];
  const views = await read();
  if (views.some((view) => view.type === 'builtin')) return views;
  if (column === 'project_id') {
    await database.executeSql(
      `insert into schedule_views (id, project_id, name, type, builtin_key, settings, position)
       select v.id, $1, v.name, 'builtin', v.key, v.settings, v.position
         from jsonb_to_recordset($2::jsonb) as v(id text, name text, key text, settings jsonb, position int)
       on conflict (project_id, builtin_key) where builtin_key is not null do nothing`,
      [id, builtInRows()],
    );
  } else {
    // No unique index guards a collection's built-in views: its row's lock keeps two first
    // reads from both making them.
    await database.rawTransaction(async (run) => {
      await run('select id from collections where id = $1 for update', [id]);
      await run(
        `insert into schedule_views (id, collection_id, name, type, builtin_key, settings, position)
         select v.id, $1, v.name, 'builtin', v.key, v.settings, v.position
           from jsonb_to_recordset($2::jsonb) as v(id text, name text, key text, settings jsonb, position int)
          where not exists (select 1 from schedule_views
                             where collection_id = $1 and builtin_key is not null)`,
        [id, builtInRows()],
      );
    });
  }
  return read();
}

export async function findView(
  database: Database,
  owner: ViewOwner,
  viewId: string,
): Promise<StoredView | undefined> {
  const { rows } = await database.executeSql(
    `select ${viewColumns} from schedule_views where ${ownerColumn(owner)} = $1 and id = $2`,
    [ownerId(owner), viewId],
  );
  return rows[0] as StoredView | undefined;
}

export async function insertCustomView(
  database: Database,
  view: { owner: ViewOwner; name: string; createdBy: string; settings: ViewSettings },
): Promise<StoredView> {
  const column = ownerColumn(view.owner);
  const { rows } = await database.executeSql(
    `insert into schedule_views (id, ${column}, name, type, created_by, settings, position)
     values ($1, $2, $3, 'custom', $4, $5::jsonb,
       (select coalesce(max(position), 0) + 1 from schedule_views where ${column} = $2))
     returning ${viewColumns}`,
    [randomUUID(), ownerId(view.owner), view.name, view.createdBy, JSON.stringify(view.settings)],
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
