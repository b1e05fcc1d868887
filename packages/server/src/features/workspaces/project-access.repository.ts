import type { FeatureFlags, ProjectPermissionType, WorkspaceMembership } from '@specboard/domain';
import { type RawBuilder, sql } from 'kysely';
import type { PreparedRunner, RawRunner } from '../../db/connection.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { StoredImage } from '../../db/schema.ts';
import type { SubjectRow } from './workspace-permissions.ts';

/**
 * The same facts as one SQL select list, for a workspace `w` joined with the viewer's membership
 * `m`, so a hot path (a cell edit) can read its subject beside its own rows in one round trip.
 * Read the row with `subjectOfRow`.
 */
export const subjectColumnsSql = `w.kind, w.plan, w.status, w.allow_pages, w.unlimited_users,
  w.free_licenses, w.premium_licenses, w.guest_license_limit, m.role,
  (select u.in_premium_group from users u where u.id = m.user_id) as in_premium_group,
  ((select count(*) from workspace_memberships x
    where x.workspace_id = w.id and x.membership <> 'guest')
   + (select count(*) from workspace_invitations x
    where x.workspace_id = w.id and x.membership <> 'guest'))::int as used_licenses,
  ((select count(*) from workspace_memberships x
    where x.workspace_id = w.id and x.membership = 'guest')
   + (select count(*) from workspace_invitations x
    where x.workspace_id = w.id and x.membership = 'guest'))::int as used_guest_licenses,
  (select coalesce(json_object_agg(f.name, f.enabled), '{}') from feature_flags f) as subject_flags`;

/**
 * Who can open a project, in SQL: the person whose membership of the project's workspace is `m`
 * (null for none) and whose share of the project is `pp` (null for none). It mirrors the domain's
 * effectiveProjectRole: members (not guests) open every project of their workspace, anyone else
 * only a project shared with them. The shared link is matched where it is presented
 * (standingStatement). Every role effectiveProjectRole gives passes project:read.
 */
const opensProjectSql = `(m.membership <> 'guest' or pp.role is not null)`;

/**
 * The condition of a projects query that keeps the projects the person can open (see
 * opensProjectSql), for a query that joins their membership as `m` and their share as `pp`.
 * Lists filter by it in SQL, so that a page never holds, nor counts, a project the person cannot
 * open: checking each project apart would take a round trip per project.
 */
export function opensProjectCondition(): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(opensProjectSql)}`;
}

/**
 * The people who can open a project, with their standing (user_id, workspace_role, membership,
 * status, project_role). `projectParam` is the placeholder of the project's id. The one list
 * behind mentions, followers, project members and people searches (see opensProjectSql).
 */
function projectReadersSql(projectParam: string): string {
  return `select m.user_id, m.role as workspace_role, m.membership, m.status,
            pp.role as project_role
       from projects rp
       join workspace_memberships m on m.workspace_id = rp.workspace_id
       left join project_permissions pp on pp.project_id = rp.id and pp.user_id = m.user_id
      where rp.id = ${projectParam} and ${opensProjectSql}`;
}

/** A person's standing towards a project as read: the workspace's facts and their shares. */
export type ProjectStandingRow = SubjectRow & {
  subject_flags: FeatureFlags;
  membership: WorkspaceMembership | null;
  project_role: ProjectPermissionType | null;
  holds_shared_link: boolean;
  /** Whether the project's shared link allows exports; read by findProjectStanding only. */
  shared_link_allows_export?: boolean;
};

/** The placeholders of the standing's parameters in a statement. */
type StandingParams = { project: string; workspace: string; user: string; link: string };

/**
 * The statement reading the standing of a person (`user`, may be null) presenting a shared link
 * (`link`, may be null) towards project `p` of workspace `w`, with the caller's `columns` (each
 * after a comma) and `joins` (after the standing's own). Its text is kept as the prepared
 * statements had it when the callers spliced the parts in themselves.
 */
function standingStatement(params: StandingParams, columns = '', joins = '') {
  return `select ${subjectColumnsSql}, m.membership, pp.role as project_role,
      coalesce(p.shared_link_token = ${params.link}::text, false) as holds_shared_link${columns}
       from workspaces w
       join projects p on p.workspace_id = w.id and p.id = ${params.project}
       left join workspace_memberships m on m.workspace_id = w.id and m.user_id = ${params.user}::text
      left join project_permissions pp on pp.project_id = p.id and pp.user_id = ${params.user}::text${joins}
      where w.id = ${params.workspace}`;
}

/**
 * A person's standing towards a project of a workspace, with whether its shared link allows
 * exports; undefined when there is no such project.
 */
export async function findProjectStanding(
  run: PreparedRunner,
  args: {
    workspaceId: string;
    projectId: string;
    userId: string | null;
    sharedLink: string | null;
  },
): Promise<ProjectStandingRow | undefined> {
  // Named anew with the export column: a prepared statement's text is keyed by its name.
  const { rows } = await run(
    'project-standing-link-export',
    standingStatement(
      { workspace: '$1', project: '$2', user: '$3', link: '$4' },
      ', p.shared_link_allows_export',
    ),
    [args.workspaceId, args.projectId, args.userId, args.sharedLink],
  );
  return rows[0] as ProjectStandingRow | undefined;
}

/**
 * A person's standing towards a project read together with the caller's own columns and joins,
 * in one prepared statement named `name`. The schedule's access check runs on every cell edit:
 * reading the standing apart would add a round trip to it (issue 18). The caller's parts name
 * the project `p` and the workspace `w`; `params` gives the placeholders of the project's,
 * workspace's and person's ids and of the shared link among the caller's `values`. The caller
 * types its own columns as `Row`; undefined when there is no such project.
 */
export async function findProjectStandingWith<Row>(
  run: PreparedRunner,
  statement: { name: string; params: StandingParams; columns: string; joins: string },
  values: unknown[],
): Promise<(ProjectStandingRow & Row) | undefined> {
  const { rows } = await run(
    statement.name,
    standingStatement(statement.params, statement.columns, statement.joins),
    values,
  );
  return rows[0] as (ProjectStandingRow & Row) | undefined;
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

/** The active people among `userIds` who can open the project (signed in at least once). */
export async function findActiveProjectReaders(
  run: RawRunner,
  projectId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await run(
    `select user_id from (${projectReadersSql('$1')}) r
      where r.status = 'active' and r.user_id = any($2::text[])`,
    [projectId, [...new Set(userIds)]],
  );
  return new Set((rows as { user_id: string }[]).map((row) => row.user_id));
}

/** Someone's standing on the project when they can open it; undefined when they cannot. */
export async function findProjectReader(
  run: RawRunner,
  projectId: string,
  userId: string,
): Promise<Pick<ProjectReader, 'workspace_role' | 'membership' | 'project_role'> | undefined> {
  const { rows } = await run(`select * from (${projectReadersSql('$1')}) r where r.user_id = $2`, [
    projectId,
    userId,
  ]);
  return rows[0] as ProjectReader | undefined;
}
