import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { confirmUserWithProfile, findUserByEmail, insertUser } from './identity.repository.ts';
import { hashPassword } from './passwords.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type Account = { id: string; email: string; name: string | null };

/** The account of an address, for features that invite people by e-mail. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const user = await findUserByEmail(db, email);
  return user && { id: user.id, email: user.email, name: user.name };
}

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A temporary password that meets the policy, to be replaced at the first sign-in. */
export function newTemporaryPassword(): string {
  const word = Array.from({ length: 10 }, () => letters[randomInt(letters.length)]).join('');
  return `${word}-${randomInt(1000, 10_000)}`;
}

export function hashTemporaryPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/**
 * An account for a person invited by e-mail: it signs in with the temporary password it was sent
 * and must then choose its own (the new-password challenge).
 */
export async function createInvitedAccount(
  db: Db,
  email: string,
  passwordHash: string,
): Promise<Account> {
  const user = await insertUser(db, { email, passwordHash, name: null, mustChangePassword: true });
  return { id: user.id, email: user.email, name: user.name };
}

/** A confirmed account with a complete profile, for demo data and seeds. */
export async function createConfirmedAccount(
  db: Db,
  values: {
    email: string;
    password: string;
    name: string;
    company: string;
    location: string;
    projectTeamRole: string;
  },
): Promise<Account> {
  const user = await insertUser(db, {
    email: values.email,
    passwordHash: await hashPassword(values.password),
    name: values.name,
  });
  await confirmUserWithProfile(db, user.id, {
    company: values.company,
    location: values.location,
    projectTeamRole: values.projectTeamRole,
  });
  return { id: user.id, email: user.email, name: user.name };
}
