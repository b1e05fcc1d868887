import { AppError, procoreMessages } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import {
  ProcoreError,
  type ProcoreSettings,
  procoreApi,
  refreshTokens,
  type TokenSource,
} from '../../platform/procore/procore-client.ts';
import { findAccount, replaceTokens, type StoredProcoreAccount } from './procore.repository.ts';
import { tokenCipher } from './procore-crypto.ts';

/** Refreshed a minute early, so a token does not expire between the check and Procore's. */
const expiryMarginMs = 60_000;

// One refresh at a time per account in this process: Procore rotates refresh tokens, so a second
// refresh from the same token would be refused.
const refreshing = new Map<string, Promise<string>>();

export const reconnectError = () => new AppError('FORBIDDEN', procoreMessages.reconnect);
export const accountNotFound = () => new AppError('NOT_FOUND', procoreMessages.accountNotFound);

/** The Procore API as the person's account, refreshing and storing tokens as needed. */
export function accountApi(
  platform: Platform,
  settings: ProcoreSettings,
  account: StoredProcoreAccount,
) {
  return procoreApi(settings, accountTokens(platform, settings, account));
}

function accountTokens(
  platform: Platform,
  settings: ProcoreSettings,
  account: StoredProcoreAccount,
): TokenSource {
  const cipher = tokenCipher(platform.signingSecret);
  const db = platform.database.db;
  let current = account;
  // A token that will not open was sealed under another signing secret: only a new sign-in helps.
  const open = (sealed: string) => {
    const plain = cipher.open(sealed, account.user_id);
    if (plain === undefined) throw reconnectError();
    return plain;
  };
  const reread = async () => {
    const fresh = await findAccount(db, account.user_id, account.id);
    if (!fresh) throw accountNotFound();
    current = fresh;
    return fresh;
  };

  const refreshNow = async (): Promise<string> => {
    const from = current;
    let tokens: Awaited<ReturnType<typeof refreshTokens>>;
    try {
      tokens = await refreshTokens(settings, open(from.refresh_token));
    } catch (error) {
      if (!(error instanceof ProcoreError && error.oauth)) throw error;
      // Another process may have refreshed first, making ours stale: use what it stored.
      const fresh = await reread();
      if (fresh.refresh_token !== from.refresh_token) return open(fresh.access_token);
      platform.logger.warn({ accountId: account.id, err: error }, 'procore refresh refused');
      throw reconnectError();
    }
    const sealed = {
      access_token: cipher.seal(tokens.accessToken, account.user_id),
      refresh_token: cipher.seal(tokens.refreshToken, account.user_id),
      access_token_expires_at: tokens.expiresAt,
    };
    if (await replaceTokens(db, account.id, from.refresh_token, sealed)) {
      current = { ...from, ...sealed };
      return tokens.accessToken;
    }
    return open((await reread()).access_token);
  };

  const refresh = () => {
    let pending = refreshing.get(account.id);
    if (!pending) {
      pending = refreshNow().finally(() => refreshing.delete(account.id));
      refreshing.set(account.id, pending);
    }
    return pending;
  };

  return {
    async accessToken() {
      if (current.access_token_expires_at.getTime() - expiryMarginMs <= Date.now()) {
        return refresh();
      }
      return open(current.access_token);
    },
    async refreshAfterRefusal(refused) {
      const fresh = await reread();
      const stored = open(fresh.access_token);
      return stored !== refused ? stored : refresh();
    },
  };
}

/** Procore's failure as the person reads it; the detail goes to the log. */
export function toProcoreAppError(platform: Platform, error: unknown): unknown {
  if (!(error instanceof ProcoreError)) return error;
  platform.logger.warn({ err: error, status: error.status }, 'procore request failed');
  if (error.status === 0) return new AppError('INTERNAL_SERVER_ERROR', procoreMessages.unreachable);
  if (error.status === 404) return new AppError('NOT_FOUND', procoreMessages.notFoundThere);
  if (error.status === 403) return new AppError('FORBIDDEN', procoreMessages.forbiddenThere);
  if (error.status === 401) return reconnectError();
  return new AppError('INTERNAL_SERVER_ERROR', procoreMessages.requestFailed(error.status));
}
