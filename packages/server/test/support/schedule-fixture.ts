import { graphql } from '../graphql/index.ts';
import { ApiClient, signUpAndSignIn } from './api-client.ts';
import { acceptInvitation } from './invitations.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export const rowsQuery =
  graphql(`query ScheduleFixtureGetStructuredScheduleRows($p: ID!, $w: ID!, $limit: Int, $next: String) {
  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken }
}`);

export const updateCellMutation =
  graphql(`mutation ScheduleFixtureUpdateCell($p: ID!, $w: ID!, $row: ID!, $col: String!, $value: JSON, $values: [JSON], $version: CellVersion!, $session: String) {
  updateCell(projectId: $p, workspaceId: $w, row: $row, col: $col, value: $value, values: $values, version: $version, session: $session) { row col version }
}`);

export const createRowMutation =
  graphql(`mutation ScheduleFixtureCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $session: String) {
  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, session: $session)
}`);

export type ScheduleRow = {
  id: string;
  key: string;
  order: number;
  hidden: boolean;
  cells: Record<string, unknown>;
  versions: Record<string, string>;
  session: string | null;
};

/** A signed-in owner of a premium workspace with one project, and calls on its schedule. */
export async function scheduleFixture(app: TestApp, name = 'schedule') {
  const client = new ApiClient(app.url);
  const email = `${name}.${++counter}.${Date.now()}@example.com`;
  await signUpAndSignIn(app, client, email);
  const workspaceId: string = (
    await client.ok(graphql(`query ScheduleFixtureListMyWorkspaces { listMyWorkspaces { id } }`))
  ).listMyWorkspaces[0]!.id;
  await app.platform.database.executeSql(
    `update workspaces set plan = 'premium', premium_licenses = 10 where id = $1`,
    [workspaceId],
  );
  const projectId: string = (
    await client.ok(
      graphql(
        `mutation ScheduleFixtureDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Harbour Hotel", address: { formatted_address: "Halifax, Canada" }, area: 1000, areaUnit: feet) { id } }`,
      ),
      { w: workspaceId },
    )
  ).deprecatedCreateProjectV2.id;
  const ids = { p: projectId, w: workspaceId };
  return {
    client,
    email,
    workspaceId,
    projectId,
    ids,
    async createRow(cells: Record<string, unknown> = {}, as = client): Promise<ScheduleRow> {
      return (await as.ok(createRowMutation, { ...ids, cells })).createEmptyRow;
    },
    edit(row: string, col: string, value: unknown, version: string | number, as = client) {
      return as.call(updateCellMutation, { ...ids, row, col, value, version });
    },
    async allRows(limit = 15, as = client): Promise<ScheduleRow[]> {
      const rows: ScheduleRow[] = [];
      let next: string | null = null;
      do {
        const page: { data: ScheduleRow[]; nextToken: string | null } = (
          await as.ok(rowsQuery, { ...ids, limit, next })
        ).getStructuredScheduleRows;
        rows.push(...page.data);
        next = page.nextToken;
      } while (next);
      return rows;
    },
    /** Adds a member to the workspace with a role, signed in as a new client. */
    async member(role: 'viewer' | 'editor' | 'creator') {
      const other = new ApiClient(app.url);
      const otherEmail = `${name}.${role}.${++counter}.${Date.now()}@example.com`;
      await signUpAndSignIn(app, other, otherEmail);
      await client.ok(
        graphql(
          `mutation ScheduleFixtureInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }`,
        ),
        { w: workspaceId, e: otherEmail, r: role },
      );
      await acceptInvitation(other, workspaceId);
      const userId: string = (
        await other.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
      ).getUserProfile!.id;
      return { client: other, email: otherEmail, userId };
    },
  };
}

export type ScheduleFixture = Awaited<ReturnType<typeof scheduleFixture>>;
