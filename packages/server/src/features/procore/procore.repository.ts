import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database as Tables } from '../../db/schema.ts';

type Db = Kysely<Tables> | Transaction<Tables>;

/** An account row: tokens still sealed. */
export type StoredProcoreAccount = Omit<
  Selectable<Tables['procore_accounts']>,
  'created_at' | 'updated_at'
>;

export type StoredLastUsedFolder = Omit<
  Selectable<Tables['procore_last_used_folders']>,
  'id' | 'user_id'
>;

const accountColumns = [
  'id',
  'user_id',
  'procore_user_id',
  'login',
  'name',
  'access_token',
  'refresh_token',
  'access_token_expires_at',
] as const;

/** How many last-used folders a person keeps. */
const lastUsedKept = 10;

/** The person's connected accounts, oldest first. */
export function listAccounts(db: Db, userId: string): Promise<StoredProcoreAccount[]> {
  return db
    .selectFrom('procore_accounts')
    .select(accountColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the person's accounts; another person's is not found. */
export function findAccount(
  db: Db,
  userId: string,
  accountId: string,
): Promise<StoredProcoreAccount | undefined> {
  return db
    .selectFrom('procore_accounts')
    .select(accountColumns)
    .where('user_id', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Stores a connected account; connecting the same Procore login again replaces its tokens. */
export async function upsertAccount(
  db: Db,
  account: Omit<StoredProcoreAccount, 'id'> & { id: string },
): Promise<string> {
  const row = await db
    .insertInto('procore_accounts')
    .values(account)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'procore_user_id']).doUpdateSet((excluded) => ({
        login: excluded.ref('excluded.login'),
        name: excluded.ref('excluded.name'),
        access_token: excluded.ref('excluded.access_token'),
        refresh_token: excluded.ref('excluded.refresh_token'),
        access_token_expires_at: excluded.ref('excluded.access_token_expires_at'),
        updated_at: new Date(),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Keeps refreshed tokens, only if the refresh token is still the one refreshed from: another
 * process that refreshed first wins, and this one reads the tokens it stored instead.
 */
export async function replaceTokens(
  db: Db,
  accountId: string,
  previousRefreshToken: string,
  tokens: { access_token: string; refresh_token: string; access_token_expires_at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('procore_accounts')
    .set({ ...tokens, updated_at: new Date() })
    .where('id', '=', accountId)
    .where('refresh_token', '=', previousRefreshToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes the person's account and its last-used folders; false when there was none. */
export async function deleteAccount(db: Db, userId: string, accountId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('procore_accounts')
    .where('user_id', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The person's last-used folders, newest first. */
export function listLastUsedFolders(db: Db, userId: string): Promise<StoredLastUsedFolder[]> {
  return db
    .selectFrom('procore_last_used_folders')
    .select([
      'account_id',
      'company_id',
      'company_name',
      'project_id',
      'project_name',
      'folder_id',
      'folder_name',
      'folder_name_with_path',
      'used_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('used_at', 'desc')
    .limit(lastUsedKept)
    .execute();
}

/** Records a folder as the newest used, keeping the last few. */
export async function recordLastUsedFolder(
  db: Kysely<Tables>,
  userId: string,
  folder: Omit<StoredLastUsedFolder, 'used_at'> & { id: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The unique index is on an expression (a null folder is the top one): delete, then insert.
    let same = trx
      .deleteFrom('procore_last_used_folders')
      .where('user_id', '=', userId)
      .where('account_id', '=', folder.account_id)
      .where('project_id', '=', folder.project_id);
    same =
      folder.folder_id === null
        ? same.where('folder_id', 'is', null)
        : same.where('folder_id', '=', folder.folder_id);
    await same.execute();
    await trx
      .insertInto('procore_last_used_folders')
      .values({ ...folder, user_id: userId, used_at: new Date() })
      .execute();
    const kept = trx
      .selectFrom('procore_last_used_folders')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('used_at', 'desc')
      .limit(lastUsedKept);
    await trx
      .deleteFrom('procore_last_used_folders')
      .where('user_id', '=', userId)
      .where('id', 'not in', kept)
      .execute();
  });
}
