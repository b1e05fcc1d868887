import {
  AppError,
  compareSchedules,
  messages,
  scheduleSchema,
  versionMessages,
  versionShortNameMaxLength,
  versionTitleMaxLength,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ProjectVersion, VersionComparison } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  loadScheduleAccess,
  readRowsToCompare,
  type ScheduleAccess,
  snapshotSchedule,
  toColumn,
} from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';

type ProjectArgs = { projectId: string; workspaceId: string };
type VersionArgs = ProjectArgs & { versionId: string };

type StoredVersion = {
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

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const versionColumns = `id, project_id, schedule_id, title, short_name, ${iso('version_date')} as version_date,
  status, rows_count, created_by, ${iso('created_at')} as created_at`;

const versionNotFound = () => new AppError('NOT_FOUND', versionMessages.notFound);

function toVersion(version: StoredVersion): ProjectVersion {
  return {
    id: version.id,
    projectId: version.project_id,
    title: version.title,
    shortName: version.short_name,
    versionDate: version.version_date,
    scheduleId: version.schedule_id,
    createdAt: version.created_at,
    status: version.status,
    rowsCount: version.rows_count,
    createdBy: version.created_by,
  };
}

function cleanText(value: string | null | undefined, what: string, max: number, required: boolean) {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (required) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
    return null;
  }
  if (trimmed.length > max) {
    throw new AppError('BAD_USER_INPUT', messages.tooLong(what, max));
  }
  return trimmed;
}

async function findVersion(context: GraphQLContext, access: ScheduleAccess, versionId: string) {
  const { rows } = await context.database.executeSql(
    `select ${versionColumns} from project_versions where project_id = $1 and id = $2`,
    [access.schedule.projectId, versionId],
  );
  const version = rows[0] as StoredVersion | undefined;
  if (!version) throw versionNotFound();
  return version;
}

export async function listProjectVersions(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args);
  const { rows } = await context.database.executeSql(
    `select ${versionColumns} from project_versions where project_id = $1
      order by created_at desc, id`,
    [access.schedule.projectId],
  );
  return (rows as StoredVersion[]).map(toVersion);
}

/**
 * A version of the live schedule as committed at this moment: the copy and the version's record
 * are one transaction on one snapshot, so edits arriving meanwhile are wholly in or wholly out.
 */
export async function createProjectVersion(
  context: GraphQLContext,
  args: ProjectArgs & { title: string; shortName?: string | null },
) {
  const viewer = requireViewer(context);
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const title = cleanText(args.title, 'A version title', versionTitleMaxLength, true);
  const shortName = cleanText(args.shortName, 'A short name', versionShortNameMaxLength, false);
  const version = await context.database.rawTransaction(async (run) => {
    await run('set transaction isolation level repeatable read');
    const snapshot = await snapshotSchedule(run, access.schedule.id);
    const { rows } = await run(
      `insert into project_versions (id, project_id, schedule_id, title, short_name, rows_count, created_by)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6)
       returning ${versionColumns}`,
      [
        access.schedule.projectId,
        snapshot.scheduleId,
        title,
        shortName,
        snapshot.rowsCount,
        viewer.userId,
      ],
    );
    return rows[0] as StoredVersion;
  });
  return toVersion(version);
}

export async function updateProjectVersion(
  context: GraphQLContext,
  args: VersionArgs & { title?: string | null; shortName?: string | null },
) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await findVersion(context, access, args.versionId);
  const title =
    args.title === undefined || args.title === null
      ? version.title
      : cleanText(args.title, 'A version title', versionTitleMaxLength, true);
  const shortName =
    args.shortName === undefined
      ? version.short_name
      : cleanText(args.shortName, 'A short name', versionShortNameMaxLength, false);
  const { rows } = await context.database.executeSql(
    `update project_versions set title = $2, short_name = $3 where id = $1 returning ${versionColumns}`,
    [version.id, title, shortName],
  );
  return toVersion(rows[0] as StoredVersion);
}

async function setStatus(
  context: GraphQLContext,
  args: VersionArgs,
  status: 'active' | 'archived',
) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await findVersion(context, access, args.versionId);
  const { rows } = await context.database.executeSql(
    `update project_versions set status = $2 where id = $1 returning ${versionColumns}`,
    [version.id, status],
  );
  return toVersion(rows[0] as StoredVersion);
}

export const archiveProjectVersion = (context: GraphQLContext, args: VersionArgs) =>
  setStatus(context, args, 'archived');
export const unarchiveProjectVersion = (context: GraphQLContext, args: VersionArgs) =>
  setStatus(context, args, 'active');

/** Deletes the version and its frozen rows with it. */
export async function deleteProjectVersion(context: GraphQLContext, args: VersionArgs) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await findVersion(context, access, args.versionId);
  // The schedule's rows, totals and the version's record all go with the schedule (cascade).
  await context.database.executeSql('delete from schedules where id = $1 and kind = $2', [
    version.schedule_id,
    'version',
  ]);
  return true;
}

export async function compareProjectVersions(
  context: GraphQLContext,
  args: ProjectArgs & { primaryVersionId: string; secondaryVersionId?: string | null },
): Promise<VersionComparison> {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:compare');
  const primary = await findVersion(context, access, args.primaryVersionId);
  const secondaryScheduleId = args.secondaryVersionId
    ? (await findVersion(context, access, args.secondaryVersionId)).schedule_id
    : access.schedule.id;
  const [older, newer] = await Promise.all([
    readRowsToCompare(context.database, primary.schedule_id),
    readRowsToCompare(context.database, secondaryScheduleId),
  ]);
  return {
    primaryVersionId: primary.id,
    secondaryVersionId: args.secondaryVersionId ?? null,
    ...compareSchedules(older, newer),
  };
}

export async function getComparisonFields(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args);
  const schema = scheduleSchema(access.schedule.customFields);
  return [...schema.default_fields, ...schema.custom_fields].map(toColumn);
}
