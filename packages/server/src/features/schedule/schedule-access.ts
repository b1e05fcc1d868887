import { randomUUID } from 'node:crypto';
import {
  type Action,
  AppError,
  type ColumnRestrictions,
  isColumnLocked,
  messages,
  type PermissionSubject,
  type RowCells,
  type ScheduleColumn,
  scheduleMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { authorize, projectNotFound, sharedLinkFor } from '../workspaces/index.ts';
import { loadCollectionScheduleAccess } from './collection-access.ts';
import {
  findScheduleAccess,
  insertLiveSchedule,
  type ScheduleLookup,
} from './schedules.repository.ts';

/** Whose schedule a call names: a project's or a collection's, exactly one of them. */
export type ScheduleOwnerArgs = {
  workspaceId: string;
  projectId?: string | null;
  collectionId?: string | null;
};

/** The owner-naming arguments of most engine calls, with the schedule (a version's) by id. */
export type ScheduleArgs = ScheduleOwnerArgs & { scheduleId?: string | null };

export type ScheduleOwner =
  | { kind: 'project'; projectId: string }
  | { kind: 'collection'; collectionId: string };

/** The owner the arguments name; neither or both is refused with the spec's 'Please provide id'. */
export function ownerOf(args: ScheduleOwnerArgs): ScheduleOwner {
  const { projectId, collectionId } = args;
  if (projectId && !collectionId) return { kind: 'project', projectId };
  if (collectionId && !projectId) return { kind: 'collection', collectionId };
  throw new AppError('BAD_USER_INPUT', scheduleMessages.provideId);
}

/** The engine's actions for reading a schedule and for changing its rows and cells. */
export type ScheduleActions = { read: Action; edit: Action };

export const projectActions: ScheduleActions = { read: 'project:read', edit: 'project:edit' };
export const collectionActions: ScheduleActions = {
  read: 'collection:read',
  edit: 'collection:editProducts',
};

export type ScheduleRecord = {
  id: string;
  /** The project it belongs to; null for a collection's products. */
  projectId: string | null;
  /** The collection whose products it holds; null for a project's. */
  collectionId: string | null;
  kind: 'live' | 'version';
  customFields: ScheduleColumn[];
  columnRestrictions: ColumnRestrictions;
  rowsCount: number;
};

export type ScheduleAccess = {
  workspaceId: string;
  /** The row asked for with `rowId`, as it stood when access was checked. */
  row: { cells: RowCells; versions: Record<string, string> } | null;
  /**
   * The engine's subject, with the viewer's role on the project (or the collection, for its
   * products) and its state as resource.
   */
  onProject: PermissionSubject;
  /** What reading and editing rows ask of the engine: project:… or collection:… actions. */
  actions: ScheduleActions;
  schedule: ScheduleRecord;
};

export const scheduleNotFound = () => new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);

/** The lookup with its schedule: the one read, or else the one `make` reads after making it. */
async function withSchedule(found: ScheduleLookup, make: () => Promise<ScheduleLookup>) {
  const { id } = found;
  if (id) return { ...found, id };
  const made = await make();
  if (!made.id) throw projectNotFound();
  return { ...made, id: made.id };
}

/** A project's schedule access (what the project features outside the engine read). */
export type ProjectScheduleAccess = ScheduleAccess & {
  schedule: ScheduleRecord & { projectId: string; collectionId: null };
};

export type ScheduleAccessArgs = ScheduleArgs & {
  /** A version of the project: its frozen schedule (search and exports name versions). */
  versionId?: string | null;
  rowId?: string;
};

/**
 * The project's schedule (its live one, or a version's by id), or the collection's products, and
 * what the viewer may do there. The live schedule is made on first use, so every project and
 * collection has one. With `allowSharedLink`, a request presenting the project's shared link reads
 * it without signing in (as role guest).
 */
export async function loadScheduleAccess(
  context: GraphQLContext,
  args: ScheduleAccessArgs & { projectId: string; collectionId?: null },
  options?: { allowSharedLink?: boolean },
): Promise<ProjectScheduleAccess>;
export async function loadScheduleAccess(
  context: GraphQLContext,
  args: ScheduleAccessArgs,
  options?: { allowSharedLink?: boolean },
): Promise<ScheduleAccess>;
export async function loadScheduleAccess(
  context: GraphQLContext,
  args: ScheduleAccessArgs,
  options: { allowSharedLink?: boolean } = {},
): Promise<ScheduleAccess> {
  const owner = ownerOf(args);
  if (owner.kind === 'collection') {
    if (args.versionId) throw scheduleNotFound();
    return loadCollectionScheduleAccess(context, { ...args, collectionId: owner.collectionId });
  }
  return loadProjectScheduleAccess(context, { ...args, projectId: owner.projectId }, options);
}

// The project path is one prepared statement per cell edit (benchmarked): keep it so.
async function loadProjectScheduleAccess(
  context: GraphQLContext,
  args: ScheduleAccessArgs & { projectId: string },
  options: { allowSharedLink?: boolean },
): Promise<ProjectScheduleAccess> {
  const sharedLink = sharedLinkFor(context, options.allowSharedLink) ?? null;
  const userId = context.viewer?.userId ?? null;
  const first = await findScheduleAccess(context.database, { ...args, userId, sharedLink });
  if (!first?.onProject) throw projectNotFound();
  const found = await withSchedule(first.row, async () => {
    if (args.scheduleId || args.versionId) throw scheduleNotFound();
    await insertLiveSchedule(context.database, randomUUID(), args.projectId);
    const made = await findScheduleAccess(context.database, {
      workspaceId: args.workspaceId,
      projectId: args.projectId,
      userId,
      sharedLink,
    });
    if (!made) throw projectNotFound();
    return made.row;
  });
  const onProject: PermissionSubject = {
    ...first.onProject,
    resource: { archived: found.project_status === 'archived' },
  };
  authorize(onProject, 'project:read');
  return {
    workspaceId: args.workspaceId,
    row: found.row_cells ? { cells: found.row_cells, versions: found.row_versions ?? {} } : null,
    onProject,
    actions: projectActions,
    schedule: {
      id: found.id,
      projectId: found.project_id,
      collectionId: null,
      kind: found.schedule_kind ?? 'live',
      customFields: found.custom_fields ?? [],
      columnRestrictions: found.column_restrictions ?? {},
      rowsCount: Number(found.rows_count),
    },
  };
}

/** Refuses an edit of a column locked for the viewer's role, with the spec's message. */
export function authorizeColumnEdit(access: ScheduleAccess, col: string) {
  if (isColumnLocked(access.schedule.columnRestrictions, col, access.onProject.viewer.role)) {
    throw new AppError('FORBIDDEN', messages.fieldLocked, { reason: 'fieldLocked', col });
  }
}

/** Rows of a version are history: only the live schedule takes edits. */
export function authorizeEdit(access: ScheduleAccess) {
  authorize(access.onProject, access.actions.edit);
  if (access.schedule.kind !== 'live') {
    throw new AppError('FORBIDDEN', scheduleMessages.versionReadOnly, {
      reason: 'version',
    });
  }
}
