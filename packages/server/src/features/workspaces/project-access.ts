import {
  AppError,
  effectiveProjectRole,
  type PermissionSubject,
  type ProjectPermissionType,
  type ProjectStanding,
  projectMessages,
  type Role,
  type WorkspaceMembership,
} from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  findProjectReader,
  findProjectStanding,
  findProjectStandingWith,
  type ProjectStandingRow,
} from './project-access.repository.ts';
import { authorize, subjectOfRow } from './workspace-permissions.ts';

/** The parts of a standing the domain reads, from a row's snake_case columns. */
export function standingOf(row: {
  role?: string | null;
  workspace_role?: string | null;
  membership: WorkspaceMembership | null;
  project_role: ProjectPermissionType | null;
  holds_shared_link?: boolean;
}): ProjectStanding {
  return {
    workspaceRole: ((row.workspace_role ?? row.role) as Role | null) ?? undefined,
    workspaceMembership: row.membership ?? undefined,
    projectRole: row.project_role ?? undefined,
    holdsSharedLink: row.holds_shared_link ?? false,
  };
}

/**
 * The engine's subject on one project: the workspace's facts with the person's effective role
 * there (the domain's effectiveProjectRole), or undefined when they cannot open it. A guest of the
 * workspace keeps membership 'guest' whatever the shared role, so they are never premium by it.
 */
export function subjectOnProject(
  inWorkspace: PermissionSubject,
  standing: ProjectStanding,
): PermissionSubject | undefined {
  const role = effectiveProjectRole(standing);
  if (!role) return undefined;
  return {
    ...inWorkspace,
    viewer: { ...inWorkspace.viewer, role, membership: standing.workspaceMembership ?? undefined },
  };
}

/** Both subjects from one standing row: in the workspace (their workspace role) and on the project. */
export function projectSubjectsOfRow(row: ProjectStandingRow) {
  const base = subjectOfRow(row);
  const inWorkspace: PermissionSubject = {
    ...base,
    viewer: {
      ...base.viewer,
      role: (row.role as Role | null) ?? undefined,
      membership: row.membership ?? undefined,
    },
  };
  const onProject = subjectOnProject(inWorkspace, standingOf(row));
  if (onProject && isLinkOnly(row)) {
    // A statement that does not read the column (the schedule's) reads as a link without exports.
    const allowsExport = row.shared_link_allows_export === true;
    onProject.viewer = { ...onProject.viewer, sharedLink: { allowsExport } };
  }
  return { inWorkspace, onProject };
}

export const projectNotFound = () => new AppError('NOT_FOUND', projectMessages.notFound);

/**
 * The shared link a read may be answered through: the one this request presents, when the call
 * is one that link readers may make. Anyone else must be signed in.
 */
export function sharedLinkFor(context: GraphQLContext, allowSharedLink: boolean | undefined) {
  const link = allowSharedLink ? context.sharedLink : undefined;
  if (!link) requireViewer(context);
  return link;
}

/**
 * The person's two subjects for a project (see projectSubjectsOfRow), project:read checked. A
 * project they cannot open is not found, whether or not it exists. `sharedLink` admits a link
 * reader (the anonymous too); without it the caller must be signed in.
 */
export async function loadProjectSubjects(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string; sharedLink?: string | null },
) {
  if (!args.sharedLink) requireViewer(context);
  const row = await findProjectStanding(context.database.executePrepared, {
    workspaceId: args.workspaceId,
    projectId: args.projectId,
    userId: context.viewer?.userId ?? null,
    sharedLink: args.sharedLink ?? null,
  });
  if (!row) throw projectNotFound();
  const { inWorkspace, onProject } = projectSubjectsOfRow(row);
  if (!onProject) throw projectNotFound();
  authorize(onProject, 'project:read');
  return { inWorkspace, onProject, viaSharedLink: isLinkOnly(row) };
}

/**
 * The person's two subjects for a project (see projectSubjectsOfRow), read in the one prepared
 * statement that also reads the caller's own columns (findProjectStandingWith: a hot path's single
 * round trip), with the row read. Undefined when there is no such project; `onProject` undefined
 * when the person cannot open it. Nothing is checked: the caller decides what is refused.
 */
export async function findProjectSubjectsWith<Row>(
  database: Pick<DatabaseHandle, 'executePrepared'>,
  statement: Parameters<typeof findProjectStandingWith>[1],
  values: unknown[],
) {
  const row = await findProjectStandingWith<Row>(database.executePrepared, statement, values);
  return row && { row, ...projectSubjectsOfRow(row) };
}

/** Someone's role on the project as it stands now (effectiveProjectRole), or null when they cannot open it. */
export async function findProjectRole(
  database: Pick<DatabaseHandle, 'executeSql'>,
  projectId: string,
  userId: string,
) {
  const reader = await findProjectReader(database.executeSql, projectId, userId);
  return (reader && effectiveProjectRole(standingOf(reader))) ?? null;
}

/** Reading only through the shared link: no role of one's own on the project. */
export function isLinkOnly(row: ProjectStandingRow): boolean {
  return effectiveProjectRole({ ...standingOf(row), holdsSharedLink: false }) === undefined;
}
