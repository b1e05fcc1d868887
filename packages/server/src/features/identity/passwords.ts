import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// Algorithm 2 is Argon2id (a const enum, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when the account does not exist, so both answers take as long.
const absentAccountHash = hash('no account has this password 0', options);

/** True when the password matches; takes the same time whether or not there is a hash. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await absentAccountHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
