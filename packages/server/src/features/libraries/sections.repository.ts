import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type SectionKey = {
  userId: string;
  workspaceId: string;
  /** A library's id, or '' for the page of all libraries. */
  libraryKey: string;
  resourceType: string;
};

export type StoredSections = { sections_order: string[]; collapsed: string[] };

export function findSectionSettings(db: Db, key: SectionKey): Promise<StoredSections | undefined> {
  return db
    .selectFrom('section_settings')
    .select(['sections_order', 'collapsed'])
    .where('user_id', '=', key.userId)
    .where('workspace_id', '=', key.workspaceId)
    .where('library_key', '=', key.libraryKey)
    .where('resource_type', '=', key.resourceType)
    .executeTakeFirst();
}

/** Writes the person's settings, whole (the caller read and changed them under the row's lock). */
export async function saveSectionSettings(db: Db, key: SectionKey, settings: StoredSections) {
  await db
    .insertInto('section_settings')
    .values({
      user_id: key.userId,
      workspace_id: key.workspaceId,
      library_key: key.libraryKey,
      resource_type: key.resourceType,
      sections_order: JSON.stringify(settings.sections_order),
      collapsed: JSON.stringify(settings.collapsed),
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'workspace_id', 'library_key', 'resource_type']).doUpdateSet({
        sections_order: JSON.stringify(settings.sections_order),
        collapsed: JSON.stringify(settings.collapsed),
      }),
    )
    .execute();
}

/** Holds the person's row (made empty if missing) until the transaction ends. */
export async function lockSectionSettings(db: Transaction<Database>, key: SectionKey) {
  await db
    .insertInto('section_settings')
    .values({
      user_id: key.userId,
      workspace_id: key.workspaceId,
      library_key: key.libraryKey,
      resource_type: key.resourceType,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'workspace_id', 'library_key', 'resource_type']).doNothing(),
    )
    .execute();
  return db
    .selectFrom('section_settings')
    .select(['sections_order', 'collapsed'])
    .where('user_id', '=', key.userId)
    .where('workspace_id', '=', key.workspaceId)
    .where('library_key', '=', key.libraryKey)
    .where('resource_type', '=', key.resourceType)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
