import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CollectionSharingType, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Follows a collection into a workspace; following again changes nothing. */
export async function insertFollow(
  db: Db,
  args: { collectionId: string; workspaceId: string; userId: string },
): Promise<void> {
  await db
    .insertInto('collection_follows')
    .values({
      collection_id: args.collectionId,
      workspace_id: args.workspaceId,
      followed_by: args.userId,
    })
    .onConflict((oc) => oc.columns(['collection_id', 'workspace_id']).doNothing())
    .execute();
}

/** Ends a workspace's follow of a collection; whether there was one. */
export async function deleteFollow(
  db: Db,
  args: { collectionId: string; workspaceId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('collection_follows')
    .where('collection_id', '=', args.collectionId)
    .where('workspace_id', '=', args.workspaceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the workspace follows the collection. */
export async function isFollowed(db: Db, collectionId: string, workspaceId: string) {
  const row = await db
    .selectFrom('collection_follows')
    .select('collection_id')
    .where('collection_id', '=', collectionId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The addresses among `emails` an active suggestion of the collection already names. */
export async function findActiveSuggestionEmails(
  db: Db,
  collectionId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_suggestions')
    .select(sql<string>`lower(email)`.as('email'))
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'active')
    .where(sql`lower(email)`, 'in', [...emails])
    .execute();
  return new Set(rows.map((row) => row.email));
}

/** The accounts of these addresses (lower case), by address. */
export async function findUsersByEmail(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(sql`lower(email)`, 'in', [...emails])
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * A suggestion to an address: made anew, or (forced) the active one renewed with this
 * suggester, message and time, so the person holds one.
 */
export async function upsertSuggestion(
  db: Db,
  args: {
    collectionId: string;
    email: string;
    userId: string | null;
    suggestedBy: string;
    message: string | null;
  },
): Promise<string> {
  const renewed = await db
    .updateTable('collection_suggestions')
    .set({
      suggested_by: args.suggestedBy,
      message: args.message,
      user_id: args.userId,
      created_at: new Date(),
    })
    .where('collection_id', '=', args.collectionId)
    .where('status', '=', 'active')
    .where(sql`lower(email)`, '=', args.email)
    .returning('id')
    .executeTakeFirst();
  if (renewed) return renewed.id;
  const id = randomUUID();
  await db
    .insertInto('collection_suggestions')
    .values({
      id,
      collection_id: args.collectionId,
      email: args.email,
      user_id: args.userId,
      suggested_by: args.suggestedBy,
      message: args.message,
    })
    .execute();
  return id;
}

export type SuggestionRow = {
  id: string;
  collection_id: string;
  collection_name: string;
  workspace_id: string;
  sharing_type: string;
  suggested_by: string;
  message: string | null;
  status: string;
  created_at: Date;
};

/**
 * The person's active suggestions (by account or address), newest first, from `offset`; one more
 * than `limit` when there are more.
 */
export async function findActiveSuggestions(
  db: Db,
  args: { userId: string; limit: number; offset: number },
): Promise<SuggestionRow[]> {
  const rows = await db
    .selectFrom('collection_suggestions as s')
    .innerJoin('collections as c', 'c.id', 's.collection_id')
    .leftJoin('users as by', 'by.id', 's.suggested_by')
    .select([
      's.id',
      's.collection_id',
      'c.name as collection_name',
      'c.workspace_id',
      'c.sharing_type',
      sql<string>`coalesce(nullif(by.name, ''), by.email, '')`.as('suggested_by'),
      's.message',
      's.status',
      's.created_at',
    ])
    .where('s.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('s.user_id', '=', args.userId),
        eb(
          sql`lower(s.email)`,
          '=',
          eb
            .selectFrom('users')
            .select(sql<string>`lower(email)`.as('e'))
            .where('id', '=', args.userId),
        ),
      ]),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  return rows as SuggestionRow[];
}

/** Ignores one of the person's active suggestions; whether it was theirs and active. */
export async function ignoreSuggestionRow(db: Db, suggestionId: string, userId: string) {
  const result = await db
    .updateTable('collection_suggestions')
    .set({ status: 'ignored' })
    .where('id', '=', suggestionId)
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          sql`lower(email)`,
          '=',
          eb.selectFrom('users').select(sql<string>`lower(email)`.as('e')).where('id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type SharingRow = {
  id: string;
  sharing_type: CollectionSharingType;
  locked_to_workspace: boolean;
  shared_link_token: string | null;
  shared_link_mode: string | null;
  shared_link_fields: string[];
  shared_link_generated_at: Date | null;
};

/** The collection's sharing options and link. */
export async function findSharing(db: Db, collectionId: string): Promise<SharingRow> {
  return db
    .selectFrom('collections')
    .select([
      'id',
      'sharing_type',
      'locked_to_workspace',
      'shared_link_token',
      'shared_link_mode',
      'shared_link_fields',
      'shared_link_generated_at',
    ])
    .where('id', '=', collectionId)
    .executeTakeFirstOrThrow() as Promise<SharingRow>;
}

/** Changes the sharing options and link; omitted fields stay. */
export async function updateSharing(
  db: Db,
  collectionId: string,
  changes: {
    sharingType?: CollectionSharingType;
    lockedToWorkspace?: boolean;
    token?: string;
    mode?: string | null;
    fields?: string[];
  },
): Promise<void> {
  await db
    .updateTable('collections')
    .set({
      ...(changes.sharingType !== undefined && { sharing_type: changes.sharingType }),
      ...(changes.lockedToWorkspace !== undefined && {
        locked_to_workspace: changes.lockedToWorkspace,
      }),
      ...(changes.token !== undefined && {
        shared_link_token: changes.token,
        shared_link_generated_at: new Date(),
      }),
      ...(changes.mode !== undefined && { shared_link_mode: changes.mode }),
      ...(changes.fields !== undefined && { shared_link_fields: JSON.stringify(changes.fields) }),
    })
    .where('id', '=', collectionId)
    .execute();
}

/** The name of a person, as mails name them. */
export async function findPersonName(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(nullif(name, ''), email)`.as('name'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** The person's address. */
export async function findEmail(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** The members of a workspace (not its guests): who read what it follows. */
export async function findMemberIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('workspace_memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('membership', '<>', 'guest')
    .execute();
  return rows.map((row) => row.user_id);
}
