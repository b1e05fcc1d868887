import { type Selectable, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { ExportParams } from './export-params.ts';

type Db = DatabaseHandle['db'];

/** An export as read (the table's columns, selected whole). */
export type StoredExport = Selectable<Database['export_files']>;

export async function insertExport(
  db: Db,
  row: {
    id: string;
    requestId: string;
    projectId: string;
    workspaceId: string;
    userId: string | null;
    sharedLink: string | null;
    fileName: string;
    params: ExportParams;
    lifetimeMinutes: number;
  },
): Promise<StoredExport> {
  return await db
    .insertInto('export_files')
    .values({
      id: row.id,
      request_id: row.requestId,
      project_id: row.projectId,
      workspace_id: row.workspaceId,
      user_id: row.userId,
      shared_link: row.sharedLink,
      kind: row.params.kind,
      format: row.params.format,
      file_name: row.fileName,
      params: JSON.stringify(row.params),
      expires_at: sql<Date>`now() + make_interval(mins => ${row.lifetimeMinutes})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findExport(
  db: Db,
  by: { requestId: string } | { fileId: string },
): Promise<StoredExport | undefined> {
  const query = db.selectFrom('export_files').selectAll();
  const found =
    'requestId' in by
      ? await query.where('request_id', '=', by.requestId).executeTakeFirst()
      : await query.where('id', '=', by.fileId).executeTakeFirst();
  return found;
}

/** The requester's exports of a project still offered (younger than their lifetime), newest first. */
export async function listLiveExports(
  db: Db,
  args: { projectId: string; userId: string | null; sharedLink: string | null },
): Promise<StoredExport[]> {
  let query = db
    .selectFrom('export_files')
    .selectAll()
    .where('project_id', '=', args.projectId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(50);
  query = args.userId
    ? query.where('user_id', '=', args.userId)
    : query.where('user_id', 'is', null).where('shared_link', '=', args.sharedLink ?? '');
  return await query.execute();
}

/** Claims the export for a run: counts the attempt; undefined when it is already finished. */
export async function startExportRun(db: Db, requestId: string): Promise<StoredExport | undefined> {
  return await db
    .updateTable('export_files')
    .set({ status: 'running', attempts: sql<number>`attempts + 1`, progress: 0 })
    .where('request_id', '=', requestId)
    .where('status', 'in', ['pending', 'running'])
    .returningAll()
    .executeTakeFirst();
}

export async function updateExportProgress(db: Db, requestId: string, progress: number) {
  await db
    .updateTable('export_files')
    .set({ progress })
    .where('request_id', '=', requestId)
    .where('status', '=', 'running')
    .execute();
}

/** Records that the file reached where it was sent. */
export async function markExportDelivered(db: Db, requestId: string) {
  await db
    .updateTable('export_files')
    .set({ delivered_at: sql<Date>`now()` })
    .where('request_id', '=', requestId)
    .execute();
}

/**
 * Records the file; only a running export becomes ready, so a retried job that finds it ready
 * (an earlier run finished after all) changes nothing and the person has one file.
 */
export async function finishExport(
  db: Db,
  requestId: string,
  file: { storageKey: string; size: number },
): Promise<StoredExport | undefined> {
  return await db
    .updateTable('export_files')
    .set({
      status: 'ready',
      progress: 100,
      storage_key: file.storageKey,
      size: file.size,
      finished_at: sql<Date>`now()`,
    })
    .where('request_id', '=', requestId)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirst();
}

export async function failExport(
  db: Db,
  requestId: string,
  errorMessage: string,
): Promise<StoredExport | undefined> {
  return await db
    .updateTable('export_files')
    .set({ status: 'failed', error_message: errorMessage, finished_at: sql<Date>`now()` })
    .where('request_id', '=', requestId)
    .where('status', 'in', ['pending', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Exports past their lifetime, with their files' keys, for the sweeper. */
export async function takeExpiredExports(db: Db, limit: number) {
  return db
    .deleteFrom('export_files')
    .where(
      'id',
      'in',
      db
        .selectFrom('export_files')
        .select('id')
        .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
        .limit(limit),
    )
    .returning(['id', 'storage_key'])
    .execute();
}
