import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connection.ts';

const settingKey = 'auth.signing-secret';

/**
 * The secret that signs access tokens: AUTH_SECRET when set; otherwise one generated on first
 * start and kept in the database, so that every process on the same database agrees.
 */
export async function loadSigningSecret(
  database: DatabaseHandle,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await database.db
    .insertInto('instance_settings')
    .values({ key: settingKey, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { value } = await database.db
    .selectFrom('instance_settings')
    .select('value')
    .where('key', '=', settingKey)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(value);
}
