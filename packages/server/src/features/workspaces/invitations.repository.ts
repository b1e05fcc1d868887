import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, StoredImage } from '../../db/schema.ts';
import type { MembershipRow } from './workspaces.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type InvitationRow = Selectable<Database['workspace_invitations']>;

export async function insertInvitation(
  db: Db,
  values: {
    workspaceId: string;
    userId: string;
    role: string;
    membership: InvitationRow['membership'];
    acceptOnSignIn: boolean;
    invitedBy: string;
  },
) {
  await db
    .insertInto('workspace_invitations')
    .values({
      id: randomUUID(),
      workspace_id: values.workspaceId,
      user_id: values.userId,
      role: values.role,
      membership: values.membership,
      accept_on_sign_in: values.acceptOnSignIn,
      invited_by: values.invitedBy,
    })
    .onConflict((conflict) => conflict.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
}

/** The invitation waiting for this person in this workspace, if any. */
export function findInvitation(db: Db, workspaceId: string, userId: string) {
  return db
    .selectFrom('workspace_invitations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The viewer's own invitation by its id, held until the transaction ends; none for another's. */
export function lockInvitationOfUser(db: Transaction<Database>, id: string, userId: string) {
  return db
    .selectFrom('workspace_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteInvitation(db: Db, workspaceId: string, userId: string) {
  const result = await db
    .deleteFrom('workspace_invitations')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes the invited person a member at the invited role, and the invitation goes. */
export async function acceptInvitation(db: Transaction<Database>, invitation: InvitationRow) {
  await db
    .insertInto('workspace_memberships')
    .values({
      workspace_id: invitation.workspace_id,
      user_id: invitation.user_id,
      role: invitation.role,
      membership: invitation.membership,
      status: 'active',
      invited_by: invitation.invited_by,
    })
    // A project share may have made them a guest meanwhile: the invitation's role wins.
    .onConflict((conflict) =>
      conflict.columns(['workspace_id', 'user_id']).doUpdateSet({
        role: invitation.role,
        membership: invitation.membership,
        status: 'active',
      }),
    )
    .execute();
  // The projects shared with them through this invitation become theirs at the shared role.
  await db
    .insertInto('project_permissions')
    .columns(['project_id', 'user_id', 'role', 'invited_by', 'updated_at'])
    .expression(
      db
        .selectFrom('project_invitations')
        .select(['project_id', 'user_id', 'role', 'invited_by', sql<Date>`now()`.as('updated_at')])
        .where('workspace_id', '=', invitation.workspace_id)
        .where('user_id', '=', invitation.user_id),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'user_id'])
        .doUpdateSet({ role: sql`excluded.role`, updated_at: sql`now()` }),
    )
    .execute();
  await deleteInvitation(db, invitation.workspace_id, invitation.user_id);
}

/** At an account's sign-in, accepts the invitations that made the account. */
export async function acceptInvitationsOnSignIn(db: Transaction<Database>, userId: string) {
  const made = await db
    .selectFrom('workspace_invitations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('accept_on_sign_in', '=', true)
    .forUpdate()
    .execute();
  for (const invitation of made) await acceptInvitation(db, invitation);
}

/** The person's invitations, newest first, with the workspace and who invited them. */
export function listInvitationsOfUser(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('workspace_invitations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .innerJoin('users as me', 'me.id', 'i.user_id')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select([
      'i.id',
      'i.role',
      'i.created_at',
      'me.email',
      'w.id as workspace_id',
      'w.name as workspace_name',
      'w.logo as workspace_logo',
      'by.id as inviter_id',
      'by.name as inviter_name',
      'by.email as inviter_email',
    ])
    .where('i.user_id', '=', userId)
    .where('w.status', '<>', 'archived')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** The projects shared with the person through their invitations, by workspace then name. */
export function listInvitedProjectsOfUser(db: Db, userId: string, workspaceIds: readonly string[]) {
  if (workspaceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('project_invitations as pi')
    .innerJoin('projects as p', 'p.id', 'pi.project_id')
    .select(['pi.workspace_id', 'pi.project_id', 'p.project_name', 'pi.role'])
    .where('pi.user_id', '=', userId)
    .where('pi.workspace_id', 'in', [...workspaceIds])
    .orderBy(sql`lower(p.project_name)`)
    .orderBy('pi.project_id')
    .execute();
}

/**
 * The workspace's members and the people invited into it, as its admins list them. An invited
 * person shows as pending with their address only (no name or picture), as an address invited
 * without an account does, so the list never tells which had one.
 */
export function selectMembersAndInvited(db: Db, workspaceId: string) {
  const members = db
    .selectFrom('workspace_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.role',
      'm.membership',
      'm.status',
      'm.created_at',
      'u.email',
      'u.name',
      'u.picture',
      sql<boolean>`false`.as('invited'),
    ])
    .where('m.workspace_id', '=', workspaceId);
  const invited = db
    .selectFrom('workspace_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.user_id',
      'i.role',
      sql<MembershipRow['membership']>`i.membership`.as('membership'),
      sql<MembershipRow['status']>`'pending'`.as('status'),
      'i.created_at',
      'u.email',
      sql<string | null>`null::text`.as('name'),
      sql<StoredImage | null>`null::jsonb`.as('picture'),
      sql<boolean>`true`.as('invited'),
    ])
    .where('i.workspace_id', '=', workspaceId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('workspace_memberships as x')
            .select('x.user_id')
            .whereRef('x.workspace_id', '=', 'i.workspace_id')
            .whereRef('x.user_id', '=', 'i.user_id'),
        ),
      ),
    );
  return db.selectFrom(members.unionAll(invited).as('s')).selectAll('s');
}

/**
 * A page of the admins' list (`selectMembersAndInvited`) by name then e-mail, with a cursor of
 * (lower name or e-mail, user id).
 */
export function findMembersAndInvited(
  db: Db,
  workspaceId: string,
  options: { limit: number; membership?: string | null; after?: [string, string] },
) {
  const sortKey = sql<string>`lower(coalesce(s.name, s.email))`;
  let query = selectMembersAndInvited(db, workspaceId)
    .select(sortKey.as('sort_key'))
    .orderBy(sortKey)
    .orderBy('s.user_id')
    .limit(options.limit);
  if (options.membership) {
    query = query.where('s.membership', '=', options.membership as MembershipRow['membership']);
  }
  if (options.after) {
    const [key, id] = options.after;
    query = query.where(sql<boolean>`(${sortKey}, s.user_id) > (${key}, ${id})`);
  }
  return query.execute();
}

/**
 * Withdraws the guest invitations of these people into the workspace that carry nothing any more:
 * no project waiting in them, no share of one of the workspace's libraries or collections (a guest
 * opens only what is shared with them, and an invitation holds a guest licence). Answers whose
 * went. The one rule for every feature that takes a share away.
 */
export async function withdrawIdleGuestInvitations(
  db: Db,
  workspaceId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: string }>`
    delete from workspace_invitations i
     where i.workspace_id = ${workspaceId} and i.membership = 'guest'
       and i.user_id in (${sql.join([...userIds])})
       and not exists (select 1 from project_invitations pi
                        where pi.workspace_id = i.workspace_id and pi.user_id = i.user_id)
       and not exists (select 1 from library_permissions lp join libraries l on l.id = lp.library_id
                        where l.workspace_id = i.workspace_id and lp.user_id = i.user_id)
       and not exists (select 1 from collection_permissions cp
                        join collections c on c.id = cp.collection_id
                        where c.workspace_id = i.workspace_id and cp.user_id = i.user_id)
    returning i.user_id`.execute(db);
  return rows.map((row) => row.user_id);
}

/** Removes the person's own invitation by its id; answers it, or nothing for another's. */
export function deleteInvitationOfUser(db: Db, id: string, userId: string) {
  return db
    .deleteFrom('workspace_invitations')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['workspace_id'])
    .executeTakeFirst();
}
