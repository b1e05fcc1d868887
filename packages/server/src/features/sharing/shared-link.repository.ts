import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The project's link token and when it was made (nulls while the link is off), and whether the
 * link allows exports.
 */
export function findSharedLink(db: Db, projectId: string) {
  return db
    .selectFrom('projects')
    .select(['shared_link_token', 'shared_link_generated_at', 'shared_link_allows_export'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Sets the project's link token (null turns the link off); is_shared follows it. A link that is
 * off allows no exports, whatever `allowsExport` says.
 */
export async function setSharedLink(
  db: Db,
  projectId: string,
  link: { token: string | null; tokenChanged: boolean; allowsExport: boolean },
) {
  const { token } = link;
  await db
    .updateTable('projects')
    .set({
      ...(link.tokenChanged && {
        shared_link_token: token,
        shared_link_generated_at: token ? new Date() : null,
      }),
      is_shared: token !== null,
      shared_link_allows_export: token !== null && link.allowsExport,
    })
    .where('id', '=', projectId)
    .execute();
}

/** Whether a project's shared link is `token` now (the link is on). */
export async function isSharedLinkOn(db: Db, token: string): Promise<boolean> {
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('shared_link_token', '=', token)
    .executeTakeFirst();
  return project !== undefined;
}
