import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogueShareRole } from './collection-access.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A person as a share sees them: their account and how they belong to the workspace. */
export type CataloguePerson = {
  id: string;
  email: string;
  name: string | null;
  membership: 'creator' | 'member' | 'guest' | null;
  invited: boolean;
  is_new: boolean;
};

/** The people among `ids` who belong to the workspace (members, guests, or invited into it). */
export async function findWorkspacePeople(
  db: Db,
  workspaceId: string,
  ids: readonly string[],
): Promise<CataloguePerson[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<CataloguePerson>`
    select u.id, u.email, u.name, m.membership, (i.id is not null) as invited, false as is_new
      from users u
      left join workspace_memberships m on m.workspace_id = ${workspaceId} and m.user_id = u.id
      left join workspace_invitations i on i.workspace_id = ${workspaceId} and i.user_id = u.id
     where u.id = any(${[...ids]}::text[]) and (m.user_id is not null or i.id is not null)`.execute(
    db,
  );
  return rows;
}

/** The accounts of these addresses (lower case), with how they belong to the workspace. */
export async function findPeopleByEmails(
  db: Db,
  workspaceId: string,
  emails: readonly string[],
): Promise<CataloguePerson[]> {
  if (emails.length === 0) return [];
  const { rows } = await sql<CataloguePerson>`
    select u.id, u.email, u.name, m.membership, (i.id is not null) as invited, false as is_new
      from users u
      left join workspace_memberships m on m.workspace_id = ${workspaceId} and m.user_id = u.id
      left join workspace_invitations i on i.workspace_id = ${workspaceId} and i.user_id = u.id
     where lower(u.email) = any(${[...emails]}::text[])`.execute(db);
  return rows;
}

export async function upsertCollectionPermission(
  db: Db,
  values: { collectionId: string; userId: string; role: CatalogueShareRole; invitedBy: string },
) {
  await db
    .insertInto('collection_permissions')
    .values({
      collection_id: values.collectionId,
      user_id: values.userId,
      role: values.role,
      invited_by: values.invitedBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['collection_id', 'user_id']).doUpdateSet({ role: values.role }),
    )
    .execute();
}

/** The ids among `userIds` holding a permission on the collection. */
export async function findPermissionHolders(
  db: Db,
  collectionId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_permissions')
    .select('user_id')
    .where('collection_id', '=', collectionId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function deleteCollectionPermissions(
  db: Db,
  collectionId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('collection_permissions')
    .where('collection_id', '=', collectionId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** Guests of the workspace and guest invitations: the guest licences in use. */
export async function countGuestLicences(db: Db, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select ((select count(*) from workspace_memberships x
              where x.workspace_id = ${workspaceId} and x.membership = 'guest')
          + (select count(*) from workspace_invitations x
              where x.workspace_id = ${workspaceId} and x.membership = 'guest'))::int as count`.execute(
    db,
  );
  return rows[0]!.count;
}
