import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ThrottleRules = {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
};

export const accountSubject = (email: string) => `account:${email}`;
export const addressSubject = (address: string) => `address:${address}`;

/**
 * Seconds until sign-in may be tried again for this account and address, or 0. A subject is held
 * while its most recent `max` failures all fall within the window; the wait ends when the oldest
 * of them leaves it.
 */
export async function secondsUntilAllowed(
  db: Kysely<Database>,
  subjects: { account: string; address: string },
  rules: ThrottleRules,
): Promise<number> {
  const waits = await Promise.all([
    waitFor(db, subjects.account, rules.maxFailuresPerAccount, rules.windowSeconds),
    waitFor(db, subjects.address, rules.maxFailuresPerAddress, rules.windowSeconds),
  ]);
  return Math.max(...waits);
}

async function waitFor(db: Kysely<Database>, subject: string, max: number, windowSeconds: number) {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const recent = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('subject', '=', subject)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(max)
    .execute();
  if (recent.length < max) return 0;
  const oldest = recent[recent.length - 1]!.failed_at.getTime();
  return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000));
}

export async function recordFailure(db: Kysely<Database>, subjects: string[]) {
  await db
    .insertInto('sign_in_failures')
    .values(subjects.map((subject) => ({ subject })))
    .execute();
}

export async function clearFailures(db: Kysely<Database>, subject: string) {
  await db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute();
}
