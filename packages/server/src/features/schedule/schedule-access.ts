import { randomUUID } from 'node:crypto';
import {
  AppError,
  type ColumnRestrictions,
  type FeatureFlags,
  isColumnLocked,
  messages,
  type PermissionSubject,
  type RowCells,
  type ScheduleColumn,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  authorize,
  type SubjectRow,
  subjectColumnsSql,
  subjectOfRow,
} from '../workspaces/index.ts';

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
  /** The engine's subject, with the project's state as its resource. */
  onProject: PermissionSubject;
  schedule: ScheduleRecord;
};

type ScheduleLookup = SubjectRow & {
  subject_flags: FeatureFlags;
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

const notFound = () => new AppError('NOT_FOUND', 'Project not found.');
const scheduleNotFound = () => new AppError('NOT_FOUND', 'Schedule not found.');

// One round trip for the viewer's standing in the workspace, the project, its schedule and (for
// edits) the row about to change. No membership, no row: the project is not found.
async function lookUp(
  context: GraphQLContext,
  userId: string,
  workspaceId: string,
  projectId: string,
  scheduleId?: string | null,
  rowId?: string | null,
  versionId?: string | null,
) {
  const { rows } = await context.database.executePrepared(
    'schedule-access',
    `select ${subjectColumnsSql},
            p.id as project_id, p.status as project_status,
            coalesce(pv.rows_count, p.rows_count) as rows_count,
            s.id, s.kind as schedule_kind, s.custom_fields, s.column_restrictions,
            r.cells as row_cells, r.versions as row_versions
       from workspaces w
       join workspace_memberships m on m.workspace_id = w.id and m.user_id = $5
       join projects p on p.workspace_id = w.id and p.id = $1
       left join project_versions v on v.id = $6::text and v.project_id = p.id
       left join schedules s on s.project_id = p.id
        and (case when $6::text is not null then s.id = v.schedule_id
                  when $3::text is null then s.kind = 'live'
                  else s.id = $3::text end)
       left join project_versions pv on pv.schedule_id = s.id
       left join schedule_rows r on r.schedule_id = s.id and r.id = $4::text and r.deleted_at is null
      where w.id = $2`,
    [projectId, workspaceId, scheduleId ?? null, rowId ?? null, userId, versionId ?? null],
  );
  return rows[0] as ScheduleLookup | undefined;
}

/**
 * The project's schedule (its live one, or a version's by id) and what the viewer may do there.
 * The live schedule is made on first use, so every project has one.
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
): Promise<ScheduleAccess> {
  const viewer = requireViewer(context);
  let found = await lookUp(
    context,
    viewer.userId,
    args.workspaceId,
    args.projectId,
    args.scheduleId,
    args.rowId,
    args.versionId,
  );
  if (!found) throw notFound();
  if (!found.id) {
    if (args.scheduleId || args.versionId) throw scheduleNotFound();
    await context.database.executeSql(
      `insert into schedules (id, project_id) values ($1, $2)
         on conflict (project_id) where kind = 'live' do nothing`,
      [randomUUID(), args.projectId],
    );
    found = await lookUp(context, viewer.userId, args.workspaceId, args.projectId);
    if (!found?.id) throw notFound();
  }
  const onProject: PermissionSubject = {
    ...subjectOfRow(found),
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
    throw new AppError('FORBIDDEN', 'A version of the schedule cannot be edited.', {
      reason: 'version',
    });
  }
}
