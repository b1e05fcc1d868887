import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type AccountEvent = { userId: string; name: string | null; email: string };

/**
 * What other features do when an account changes state, registered by those features at start.
 * Identity runs them without knowing who listens, so features depend on identity, not back.
 */
export type AccountHooks = {
  /** In the transaction that confirms a new account's address. */
  confirmed: ((trx: Transaction<Database>, account: AccountEvent) => Promise<void>)[];
  /** After a sign-in, in its own transaction (an invited person's first sign-in, for one). */
  signedIn: ((trx: Transaction<Database>, account: AccountEvent) => Promise<void>)[];
};

export function createAccountHooks(): AccountHooks {
  return { confirmed: [], signedIn: [] };
}

export async function runAccountHooks(
  hooks: AccountHooks[keyof AccountHooks],
  trx: Transaction<Database>,
  account: AccountEvent,
) {
  for (const hook of hooks) await hook(trx, account);
}
