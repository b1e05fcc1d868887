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

type Database = Pick<DatabaseHandle, 'executeSql'>;

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// Raw SQL: the dates are formatted by the database, to the millisecond, as the API gives them.
const versionColumns = `id, project_id, schedule_id, title, short_name, ${iso('version_date')} as version_date,
  status, rows_count, created_by, ${iso('created_at')} as created_at`;

export async function findVersion(
  database: Database,
  projectId: string,
  versionId: string,
): Promise<StoredVersion | undefined> {
  const { rows } = await database.executeSql(
    `select ${versionColumns} from project_versions where project_id = $1 and id = $2`,
    [projectId, versionId],
  );
  return rows[0] as StoredVersion | undefined;
}

/** The project's versions, newest first. */
export async function listVersions(
  database: Database,
  projectId: string,
): Promise<StoredVersion[]> {
  const { rows } = await database.executeSql(
    `select ${versionColumns} from project_versions where project_id = $1
      order by created_at desc, id`,
    [projectId],
  );
  return rows as StoredVersion[];
}

/** Records a version of the schedule copied as `scheduleId` (in the copy's transaction). */
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
       returning ${versionColumns}`,
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

export async function updateVersionNames(
  database: Database,
  versionId: string,
  names: { title: string | null; shortName: string | null },
): Promise<StoredVersion> {
  const { rows } = await database.executeSql(
    `update project_versions set title = $2, short_name = $3 where id = $1 returning ${versionColumns}`,
    [versionId, names.title, names.shortName],
  );
  return rows[0] as StoredVersion;
}

export async function updateVersionStatus(
  database: Database,
  versionId: string,
  status: 'active' | 'archived',
): Promise<StoredVersion> {
  const { rows } = await database.executeSql(
    `update project_versions set status = $2 where id = $1 returning ${versionColumns}`,
    [versionId, status],
  );
  return rows[0] as StoredVersion;
}

/** Deletes a version's frozen schedule: its rows, totals and the version's record go with it. */
export async function deleteVersionSchedule(
  database: Pick<DatabaseHandle, 'db'>,
  scheduleId: string,
) {
  await database.db
    .deleteFrom('schedules')
    .where('id', '=', scheduleId)
    .where('kind', '=', 'version')
    .execute();
}
