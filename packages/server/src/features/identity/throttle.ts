import { AppError, codeLimits, identityMessages } from '@specboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  clearAttempts,
  forgetEndedWindows,
  giveBackAttempt,
  type LimitedSubject,
  takeAttempt,
} from './rate-limits.repository.ts';

const tooManyAttempts = (waitSeconds: number) =>
  new AppError('TOO_MANY_ATTEMPTS', identityMessages.tooManyAttempts(waitSeconds), {
    retryAfterSeconds: waitSeconds,
  });

/**
 * Takes one attempt from every subject, or none: when one subject is full, the others get theirs
 * back, so that refused attempts count nowhere (an attacker held on one account from one address
 * cannot go on filling the account's allowance for everyone).
 */
async function takeFromAll(db: Kysely<Database>, subjects: LimitedSubject[]) {
  const wait = await takeAttempt(db, subjects);
  if (wait > 0) {
    await giveBackAttempt(
      db,
      subjects.map(({ subject }) => subject),
    );
    throw tooManyAttempts(wait);
  }
}

let attemptsSinceCleanUp = 0;

async function cleanUpNowAndThen(db: Kysely<Database>) {
  attemptsSinceCleanUp += 1;
  if (attemptsSinceCleanUp < 500) return;
  attemptsSinceCleanUp = 0;
  await forgetEndedWindows(db);
}

const signInSubjects = (context: GraphQLContext, email: string) => ({
  source: `sign-in:${email}|${context.clientAddress}`,
  account: `sign-in:${email}`,
  address: `sign-in@${context.clientAddress}`,
});

/**
 * Takes a sign-in attempt before the password is checked, so that parallel guesses cannot all
 * pass the check: the account from this address (the source) first, then the account from
 * anywhere and the address on any account. A success gives its attempt back and clears the source.
 */
export async function takeSignInAttempt(context: GraphQLContext, email: string) {
  const db = context.database.db;
  const limits = context.config.auth.signInLimits;
  const { source, account, address } = signInSubjects(context, email);
  await cleanUpNowAndThen(db);
  await takeFromAll(db, [{ subject: source, limit: limits.perSource }]);
  try {
    await takeFromAll(db, [
      { subject: account, limit: limits.perAccount },
      { subject: address, limit: limits.perAddress },
    ]);
  } catch (error) {
    await giveBackAttempt(db, [source]);
    throw error;
  }
  return {
    succeeded: async () => {
      await clearAttempts(db, [source]);
      await giveBackAttempt(db, [account, address]);
    },
  };
}

/** After a reset proved the mailbox: the account, from here and from anywhere, is not held. */
export async function liftSignInHold(context: GraphQLContext, email: string) {
  const { source, account } = signInSubjects(context, email);
  await clearAttempts(context.database.db, [source, account]);
}

/** Counts a code mailed to `email` on the request of this client; refuses past the limits. */
export async function takeCodeMail(context: GraphQLContext, email: string) {
  await takeFromAll(context.database.db, [
    { subject: `code-mail:${email}`, limit: codeLimits.mailsPerAddress },
    {
      subject: `code-mail@${context.clientAddress}`,
      limit: context.config.auth.codeLimitsPerClient.mails,
    },
  ]);
}

/**
 * Counts a guess at the codes of `email`, whether or not it has an account, so that the answers
 * do not tell; across all its codes, so that asking for a fresh code brings no fresh guesses.
 */
export async function takeCodeGuess(context: GraphQLContext, email: string) {
  await takeFromAll(context.database.db, [
    { subject: `code-guess:${email}`, limit: codeLimits.guessesPerAddress },
    {
      subject: `code-guess@${context.clientAddress}`,
      limit: context.config.auth.codeLimitsPerClient.guesses,
    },
  ]);
}
