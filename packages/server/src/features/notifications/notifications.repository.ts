import { type Kysely, sql } from 'kysely';
import type { RawRunner } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

export type NotificationKind = Database['notifications']['kind'];

export type StoredNotification = {
  id: string;
  user_id: string;
  kind: NotificationKind;
  actor_id: string;
  workspace_id: string;
  resource_type: 'project' | 'collection';
  resource_id: string;
  resource_name: string;
  row_id: string | null;
  cell_pointer: string | null;
  comment_id: string | null;
  excerpt: string;
  /** The app path it leads to (with its query), when not the resource itself. */
  link: string | null;
  read: boolean;
  created_date: string;
  cursor_at: string;
};

const columns = `n.id, n.user_id, n.kind, n.actor_id, n.workspace_id, n.resource_type,
  n.resource_id, n.resource_name, n.row_id, n.cell_pointer, n.comment_id, n.excerpt, n.link,
  (n.read_at is not null) as read,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_date,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_at`;

export type NewNotification = Omit<
  StoredNotification,
  'read' | 'created_date' | 'cursor_at' | 'id' | 'user_id'
>;

/** One notification per person, the same event; answers them as stored. */
export async function insertNotifications(
  run: RawRunner,
  userIds: string[],
  ids: string[],
  event: NewNotification,
): Promise<StoredNotification[]> {
  const { rows } = await run(
    `insert into notifications as n (id, user_id, kind, actor_id, workspace_id, resource_type,
       resource_id, resource_name, row_id, cell_pointer, comment_id, excerpt, link)
     select t.id, t.user_id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
       from unnest($1::text[], $2::text[]) as t(user_id, id)
     returning ${columns}`,
    [
      userIds,
      ids,
      event.kind,
      event.actor_id,
      event.workspace_id,
      event.resource_type,
      event.resource_id,
      event.resource_name,
      event.row_id,
      event.cell_pointer,
      event.comment_id,
      event.excerpt,
      event.link,
    ],
  );
  return rows as StoredNotification[];
}

export async function selectNotifications(
  run: RawRunner,
  userId: string,
  limit: number,
  after?: [at: string, id: string],
): Promise<StoredNotification[]> {
  const { rows } = await run(
    `select ${columns} from notifications n
      where n.user_id = $1
        and ($2::timestamp is null or (n.created_at at time zone 'UTC', n.id) < ($2::timestamp, $3::text))
      order by n.created_at desc, n.id desc limit $4`,
    [userId, after?.[0] ?? null, after?.[1] ?? null, limit],
  );
  return rows as StoredNotification[];
}

export async function countUnreadNotifications(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.unread;
}

/** Marks the person's notifications read: the ones given, or all. Others' ids do nothing. */
export async function markNotificationsRead(
  db: Kysely<Database>,
  userId: string,
  ids: string[] | null,
) {
  if (ids?.length === 0) return;
  let update = db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  await update.execute();
}

/** The name and address of each actor, by id. */
export async function selectActors(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; name: string | null; email: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
}
