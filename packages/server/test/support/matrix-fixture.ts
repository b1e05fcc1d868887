import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { membershipOfRole, type Role, type WorkspaceMembership } from '@specboard/domain';
import { postFile } from '../../src/features/files/files.test-support.ts';
import { graphql } from '../graphql/index.ts';
import { ApiClient, signUpAndSignIn } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** The eight roles of spec §6, lowest first: one member of the workspace holds each. */
export const matrixRoles = [
  'guest',
  'follower',
  'viewer',
  'collaborator',
  'editor',
  'creator',
  'workspaceCreatorAdmin',
  'owner',
] as const satisfies readonly Role[];

/** Someone who calls the API in the matrix, and how they stand towards the fixture workspace. */
export type Caller = {
  name: string;
  client: ApiClient;
  userId?: string;
  workspaceRole?: Role;
  membership?: WorkspaceMembership;
  /** The project's shared-link token the caller presents (header, or connection params). */
  sharedLink?: string;
  holdsSharedLink?: boolean;
};

const ies = 'IESNA:LM-63-2002\n[TEST] matrix\nTILT=NONE\n1 1000 1 1 1 1 1 0 0 0\n';
let counter = 0;
/** A name no earlier call used, for fixtures that must be unique. */
export const unique = (prefix: string) => `${prefix} ${++counter}`;

async function signedUp(app: TestApp, name: string) {
  const client = new ApiClient(app.url);
  const session = await signUpAndSignIn(app, client, `matrix.${name.toLowerCase()}@example.com`);
  return { client, userId: session!.user.id as string };
}

/**
 * A paid workspace with one member per role (memberships written directly: no call gives the
 * roles above creator or below viewer), a guest the project is shared with, a member of another
 * workspace, an anonymous client, and
 * a project holding what the operations need: rows, a custom column, a built-in and a custom view,
 * a version, a comment on a row with an attachment, the dashboard's aggregation and a starred list.
 */
export async function matrixFixture(app: TestApp) {
  const db = app.platform.database.db;
  const names = [...matrixRoles, 'sharedGuest', 'outsider', 'author'];
  const people = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await signedUp(app, name)] as const)),
  );
  const owner = people.owner!;
  const call = <TDocument extends TypedDocumentNode<any, any>>(
    document: TDocument,
    variables?: VariablesOf<TDocument>,
  ) => owner.client.ok(document, variables);
  const workspaceId: string = (
    await call(graphql(`query MatrixFixtureListMyWorkspaces { listMyWorkspaces { id } }`))
  ).listMyWorkspaces[0]!.id;
  await db
    .updateTable('workspaces')
    .set({ plan: 'premium', premium_licenses: 500 })
    .where('id', '=', workspaceId)
    .execute();
  const memberRoles: Record<string, Role> = { author: 'editor', sharedGuest: 'guest' };
  for (const role of matrixRoles) if (role !== 'owner') memberRoles[role] = role;
  await db
    .insertInto('workspace_memberships')
    .values(
      Object.entries(memberRoles).map(([name, role]) => ({
        workspace_id: workspaceId,
        user_id: people[name]!.userId,
        role,
        membership: membershipOfRole(role),
        status: 'active' as const,
        invited_by: owner.userId,
      })),
    )
    .execute();

  const w = { w: workspaceId };
  const newProject = async (): Promise<string> =>
    (
      await call(
        graphql(
          `mutation MatrixFixtureDeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, location: "Halifax, Canada") { id } }`,
        ),
        { ...w, n: unique('Project') },
      )
    ).deprecatedCreateProjectV2.id;
  const projectId = await newProject();
  const ids = { ...w, p: projectId };
  const newRow = async (): Promise<string> =>
    (
      await call(
        graphql(
          `mutation MatrixFixtureCreateEmptyRow($w: ID!, $p: ID!) { createEmptyRow(workspaceId: $w, projectId: $p, cells: { typeDesignation: "B1", tag: "A", quantity: 1 }) }`,
        ),
        ids,
      )
    ).createEmptyRow.id;
  /** A row deleted by the owner, for restoring. */
  const newDeletedRow = async (): Promise<string> => {
    const rowId = await newRow();
    await call(
      graphql(
        `mutation MatrixFixtureDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }`,
      ),
      { ...ids, r: rowId },
    );
    return rowId;
  };
  const newColumn = async (): Promise<string> =>
    (
      await call(
        graphql(
          `mutation MatrixFixtureCreateProjectColumn($w: ID!, $p: ID!, $n: String!) { createProjectColumn(workspaceId: $w, projectId: $p, name: $n, type: "string") { id } }`,
        ),
        { ...ids, n: unique('Column') },
      )
    ).createProjectColumn.id;
  const newView = async (): Promise<string> =>
    (
      await call(
        graphql(
          `mutation SaveCustomView($w: ID!, $p: ID!, $n: String!) { saveCustomView(workspaceId: $w, projectId: $p, name: $n) { id } }`,
        ),
        { ...ids, n: unique('View') },
      )
    ).saveCustomView.id;
  const newVersion = async (): Promise<string> =>
    (
      await call(
        graphql(
          `mutation MatrixFixtureCreateProjectVersion($w: ID!, $p: ID!, $t: String!) { createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id } }`,
        ),
        { ...ids, t: unique('Version') },
      )
    ).createProjectVersion.id;
  const newComment = async (input: Record<string, unknown> = {}): Promise<string> =>
    (
      await call(
        graphql(
          `mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }`,
        ),
        {
          input: {
            workspaceId,
            resourceType: 'project',
            resourceId: projectId,
            message: unique('Comment'),
            ...input,
          },
        },
      )
    ).createComment.id;
  /** A file `client` uploaded, for the calls that take only one's own uploads. */
  const upload = async (client: ApiClient): Promise<string> => {
    const answer = await postFile(app.url, Buffer.from(ies), {
      name: 'lamp.ies',
      token: client.accessToken,
    });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
    return answer.json().key;
  };
  /**
   * An active member with the viewer role, whose role or membership a call may change: written
   * directly, as an invitation's account would be (an invitation hashes a temporary password,
   * which is slow and beside the point here).
   */
  const newSpareMember = async (): Promise<string> => {
    const id = randomUUID();
    await db
      .insertInto('users')
      .values({ id, email: `${unique('spare').replace(' ', '.')}@example.com`, name: 'Spare' })
      .execute();
    await db
      .insertInto('workspace_memberships')
      .values({
        workspace_id: workspaceId,
        user_id: id,
        role: 'viewer',
        membership: 'member',
        status: 'active',
        invited_by: owner.userId,
      })
      .execute();
    return id;
  };

  // A guest of the workspace opens only the projects shared with them, at the shared role.
  await call(
    graphql(
      `mutation ManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: editor }]) { projectId } }`,
    ),
    { ...ids, u: people.sharedGuest!.userId },
  );
  const rowId = await newRow();
  const views: { id: string; type: string }[] = (
    await call(
      graphql(
        `query MatrixFixtureGetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id type } }`,
      ),
      ids,
    )
  ).getScheduleViews;
  const ownerFile = await upload(owner.client);
  const aggregation = await call(
    graphql(
      `query MatrixFixtureGetProjectAggregation($w: ID!, $p: ID!) { getProjectAggregation(workspaceId: $w, projectId: $p) { id } }`,
    ),
    ids,
  );
  const starred = await call(
    graphql(
      `mutation MatrixFixtureMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: "Owner list") { id } }`,
    ),
    w,
  );
  /**
   * Fixtures are made in the usual state (a paid plan, the project active) whatever the state
   * under test: on a free plan no call makes a custom view or a version, in an archived project
   * no row is added, yet deleting one must still meet the gate under test.
   */
  const usual =
    <A extends unknown[], T>(make: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const run = app.platform.database.executeSql;
      const { rows } = await run(
        `select w.plan, p.status from workspaces w join projects p on p.workspace_id = w.id
          where w.id = $1 and p.id = $2`,
        [workspaceId, projectId],
      );
      const state = rows[0] as { plan: string; status: string };
      if (state.plan === 'premium' && state.status === 'active') return make(...args);
      const set = async (plan: string, status: string) => {
        await run('update workspaces set plan = $2 where id = $1', [workspaceId, plan]);
        await run('update projects set status = $2 where id = $1', [projectId, status]);
      };
      await set('premium', 'active');
      try {
        return await make(...args);
      } finally {
        await set(state.plan, state.status);
      }
    };

  const base = {
    workspaceId,
    projectId,
    rowId,
    column: await newColumn(),
    builtInViewId: views.find((view) => view.type !== 'custom')!.id,
    customViewId: await newView(),
    versionId: await newVersion(),
    commentId: await newComment({ type: 'row', rowId, attachments: [ownerFile] }),
    ownerFile,
    aggregationId: aggregation.getProjectAggregation.id as string,
    starredListId: starred.makeStarredProjectList.id as string,
    spareMemberId: await newSpareMember(),
  };

  const member = (name: string): Caller => ({
    name,
    client: people[name]!.client,
    userId: people[name]!.userId,
    workspaceRole: name === 'owner' ? 'owner' : memberRoles[name],
    membership: membershipOfRole(name === 'owner' ? 'owner' : memberRoles[name]!),
  });
  return {
    app,
    base,
    ids,
    owner: member('owner'),
    author: member('author'),
    roles: matrixRoles.map(member),
    /** A workspace guest the project is shared with as editor (not premium: a guest). */
    sharedGuest: { ...member('sharedGuest'), name: 'guest shared as editor' },
    outsider: { name: 'outsider', ...people.outsider! } satisfies Caller,
    anonymous: { name: 'anonymous', client: new ApiClient(app.url) } satisfies Caller,
    call,
    make: {
      newProject: usual(newProject),
      newRow: usual(newRow),
      newDeletedRow: usual(newDeletedRow),
      newColumn: usual(newColumn),
      newView: usual(newView),
      newVersion: usual(newVersion),
      newComment: usual(newComment),
      newSpareMember: usual(newSpareMember),
      upload,
    },
  };
}

export type MatrixFixture = Awaited<ReturnType<typeof matrixFixture>>;
