import { rolesAtLeast } from '@specboard/domain';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AccountRow = Database['billing_accounts'];
export type StoredAccount = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
export type StoredSubscription = NonNullable<Awaited<ReturnType<typeof findCurrentSubscription>>>;
export type StoredInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** Who may pay: Creator(Admin) and owner, as the engine's workspace:payment has it. */
export const payingRoles = rolesAtLeast('workspaceCreatorAdmin');

const liveStatuses = sql`('trialing', 'active', 'past_due', 'unpaid')`;

export function findAccount(db: Db, workspaceId: string) {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export function findAccountByCustomer(db: Db, customerId: string) {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function insertAccount(db: Db, values: Insertable<AccountRow>) {
  await db
    .insertInto('billing_accounts')
    .values(values)
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
}

export async function updateAccount(
  db: Db,
  workspaceId: string,
  values: Partial<Omit<Insertable<AccountRow>, 'workspace_id'>>,
) {
  await db
    .updateTable('billing_accounts')
    .set({ ...values, updated_at: new Date() })
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** Records an event as applied; false when it was already (a delivery seen again). */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_events')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function upsertSubscription(
  db: Db,
  row: Insertable<Database['billing_subscriptions']>,
) {
  const { id: _id, workspace_id: workspaceId, ...changes } = row;
  // A subscription stays its workspace's: an object claimed by another customer changes nothing.
  await db
    .insertInto('billing_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(changes)
        .where('billing_subscriptions.workspace_id', '=', workspaceId),
    )
    .execute();
}

export async function upsertInvoice(db: Db, row: Insertable<Database['billing_invoices']>) {
  const { id: _id, workspace_id: workspaceId, ...changes } = row;
  await db
    .insertInto('billing_invoices')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(changes).where('billing_invoices.workspace_id', '=', workspaceId),
    )
    .execute();
}

/** The workspace's subscription: a running one first, else the latest (as workspaces reads it). */
export function findCurrentSubscription(db: Db, workspaceId: string) {
  return db
    .selectFrom('billing_subscriptions')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy(sql`status in ${liveStatuses}`, 'desc')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findInvoice(db: Db, id: string) {
  return db.selectFrom('billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOpenInvoice(db: Db, workspaceId: string) {
  return db
    .selectFrom('billing_invoices')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Invoices newest first; `after` continues from a cursor of (created_at, id). */
export function listInvoices(
  db: Db,
  workspaceId: string,
  options: { limit: number; after?: [string, string] },
) {
  let query = db
    .selectFrom('billing_invoices')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    // Drafts are not sent, and a void invoice was never owed (a first payment refused).
    .where('status', 'not in', ['draft', 'void'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.after) {
    const [createdAt, id] = options.after;
    query = query.where(sql<boolean>`(created_at, id) < (${new Date(createdAt)}, ${id})`);
  }
  return query.execute();
}

export function findBillingWorkspace(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspaces as w')
    .innerJoin('users as c', 'c.id', 'w.creator_id')
    .select([
      'w.id',
      'w.name',
      'w.kind',
      'w.plan',
      'w.status',
      'w.creator_id',
      'c.email as creator_email',
    ])
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
}

/** Members who may pay, by name: told to the others. */
export function listPaymentManagers(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspace_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.status', '=', 'active')
    .where('m.role', 'in', payingRoles)
    .orderBy('u.name')
    .orderBy('u.email')
    .execute();
}

/** The workspaces the person may pay for. */
export function listPayableWorkspaceIds(db: Db, userId: string) {
  return db
    .selectFrom('workspace_memberships')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .where('role', 'in', payingRoles)
    .execute();
}

/**
 * The Premium group: the creator of a personal workspace whose subscription is paid up or in
 * its trial. Kept in the transaction that applied the subscription.
 */
export async function refreshPremiumGroup(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({
      in_premium_group: sql<boolean>`exists (select 1 from workspaces w
        join billing_subscriptions s on s.workspace_id = w.id
        where w.creator_id = ${userId} and w.kind = 'personal'
          and s.status in ('trialing', 'active'))`,
    })
    .where('id', '=', userId)
    .execute();
}
