import { sql } from 'kysely';
import type { DatabaseHandle, RawRunner } from '../../db/connection.ts';

/** A version as read: its dates as ISO text. */
export type StoredVersion = {
  id: string;
  project_id: string;
  schedule_id: string;
  title: string;
  short_name: string | null;
  version_date: string;
  status: 'active' | 'archived';
  rows_count: number;
  created_by: string | null;
  created_at: string;
};

type Database = Pick<DatabaseHandle, 'db'>;

// The dates are formatted by the database, to the millisecond, as the API gives them.
const iso = (column: 'version_date' | 'created_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const versionColumns = [
  'id',
  'project_id',
  'schedule_id',
  'title',
  'short_name',
  iso('version_date').as('version_date'),
  'status',
  'rows_count',
  'created_by',
  iso('created_at').as('created_at'),
] as const;

export function findVersion(
  database: Database,
  projectId: string,
  versionId: string,
): Promise<StoredVersion | undefined> {
  return database.db
    .selectFrom('project_versions')
    .select(versionColumns)
    .where('project_id', '=', projectId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/** The project's versions, newest first. */
export function listVersions(database: Database, projectId: string): Promise<StoredVersion[]> {
  return database.db
    .selectFrom('project_versions')
    .select(versionColumns)
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Records a version of the schedule copied as `scheduleId`. Raw SQL: it runs in the copy's raw
 * transaction (snapshotSchedule), which the query builder's connection is not part of.
 */
export async function insertVersion(
  run: RawRunner,
  version: {
    projectId: string;
    scheduleId: string;
    title: string | null;
    shortName: string | null;
    rowsCount: number;
    createdBy: string;
  },
): Promise<StoredVersion> {
  const { rows } = await run(
    `insert into project_versions (id, project_id, schedule_id, title, short_name, rows_count, created_by)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6)
       returning id, project_id, schedule_id, title, short_name,
         to_char(version_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as version_date,
         status, rows_count, created_by,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
    [
      version.projectId,
      version.scheduleId,
      version.title,
      version.shortName,
      version.rowsCount,
      version.createdBy,
    ],
  );
  return rows[0] as StoredVersion;
}

export function updateVersionNames(
  database: Database,
  versionId: string,
  names: { title: string | null; shortName: string | null },
): Promise<StoredVersion> {
  return database.db
    .updateTable('project_versions')
    .set({ title: names.title ?? undefined, short_name: names.shortName })
    .where('id', '=', versionId)
    .returning(versionColumns)
    .executeTakeFirstOrThrow();
}

export function updateVersionStatus(
  database: Database,
  versionId: string,
  status: 'active' | 'archived',
): Promise<StoredVersion> {
  return database.db
    .updateTable('project_versions')
    .set({ status })
    .where('id', '=', versionId)
    .returning(versionColumns)
    .executeTakeFirstOrThrow();
}

/** Deletes a version's frozen schedule: its rows, totals and the version's record go with it. */
export async function deleteVersionSchedule(database: Database, scheduleId: string) {
  await database.db
    .deleteFrom('schedules')
    .where('id', '=', scheduleId)
    .where('kind', '=', 'version')
    .execute();
}
