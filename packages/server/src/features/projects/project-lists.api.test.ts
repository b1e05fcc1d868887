import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let app: TestApp;
let counter = 0;

async function projectOwner(plan: 'free' | 'premium' = 'premium') {
  const client = new ApiClient(app.url);
  await signUpAndSignIn(app, client, `lists.owner.${++counter}@example.com`);
  const [workspace] = (
    await client.ok(graphql(`query ProjectListsApiListMyWorkspaces { listMyWorkspaces { id } }`))
  ).listMyWorkspaces;
  await app.platform.database.db
    .updateTable('workspaces')
    .set({ plan, premium_licenses: 10 })
    .where('id', '=', workspace!.id)
    .execute();
  const create = async (name: string) =>
    (
      await client.ok(
        graphql(
          `mutation DeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: { formatted_address: "Oslo, Norway" }) { id } }`,
        ),
        { w: workspace!.id, n: name },
      )
    ).deprecatedCreateProjectV2.id as string;
  return { client, workspaceId: workspace!.id as string, create };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('project lists, tags, colours and preferences', () => {
  it('tags projects, lists the workspace’s tags, and filters the project list by tag', async () => {
    const { client, workspaceId, create } = await projectOwner();
    const lobby = await create('Lobby refit');
    await create('Guest floors');
    const { manageProjectTags } = await client.ok(
      graphql(
        `mutation ManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [" Hotel ", "hotel", "Phase 1", ""]) { tags } }`,
      ),
      { p: lobby, w: workspaceId },
    );
    expect(manageProjectTags.tags).toEqual(['Hotel', 'Phase 1']);
    expect(
      await client.ok(
        graphql(`query GetProjectTags($w: ID!) { getProjectTags(workspaceId: $w) }`),
        { w: workspaceId },
      ),
    ).toEqual({
      getProjectTags: ['Hotel', 'Phase 1'],
    });
    const tagged = await client.ok(
      graphql(
        `query GetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, tagName: "Hotel") { data { projectName } } }`,
      ),
      { w: workspaceId },
    );
    expect(tagged.getSortedUserProjectsV2.data).toEqual([{ projectName: 'Lobby refit' }]);
  });

  it('refuses tags on a free workspace with the upgrade message (a premium feature)', async () => {
    const { client, workspaceId, create } = await projectOwner('free');
    const id = await create('Free project');
    const answer = await client.call(
      graphql(
        `mutation ProjectListsApiManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: ["x"]) { tags } }`,
      ),
      { p: id, w: workspaceId },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Please upgrade to use this feature',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('sets a colour and icon from the palette and refuses others', async () => {
    const { client, workspaceId, create } = await projectOwner();
    const id = await create('Colourful');
    const { getColorIconPalette } = await client.ok(
      graphql(`query GetColorIconPalette { getColorIconPalette { default_colors default_icons } }`),
    );
    const color = getColorIconPalette.default_colors[1];
    const icon = getColorIconPalette.default_icons[2];
    const { setColorIcon } = await client.ok(
      graphql(
        `mutation SetColorIcon($p: ID!, $w: ID!, $c: String, $i: String) { setColorIcon(projectId: $p, workspaceId: $w, colorId: $c, iconId: $i) { projectColor projectIcon } }`,
      ),
      { p: id, w: workspaceId, c: color, i: icon },
    );
    expect(setColorIcon).toEqual({ projectColor: color, projectIcon: icon });
    const bad = await client.call(
      graphql(
        `mutation ProjectListsApiSetColorIcon($p: ID!, $w: ID!) { setColorIcon(projectId: $p, workspaceId: $w, colorId: "#000001") { projectColor } }`,
      ),
      { p: id, w: workspaceId },
    );
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('copies a project with its setup, counting against the free cap', async () => {
    const { client, workspaceId, create } = await projectOwner('free');
    const ids = [];
    for (let i = 1; i <= 4; i++) ids.push(await create(`Project ${i}`));
    const { copyProject } = await client.ok(
      graphql(
        `mutation CopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { projectName address { formatted_address } } }`,
      ),
      { p: ids[0]!, w: workspaceId },
    );
    expect(copyProject).toEqual({
      projectName: 'Copy of Project 1',
      address: { formatted_address: 'Oslo, Norway' },
    });
    const over = await client.call(
      graphql(
        `mutation ProjectListsApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id } }`,
      ),
      {
        p: ids[0]!,
        w: workspaceId,
      },
    );
    expect(over.errors?.[0].extensions.code).toBe('LIMIT_REACHED');
  });

  it('keeps each person’s starred lists, in pages, and refuses another person’s list', async () => {
    const { client, workspaceId } = await projectOwner();
    const blank = await client.call(
      graphql(
        `mutation MakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: " ") { id } }`,
      ),
      {
        w: workspaceId,
      },
    );
    expect(blank.errors?.[0].message).toBe('Please enter required value');
    const ids: string[] = [];
    for (const name of ['Hotels', 'Schools', 'Hospitals']) {
      const { makeStarredProjectList } = await client.ok(
        graphql(
          `mutation ProjectListsApiMakeStarredProjectList($w: ID!, $n: String!) { makeStarredProjectList(workspaceId: $w, name: $n, tags: ["a"], sortingMode: "projectName") { id name tags sortingMode } }`,
        ),
        { w: workspaceId, n: name },
      );
      ids.push(makeStarredProjectList.id);
    }
    const first = await client.ok(
      graphql(
        `query GetStarredProjectLists($w: ID!) { getStarredProjectLists(workspaceId: $w, limit: 2) { data { name } nextToken } }`,
      ),
      { w: workspaceId },
    );
    expect(first.getStarredProjectLists.data.map((l: { name: string }) => l.name)).toEqual([
      'Hotels',
      'Schools',
    ]);
    const second = await client.ok(
      graphql(
        `query ProjectListsApiGetStarredProjectLists($w: ID!, $n: String) { getStarredProjectLists(workspaceId: $w, limit: 2, nextToken: $n) { data { name } nextToken } }`,
      ),
      { w: workspaceId, n: first.getStarredProjectLists.nextToken },
    );
    expect(second.getStarredProjectLists).toEqual({
      data: [{ name: 'Hospitals' }],
      nextToken: null,
    });

    await client.ok(
      graphql(
        `mutation UpdateStarredProjectList($id: ID!, $w: ID!) { updateStarredProjectList(id: $id, workspaceId: $w, name: "Hotels & resorts") { name } }`,
      ),
      {
        id: ids[0]!,
        w: workspaceId,
      },
    );
    expect(
      await client.ok(
        graphql(
          `mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }`,
        ),
        { id: ids[1]!, w: workspaceId },
      ),
    ).toEqual({
      deleteStarredProjectList: true,
    });

    const other = new ApiClient(app.url);
    const otherEmail = `lists.other.${++counter}@example.com`;
    await signUpAndSignIn(app, other, otherEmail);
    await client.ok(
      graphql(
        `mutation ProjectListsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }`,
      ),
      {
        w: workspaceId,
        e: otherEmail,
      },
    );
    await acceptInvitation(other, workspaceId);
    const theirs = await other.ok(
      graphql(
        `query ProjectListsApiGetStarredProjectLists2($w: ID!) { getStarredProjectLists(workspaceId: $w) { data { name } } }`,
      ),
      {
        w: workspaceId,
      },
    );
    expect(theirs.getStarredProjectLists.data).toEqual([]);
    const steal = await other.call(
      graphql(
        `mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }`,
      ),
      {
        id: ids[0]!,
        w: workspaceId,
      },
    );
    expect(steal.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('keeps a person’s preference for a project by key', async () => {
    const { client, workspaceId, create } = await projectOwner();
    const id = await create('Preferences');
    const query = graphql(
      `query GetUserProjectPreference($w: ID!, $p: ID!) { getUserProjectPreference(workspaceId: $w, projectId: $p, key: "assistantDismissed") { key value } }`,
    );
    expect((await client.ok(query, { w: workspaceId, p: id })).getUserProjectPreference).toBeNull();
    await client.ok(
      graphql(
        `mutation UpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: "assistantDismissed", value: "true") { value } }`,
      ),
      { w: workspaceId, p: id },
    );
    expect((await client.ok(query, { w: workspaceId, p: id })).getUserProjectPreference).toEqual({
      key: 'assistantDismissed',
      value: 'true',
    });
    const badKey = await client.call(
      graphql(
        `mutation ProjectListsApiUpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: "1 bad key", value: "x") { value } }`,
      ),
      { w: workspaceId, p: id },
    );
    expect(badKey.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the viewer’s sorting mode in their profile', async () => {
    const { client } = await projectOwner();
    const { setSortingMode } = await client.ok(
      graphql(
        `mutation SetSortingMode { setSortingMode(resource: projects, sortingMode: "projectName", ascending: false) { projectSortingMode projectSortingModeAscending } }`,
      ),
    );
    expect(setSortingMode).toEqual({
      projectSortingMode: 'projectName',
      projectSortingModeAscending: false,
    });
  });

  it('lists the people who can open a project', async () => {
    const { client, workspaceId, create } = await projectOwner();
    const id = await create('Members');
    const { getProjectMembers } = await client.ok(
      graphql(
        `query GetProjectMembers($p: ID!, $w: ID!) { getProjectMembers(projectId: $p, workspaceId: $w) { role roleLabel } }`,
      ),
      { p: id, w: workspaceId },
    );
    expect(getProjectMembers).toEqual([{ role: 'owner', roleLabel: 'Owner' }]);
  });

  it('keeps the viewer’s own settings, apart from everyone else’s', async () => {
    const { client } = await projectOwner();
    const get = (c: ApiClient) =>
      c.ok(
        graphql(
          `query GetUserPreference { getUserPreference(key: "gettingStartedTourDismissed") { key value } }`,
        ),
      );
    expect((await get(client)).getUserPreference).toBeNull();
    const { updateUserPreference } = await client.ok(
      graphql(
        `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key value } }`,
      ),
    );
    expect(updateUserPreference).toEqual({ key: 'gettingStartedTourDismissed', value: 'true' });
    expect((await get(client)).getUserPreference).toEqual(updateUserPreference);

    const other = new ApiClient(app.url);
    await signUpAndSignIn(app, other, `lists.other.${++counter}@example.com`);
    expect((await get(other)).getUserPreference).toBeNull();

    await client.ok(
      graphql(
        `mutation ProjectListsApiUpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed") { key } }`,
      ),
    );
    expect((await get(client)).getUserPreference).toEqual({
      key: 'gettingStartedTourDismissed',
      value: null,
    });
    const badKey = await client.call(
      graphql(
        `mutation ProjectListsApiUpdateUserPreference2 { updateUserPreference(key: "9 bad") { key } }`,
      ),
    );
    expect(badKey.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const signedOut = await new ApiClient(app.url).call(
      graphql(
        `query ProjectListsApiGetUserPreference { getUserPreference(key: "gettingStartedTourDismissed") { value } }`,
      ),
    );
    expect(signedOut.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
