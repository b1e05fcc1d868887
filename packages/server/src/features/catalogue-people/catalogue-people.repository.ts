import type { ProjectPermissionType, WorkspaceMembership } from '@specboard/domain';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables holding the shares of a library or of a collection, by the column naming it. */
const shareColumns = {
  library_permissions: 'library_id',
  collection_permissions: 'collection_id',
} as const;

export type CatalogueShareTable = keyof typeof shareColumns;

/** A library or a collection, by the table of its shares. */
export type SharedResource = { table: CatalogueShareTable; id: string; workspaceId: string };

/** A person a share call names: their account, how they belong to the workspace, their share. */
export type CataloguePerson = {
  id: string;
  email: string;
  name: string | null;
  /** Not signed in yet (an account made by an invitation). */
  is_pending: boolean;
  workspace_role: string | null;
  membership: WorkspaceMembership | null;
  /** Their invitation into the workspace, if any. */
  invitation_id: string | null;
  /** Their role on the library or collection, if they hold one. */
  share_role: ProjectPermissionType | null;
};

function selectPeople(db: Db, resource: SharedResource, where: RawBuilder<unknown>) {
  const shares = sql.table(resource.table);
  const resourceColumn = sql.ref(`s.${shareColumns[resource.table]}`);
  return sql<CataloguePerson>`
    select u.id, u.email, u.name, u.must_change_password as is_pending,
        m.role as workspace_role, m.membership, wi.id as invitation_id, s.role as share_role
      from users u
      left join workspace_memberships m on m.user_id = u.id and m.workspace_id = ${resource.workspaceId}
      left join workspace_invitations wi on wi.user_id = u.id and wi.workspace_id = ${resource.workspaceId}
      left join ${shares} s on s.user_id = u.id and ${resourceColumn} = ${resource.id}
     where ${where}`.execute(db);
}

/**
 * The people named by id who belong to the workspace (members, guests, people invited into it) or
 * already hold a share of the resource: nobody else can be named by id.
 */
export async function findPeopleByIds(
  db: Db,
  resource: SharedResource,
  ids: readonly string[],
): Promise<CataloguePerson[]> {
  if (ids.length === 0) return [];
  const { rows } = await selectPeople(
    db,
    resource,
    sql`u.id = any(${[...ids]}::text[])
        and (m.user_id is not null or wi.id is not null or s.user_id is not null)`,
  );
  return rows;
}

/** The accounts with these addresses (lower case), whoever they are. */
export async function findPeopleByEmails(
  db: Db,
  resource: SharedResource,
  emails: readonly string[],
): Promise<CataloguePerson[]> {
  if (emails.length === 0) return [];
  const { rows } = await selectPeople(
    db,
    resource,
    sql`lower(u.email) = any(${[...emails]}::text[])`,
  );
  return rows;
}

export async function upsertPermission(
  db: Db,
  resource: SharedResource,
  values: { userId: string; role: ProjectPermissionType; invitedBy: string },
) {
  const column = sql.ref(shareColumns[resource.table]);
  await sql`
    insert into ${sql.table(resource.table)} (${column}, user_id, role, invited_by)
    values (${resource.id}, ${values.userId}, ${values.role}, ${values.invitedBy})
    on conflict (${column}, user_id) do update set role = ${values.role}`.execute(db);
}

export async function deletePermissions(
  db: Db,
  resource: SharedResource,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await sql`
    delete from ${sql.table(resource.table)}
     where ${sql.ref(shareColumns[resource.table])} = ${resource.id}
       and user_id = any(${[...userIds]}::text[])`.execute(db);
}

/** Guest seats of the workspace: guests and guest invitations (an invitation holds a licence). */
export async function countGuestSeats(db: Db, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select
      ((select count(*) from workspace_memberships
         where workspace_id = ${workspaceId} and membership = 'guest')
       + (select count(*) from workspace_invitations
         where workspace_id = ${workspaceId} and membership = 'guest'))::int as count`.execute(db);
  return rows[0]!.count;
}
