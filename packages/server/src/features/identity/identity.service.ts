import { randomUUID } from 'node:crypto';
import {
  AppError,
  findPasswordProblem,
  identityMessages,
  isValidEmail,
  isWellFormedCode,
  normalizeEmail,
  verificationCodeLifetimeSeconds,
  verificationCodeMaxAttempts,
} from '@specboard/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import type { CodeSent, Session, SignInResult } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { runAccountHooks } from '../../platform/account-hooks.ts';
import { fileLinksOf } from '../files/index.ts';
import { signNewPasswordChallenge, verifyNewPasswordChallenge } from './challenge.ts';
import {
  type AccountClaim,
  type CodePurpose,
  consumeCode,
  findUserByEmail,
  findUserById,
  insertUser,
  issueCode,
  type UserRow,
  updateUser,
} from './identity.repository.ts';
import { resetCodeMail, signUpCodeMail } from './mail-templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { toUserProfile } from './profile.presenter.ts';
import {
  insertRefreshToken,
  revokeAllOfUser,
  revokeFamily,
  rotateRefreshToken,
} from './refresh-tokens.repository.ts';
import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from './session-cookie.ts';
import { liftSignInHold, takeCodeGuess, takeCodeMail, takeSignInAttempt } from './throttle.ts';
import { signAccessToken } from './tokens.ts';

type Trx = Transaction<Database>;

const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);

function requireValidEmail(email: string): string {
  if (!isValidEmail(email)) throw badInput(identityMessages.invalidEmail);
  return normalizeEmail(email);
}

function requireGoodPassword(password: string) {
  const problem = findPasswordProblem(password);
  if (problem) throw badInput(problem);
}

const codeSent = (email: string): CodeSent => ({
  email,
  codeExpiresInSeconds: verificationCodeLifetimeSeconds,
});

const secureCookies = (platform: Platform) => platform.config.publicUrl.startsWith('https:');

/** Mails a fresh code; the caller has counted it against the mail limits (`takeCodeMail`). */
async function sendCode(
  platform: Platform,
  user: UserRow,
  purpose: CodePurpose,
  claim?: AccountClaim,
) {
  const code = await issueCode(
    platform.database.db,
    user.id,
    purpose,
    verificationCodeLifetimeSeconds,
    claim,
  );
  const template = purpose === 'confirm-sign-up' ? signUpCodeMail : resetCodeMail;
  await platform.mail.send(
    template(user.email, code, verificationCodeLifetimeSeconds, platform.config.publicUrl),
  );
}

/**
 * Spends the current code of `purpose` of the address's account and runs `onAccepted` in the same
 * transaction. Every guess counts against the address's limits first; a missing account gets the
 * same answers as a wrong code.
 */
async function spendCode(
  context: GraphQLContext,
  email: string,
  purpose: CodePurpose,
  code: string,
  onAccepted: (trx: Trx, user: UserRow, claim: AccountClaim | null) => Promise<void>,
): Promise<void> {
  if (!isWellFormedCode(code)) throw badInput(identityMessages.invalidCode);
  await takeCodeGuess(context, email);
  const user = await findUserByEmail(context.database.db, email);
  if (!user) throw badInput(identityMessages.invalidCode);
  const check = await context.database.db.transaction().execute(async (trx) => {
    const result = await consumeCode(
      trx,
      user.id,
      purpose,
      code.trim(),
      verificationCodeMaxAttempts,
    );
    if (result.outcome === 'accepted') await onAccepted(trx, user, result.claim);
    return result;
  });
  if (check.outcome === 'wrong') throw badInput(identityMessages.invalidCode);
  if (check.outcome === 'expired') throw badInput(identityMessages.expiredCode);
}

/**
 * Creates an unconfirmed account and mails its code. On an address whose account is not confirmed
 * yet (an earlier sign-up, or an invitation waiting for its temporary password), the account stays
 * as it is: the new password and name ride with the mailed code, so only the mailbox's reader can
 * claim it, and the answer is the same as for a new address.
 */
export async function signUp(
  context: GraphQLContext,
  input: { email: string; password: string; name?: string | null },
): Promise<CodeSent> {
  const email = requireValidEmail(input.email);
  requireGoodPassword(input.password);
  const name = input.name?.trim() || null;
  const existing = await findUserByEmail(context.database.db, email);
  if (existing?.email_verified) throw badInput(identityMessages.accountExists);
  await takeCodeMail(context, email);
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await sendCode(context, existing, 'confirm-sign-up', { passwordHash, name });
  } else {
    const user = await insertUser(context.database.db, { email, passwordHash, name });
    await sendCode(context, user, 'confirm-sign-up');
  }
  return codeSent(email);
}

export async function resendSignUpCode(
  context: GraphQLContext,
  rawEmail: string,
): Promise<CodeSent> {
  const email = requireValidEmail(rawEmail);
  // Counted and answered the same either way, so the call does not reveal who has an account.
  await takeCodeMail(context, email);
  const user = await findUserByEmail(context.database.db, email);
  if (user && !user.email_verified) await sendCode(context, user, 'confirm-sign-up');
  return codeSent(email);
}

/**
 * Confirms an address with its code; a code works once, and not after it expires. A code mailed
 * for a sign-up on an unconfirmed account brings that sign-up's password and name with it.
 */
export async function verifyEmail(context: GraphQLContext, rawEmail: string, code: string) {
  const email = requireValidEmail(rawEmail);
  await spendCode(context, email, 'confirm-sign-up', code, async (trx, owner, claim) => {
    const confirmed = await updateUser(trx, owner.id, {
      email_verified: true,
      ...(claim && {
        password_hash: claim.passwordHash,
        name: claim.name ?? owner.name,
        must_change_password: false,
        password_changed_at: new Date(),
      }),
    });
    await runAccountHooks(context.accountHooks.confirmed, trx, accountOf(confirmed));
  });
  return true;
}

/**
 * Checks the password; refuses with one message whether the account is missing or the password
 * wrong. The attempt is taken from the throttles before the check (see `takeSignInAttempt`). An
 * account that is not confirmed answers 'User is not confirmed.' whatever the password, so the
 * answer does not tell whether it was right.
 */
export async function signIn(
  context: GraphQLContext,
  rawEmail: string,
  password: string,
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  const attempt = await takeSignInAttempt(context, email);
  const user = isValidEmail(email) ? await findUserByEmail(context.database.db, email) : undefined;
  const passwordIsRight = await verifyPassword(user?.password_hash ?? null, password);
  if (user && !user.email_verified && !user.must_change_password) {
    throw new AppError('USER_NOT_CONFIRMED', identityMessages.userNotConfirmed);
  }
  if (!passwordIsRight || !user) {
    throw new AppError('INCORRECT_CREDENTIALS', identityMessages.incorrectCredentials);
  }
  await attempt.succeeded();
  if (user.must_change_password) {
    return {
      session: null,
      challenge: 'NEW_PASSWORD_REQUIRED',
      challengeToken: await signNewPasswordChallenge(context.signingSecret, user.id),
    };
  }
  return { session: await startSession(context, user), challenge: null, challengeToken: null };
}

const accountOf = (user: UserRow) => ({ userId: user.id, name: user.name, email: user.email });

/** A new refresh family for the user: its token in the cookie, and an access token. */
async function startSession(context: GraphQLContext, user: UserRow): Promise<Session> {
  const familyId = randomUUID();
  await context.database.db
    .transaction()
    .execute((trx) => runAccountHooks(context.accountHooks.signedIn, trx, accountOf(user)));
  const refresh = await insertRefreshToken(
    context.database.db,
    user.id,
    familyId,
    context.config.auth.refreshTokenTtlDays,
  );
  context.setCookie(refreshCookie(refresh.token, refresh.expiresAt, secureCookies(context)));
  return sessionFor(context, user, familyId);
}

async function sessionFor(context: Platform, user: UserRow, familyId: string): Promise<Session> {
  const access = await signAccessToken(
    context.signingSecret,
    user.id,
    familyId,
    context.config.auth.accessTokenTtlSeconds,
  );
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    user: toUserProfile(user, fileLinksOf(context)),
  };
}

/** The new-password challenge of an invited user: sets the password and signs in. */
export async function completeNewPassword(
  context: GraphQLContext,
  challengeToken: string,
  newPassword: string,
): Promise<Session> {
  const userId = await verifyNewPasswordChallenge(context.signingSecret, challengeToken);
  const user = userId ? await findUserById(context.database.db, userId) : undefined;
  if (!user?.must_change_password)
    throw new AppError('UNAUTHENTICATED', identityMessages.sessionExpired);
  requireGoodPassword(newPassword);
  const updated = await updateUser(context.database.db, user.id, {
    password_hash: await hashPassword(newPassword),
    must_change_password: false,
    // The invitation reached this address: it is confirmed.
    email_verified: true,
    password_changed_at: new Date(),
  });
  return startSession(context, updated);
}

function refuseSession(context: GraphQLContext): never {
  context.setCookie(clearedRefreshCookie(secureCookies(context)));
  throw new AppError('UNAUTHENTICATED', identityMessages.sessionExpired);
}

/** Spends the cookie's refresh token for a successor; a stolen copy revokes its whole family. */
export async function refreshSession(context: GraphQLContext): Promise<Session> {
  const token = readRefreshCookie(context.cookieHeader);
  if (!token) refuseSession(context);
  const rotation = await context.database.db.transaction().execute(async (trx) => {
    const result = await rotateRefreshToken(trx, token, context.config.auth.refreshTokenTtlDays);
    if (result.outcome === 'reused') await revokeFamily(trx, result.familyId, 'reuse detected');
    return result;
  });
  if (rotation.outcome !== 'rotated') {
    if (rotation.outcome === 'reused') {
      context.log.warn({ familyId: rotation.familyId }, 'refresh token reused: family revoked');
    }
    refuseSession(context);
  }
  const user = await findUserById(context.database.db, rotation.userId);
  if (!user) refuseSession(context);
  context.setCookie(refreshCookie(rotation.token, rotation.expiresAt, secureCookies(context)));
  return sessionFor(context, user, rotation.familyId);
}

/** Ends this session: its refresh family is revoked and the cookie cleared. */
export async function signOut(context: GraphQLContext): Promise<boolean> {
  const token = readRefreshCookie(context.cookieHeader);
  const ended: string[] = [];
  await context.database.db.transaction().execute(async (trx) => {
    if (context.viewer) ended.push(context.viewer.familyId);
    if (token) {
      const rotation = await rotateRefreshToken(trx, token, 0);
      if (rotation.outcome !== 'refused') ended.push(rotation.familyId);
    }
    for (const familyId of new Set(ended)) await revokeFamily(trx, familyId, 'signed out');
  });
  // Committed: its access tokens are refused and its sockets closed, on every server.
  context.sessions.announceEnded(ended);
  context.setCookie(clearedRefreshCookie(secureCookies(context)));
  return true;
}

/** Mails a reset code; the answer is the same whether or not the account exists. */
export async function resetPassword(context: GraphQLContext, rawEmail: string): Promise<CodeSent> {
  const email = requireValidEmail(rawEmail);
  await takeCodeMail(context, email);
  const user = await findUserByEmail(context.database.db, email);
  if (user) await sendCode(context, user, 'reset-password');
  return codeSent(email);
}

/** Sets a new password with a reset code; every session of the account is revoked. */
export async function confirmResetPassword(
  context: GraphQLContext,
  rawEmail: string,
  code: string,
  newPassword: string,
): Promise<boolean> {
  requireGoodPassword(newPassword);
  const email = requireValidEmail(rawEmail);
  const passwordHash = await hashPassword(newPassword);
  let ended: string[] = [];
  await spendCode(context, email, 'reset-password', code, async (trx, owner) => {
    await updateUser(trx, owner.id, {
      password_hash: passwordHash,
      email_verified: true,
      must_change_password: false,
      password_changed_at: new Date(),
    });
    ended = await revokeAllOfUser(trx, owner.id, 'password reset');
  });
  context.sessions.announceEnded(ended);
  await liftSignInHold(context, email);
  return true;
}

/** Changes the password; every other session is revoked and this one continues afresh. */
export async function changePassword(
  context: GraphQLContext,
  currentPassword: string,
  newPassword: string,
): Promise<Session> {
  const viewer = requireViewer(context);
  const user = await findUserById(context.database.db, viewer.userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw badInput(identityMessages.incorrectPassword);
  }
  requireGoodPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  let ended: string[] = [];
  const updated = await context.database.db.transaction().execute(async (trx) => {
    ended = await revokeAllOfUser(trx, user.id, 'password changed');
    return updateUser(trx, user.id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
    });
  });
  context.sessions.announceEnded(ended);
  return startSession(context, updated);
}
