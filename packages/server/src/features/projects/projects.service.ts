import {
  AppError,
  figureProblem,
  figureRules,
  messages,
  projectMessages,
  projectNameMaxLength,
  projectPageSize,
} from '@specboard/domain';
import { filter, pipe } from 'graphql-yoga';
import type { Updateable } from 'kysely';
import type { ProjectRow } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  AddressInput,
  MutationDeprecatedCreateProjectV2Args,
  MutationUpdateProjectArgs,
  Project,
  ProjectList,
  QueryGetSortedUserProjectsV2Args,
} from '../../graphql/resolvers.generated.ts';
import { loadLibraryAccess } from '../libraries/index.ts';
import { authorize, loadProjectSubjects, loadWorkspace } from '../workspaces/index.ts';
import { publishAggregation } from './aggregation.service.ts';
import { loadProject, loadWorkspaceForProjects, subjectsFor } from './project-loading.ts';
import { toProject } from './projects.presenter.ts';
import {
  deleteProjectRow,
  findProject,
  findProjectsPage,
  insertProject,
  recordAccess,
  updateProjectRow,
} from './projects.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'projects.statusChanged': {
      projectId: string;
      workspaceId: string;
      status: 'active' | 'archived';
    };
  }
}

// Changing these moves the figures of the project's budget dashboard.
const dashboardFields = ['base_budget', 'area', 'area_unit', 'power_density'];

const required = () => new AppError('BAD_USER_INPUT', messages.requiredValue);

function cleanText(value: string | null | undefined, field: string, max = 100): string | null {
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > max) {
    throw new AppError('BAD_USER_INPUT', messages.tooLong(field, max));
  }
  return trimmed;
}

function cleanAddress(
  address: AddressInput | null | undefined,
  location: string | null | undefined,
) {
  const formatted = address?.formatted_address?.trim() || location?.trim();
  if (!formatted) throw required();
  return {
    address: {
      formatted_address: formatted,
      geometry: address?.geometry ?? null,
      address_components: address?.address_components ?? [],
    },
    location: formatted,
  };
}

function cleanNumber(value: number | null | undefined, field: string): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isFinite(value) || value < 0) {
    throw new AppError('BAD_USER_INPUT', projectMessages.notANonNegativeNumber(field));
  }
  return value;
}

function cleanBudget(value: number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const problem = figureProblem(value, figureRules.baseBudget);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  return value;
}

/** Creates a project; empty figures are stored as 0, name and address are required. */
export async function createProject(
  context: GraphQLContext,
  args: MutationDeprecatedCreateProjectV2Args,
): Promise<Project> {
  const { subject } = await loadWorkspaceForProjects(context, args.workspaceId);
  authorize(subject, 'project:create');
  const projectName = cleanText(args.projectName, 'The project name', projectNameMaxLength);
  if (!projectName) throw required();
  const { address, location } = cleanAddress(args.address, args.location);
  const baseBudget = cleanBudget(args.baseBudget);
  await checkSourceLibrary(context, args.workspaceId, args.sourceLibraryId);
  const id = await insertProject(context.database.db, {
    workspaceId: args.workspaceId,
    creatorId: context.viewer!.userId,
    projectName,
    number: cleanText(args.number, 'The project number'),
    phase: cleanText(args.phase, 'The phase'),
    address,
    location,
    baseBudget,
    area: cleanNumber(args.area, 'The area'),
    areaUnit: args.areaUnit ?? 'feet',
    powerDensity: cleanNumber(args.powerDensity, 'The power density'),
    sourceLibraryId: args.sourceLibraryId ?? null,
  });
  const created = await findProject(
    context.database.db,
    args.workspaceId,
    id,
    context.viewer!.userId,
  );
  subject.workspace.activeProjects += 1;
  return toProject(created!, subjectsFor(subject, created!));
}

/**
 * A source library must be one of the workspace's that the viewer can open: 'Library not found.'
 * otherwise (null clears it).
 */
async function checkSourceLibrary(
  context: GraphQLContext,
  workspaceId: string,
  libraryId: string | null | undefined,
) {
  if (libraryId) await loadLibraryAccess(context, { workspaceId, libraryId });
}

/** The project, or null when the viewer (or the shared link given) cannot open it. */
export async function getProjectById(
  context: GraphQLContext,
  args: { id: string; workspaceId: string; sharedLink?: string | null },
): Promise<Project | null> {
  try {
    const loaded = await loadProject(context, args.workspaceId, args.id, {
      sharedLink: args.sharedLink || context.sharedLink,
    });
    return toProject(loaded.view, loaded);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A page of the workspace's projects, active or archived, in the order the user chose. */
export async function getSortedUserProjects(
  context: GraphQLContext,
  args: QueryGetSortedUserProjectsV2Args,
): Promise<ProjectList> {
  const { subject } = await loadWorkspaceForProjects(context, args.workspaceId);
  authorize(subject, 'project:read');
  const limit = pageSize(args.limit, projectPageSize, 100);
  const order = args.orderBy ?? 'createdDate';
  const rows = await findProjectsPage(context.database.db, {
    workspaceId: args.workspaceId,
    userId: context.viewer!.userId,
    status: args.status ?? 'active',
    order,
    // Newest first unless asked otherwise; names and numbers A to Z.
    ascending: args.scanIndexForward ?? (order === 'projectName' || order === 'number'),
    tag: args.tagName,
    tags: args.tags,
    starred: args.starred,
    search: args.search,
    limit: limit + 1,
    after: decodeCursor(args.nextToken, 2) as [string, string] | undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((view) => toProject(view, subjectsFor(subject, view))),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

type ProjectChanges = Updateable<ProjectRow>;

/** The Project Details fields present in the arguments, cleaned as on creation. */
function detailChanges(args: MutationUpdateProjectArgs): ProjectChanges {
  const changes: ProjectChanges = {};
  if (args.number !== undefined) changes.number = cleanText(args.number, 'The project number');
  if (args.phase !== undefined) changes.phase = cleanText(args.phase, 'The phase');
  if (args.address !== undefined || args.location !== undefined) {
    // Sent but blank is refused: a project keeps an address, as on creation.
    const { address, location } = cleanAddress(args.address, args.location);
    changes.address = JSON.stringify(address);
    changes.location = location;
  }
  if (args.baseBudget !== undefined) changes.base_budget = cleanBudget(args.baseBudget);
  if (args.area !== undefined) changes.area = cleanNumber(args.area, 'The area');
  if (args.areaUnit) changes.area_unit = args.areaUnit;
  if (args.powerDensity !== undefined) {
    changes.power_density = cleanNumber(args.powerDensity, 'The power density');
  }
  return changes;
}

/**
 * Renames, archives or restores a project (setup changes need the creator's role), and changes
 * the Project Details fields (project data: the editor's role, while the project is active).
 */
export async function updateProject(
  context: GraphQLContext,
  args: MutationUpdateProjectArgs,
): Promise<Project> {
  const loaded = await loadProject(context, args.workspaceId, args.id);
  const { view, onProject } = loaded;
  const changes: ProjectChanges = detailChanges(args);
  if (Object.keys(changes).length > 0) authorize(onProject, 'project:edit');
  if (args.projectName !== undefined && args.projectName !== null) {
    const name = cleanText(args.projectName, 'The project name', projectNameMaxLength);
    if (!name) throw required();
    authorize(onProject, 'project:editSetup');
    changes.project_name = name;
  }
  if (args.sourceLibraryId !== undefined) {
    authorize(onProject, 'project:changeSourceLibrary');
    await checkSourceLibrary(context, args.workspaceId, args.sourceLibraryId);
    changes.source_library_id = args.sourceLibraryId;
  }
  if (args.status && args.status !== view.status) {
    // Archiving and restoring are setup changes; restoring counts against the free cap again.
    authorize({ ...onProject, resource: {} }, 'project:editSetup');
    if (args.status === 'active') authorize({ ...onProject, resource: {} }, 'project:create');
    changes.status = args.status;
  }
  if (Object.keys(changes).length > 0)
    await updateProjectRow(context.database.db, view.id, changes);
  if (changes.status) {
    context.pubsub.publish('projects.statusChanged', view.workspace_id, {
      projectId: view.id,
      workspaceId: view.workspace_id,
      status: changes.status,
    });
  }
  if (dashboardFields.some((field) => field in changes)) {
    await publishAggregation(context, view.workspace_id, view.id);
  }
  const updated = await findProject(
    context.database.db,
    view.workspace_id,
    view.id,
    context.viewer!.userId,
  );
  return toProject(updated!, loaded);
}

export async function deleteProject(
  context: GraphQLContext,
  args: { id: string; workspaceId: string },
) {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.id);
  authorize(onProject, 'project:delete');
  await deleteProjectRow(context.database.db, view.id);
  return true;
}

export async function updateTimestampLastAccessed(
  context: GraphQLContext,
  args: { id: string; workspaceId: string },
) {
  const { view } = await loadProject(context, args.workspaceId, args.id);
  await recordAccess(context.database.db, view.id, context.viewer!.userId);
  return true;
}

export async function subscribeToStatusChanges(context: GraphQLContext, workspaceId: string) {
  const { view, subject } = await loadWorkspace(context, workspaceId);
  authorize(subject, 'project:read');
  const changes = context.pubsub.subscribe('projects.statusChanged', workspaceId);
  if (view.membership !== 'guest') return changes;
  // A guest of the workspace hears only of the projects shared with them.
  return pipe(
    changes,
    filter((change) =>
      loadProjectSubjects(context, { workspaceId, projectId: change.projectId }).then(
        () => true,
        () => false,
      ),
    ),
  );
}
