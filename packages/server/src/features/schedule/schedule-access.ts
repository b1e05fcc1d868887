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
import {
  authorize,
  type ProjectStandingRow,
  projectNotFound,
  projectStandingSql,
  projectSubjectsOfRow,
  sharedLinkFor,
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
  /** The engine's subject, with the viewer's role on the project and its state as resource. */
  onProject: PermissionSubject;
  schedule: ScheduleRecord;
};

type ScheduleLookup = ProjectStandingRow & {
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

const scheduleNotFound = () => new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);

const standing = projectStandingSql({ user: '$5', link: '$7' });

// One round trip for the viewer's standing towards the project (membership, share, shared link),
// the project, its schedule and (for edits) the row about to change. No project, no row; no
// standing, no role: the project is not found.
async function lookUp(
  context: GraphQLContext,
  sharedLink: string | undefined,
  workspaceId: string,
  projectId: string,
  scheduleId?: string | null,
  rowId?: string | null,
  versionId?: string | null,
) {
  const { rows } = await context.database.executePrepared(
    'schedule-access',
    `select ${standing.columns},
            p.id as project_id, p.status as project_status,
            coalesce(pv.rows_count, p.rows_count) as rows_count,
            s.id, s.kind as schedule_kind, s.custom_fields, s.column_restrictions,
            r.cells as row_cells, r.versions as row_versions
       from workspaces w
       join projects p on p.workspace_id = w.id and p.id = $1
       ${standing.joins}
       left join project_versions v on v.id = $6::text and v.project_id = p.id
       left join schedules s on s.project_id = p.id
        and (case when $6::text is not null then s.id = v.schedule_id
                  when $3::text is null then s.kind = 'live'
                  else s.id = $3::text end)
       left join project_versions pv on pv.schedule_id = s.id
       left join schedule_rows r on r.schedule_id = s.id and r.id = $4::text and r.deleted_at is null
      where w.id = $2`,
    [
      projectId,
      workspaceId,
      scheduleId ?? null,
      rowId ?? null,
      context.viewer?.userId ?? null,
      versionId ?? null,
      sharedLink ?? null,
    ],
  );
  return rows[0] as ScheduleLookup | undefined;
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
  const sharedLink = sharedLinkFor(context, options.allowSharedLink);
  let found = await lookUp(
    context,
    sharedLink,
    args.workspaceId,
    args.projectId,
    args.scheduleId,
    args.rowId,
    args.versionId,
  );
  const subjects = found && projectSubjectsOfRow(found);
  if (!found || !subjects?.onProject) throw projectNotFound();
  if (!found.id) {
    if (args.scheduleId || args.versionId) throw scheduleNotFound();
    await context.database.executeSql(
      `insert into schedules (id, project_id) values ($1, $2)
         on conflict (project_id) where kind = 'live' do nothing`,
      [randomUUID(), args.projectId],
    );
    found = await lookUp(context, sharedLink, args.workspaceId, args.projectId);
    if (!found?.id) throw projectNotFound();
  }
  const onProject: PermissionSubject = {
    ...subjects.onProject,
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
