import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A just-spent token presented again within this window is two tabs refreshing at once. */
const concurrentRefreshGraceMs = 10_000;

export async function insertRefreshToken(
  db: Db,
  userId: string,
  familyId: string,
  lifetimeDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newRefreshToken();
  const expiresAt = new Date(Date.now() + lifetimeDays * 86_400_000);
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      family_id: familyId,
      user_id: userId,
      token_hash: hash,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export type Rotation =
  | { outcome: 'rotated'; userId: string; familyId: string; token: string; expiresAt: Date }
  | { outcome: 'refused' }
  | { outcome: 'reused'; familyId: string };

/**
 * Spends a refresh token and issues its successor in the same family. A token spent before (and
 * not just now by a sibling tab) is a stolen copy: the caller revokes the family.
 */
export async function rotateRefreshToken(
  db: Transaction<Database>,
  token: string,
  lifetimeDays: number,
): Promise<Rotation> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now())
    return { outcome: 'refused' };
  // A family revoked while this token was being issued (a sign-out racing a refresh) may hold an
  // unrevoked row: one revoked row ends the whole family.
  if (await isFamilyRevoked(db, row.family_id)) return { outcome: 'refused' };
  if (row.spent_at && Date.now() - row.spent_at.getTime() > concurrentRefreshGraceMs) {
    return { outcome: 'reused', familyId: row.family_id };
  }
  if (!row.spent_at) {
    await db
      .updateTable('refresh_tokens')
      .set({ spent_at: new Date() })
      .where('id', '=', row.id)
      .execute();
  }
  const next = await insertRefreshToken(db, row.user_id, row.family_id, lifetimeDays);
  return { outcome: 'rotated', userId: row.user_id, familyId: row.family_id, ...next };
}

/** Revokes every token of one session (refresh family). */
export async function revokeFamily(db: Db, familyId: string, reason: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of the user; returns the families that were still open. */
export async function revokeAllOfUser(db: Db, userId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((row) => row.family_id))];
}

/** True when any token of the family was revoked (partial index refresh_tokens_revoked_family). */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Families with a token revoked at or after `since` (partial index refresh_tokens_revoked_at). */
export async function findFamiliesRevokedSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('revoked_at', '>=', since)
    .execute();
  return rows.map((row) => row.family_id);
}
