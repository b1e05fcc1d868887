import type { ColumnRestrictions, RowCells, ScheduleColumn } from '@specboard/domain';
import { sql } from 'kysely';
import type { DatabaseHandle, PreparedRunner, RawRunner } from '../../db/connection.ts';
import { findProjectSubjectsWith } from '../workspaces/index.ts';

/** What the access check reads of the project, its schedule and the row about to change. */
export type ScheduleLookup = {
  id: string | null;
  row_cells: RowCells | null;
  row_versions: Record<string, string> | null;
  project_id: string;
  project_status: string;
  schedule_kind: 'live' | 'version' | null;
  custom_fields: ScheduleColumn[] | null;
  column_restrictions: ColumnRestrictions | null;
  rows_count: number;
};

/**
 * One round trip for the viewer's standing towards the project (membership, share, shared link),
 * the project, its schedule and (for edits) the row about to change: the workspaces feature reads
 * the standing in this same prepared statement (findProjectSubjectsWith), as every cell edit runs
 * it. No project, no row; no standing, no role (onProject undefined).
 */
export function findScheduleAccess(
  database: Pick<DatabaseHandle, 'executePrepared'>,
  args: {
    workspaceId: string;
    projectId: string;
    scheduleId?: string | null;
    rowId?: string | null;
    userId: string | null;
    versionId?: string | null;
    sharedLink: string | null;
  },
) {
  return findProjectSubjectsWith<ScheduleLookup>(
    database,
    {
      name: 'schedule-access',
      params: { project: '$1', workspace: '$2', user: '$5', link: '$7' },
      columns: `,
            p.id as project_id, p.status as project_status,
            coalesce(pv.rows_count, p.rows_count) as rows_count,
            s.id, s.kind as schedule_kind, s.custom_fields, s.column_restrictions,
            r.cells as row_cells, r.versions as row_versions`,
      joins: `
       left join project_versions v on v.id = $6::text and v.project_id = p.id
       left join schedules s on s.project_id = p.id
        and (case when $6::text is not null then s.id = v.schedule_id
                  when $3::text is null then s.kind = 'live'
                  else s.id = $3::text end)
       left join project_versions pv on pv.schedule_id = s.id
       left join schedule_rows r on r.schedule_id = s.id and r.id = $4::text and r.deleted_at is null`,
    },
    [
      args.projectId,
      args.workspaceId,
      args.scheduleId ?? null,
      args.rowId ?? null,
      args.userId,
      args.versionId ?? null,
      args.sharedLink,
    ],
  );
}

/** Makes the project's live schedule unless it has one (two first reads may race to it). */
export async function insertLiveSchedule(
  database: Pick<DatabaseHandle, 'db'>,
  scheduleId: string,
  projectId: string,
) {
  await database.db
    .insertInto('schedules')
    .values({ id: scheduleId, project_id: projectId })
    // A literal, not a parameter: the conflict target must name the partial index's predicate.
    .onConflict((conflict) =>
      conflict.column('project_id').where('kind', '=', sql.lit('live')).doNothing(),
    )
    .execute();
}

/**
 * The id of the project's live schedule, if it was ever opened; with `forUpdate`, locked until
 * the caller's transaction ends.
 */
export async function findLiveScheduleId(
  run: RawRunner,
  projectId: string,
  options: { forUpdate?: boolean } = {},
): Promise<string | undefined> {
  const { rows } = await run(
    options.forUpdate
      ? `select id from schedules where project_id = $1 and kind = 'live' for update`
      : `select id from schedules where project_id = $1 and kind = 'live'`,
    [projectId],
  );
  return (rows[0] as { id: string } | undefined)?.id;
}

/** What a collection's access check reads of its schedule and of the row about to change. */
export type CollectionScheduleLookup = {
  id: string;
  kind: 'live' | 'version';
  custom_fields: ScheduleColumn[] | null;
  column_restrictions: ColumnRestrictions | null;
  rows_count: number;
  row_cells: RowCells | null;
  row_versions: Record<string, string> | null;
};

/**
 * The collection's live schedule (or the one named, if it is the collection's), its product count
 * and the row asked for; undefined when it has none yet.
 */
export async function findCollectionSchedule(
  run: PreparedRunner,
  args: { collectionId: string; scheduleId: string | null; rowId: string | null },
): Promise<CollectionScheduleLookup | undefined> {
  const { rows } = await run(
    'collection-schedule-access',
    `select s.id, s.kind, s.custom_fields, s.column_restrictions,
            (select count(*)::int from schedule_rows c
              where c.schedule_id = s.id and c.deleted_at is null) as rows_count,
            r.cells as row_cells, r.versions as row_versions
       from schedules s
       left join schedule_rows r on r.schedule_id = s.id and r.id = $3::text and r.deleted_at is null
      where s.collection_id = $1
        and (case when $2::text is null then s.kind = 'live' else s.id = $2::text end)`,
    [args.collectionId, args.scheduleId, args.rowId],
  );
  return rows[0] as CollectionScheduleLookup | undefined;
}

/** Makes the collection's live schedule unless it has one (two first reads may race to it). */
export async function insertLiveCollectionSchedule(
  run: RawRunner,
  scheduleId: string,
  collectionId: string,
) {
  await run(
    `insert into schedules (id, collection_id) values ($1, $2)
     on conflict (collection_id) where kind = 'live' do nothing`,
    [scheduleId, collectionId],
  );
}

/** The id of the collection's live schedule, if it was ever opened. */
export async function findLiveCollectionScheduleId(
  run: RawRunner,
  collectionId: string,
): Promise<string | undefined> {
  const { rows } = await run(
    `select id from schedules where collection_id = $1 and kind = 'live'`,
    [collectionId],
  );
  return (rows[0] as { id: string } | undefined)?.id;
}
