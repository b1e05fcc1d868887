import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signUpOwner } from './projects.test-support.ts';

let app: TestApp;
let counter = 0;

function ownerWithWorkspace(plan?: 'premium') {
  return signUpOwner(app, `project.details.${++counter}@example.com`, plan);
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('Project Details through updateProject', () => {
  const updateDetails =
    graphql(`mutation ProjectDetailsApiUpdateProject($id: ID!, $w: ID!, $name: String, $number: String, $phase: String,
    $address: AddressInput, $location: String, $area: Float, $unit: AreaUnit, $density: Float,
    $budget: Float) {
    updateProject(id: $id, workspaceId: $w, projectName: $name, number: $number, phase: $phase,
      address: $address, location: $location, area: $area, areaUnit: $unit,
      powerDensity: $density, baseBudget: $budget) {
      projectName number phase title location address { formatted_address geometry { location { lat lng } } }
      area areaUnit powerDensity baseBudget
    }
  }`);

  it('changes number, phase, address, area and unit, power density and base budget', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const id = (await create('Harbour Hotel')).data!.deprecatedCreateProjectV2.id;
    const { updateProject } = await client.ok(updateDetails, {
      id,
      w: workspaceId,
      name: '  Harbour Hotel East ',
      number: ' P-7 ',
      phase: 'Construction',
      address: {
        formatted_address: 'Vancouver, Canada',
        geometry: { location: { lat: 49.25, lng: -123.1 } },
      },
      area: 1200.5,
      unit: 'meter',
      density: 6.5,
      budget: 90000,
    });
    expect(updateProject).toEqual({
      projectName: 'Harbour Hotel East',
      number: 'P-7',
      phase: 'Construction',
      title: 'P-7 - Harbour Hotel East - Construction',
      location: 'Vancouver, Canada',
      address: {
        formatted_address: 'Vancouver, Canada',
        geometry: { location: { lat: 49.25, lng: -123.1 } },
      },
      area: 1200.5,
      areaUnit: 'meter',
      powerDensity: 6.5,
      baseBudget: 90000,
    });
    // Fields left out stay; emptied optional ones are cleared, empty figures become 0.
    const cleared = await client.ok(updateDetails, {
      id,
      w: workspaceId,
      phase: '  ',
      area: null,
    });
    expect(cleared.updateProject).toMatchObject({
      projectName: 'Harbour Hotel East',
      number: 'P-7',
      phase: null,
      area: 0,
      areaUnit: 'meter',
      baseBudget: 90000,
      location: 'Vancouver, Canada',
    });
  });

  it('refuses a blanked name or address with the spec’s message, and bad figures', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const id = (await create('Harbour Hotel')).data!.deprecatedCreateProjectV2.id;
    const message = async (variables: Record<string, unknown>) =>
      (await client.call(updateDetails, { id, w: workspaceId, ...variables })).errors?.[0].message;
    expect(await message({ name: '  ' })).toBe('Please enter required value');
    expect(await message({ address: { formatted_address: ' ' } })).toBe(
      'Please enter required value',
    );
    expect(await message({ location: '' })).toBe('Please enter required value');
    expect(await message({ area: -1 })).toBe('The area must be a number of 0 or more.');
    expect(await message({ density: -0.5 })).toBe(
      'The power density must be a number of 0 or more.',
    );
    const after = await client.ok(
      graphql(
        `query GetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { projectName location area } }`,
      ),
      { id, w: workspaceId },
    );
    expect(after.getProjectById).toEqual({
      projectName: 'Harbour Hotel',
      location: 'Toronto, Ontario, Canada',
      area: 0,
    });
  });

  it('refuses changes to an archived project, and to a viewer', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const id = (await create('Harbour Hotel')).data!.deprecatedCreateProjectV2.id;
    const viewer = new ApiClient(app.url);
    const viewerEmail = `projects.details.viewer.${++counter}@example.com`;
    await signUpAndSignIn(app, viewer, viewerEmail);
    await client.ok(
      graphql(
        `mutation ProjectDetailsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }`,
      ),
      { w: workspaceId, e: viewerEmail },
    );
    await acceptInvitation(viewer, workspaceId);
    const byViewer = await viewer.call(updateDetails, { id, w: workspaceId, phase: 'CD' });
    expect(byViewer.errors?.[0].extensions.code).toBe('FORBIDDEN');

    await client.ok(
      graphql(
        `mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }`,
      ),
      { id, w: workspaceId },
    );
    const archived = await client.call(updateDetails, { id, w: workspaceId, phase: 'CD' });
    expect(archived.errors?.[0]).toMatchObject({
      message: 'Project is archived and cannot be updated',
      extensions: { code: 'FORBIDDEN' },
    });
    const renamed = await client.call(updateDetails, { id, w: workspaceId, name: 'Other' });
    expect(renamed.errors?.[0].message).toBe('Project is archived and cannot be updated');
  });
});

describe('the source library of a project', () => {
  const setSource =
    graphql(`mutation ProjectDetailsApiSetSourceLibrary($id: ID!, $w: ID!, $library: ID) {
    updateProject(id: $id, workspaceId: $w, sourceLibraryId: $library) { sourceLibraryId }
  }`);
  const libraries = graphql(`query ProjectDetailsApiLibraries($w: ID!) {
    listLibraries(workspaceId: $w) { data { id kind } }
  }`);
  const sourceOf = graphql(`query ProjectDetailsApiSourceLibrary($id: ID!, $w: ID!) {
    getProjectById(id: $id, workspaceId: $w) { sourceLibraryId }
  }`);

  it('is one of the workspace libraries the viewer opens, and unticking clears it', async () => {
    const { client, workspaceId, create } = await ownerWithWorkspace('premium');
    const id = (await create('Source Hotel')).data!.deprecatedCreateProjectV2.id;
    const [library] = (await client.ok(libraries, { w: workspaceId })).listLibraries.data;
    expect(
      (await client.ok(setSource, { id, w: workspaceId, library: library!.id })).updateProject,
    ).toEqual({ sourceLibraryId: library!.id });

    // Another workspace's library, or none at all: not found, and the project keeps its own.
    const other = await ownerWithWorkspace('premium');
    const [foreign] = (await other.client.ok(libraries, { w: other.workspaceId })).listLibraries
      .data;
    for (const wrong of [foreign!.id, 'no-such-library']) {
      const refused = await client.call(setSource, { id, w: workspaceId, library: wrong });
      expect(refused.errors?.[0]?.message).toBe('Library not found.');
    }
    expect((await client.ok(sourceOf, { id, w: workspaceId })).getProjectById).toEqual({
      sourceLibraryId: library!.id,
    });

    expect(
      (await client.ok(setSource, { id, w: workspaceId, library: null })).updateProject,
    ).toEqual({ sourceLibraryId: null });
  });
});
