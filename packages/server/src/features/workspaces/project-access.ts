import {
  AppError,
  effectiveProjectRole,
  type FeatureFlags,
  type PermissionSubject,
  type ProjectPermissionType,
  type ProjectStanding,
  projectMessages,
  type Role,
  type WorkspaceMembership,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { StoredImage } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  authorize,
  type SubjectRow,
  subjectColumnsSql,
  subjectOfRow,
} from './workspace-permissions.ts';

/**
 * Who can open a project, in SQL: the person whose membership of the project's workspace is `m`
 * (null for none) and whose share of the project is `pp` (null for none). It mirrors the domain's
 * effectiveProjectRole: members (not guests) open every project of their workspace, anyone else
 * only a project shared with them. The shared link is matched where it is presented
 * (projectStandingSql). Every role effectiveProjectRole gives passes project:read.
 */
export const opensProjectSql = `(m.membership <> 'guest' or pp.role is not null)`;

/**
 * The people who can open a project, with their standing (user_id, workspace_role, membership,
 * status, project_role). `projectParam` is the placeholder of the project's id. The one list
 * behind mentions, followers, project members and people searches (see opensProjectSql).
 */
export function projectReadersSql(projectParam: string): string {
  return `select m.user_id, m.role as workspace_role, m.membership, m.status,
            pp.role as project_role
       from projects rp
       join workspace_memberships m on m.workspace_id = rp.workspace_id
       left join project_permissions pp on pp.project_id = rp.id and pp.user_id = m.user_id
      where rp.id = ${projectParam} and ${opensProjectSql}`;
}

/** What projectStandingSql selects: the workspace's facts and the person's standing. */
export type ProjectStandingRow = SubjectRow & {
  subject_flags: FeatureFlags;
  membership: WorkspaceMembership | null;
  project_role: ProjectPermissionType | null;
  holds_shared_link: boolean;
};

/**
 * Joins and columns for the standing of a person (`user`, may be null) presenting a shared link
 * (`link`, may be null) towards a project `p` of workspace `w`, so a hot path reads it beside
 * its own rows in one round trip. Read the row with projectSubjectsOfRow.
 */
export function projectStandingSql(params: { user: string; link: string }) {
  return {
    columns: `${subjectColumnsSql}, m.membership, pp.role as project_role,
      coalesce(p.shared_link_token = ${params.link}::text, false) as holds_shared_link`,
    joins: `left join workspace_memberships m on m.workspace_id = w.id and m.user_id = ${params.user}::text
      left join project_permissions pp on pp.project_id = p.id and pp.user_id = ${params.user}::text`,
  };
}

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
  return { inWorkspace, onProject: subjectOnProject(inWorkspace, standingOf(row)) };
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
  const standing = projectStandingSql({ user: '$3', link: '$4' });
  const { rows } = await context.database.executePrepared(
    'project-standing',
    `select ${standing.columns}
       from workspaces w
       join projects p on p.workspace_id = w.id and p.id = $2
       ${standing.joins}
      where w.id = $1`,
    [args.workspaceId, args.projectId, context.viewer?.userId ?? null, args.sharedLink ?? null],
  );
  const row = rows[0] as ProjectStandingRow | undefined;
  if (!row) throw projectNotFound();
  const { inWorkspace, onProject } = projectSubjectsOfRow(row);
  if (!onProject) throw projectNotFound();
  authorize(onProject, 'project:read');
  return { inWorkspace, onProject, viaSharedLink: isLinkOnly(row) };
}

/** Reading only through the shared link: no role of one's own on the project. */
export function isLinkOnly(row: ProjectStandingRow): boolean {
  return effectiveProjectRole({ ...standingOf(row), holdsSharedLink: false }) === undefined;
}

export type ProjectReader = {
  user_id: string;
  email: string;
  name: string | null;
  picture: StoredImage | null;
  is_pending: boolean;
  workspace_role: string;
  membership: WorkspaceMembership;
  status: 'active' | 'pending';
  project_role: ProjectPermissionType | null;
};

/**
 * The people who can open the project, by name then address; with `search`, those whose name or
 * address holds it (already trimmed by the caller).
 */
export async function listProjectReaders(
  run: RawRunner,
  projectId: string,
  options: { search?: string; limit?: number; activeOnly?: boolean } = {},
): Promise<ProjectReader[]> {
  const search = options.search?.toLowerCase() ?? '';
  const { rows } = await run(
    `select r.*, u.email, u.name, u.picture, u.must_change_password as is_pending
       from (${projectReadersSql('$1')}) r
       join users u on u.id = r.user_id
      where ($2 = '' or lower(coalesce(u.name, '')) like $3 or lower(u.email) like $3)
        and (not $5 or r.status = 'active')
      order by lower(coalesce(nullif(u.name, ''), u.email)), u.id
      limit $4`,
    [
      projectId,
      search,
      containsPattern(search),
      options.limit ?? 1000,
      options.activeOnly ?? false,
    ],
  );
  return rows as ProjectReader[];
}
