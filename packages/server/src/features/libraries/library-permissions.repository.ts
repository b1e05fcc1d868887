import type { ProjectPermissionType } from '@specboard/domain';
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

/** Holds the library's row until the transaction ends, so permission changes queue. */
export async function lockLibrary(db: Transaction<Database>, libraryId: string) {
  await sql`select id from libraries where id = ${libraryId} for update`.execute(db);
}
