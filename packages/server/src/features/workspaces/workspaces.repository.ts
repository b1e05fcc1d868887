import { randomUUID } from 'node:crypto';
import {
  followIntoWorkspaceMinimumRole,
  rolesAtLeast,
  type SubscriptionStatus,
} from '@specboard/domain';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, WorkspaceRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type MembershipRow = Database['workspace_memberships'];

/** A workspace as its member sees it: the row, the member's role, and the licence counts. */
export type WorkspaceView = Awaited<ReturnType<typeof findWorkspacesOfUser>>[number];

/** Licences held: memberships, and invitations waiting to be accepted (each holds one). */
const licenceCounts = (db: Db) =>
  db
    .selectFrom(
      db
        .selectFrom('workspace_memberships')
        .select(['workspace_id', 'membership'])
        .unionAll(db.selectFrom('workspace_invitations').select(['workspace_id', 'membership']))
        .as('seats'),
    )
    .select((eb) => [
      'workspace_id',
      eb.fn.countAll<string>().filterWhere('membership', '<>', 'guest').as('used_licenses'),
      eb.fn.countAll<string>().filterWhere('membership', '=', 'guest').as('used_guest_licenses'),
    ])
    .groupBy('workspace_id');

function selectWorkspaceViews(db: Db, userId: string) {
  return db
    .selectFrom('workspaces as w')
    .innerJoin('workspace_memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 'w.id').on('m.user_id', '=', userId),
    )
    .innerJoin('users as c', 'c.id', 'w.creator_id')
    .innerJoin('users as v', 'v.id', 'm.user_id')
    .leftJoin(licenceCounts(db).as('l'), 'l.workspace_id', 'w.id')
    .selectAll('w')
    .select([
      'm.role',
      'm.membership',
      'v.in_premium_group',
      // The workspace's current subscription (billing): a running one first, else the latest.
      sql<SubscriptionStatus | null>`(select s.status from billing_subscriptions s
        where s.workspace_id = w.id
        order by s.status in ('trialing', 'active', 'past_due', 'unpaid') desc, s.updated_at desc
        limit 1)`.as('subscription_status'),
      'c.name as creator_name',
      'c.email as creator_email',
      sql<number>`coalesce(l.used_licenses, 0)::int`.as('used_licenses'),
      sql<number>`coalesce(l.used_guest_licenses, 0)::int`.as('used_guest_licenses'),
      // Counted for the free cap (active ones) and the workspace's figures (all of them).
      sql<number>`(select count(*) from projects p where p.workspace_id = w.id)::int`.as(
        'project_count',
      ),
      sql<number>`(select count(*) from projects p
        where p.workspace_id = w.id and p.status = 'active')::int`.as('active_projects'),
    ]);
}

/** The viewer's workspaces, by name; `after` continues from a cursor of (lower name, id). */
export function findWorkspacesOfUser(
  db: Db,
  userId: string,
  options: { limit: number; after?: [string, string]; forFollowing?: boolean } = { limit: 100 },
) {
  let query = selectWorkspaceViews(db, userId)
    .orderBy(sql`lower(w.name)`)
    .orderBy('w.id')
    .limit(options.limit);
  if (options.after) {
    const [name, id] = options.after;
    query = query.where(sql<boolean>`(lower(w.name), w.id) > (${name}, ${id})`);
  }
  if (options.forFollowing) {
    query = query.where('m.role', 'in', rolesAtLeast(followIntoWorkspaceMinimumRole));
  }
  return query.execute();
}

export function findWorkspaceOfUser(db: Db, workspaceId: string, userId: string) {
  return selectWorkspaceViews(db, userId).where('w.id', '=', workspaceId).executeTakeFirst();
}

export function findWorkspaceBranding(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspaces')
    .select(['id', 'name', 'logo', 'kind', 'status'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();
}

export async function insertWorkspace(
  db: Db,
  values: {
    name: string;
    description: string | null;
    creatorId: string;
    kind?: 'personal' | 'custom';
  },
) {
  const id = randomUUID();
  await db
    .insertInto('workspaces')
    .values({
      id,
      name: values.name,
      description: values.description,
      keywords: JSON.stringify([]),
      kind: values.kind ?? 'custom',
      plan: 'free',
      status: 'active',
      creator_id: values.creatorId,
      updated_at: new Date(),
    })
    .execute();
  await db
    .insertInto('workspace_memberships')
    .values({
      workspace_id: id,
      user_id: values.creatorId,
      role: 'owner',
      membership: 'creator',
      status: 'active',
      invited_by: null,
    })
    .execute();
  return id;
}

export async function updateWorkspaceRow(db: Db, id: string, values: Updateable<WorkspaceRow>) {
  await db
    .updateTable('workspaces')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** What billing sets on a workspace from its subscription (features/billing). */
export type WorkspaceBilling = {
  plan: WorkspaceRow['plan'];
  /** Read-only for a failed payment; an archived workspace stays archived. */
  paymentFailed: boolean;
  premiumLicenses: number;
  guestLicenseLimit: number;
};

/**
 * Sets the plan, the failed-payment status and the licences billing decided, in the caller's
 * transaction (the one that applied the provider's event).
 */
export async function applyWorkspaceBilling(
  db: Db,
  workspaceId: string,
  billing: WorkspaceBilling,
) {
  await db
    .updateTable('workspaces')
    .set((eb) => ({
      plan: billing.plan,
      status: eb
        .case()
        .when('status', '=', 'archived')
        .then('archived' as const)
        .else(billing.paymentFailed ? ('paidFailed' as const) : ('active' as const))
        .end(),
      premium_licenses: billing.premiumLicenses,
      guest_license_limit: billing.guestLicenseLimit,
      updated_at: new Date(),
    }))
    .where('id', '=', workspaceId)
    .execute();
}

/** Memberships of a workspace with who each member is. */
function selectMembers(db: Db, workspaceId: string) {
  return db
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
    ])
    .where('m.workspace_id', '=', workspaceId);
}

/** Members of a workspace by name then e-mail, with a cursor of (lower name or e-mail, user id). */
export function findMembers(
  db: Db,
  workspaceId: string,
  options: { limit: number; membership?: string | null; after?: [string, string] },
) {
  const sortKey = sql<string>`lower(coalesce(u.name, u.email))`;
  let query = selectMembers(db, workspaceId)
    .select(sortKey.as('sort_key'))
    .orderBy(sortKey)
    .orderBy('m.user_id')
    .limit(options.limit);
  if (options.membership) {
    query = query.where('m.membership', '=', options.membership as MembershipRow['membership']);
  }
  if (options.after) {
    const [key, id] = options.after;
    query = query.where(sql<boolean>`(${sortKey}, m.user_id) > (${key}, ${id})`);
  }
  return query.execute();
}

export function findMember(db: Db, workspaceId: string, userId: string) {
  return selectMembers(db, workspaceId).where('m.user_id', '=', userId).executeTakeFirst();
}

export async function upsertMembership(
  db: Db,
  values: {
    workspaceId: string;
    userId: string;
    role: string;
    membership: MembershipRow['membership'];
    status: 'active' | 'pending';
    invitedBy: string;
  },
) {
  await db
    .insertInto('workspace_memberships')
    .values({
      workspace_id: values.workspaceId,
      user_id: values.userId,
      role: values.role,
      membership: values.membership,
      status: values.status,
      invited_by: values.invitedBy,
    })
    .onConflict((conflict) => conflict.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
}

export async function updateMembershipRole(
  db: Db,
  workspaceId: string,
  userId: string,
  role: string,
  membership: MembershipRow['membership'],
) {
  await db
    .updateTable('workspace_memberships')
    .set({ role, membership })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes a membership, and with it the person's shares of the workspace's projects. */
export async function deleteMembership(
  db: Transaction<Database>,
  workspaceId: string,
  userId: string,
) {
  await db
    .deleteFrom('project_permissions')
    .where('user_id', '=', userId)
    .where(
      'project_id',
      'in',
      db.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId),
    )
    .execute();
  const result = await db
    .deleteFrom('workspace_memberships')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Locks the workspace row so licence checks and the inserts they allow happen as one. */
export async function lockWorkspace(db: Transaction<Database>, workspaceId: string) {
  await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .forUpdate()
    .execute();
}

export async function activatePendingMemberships(db: Db, userId: string) {
  await db
    .updateTable('workspace_memberships')
    .set({ status: 'active' })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}

export function listFlags(db: Db, name?: string | null) {
  let query = db.selectFrom('feature_flags').selectAll().orderBy('name');
  if (name) query = query.where('name', '=', name);
  return query.execute();
}

/** Every member of a workspace, for lists that show who can open its projects. */
export function listWorkspaceMembers(db: Db, workspaceId: string) {
  return findMembers(db, workspaceId, { limit: 1000 });
}

/** The workspace's name; empty when it is gone. */
/** The storage key of the workspace's logo, or null when it has none. */
export async function findWorkspaceLogoKey(db: Db, workspaceId: string): Promise<string | null> {
  const row = await db
    .selectFrom('workspaces')
    .select('logo')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row?.logo?.key ?? null;
}

export async function findWorkspaceName(db: Db, workspaceId: string): Promise<string> {
  const row = await db
    .selectFrom('workspaces')
    .select('name')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row?.name ?? '';
}
