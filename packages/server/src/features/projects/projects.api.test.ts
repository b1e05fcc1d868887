import type { VariablesOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { documentText } from '../../../test/support/document-text.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { connectGraphQLWebSocket } from '../../../test/support/ws-client.ts';
import { address, createProject, signUpOwner } from './projects.test-support.ts';

const listProjects =
  graphql(`query ProjectsApiGetSortedUserProjectsV2($w: ID!, $status: ProjectStatus, $order: ProjectOrder, $asc: Boolean, $n: String,
  $l: Int, $search: String) {
  getSortedUserProjectsV2(workspaceId: $w, status: $status, orderBy: $order, scanIndexForward: $asc,
    nextToken: $n, limit: $l, search: $search) { data { id projectName number } nextToken }
}`);

let app: TestApp;
let counter = 0;

function ownerWithWorkspace(plan?: 'premium') {
  return signUpOwner(app, `projects.owner.${++counter}@example.com`, plan);
}

async function allPages(client: ApiClient, variables: Omit<VariablesOf<typeof listProjects>, 'n'>) {
  const names: string[] = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const { getSortedUserProjectsV2 }: any = await client.ok(listProjects, {
      ...variables,
      n: nextToken,
    });
    names.push(...getSortedUserProjectsV2.data.map((p: { projectName: string }) => p.projectName));
    nextToken = getSortedUserProjectsV2.nextToken;
    pages++;
  } while (nextToken);
  return { names, pages };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('projects', () => {
  it('creates a project from the New Project fields, storing empty figures as 0', async () => {
    const { create } = await ownerWithWorkspace('premium');
    const { data } = await create('Harbour Hotel', {
      number: 'P-104',
      phase: 'DD',
      budget: 250000,
      unit: 'meter',
    });
    expect(data!.deprecatedCreateProjectV2).toMatchObject({
      projectName: 'Harbour Hotel',
      title: 'P-104 - Harbour Hotel - DD',
      status: 'active',
      baseBudget: 250000,
      area: 0,
      areaUnit: 'meter',
      powerDensity: 0,
      address: { formatted_address: 'Toronto, Ontario, Canada' },
      viewerCan: { edit: { allowed: true }, delete: { allowed: true } },
    });
  });

  it('requires a name and an address with the spec’s message, and creates nothing without them', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    expect((await create('   ')).errors?.[0].message).toBe('Please enter required value');
    const noAddress = await client.call(createProject, { w: workspaceId, name: 'Nowhere' });
    expect(noAddress.errors?.[0].message).toBe('Please enter required value');
    expect((await create('Bad area', { area: -3 })).errors?.[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const { names } = await allPages(client, { w: workspaceId });
    expect(names).toEqual([]);
  });

  it('holds a free workspace at 5 active projects, and archiving one makes room', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace();
    for (let i = 1; i <= 5; i++) expect((await create(`Project ${i}`)).errors).toBeUndefined();
    // The workspace says so before any form opens: its count, and New Project refused with why.
    const workspaceState = async () =>
      (
        await client.ok(
          graphql(
            `query GetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { projectCount viewerCan { createProject { allowed message } } } }`,
          ),
          { w: workspaceId },
        )
      ).getWorkspace;
    expect(await workspaceState()).toEqual({
      projectCount: 5,
      viewerCan: {
        createProject: {
          allowed: false,
          message: 'To create more projects, upgrade your workspace',
        },
      },
    });
    const sixth = await create('Project 6');
    expect(sixth.errors?.[0]).toMatchObject({
      message: 'To create more projects, upgrade your workspace',
      extensions: { code: 'LIMIT_REACHED' },
    });
    const [first] = (await client.ok(listProjects, { w: workspaceId })).getSortedUserProjectsV2
      .data;
    await client.ok(
      graphql(
        `mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }`,
      ),
      {
        id: first!.id,
        w: workspaceId,
      },
    );
    // An archived project still counts as the workspace's, not against the cap.
    expect(await workspaceState()).toMatchObject({
      projectCount: 5,
      viewerCan: { createProject: { allowed: true } },
    });
    expect((await create('Project 6')).errors).toBeUndefined();
    expect((await workspaceState())!.projectCount).toBe(6);
    const restore = await client.call(
      graphql(
        `mutation ProjectsApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: active) { status } }`,
      ),
      { id: first!.id, w: workspaceId },
    );
    expect(restore.errors?.[0].extensions.code).toBe('LIMIT_REACHED');
  });

  it('pages through 45 projects 20 at a time with no repeats or gaps, in every order', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const names = Array.from({ length: 45 }, (_, i) => `Project ${String(i).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) {
      await create(name, { number: `N-${String(44 - i).padStart(2, '0')}` });
    }
    const newest = await allPages(client, { w: workspaceId });
    expect(newest.pages).toBe(3);
    expect(newest.names).toEqual([...names].reverse());

    const byName = await allPages(client, { w: workspaceId, order: 'projectName' });
    expect(byName.names).toEqual(names);
    const byNameDescending = await allPages(client, {
      w: workspaceId,
      order: 'projectName',
      asc: false,
    });
    expect(byNameDescending.names).toEqual([...names].reverse());
    const byNumber = await allPages(client, { w: workspaceId, order: 'number' });
    expect(byNumber.names).toEqual([...names].reverse());

    const { data } = (await client.ok(listProjects, { w: workspaceId, order: 'projectName', l: 3 }))
      .getSortedUserProjectsV2;
    for (const project of [data[2], data[0]]) {
      await client.ok(
        graphql(
          `mutation UpdateTimestampLastAccessed($id: ID!, $w: ID!) { updateTimestampLastAccessed(id: $id, workspaceId: $w) }`,
        ),
        {
          id: project!.id,
          w: workspaceId,
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const recent = await allPages(client, { w: workspaceId, order: 'lastAccessed' });
    expect(recent.names.slice(0, 2)).toEqual(['Project 00', 'Project 02']);
    expect(new Set(recent.names).size).toBe(45);
  });

  it('finds projects by a case-insensitive part of the name', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    for (const name of ['Harbour Hotel', 'City Library', 'Hotel Annex']) await create(name);
    const { names } = await allPages(client, {
      w: workspaceId,
      search: 'HOTEL',
      order: 'projectName',
    });
    expect(names).toEqual(['Harbour Hotel', 'Hotel Annex']);
  });

  it('moves an archived project to the archived list and tells subscribers at once', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const { data } = await create('To archive');
    const id = data!.deprecatedCreateProjectV2.id;
    const ws = connectGraphQLWebSocket(app.url, { authorization: `Bearer ${client.accessToken}` });
    const received = new Promise<any>((resolve, reject) => {
      ws.subscribe(
        {
          query: documentText(
            graphql(
              `subscription OnProjectStatusChanged($workspaceId: ID!) { onProjectStatusChanged(workspaceId: $workspaceId) { projectId status } }`,
            ),
          ),
          variables: { workspaceId },
        },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await client.ok(
      graphql(
        `mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }`,
      ),
      {
        id,
        w: workspaceId,
      },
    );
    expect((await received).data.onProjectStatusChanged).toEqual({
      projectId: id,
      status: 'archived',
    });
    await ws.dispose();
    expect((await allPages(client, { w: workspaceId })).names).toEqual([]);
    expect((await allPages(client, { w: workspaceId, status: 'archived' })).names).toEqual([
      'To archive',
    ]);
  });

  it('lets a viewer read projects but not create, rename or delete them', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const { data } = await create('Shared project');
    const viewer = new ApiClient(app.url);
    const viewerEmail = `projects.viewer.${++counter}@example.com`;
    await signUpAndSignIn(app, viewer, viewerEmail);
    await client.ok(
      graphql(
        `mutation ProjectsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }`,
      ),
      { w: workspaceId, e: viewerEmail },
    );
    await acceptInvitation(viewer, workspaceId);
    expect((await allPages(viewer, { w: workspaceId })).names).toEqual(['Shared project']);
    const created = await viewer.call(createProject, { w: workspaceId, name: 'Mine', address });
    expect(created.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const renamed = await viewer.call(
      graphql(
        `mutation ProjectsApiUpdateProject2($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, projectName: "Taken") { projectName } }`,
      ),
      { id: data!.deprecatedCreateProjectV2.id, w: workspaceId },
    );
    expect(renamed.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const deleted = await viewer.call(
      graphql(
        `mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }`,
      ),
      {
        id: data!.deprecatedCreateProjectV2.id,
        w: workspaceId,
      },
    );
    expect(deleted.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      await client.ok(
        graphql(
          `mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }`,
        ),
        {
          id: data!.deprecatedCreateProjectV2.id,
          w: workspaceId,
        },
      ),
    ).toEqual({ deleteProject: true });
  });

  describe('stars and tags in the list', () => {
    const listFiltered =
      graphql(`query ProjectsApiGetSortedUserProjectsV22($w: ID!, $tags: [String!], $starred: Boolean, $status: ProjectStatus) {
      getSortedUserProjectsV2(workspaceId: $w, tags: $tags, starred: $starred, status: $status,
        orderBy: projectName) { data { projectName starred } nextToken }
    }`);
    const star = (client: ApiClient, w: string, p: string, value: string | null) =>
      client.ok(
        graphql(
          `mutation ProjectsApiUpdateUserProjectPreference($w: ID!, $p: ID!, $v: String) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: "starred", value: $v) { value } }`,
        ),
        { w, p, v: value },
      );

    it('lists the projects carrying any of several tags', async () => {
      const { client, workspaceId, create } = await ownerWithWorkspace('premium');
      const ids: Record<string, string> = {};
      for (const name of ['Atrium', 'Bridge', 'Cellar', 'Dock']) {
        ids[name] = (await create(name)).data!.deprecatedCreateProjectV2.id;
      }
      const tag = (name: string, tags: string[]) =>
        client.ok(
          graphql(
            `mutation ProjectsApiManageProjectTags($p: ID!, $w: ID!, $t: [String!]!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: $t) { id } }`,
          ),
          { p: ids[name]!, w: workspaceId, t: tags },
        );
      await tag('Atrium', ['Hotel']);
      await tag('Bridge', ['Civic', 'Outdoor']);
      await tag('Cellar', ['Residential']);
      const names = async (tags: string[] | null) =>
        (await client.ok(listFiltered, { w: workspaceId, tags })).getSortedUserProjectsV2.data.map(
          (p: { projectName: string }) => p.projectName,
        );
      expect(await names(['Hotel', 'Outdoor'])).toEqual(['Atrium', 'Bridge']);
      expect(await names(['Nothing'])).toEqual([]);
      expect(await names([])).toEqual(['Atrium', 'Bridge', 'Cellar', 'Dock']);
      expect(await names(null)).toEqual(['Atrium', 'Bridge', 'Cellar', 'Dock']);
    });

    it('shows and filters by the viewer’s own stars', async () => {
      const { client, workspaceId, create } = await ownerWithWorkspace('premium');
      const ids: string[] = [];
      for (const name of ['Atrium', 'Bridge', 'Cellar']) {
        ids.push((await create(name)).data!.deprecatedCreateProjectV2.id);
      }
      await star(client, workspaceId, ids[0]!, 'true');
      await star(client, workspaceId, ids[2]!, 'true');
      await star(client, workspaceId, ids[2]!, null);
      await star(client, workspaceId, ids[1]!, 'true');
      const all = (await client.ok(listFiltered, { w: workspaceId })).getSortedUserProjectsV2.data;
      expect(all).toEqual([
        { projectName: 'Atrium', starred: true },
        { projectName: 'Bridge', starred: true },
        { projectName: 'Cellar', starred: false },
      ]);
      const starred = await client.ok(listFiltered, { w: workspaceId, starred: true });
      expect(starred.getSortedUserProjectsV2.data.map((p: any) => p.projectName)).toEqual([
        'Atrium',
        'Bridge',
      ]);
      expect(
        (await client.ok(listFiltered, { w: workspaceId, starred: false })).getSortedUserProjectsV2
          .data,
      ).toHaveLength(3);

      // Another member sees none of these stars.
      const other = new ApiClient(app.url);
      const otherEmail = `projects.stars.${++counter}@example.com`;
      await signUpAndSignIn(app, other, otherEmail);
      await client.ok(
        graphql(
          `mutation ProjectsApiInviteToWorkspace2($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }`,
        ),
        { w: workspaceId, e: otherEmail },
      );
      await acceptInvitation(other, workspaceId);
      const theirs = await other.ok(listFiltered, { w: workspaceId, starred: true });
      expect(theirs.getSortedUserProjectsV2.data).toEqual([]);
      const theirAll = await other.ok(listFiltered, { w: workspaceId });
      expect(theirAll.getSortedUserProjectsV2.data.every((p: any) => !p.starred)).toBe(true);
      const byId = await client.ok(
        graphql(
          `query ProjectsApiGetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { starred } }`,
        ),
        { id: ids[0]!, w: workspaceId },
      );
      expect(byId.getProjectById!.starred).toBe(true);
    });
  });
});
