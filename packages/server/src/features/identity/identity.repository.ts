import { createHash, randomInt, randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type UserRow = Awaited<ReturnType<typeof findUserById>> & {};
export type CodePurpose = 'confirm-sign-up' | 'reset-password';

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account of an address, whatever its case; addresses are stored normalised. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Whether two people are members (or guests) of one workspace. */
export async function shareAWorkspace(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspace_memberships as mine')
    .innerJoin('workspace_memberships as theirs', 'theirs.workspace_id', 'mine.workspace_id')
    .select('mine.workspace_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '=', otherId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    name: string | null;
    mustChangePassword?: boolean;
  },
) {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: values.email,
      password_hash: values.passwordHash,
      name: values.name,
      must_change_password: values.mustChangePassword ?? false,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: string, values: Updateable<Database['users']>) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Codes are few and short-lived; a fast hash is enough since wrong guesses are capped.
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** What a sign-up on an unconfirmed account asks for; it applies only with the mailed code. */
export type AccountClaim = { passwordHash: string; name: string | null };

/**
 * Issues a new six-digit code, spending any earlier unused code of the same purpose. A claim rides
 * with the code and is handed back when the code is accepted.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  lifetimeSeconds: number,
  claim?: AccountClaim,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('verification_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      id: randomUUID(),
      user_id: userId,
      purpose,
      code_hash: hashCode(code),
      claimed_password_hash: claim?.passwordHash ?? null,
      claimed_name: claim?.name ?? null,
      expires_at: new Date(Date.now() + lifetimeSeconds * 1000),
    })
    .execute();
  return code;
}

export type CodeCheck =
  | { outcome: 'accepted'; claim: AccountClaim | null }
  | { outcome: 'wrong' | 'expired' };

/**
 * Spends the user's current code if `code` matches it. A wrong guess counts against the code;
 * after `maxAttempts` it is spent. The row is locked so that two tries cannot both succeed.
 */
export async function consumeCode(
  db: Transaction<Database>,
  userId: string,
  purpose: CodePurpose,
  code: string,
  maxAttempts: number,
): Promise<CodeCheck> {
  const current = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!current || current.expires_at.getTime() <= Date.now()) return { outcome: 'expired' };
  if (current.code_hash !== hashCode(code)) {
    const attempts = current.attempts + 1;
    await db
      .updateTable('verification_codes')
      .set({ attempts, used_at: attempts >= maxAttempts ? new Date() : null })
      .where('id', '=', current.id)
      .execute();
    return { outcome: 'wrong' };
  }
  await db
    .updateTable('verification_codes')
    .set({ used_at: new Date() })
    .where('id', '=', current.id)
    .execute();
  const claim = current.claimed_password_hash
    ? { passwordHash: current.claimed_password_hash, name: current.claimed_name }
    : null;
  return { outcome: 'accepted', claim };
}

/** Marks an account confirmed and fills in its profile (an account made ready to sign in). */
export async function confirmUserWithProfile(
  db: Db,
  userId: string,
  profile: { company: string; location: string; projectTeamRole: string },
) {
  await db
    .updateTable('users')
    .set({
      email_verified: true,
      company: profile.company,
      location: profile.location,
      project_team_role: profile.projectTeamRole,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * The installation's setting `key`: the one stored, or else `value`, stored first (every
 * process starting together agrees on one).
 */
export async function keepInstanceSetting(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('instance_settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('instance_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
