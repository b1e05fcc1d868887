import {
  AppError,
  compareSchedules,
  messages,
  scheduleSchema,
  versionMessages,
  versionShortNameMaxLength,
  versionTitleMaxLength,
} from '@specboard/domain';
import { snapshotTransaction } from '../../db/snapshot-transaction.ts';
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
import {
  deleteVersionSchedule,
  findVersion,
  insertVersion,
  listVersions,
  type StoredVersion,
  updateVersionNames,
  updateVersionStatus,
} from './versions.repository.ts';

type ProjectArgs = { projectId: string; workspaceId: string };
type VersionArgs = ProjectArgs & { versionId: string };

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

async function getVersion(context: GraphQLContext, access: ScheduleAccess, versionId: string) {
  const version = await findVersion(context.database, access.schedule.projectId, versionId);
  if (!version) throw versionNotFound();
  return version;
}

export async function listProjectVersions(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args);
  const versions = await listVersions(context.database, access.schedule.projectId);
  return versions.map(toVersion);
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
  const version = await snapshotTransaction(context.database, async (run) => {
    const snapshot = await snapshotSchedule(run, access.schedule.id);
    return insertVersion(run, {
      projectId: access.schedule.projectId,
      scheduleId: snapshot.scheduleId,
      title,
      shortName,
      rowsCount: snapshot.rowsCount,
      createdBy: viewer.userId,
    });
  });
  return toVersion(version);
}

export async function updateProjectVersion(
  context: GraphQLContext,
  args: VersionArgs & { title?: string | null; shortName?: string | null },
) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await getVersion(context, access, args.versionId);
  const title =
    args.title === undefined || args.title === null
      ? version.title
      : cleanText(args.title, 'A version title', versionTitleMaxLength, true);
  const shortName =
    args.shortName === undefined
      ? version.short_name
      : cleanText(args.shortName, 'A short name', versionShortNameMaxLength, false);
  return toVersion(await updateVersionNames(context.database, version.id, { title, shortName }));
}

async function setStatus(
  context: GraphQLContext,
  args: VersionArgs,
  status: 'active' | 'archived',
) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await getVersion(context, access, args.versionId);
  return toVersion(await updateVersionStatus(context.database, version.id, status));
}

export const archiveProjectVersion = (context: GraphQLContext, args: VersionArgs) =>
  setStatus(context, args, 'archived');
export const unarchiveProjectVersion = (context: GraphQLContext, args: VersionArgs) =>
  setStatus(context, args, 'active');

/** Deletes the version and its frozen rows with it. */
export async function deleteProjectVersion(context: GraphQLContext, args: VersionArgs) {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:create');
  const version = await getVersion(context, access, args.versionId);
  await deleteVersionSchedule(context.database, version.schedule_id);
  return true;
}

export async function compareProjectVersions(
  context: GraphQLContext,
  args: ProjectArgs & { primaryVersionId: string; secondaryVersionId?: string | null },
): Promise<VersionComparison> {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'version:compare');
  const primary = await getVersion(context, access, args.primaryVersionId);
  const secondaryScheduleId = args.secondaryVersionId
    ? (await getVersion(context, access, args.secondaryVersionId)).schedule_id
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
