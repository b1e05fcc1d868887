import { randomUUID } from 'node:crypto';
import {
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
import {
  findScheduleAccess,
  insertLiveSchedule,
  type ScheduleLookup,
} from './schedules.repository.ts';

export type ScheduleRecord = {
  id: string;
  projectId: string;
  kind: 'live' | 'version';
  customFields: ScheduleColumn[];
  columnRestrictions: ColumnRestrictions;
  rowsCount: number;
};

export type ScheduleAccess = {
  workspaceId: string;
  /** The row asked for with `rowId`, as it stood when access was checked. */
  row: { cells: RowCells; versions: Record<string, string> } | null;
  /** The engine's subject, with the viewer's role on the project and its state as resource. */
  onProject: PermissionSubject;
  schedule: ScheduleRecord;
};

const scheduleNotFound = () => new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);

/** The lookup with its schedule: the one read, or else the one `make` reads after making it. */
async function withSchedule(found: ScheduleLookup, make: () => Promise<ScheduleLookup>) {
  const { id } = found;
  if (id) return { ...found, id };
  const made = await make();
  if (!made.id) throw projectNotFound();
  return { ...made, id: made.id };
}

/**
 * The project's schedule (its live one, or a version's by id) and what the viewer may do there.
 * The live schedule is made on first use, so every project has one. With `allowSharedLink`, a
 * request presenting the project's shared link reads it without signing in (as role guest).
 */
export async function loadScheduleAccess(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId: string;
    scheduleId?: string | null;
    /** A version of the project: its frozen schedule (search and exports name versions). */
    versionId?: string | null;
    rowId?: string;
  },
  options: { allowSharedLink?: boolean } = {},
): Promise<ScheduleAccess> {
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
    schedule: {
      id: found.id,
      projectId: found.project_id,
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
  authorize(access.onProject, 'project:edit');
  if (access.schedule.kind !== 'live') {
    throw new AppError('FORBIDDEN', scheduleMessages.versionReadOnly, {
      reason: 'version',
    });
  }
}
