import type { RateLimit } from '@specboard/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type LimitedSubject = { subject: string; limit: RateLimit };

/**
 * Takes one attempt from each subject's allowance, in one statement per call: parallel callers
 * are counted one after another on the subject's row, so exactly `max` of them pass in a window
 * however many arrive at once. Answers 0 when every subject had room, or the seconds until the
 * fullest one's window ends. A refused attempt is counted too, without extending the window.
 */
export async function takeAttempt(
  db: Kysely<Database>,
  subjects: LimitedSubject[],
): Promise<number> {
  const taken = await Promise.all(subjects.map((entry) => takeOne(db, entry)));
  return Math.max(0, ...taken);
}

async function takeOne(db: Kysely<Database>, { subject, limit }: LimitedSubject) {
  const { rows } = await sql<{ hits: number; seconds_left: number }>`
    insert into rate_limits as r (subject, window_ends_at, hits)
    values (${subject}, now() + make_interval(secs => ${limit.windowSeconds}), 1)
    on conflict (subject) do update set
      hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at
                            else r.window_ends_at end
    returning hits, extract(epoch from window_ends_at - now())::float8 as seconds_left`.execute(db);
  const row = rows[0]!;
  return row.hits > limit.max ? Math.max(1, Math.ceil(row.seconds_left)) : 0;
}

/** Gives back an attempt that turned out well, so that success does not count towards a hold. */
export async function giveBackAttempt(db: Kysely<Database>, subjects: string[]) {
  if (subjects.length === 0) return;
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('subject', 'in', subjects)
    .execute();
}

export async function clearAttempts(db: Kysely<Database>, subjects: string[]) {
  if (subjects.length === 0) return;
  await db.deleteFrom('rate_limits').where('subject', 'in', subjects).execute();
}

/** Windows that have ended hold nothing; dropping them keeps the table as small as the traffic. */
export async function forgetEndedWindows(db: Kysely<Database>) {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<', new Date()).execute();
}
