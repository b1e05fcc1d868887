import type { ProjectPermissionType, WorkspaceMembership } from '@specboard/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, StoredImage } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Someone given a role on a library, as its people list shows them. */
export type LibraryMemberRow = {
  user_id: string;
  role: ProjectPermissionType;
  created_at: Date;
  email: string;
  name: string | null;
  picture: StoredImage | null;
  /** Not signed in yet, or invited into the workspace and not a member yet. */
  is_pending: boolean;
  workspace_role: string | null;
};

/** The people of the libraries, creators first, then by role, then by name. */
export async function findLibraryMembers(
  db: Db,
  libraryIds: readonly string[],
): Promise<(LibraryMemberRow & { library_id: string })[]> {
  if (libraryIds.length === 0) return [];
  const { rows } = await sql<LibraryMemberRow & { library_id: string }>`
    select lp.library_id, lp.user_id, lp.role, lp.created_at, u.email,
        case when m.user_id is null then null else u.name end as name,
        case when m.user_id is null then null else u.picture end as picture,
        (u.must_change_password or m.user_id is null) as is_pending, m.role as workspace_role
      from library_permissions lp
      join libraries l on l.id = lp.library_id
      join users u on u.id = lp.user_id
      left join workspace_memberships m on m.workspace_id = l.workspace_id and m.user_id = lp.user_id
     where lp.library_id in (${sql.join([...libraryIds])})
     order by case lp.role when 'creator' then 3 when 'editor' then 2 else 1 end desc,
       lower(coalesce(nullif(u.name, ''), u.email)), lp.user_id`.execute(db);
  return rows;
}

/** A person a permission call names: their account, membership, invitation and share. */
export type LibraryPerson = {
  id: string;
  email: string;
  is_pending: boolean;
  workspace_role: string | null;
  membership: WorkspaceMembership | null;
  invitation_id: string | null;
  library_role: ProjectPermissionType | null;
};

function selectPeople(db: Db, workspaceId: string, libraryId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('workspace_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.workspace_id', '=', workspaceId),
    )
    .leftJoin('workspace_invitations as wi', (join) =>
      join.onRef('wi.user_id', '=', 'u.id').on('wi.workspace_id', '=', workspaceId),
    )
    .leftJoin('library_permissions as lp', (join) =>
      join.onRef('lp.user_id', '=', 'u.id').on('lp.library_id', '=', libraryId),
    )
    .select([
      'u.id',
      'u.email',
      'u.must_change_password as is_pending',
      'm.role as workspace_role',
      'm.membership',
      'wi.id as invitation_id',
      'lp.role as library_role',
    ]);
}

/**
 * The people named by id who belong to the workspace (members, guests, people invited into it) or
 * already hold a share of the library: nobody else can be named by id.
 */
export async function findLibraryPeopleByIds(
  db: Db,
  args: { workspaceId: string; libraryId: string; ids: readonly string[] },
): Promise<LibraryPerson[]> {
  if (args.ids.length === 0) return [];
  const rows = await selectPeople(db, args.workspaceId, args.libraryId)
    .where('u.id', 'in', [...args.ids])
    .where((eb) =>
      eb.or([
        eb('m.user_id', 'is not', null),
        eb('wi.id', 'is not', null),
        eb('lp.user_id', 'is not', null),
      ]),
    )
    .execute();
  return rows as LibraryPerson[];
}

/** The accounts with these addresses (lower case), whoever they are. */
export async function findLibraryPeopleByEmails(
  db: Db,
  args: { workspaceId: string; libraryId: string; emails: readonly string[] },
): Promise<LibraryPerson[]> {
  if (args.emails.length === 0) return [];
  const rows = await selectPeople(db, args.workspaceId, args.libraryId)
    .where(sql`lower(u.email)`, 'in', [...args.emails])
    .execute();
  return rows as LibraryPerson[];
}

export async function upsertLibraryPermission(
  db: Db,
  values: { libraryId: string; userId: string; role: ProjectPermissionType; invitedBy: string },
) {
  await db
    .insertInto('library_permissions')
    .values({
      library_id: values.libraryId,
      user_id: values.userId,
      role: values.role,
      invited_by: values.invitedBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['library_id', 'user_id']).doUpdateSet({ role: values.role }),
    )
    .execute();
}

export async function deleteLibraryPermissions(
  db: Db,
  libraryId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .deleteFrom('library_permissions')
    .where('library_id', '=', libraryId)
    .where('user_id', 'in', [...userIds])
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
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

/** Holds the library's row until the transaction ends, so permission changes queue. */
export async function lockLibrary(db: Transaction<Database>, libraryId: string) {
  await sql`select id from libraries where id = ${libraryId} for update`.execute(db);
}
