import {
  AppError,
  effectiveProjectRole,
  messages,
  normalizeProjectTags,
  projectMessages,
  projectNameMaxLength,
  projectPalette,
  projectTagMaxLength,
  projectTagsMax,
  type Role,
  roleLabel,
  starredListsPageSize,
} from '@specboard/domain';
import { snapshotTransaction } from '../../db/snapshot-transaction.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  Project,
  ProjectMember,
  StarredProjectList,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { copyLiveSchedule } from '../schedule/index.ts';
import { authorize, listProjectReaders, loadWorkspace, standingOf } from '../workspaces/index.ts';
import {
  deleteStarredList,
  findPreference,
  findStarredList,
  findStarredLists,
  findUserPreference,
  findWorkspaceTags,
  insertStarredList,
  updateStarredList,
  upsertPreference,
  upsertUserPreference,
} from './project-lists.repository.ts';
import { loadProject } from './project-loading.ts';
import { toProject } from './projects.presenter.ts';
import { deleteProjectRow, insertProject, updateProjectRow } from './projects.repository.ts';

const preferenceKeyPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const maxPreferenceLength = 10_000;

export function getColorIconPalette() {
  return {
    default_colors: [...projectPalette.default_colors],
    default_icons: [...projectPalette.default_icons],
  };
}

async function reload(
  context: GraphQLContext,
  workspaceId: string,
  projectId: string,
): Promise<Project> {
  const loaded = await loadProject(context, workspaceId, projectId);
  return toProject(loaded.view, loaded);
}

/**
 * A copy of the project: its setup and its live schedule (columns, locks and rows as committed at
 * one moment), counted against the cap. Versions, views and comments stay with the original.
 */
export async function copyProject(
  context: GraphQLContext,
  args: { id: string; workspaceId: string; projectName?: string | null },
): Promise<Project> {
  const { view, subject } = await loadProject(context, args.workspaceId, args.id);
  authorize(subject, 'project:copy');
  const projectName = (args.projectName?.trim() || `Copy of ${view.project_name}`).slice(
    0,
    projectNameMaxLength,
  );
  const id = await insertProject(context.database.db, {
    workspaceId: view.workspace_id,
    creatorId: context.viewer!.userId,
    projectName,
    number: view.number,
    phase: view.phase,
    address: view.address,
    location: view.location,
    baseBudget: Number(view.base_budget),
    area: Number(view.area),
    areaUnit: view.area_unit,
    powerDensity: Number(view.power_density),
    sourceLibraryId: view.source_library_id,
  });
  await updateProjectRow(context.database.db, id, {
    tags: JSON.stringify(view.tags),
    project_color: view.project_color,
    project_icon: view.project_icon,
  });
  try {
    await snapshotTransaction(context.database, (run) => copyLiveSchedule(run, view.id, id));
  } catch (error) {
    // A copy without its schedule would look complete and is not: none at all.
    await deleteProjectRow(context.database.db, id);
    throw error;
  }
  return reload(context, view.workspace_id, id);
}

export async function setColorIcon(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; colorId?: string | null; iconId?: string | null },
): Promise<Project> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:edit');
  const colors: readonly string[] = projectPalette.default_colors;
  const icons: readonly string[] = projectPalette.default_icons;
  if (args.colorId && !colors.includes(args.colorId)) {
    throw new AppError('BAD_USER_INPUT', projectMessages.colourNotInPalette);
  }
  if (args.iconId && !icons.includes(args.iconId)) {
    throw new AppError('BAD_USER_INPUT', projectMessages.iconNotInPalette);
  }
  await updateProjectRow(context.database.db, view.id, {
    ...(args.colorId !== undefined ? { project_color: args.colorId } : {}),
    ...(args.iconId !== undefined ? { project_icon: args.iconId } : {}),
  });
  return reload(context, view.workspace_id, view.id);
}

function cleanTags(tags: readonly string[]): string[] {
  const clean = normalizeProjectTags(tags);
  if (clean.length > projectTagsMax) {
    throw new AppError('BAD_USER_INPUT', projectMessages.tooManyTags(projectTagsMax));
  }
  const long = clean.find((tag) => tag.length > projectTagMaxLength);
  if (long) throw new AppError('BAD_USER_INPUT', projectMessages.tagTooLong(projectTagMaxLength));
  return clean;
}

export async function getProjectTags(
  context: GraphQLContext,
  args: { workspaceId: string; projectId?: string | null },
): Promise<string[]> {
  if (args.projectId)
    return (await loadProject(context, args.workspaceId, args.projectId)).view.tags;
  const { subject } = await loadWorkspace(context, args.workspaceId);
  authorize(subject, 'project:read');
  return findWorkspaceTags(context.database.db, args.workspaceId, context.viewer!.userId);
}

export async function manageProjectTags(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; tags: string[] },
): Promise<Project> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:tags');
  await updateProjectRow(context.database.db, view.id, {
    tags: JSON.stringify(cleanTags(args.tags)),
  });
  return reload(context, view.workspace_id, view.id);
}

/** The people who can open the project, each with their role on it. */
export async function getProjectMembers(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
): Promise<ProjectMember[]> {
  const { view } = await loadProject(context, args.workspaceId, args.projectId);
  const readers = await listProjectReaders(context.database.executeSql, view.id);
  return readers.map((reader) => {
    const role = effectiveProjectRole(standingOf(reader)) as Role;
    return {
      userId: reader.user_id,
      email: reader.email,
      name: reader.name,
      role: role as ProjectMember['role'],
      roleLabel: roleLabel(role),
    };
  });
}

const toStarredList = (row: {
  id: string;
  name: string;
  tags: string[];
  sorting_mode: string | null;
}): StarredProjectList => ({
  id: row.id,
  name: row.name,
  tags: row.tags,
  sortingMode: row.sorting_mode,
});

function cleanListName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (trimmed.length > 100)
    throw new AppError('BAD_USER_INPUT', projectMessages.listNameTooLong(100));
  return trimmed;
}

export async function getStarredProjectLists(
  context: GraphQLContext,
  args: { workspaceId: string; limit?: number | null; nextToken?: string | null },
) {
  authorize((await loadWorkspace(context, args.workspaceId)).subject, 'project:read');
  const limit = pageSize(args.limit, starredListsPageSize, starredListsPageSize);
  const rows = await findStarredLists(
    context.database.db,
    args.workspaceId,
    context.viewer!.userId,
    {
      limit: limit + 1,
      after: decodeCursor(args.nextToken, 2) as [string, string] | undefined,
    },
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toStarredList),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

export async function makeStarredProjectList(
  context: GraphQLContext,
  args: { workspaceId: string; name: string; tags?: string[] | null; sortingMode?: string | null },
) {
  authorize((await loadWorkspace(context, args.workspaceId)).subject, 'project:read');
  const id = await insertStarredList(context.database.db, {
    workspaceId: args.workspaceId,
    userId: context.viewer!.userId,
    name: cleanListName(args.name),
    tags: cleanTags(args.tags ?? []),
    sortingMode: args.sortingMode ?? null,
  });
  return toStarredList(
    (await findStarredList(context.database.db, id, args.workspaceId, context.viewer!.userId))!,
  );
}

async function loadOwnList(context: GraphQLContext, id: string, workspaceId: string) {
  authorize((await loadWorkspace(context, workspaceId)).subject, 'project:read');
  const list = await findStarredList(context.database.db, id, workspaceId, context.viewer!.userId);
  if (!list) throw new AppError('NOT_FOUND', projectMessages.starredListNotFound);
  return list;
}

export async function updateStarredProjectList(
  context: GraphQLContext,
  args: {
    id: string;
    workspaceId: string;
    name?: string | null;
    tags?: string[] | null;
    sortingMode?: string | null;
  },
) {
  const list = await loadOwnList(context, args.id, args.workspaceId);
  await updateStarredList(context.database.db, list.id, {
    name: args.name === undefined || args.name === null ? undefined : cleanListName(args.name),
    tags: args.tags ? cleanTags(args.tags) : undefined,
    sortingMode: args.sortingMode,
  });
  return toStarredList(
    (await findStarredList(
      context.database.db,
      list.id,
      args.workspaceId,
      context.viewer!.userId,
    ))!,
  );
}

export async function deleteStarredProjectList(
  context: GraphQLContext,
  args: { id: string; workspaceId: string },
) {
  const list = await loadOwnList(context, args.id, args.workspaceId);
  await deleteStarredList(context.database.db, list.id);
  return true;
}

function checkPreferenceKey(key: string) {
  if (!preferenceKeyPattern.test(key)) {
    throw new AppError('BAD_USER_INPUT', projectMessages.preferenceKeyMalformed);
  }
}

export async function getUserProjectPreference(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string; key: string },
) {
  checkPreferenceKey(args.key);
  const { view } = await loadProject(context, args.workspaceId, args.projectId);
  return (
    (await findPreference(context.database.db, view.id, requireViewer(context).userId, args.key)) ??
    null
  );
}

function checkPreferenceValue(value: string | null | undefined) {
  if (value && value.length > maxPreferenceLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      projectMessages.preferenceValueTooLong(maxPreferenceLength),
    );
  }
}

/** One of the viewer's own settings (gettingStartedTourDismissed, …), or null when never set. */
export async function getUserPreference(context: GraphQLContext, args: { key: string }) {
  const viewer = requireViewer(context);
  checkPreferenceKey(args.key);
  return (await findUserPreference(context.database.db, viewer.userId, args.key)) ?? null;
}

/** Sets one of the viewer's own settings; no value clears it. */
export async function updateUserPreference(
  context: GraphQLContext,
  args: { key: string; value?: string | null },
) {
  const viewer = requireViewer(context);
  checkPreferenceKey(args.key);
  checkPreferenceValue(args.value);
  await upsertUserPreference(context.database.db, viewer.userId, args.key, args.value ?? null);
  return { key: args.key, value: args.value ?? null };
}

export async function updateUserProjectPreference(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string; key: string; value?: string | null },
) {
  checkPreferenceKey(args.key);
  checkPreferenceValue(args.value);
  const { view } = await loadProject(context, args.workspaceId, args.projectId);
  await upsertPreference(
    context.database.db,
    view.id,
    context.viewer!.userId,
    args.key,
    args.value ?? null,
  );
  return { key: args.key, value: args.value ?? null };
}
