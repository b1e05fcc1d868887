import { randomUUID } from 'node:crypto';
import { AppError, procoreCallbackRoute, procoreMessages } from '@specboard/domain';
import type { Config } from '../../config.ts';
import type { Platform } from '../../graphql/context.ts';
import {
  authorizationUrl,
  exchangeCode,
  type ProcoreApi,
  type ProcoreFolder,
  type ProcoreSettings,
  procoreApi,
} from '../../platform/procore/procore-client.ts';
import {
  deleteAccount,
  findAccount,
  listAccounts,
  listLastUsedFolders,
  upsertAccount,
} from './procore.repository.ts';
import { oauthState, tokenCipher } from './procore-crypto.ts';
import { accountApi, accountNotFound, toProcoreAppError } from './procore-session.ts';

/** Where Procore sends the person back after they allowed access. */

/** True when this server has a Procore app to sign in as. */
export function procoreEnabled(config: Config): boolean {
  return Boolean(config.procore.clientId && config.procore.clientSecret);
}

/** The Procore app's settings, or the error that the integration is not offered here. */
export function procoreSettings(config: Config): ProcoreSettings {
  const { clientId, clientSecret, apiUrl, loginUrl } = config.procore;
  if (!clientId || !clientSecret) {
    throw new AppError('BAD_USER_INPUT', procoreMessages.notConfigured);
  }
  return {
    clientId,
    clientSecret,
    apiUrl,
    loginUrl,
    redirectUri: `${config.publicUrl}${procoreCallbackRoute}`,
  };
}

/** The address that connects a Procore account to the person, good for 10 minutes. */
export function getProcoreAuthUrl(platform: Platform, userId: string): string {
  const settings = procoreSettings(platform.config);
  return authorizationUrl(settings, oauthState(platform.signingSecret).issue(userId));
}

/**
 * Completes a sign-in Procore sent back: the state says for whom (and is refused when forged or
 * stale), the code becomes tokens, stored sealed. Answers the account's id.
 */
export async function connectProcoreAccount(
  platform: Platform,
  viewerId: string,
  callback: { code?: string | null; state: string; error?: string | null },
) {
  const settings = procoreSettings(platform.config);
  // Only the person who asked for the sign-in may connect what it returns: a sign-in link sent
  // to someone else would otherwise put their Procore account in the sender's hands.
  const userId = oauthState(platform.signingSecret).verify(callback.state);
  if (!userId || userId !== viewerId) {
    throw new AppError('BAD_USER_INPUT', procoreMessages.stateNotValid);
  }
  if (callback.error || !callback.code) {
    throw new AppError('BAD_USER_INPUT', procoreMessages.signInRefused);
  }
  try {
    const tokens = await exchangeCode(settings, callback.code).catch((error) => {
      platform.logger.warn({ err: error }, 'procore code exchange failed');
      throw new AppError('BAD_USER_INPUT', procoreMessages.signInRefused);
    });
    // The new tokens are known to be good: a source that never needs to refresh.
    const me = await procoreApi(settings, {
      accessToken: async () => tokens.accessToken,
      refreshAfterRefusal: async () => tokens.accessToken,
    }).me();
    const cipher = tokenCipher(platform.signingSecret);
    const id = await upsertAccount(platform.database.db, {
      id: randomUUID(),
      user_id: userId,
      procore_user_id: me.id,
      login: me.login,
      name: me.name,
      access_token: cipher.seal(tokens.accessToken, userId),
      refresh_token: cipher.seal(tokens.refreshToken, userId),
      access_token_expires_at: tokens.expiresAt,
    });
    return { id, login: me.login, name: me.name };
  } catch (error) {
    throw toProcoreAppError(platform, error);
  }
}

/** The person's connected accounts. */
export async function listProcoreAccounts(platform: Platform, userId: string) {
  procoreSettings(platform.config);
  const accounts = await listAccounts(platform.database.db, userId);
  return accounts.map(({ id, login, name }) => ({ id, login, name }));
}

/** Where the person last sent schedules, newest first. */
export async function listProcoreLastUsedFolders(platform: Platform, userId: string) {
  procoreSettings(platform.config);
  const rows = await listLastUsedFolders(platform.database.db, userId);
  return rows.map((row) => ({
    accountId: row.account_id,
    companyId: row.company_id,
    companyName: row.company_name,
    projectId: row.project_id,
    projectName: row.project_name,
    folderId: row.folder_id,
    folderName: row.folder_name,
    folderNameWithPath: row.folder_name_with_path,
    usedAt: row.used_at.toISOString(),
  }));
}

/** Runs `work` with the Procore API as one of the person's own accounts. */
export async function withProcoreAccount<T>(
  platform: Platform,
  userId: string,
  accountId: string,
  work: (api: ProcoreApi) => Promise<T>,
): Promise<T> {
  const settings = procoreSettings(platform.config);
  const account = await findAccount(platform.database.db, userId, accountId);
  if (!account) throw accountNotFound();
  try {
    return await work(accountApi(platform, settings, account));
  } catch (error) {
    throw toProcoreAppError(platform, error);
  }
}

export function listProcoreCompanies(platform: Platform, userId: string, accountId: string) {
  return withProcoreAccount(platform, userId, accountId, (api) => api.companies());
}

export function listProcoreProjects(
  platform: Platform,
  userId: string,
  args: { accountId: string; companyId: string },
) {
  return withProcoreAccount(platform, userId, args.accountId, (api) =>
    api.projects(args.companyId),
  );
}

/** The folders inside a folder of a Procore project (inside its top folder when none is named). */
export function listProcoreFolders(
  platform: Platform,
  userId: string,
  args: { accountId: string; companyId: string; projectId: string; folderId?: string | null },
): Promise<ProcoreFolder[]> {
  return withProcoreAccount(platform, userId, args.accountId, async (api) => {
    const folder = await api.folder(args.companyId, args.projectId, args.folderId ?? null);
    return folder.folders;
  });
}

/** Forgets one of the person's accounts (and its last-used folders). */
export async function disconnectProcoreAccount(
  platform: Platform,
  userId: string,
  accountId: string,
): Promise<boolean> {
  procoreSettings(platform.config);
  if (!(await deleteAccount(platform.database.db, userId, accountId))) throw accountNotFound();
  return true;
}
