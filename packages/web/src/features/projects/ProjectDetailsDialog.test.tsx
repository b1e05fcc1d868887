import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { TestRequest } from '../../test/test-apollo.ts';
import { denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { projectsPageServer, sampleProject } from './projects.test-server.ts';
import type { Project } from './projects.types.ts';

const hotel = sampleProject({
  tags: ['Hospitality'],
  ...({ baseBudget: 250000, area: 1200, areaUnit: 'meter', powerDensity: 7.5 } as object),
});

async function openDetails(project: Project = hotel) {
  const user = userEvent.setup();
  const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
  const fake = projectsPageServer([project]);
  const view = renderApp('/workspace/ws-1/projects', {
    session: signedIn(),
    resolvers: { ...workspaces.resolvers, ...fake.resolvers },
  });
  const list = await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
  await user.click(within(list).getByRole('button', { name: `More actions for ${project.title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Project details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Project details' });
  await within(dialog).findByRole('textbox', { name: 'Project name' });
  return { ...view, user, dialog, fake };
}

const updates = (requests: TestRequest[]) =>
  requests.filter((request) => request.operationName === 'UpdateProjectDetails');

describe('Project Details', () => {
  it('shows the project’s fields and saves the changed ones', async () => {
    const { user, dialog, server } = await openDetails();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(field('Project name')).toHaveValue('Harbour Hotel');
    expect(within(dialog).getByRole('combobox', { name: 'Address' })).toHaveValue(
      '1 Quay Street, Bristol',
    );
    expect(field('Phase')).toHaveValue('DD');
    expect(field('Number')).toHaveValue('P-104');
    expect(field('Base budget')).toHaveValue('250,000');
    expect(field('Area')).toHaveValue('1,200');
    expect(within(dialog).getByRole('combobox', { name: 'Area unit' })).toHaveTextContent('m²');
    expect(field('Target power density')).toHaveValue('7.5');
    expect(within(dialog).getByRole('button', { name: 'Hospitality' })).toBeInTheDocument();

    await user.clear(field('Phase'));
    await user.type(field('Phase'), 'Construction');
    await user.clear(field('Base budget'));
    await user.type(field('Base budget'), '$250,000.75');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Coastal{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [update] = updates(server.requests);
    expect(update!.variables).toEqual({
      id: 'project-1',
      workspaceId: 'ws-1',
      number: 'P-104',
      phase: 'Construction',
      address: {
        formatted_address: '1 Quay Street, Bristol',
        geometry: null,
        address_components: [],
      },
      baseBudget: 250000.75,
      area: 1200,
      areaUnit: 'meter',
      powerDensity: 7.5,
    });
    const tags = server.requests.find((request) => request.operationName === 'ManageProjectTags');
    expect(tags!.variables.tags).toEqual(['Hospitality', 'Coastal']);
    expect(await screen.findByText('P-104 - Harbour Hotel - Construction')).toBeInTheDocument();
  }, 60_000);

  it('requires the name and the address', async () => {
    const { user, dialog, server } = await openDetails();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Project name' }));
    await user.clear(within(dialog).getByRole('combobox', { name: 'Address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Please enter required value')).toHaveLength(2);
    expect(updates(server.requests)).toHaveLength(0);
  }, 30_000);

  it('is read-only with the reason when the project is archived', async () => {
    const reason = 'Project is archived and cannot be updated';
    const { dialog } = await openDetails(
      sampleProject({
        viewerCan: { edit: denied(reason), editSetup: denied(reason) },
        ...({ tagsAbility: { __typename: 'Ability', ...denied(reason) } } as object),
      }),
    );
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    for (const name of ['Project name', 'Phase', 'Number', 'Base budget', 'Area']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeDisabled();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Address' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  }, 30_000);

  it('limits product references to one library through its checkbox, and unticking clears it', async () => {
    const limited = { ...hotel, ...({ sourceLibraryId: 'library-office' } as object) } as Project;
    const { user, dialog, server } = await openDetails(limited);
    const box = within(dialog).getByRole('checkbox', {
      name: 'Limit product reference search to one library',
    });
    expect(box).toBeChecked();
    expect(
      await within(dialog).findByRole('combobox', { name: 'Source library' }),
    ).toHaveTextContent('Office Standards');

    await user.click(box);
    expect(within(dialog).queryByRole('combobox', { name: 'Source library' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates(server.requests)[0]!.variables.sourceLibraryId).toBeNull();
  }, 60_000);

  it('asks for a library when the box is ticked with none chosen', async () => {
    const { user, dialog, server } = await openDetails();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Limit product reference search to one library',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter required value')).toBeInTheDocument();
    expect(updates(server.requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Source library' }));
    await user.click(await screen.findByRole('option', { name: 'Default library' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates(server.requests)[0]!.variables.sourceLibraryId).toBe('library-default');
  }, 60_000);

  it('keeps the checkbox disabled for a role that may not choose the library', async () => {
    const refused = {
      ...hotel,
      ...({
        sourceLibraryAbility: {
          __typename: 'Ability',
          ...denied('Your assigned role is not permitted to use this feature'),
        },
      } as object),
    } as Project;
    const { dialog } = await openDetails(refused);
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Limit product reference search to one library',
      }),
    ).toBeDisabled();
  }, 60_000);
});
