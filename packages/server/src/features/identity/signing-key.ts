import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connection.ts';
import { keepInstanceSetting } from './identity.repository.ts';

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
  const value = await keepInstanceSetting(
    database.db,
    settingKey,
    randomBytes(48).toString('base64url'),
  );
  return new TextEncoder().encode(value);
}
