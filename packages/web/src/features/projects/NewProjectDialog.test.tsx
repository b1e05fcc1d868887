import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { projectServer, sampleProject } from '../../test/project-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { type FieldResolver, graphqlError, type TestRequest } from '../../test/test-apollo.ts';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';

const bristol = {
  __typename: 'Address',
  formatted_address: 'Bristol, England, United Kingdom',
  geometry: {
    __typename: 'AddressGeometry',
    location: { __typename: 'LatLng', lat: 51.45, lng: -2.58 },
  },
  address_components: [
    {
      __typename: 'AddressComponent',
      long_name: 'Bristol',
      short_name: 'Bristol',
      types: ['locality'],
    },
  ],
};

async function openDialog(resolvers: Record<string, FieldResolver> = {}) {
  const user = userEvent.setup();
  const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
  const fake = projectServer([sampleProject()]);
  const view = renderApp('/workspace/ws-1/projects', {
    session: signedIn(),
    resolvers: {
      ...workspaces.resolvers,
      ...fake.resolvers,
      searchAddress: ({ query }) =>
        String(query).toLowerCase().startsWith('bri') ? [bristol] : [],
      ...resolvers,
    },
  });
  await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'New project' }));
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  return { ...view, user, dialog, fake };
}

const createRequests = (requests: TestRequest[]) =>
  requests.filter((request) => request.operationName === 'CreateProject');

describe('New Project', () => {
  it('requires a name and an address', async () => {
    const { user, dialog, server } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Please enter required value')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Opera');
    expect(within(dialog).getAllByText('Please enter required value')).toHaveLength(1);
    expect(createRequests(server.requests)).toHaveLength(0);
  });

  it('keeps a budget typed with grouping and cents exactly, as typed', async () => {
    const { user, dialog, server } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Opera House');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '5 Nowhere Lane');
    const budget = within(dialog).getByRole('textbox', { name: 'Base budget' });
    await user.type(budget, '185,000.50');
    expect(budget).toHaveValue('185,000.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Area' }), '1,120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Power density' }), '0.75');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createRequests(server.requests)).toHaveLength(1));
    expect(createRequests(server.requests)[0]!.variables).toMatchObject({
      baseBudget: 185000.5,
      area: 1120,
      powerDensity: 0.75,
    });
  });

  it('refuses a figure it cannot read, saying why, and sends nothing', async () => {
    const { user, dialog, server } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Opera House');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '5 Nowhere Lane');
    await user.type(within(dialog).getByRole('textbox', { name: 'Base budget' }), '1.000,50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Area' }), '12.3.4');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The base budget must be a number, like 185,000.50.'),
    ).toBeVisible();
    expect(within(dialog).getByText('The area must be a number, like 1,120.5.')).toBeVisible();
    // Two points are not read as some other number either; the dialog stays open.
    const budget = within(dialog).getByRole('textbox', { name: 'Base budget' });
    await user.clear(budget);
    await user.type(budget, '1.2.3');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      within(dialog).getByText('The base budget must be a number, like 185,000.50.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New project' })).toBeVisible();
    expect(createRequests(server.requests)).toHaveLength(0);
  });

  it('sends free text as the address and empty figures as 0, then lists the project', async () => {
    const { user, dialog, server } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Opera House');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), '5 Nowhere Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createRequests(server.requests)).toHaveLength(1));
    expect(createRequests(server.requests)[0]!.variables).toEqual({
      workspaceId: 'ws-1',
      projectName: 'Opera House',
      address: { formatted_address: '5 Nowhere Lane' },
      phase: '',
      number: '',
      baseBudget: 0,
      area: 0,
      areaUnit: 'feet',
      powerDensity: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Project Opera House is created.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Active projects' });
    expect(await within(list).findByText('Opera House')).toBeInTheDocument();
  });

  it('suggests places as the address is typed and sends the picked one whole', async () => {
    const { user, dialog, server } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Quay');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), 'Bris');
    await user.click(
      await screen.findByRole('option', { name: 'Bristol, England, United Kingdom' }),
    );
    const searches = server.requests.filter((request) => request.operationName === 'SearchAddress');
    // Debounced: one search for what was typed, not one per key.
    expect(searches.map((request) => request.variables.query)).toEqual(['Bris']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Base budget' }), '25000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Area' }), '120');
    await user.click(within(dialog).getByRole('combobox', { name: 'Area unit' }));
    await user.click(await screen.findByRole('option', { name: 'm²' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Power density' }), '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createRequests(server.requests)).toHaveLength(1));
    expect(createRequests(server.requests)[0]!.variables).toMatchObject({
      projectName: 'Quay',
      address: {
        formatted_address: 'Bristol, England, United Kingdom',
        geometry: { location: { lat: 51.45, lng: -2.58 } },
        address_components: [{ long_name: 'Bristol', short_name: 'Bristol', types: ['locality'] }],
      },
      baseBudget: 25000,
      area: 120,
      areaUnit: 'meter',
      powerDensity: 7.5,
    });
    expect(JSON.stringify(createRequests(server.requests)[0]!.variables)).not.toContain(
      '__typename',
    );
  });

  it('shows the server message, as worded, when the free cap is reached', async () => {
    const { user, dialog } = await openDialog({
      deprecatedCreateProjectV2: () =>
        graphqlError('To create more projects, upgrade your workspace', 'FORBIDDEN'),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Project name' }), 'Opera');
    await user.type(within(dialog).getByRole('combobox', { name: 'Address' }), 'Leeds');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('To create more projects, upgrade your workspace'),
    ).toBeInTheDocument();
  });
});
