import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { TestRequest } from '../../test/test-apollo.ts';
import { denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { projectsPageServer, sampleProject } from './projects.test-server.ts';
import type { Project, StarredProjectList } from './projects.types.ts';

const hotel = sampleProject({ tags: ['Hospitality', 'Coastal'] });
const library = sampleProject({
  id: 'project-2',
  projectName: 'City Library',
  number: '7',
  phase: null,
  tags: ['Civic'],
  starred: true,
});
const depot = sampleProject({
  id: 'project-3',
  projectName: 'Bus Depot',
  number: null,
  phase: null,
});

function openPage(projects: Project[] = [hotel, library, depot], lists: StarredProjectList[] = []) {
  const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
  const fake = projectsPageServer(projects, { lists });
  const view = renderApp('/workspace/ws-1/projects', {
    session: signedIn(),
    resolvers: { ...workspaces.resolvers, ...fake.resolvers },
  });
  return { ...view, fake, user: userEvent.setup() };
}

/** The page loads lazily; on a busy machine that takes a while. */
const findActiveList = () =>
  screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });

const requests = (all: TestRequest[], name: string) =>
  all.filter((request) => request.operationName === name);

describe('projects page: group by tag', () => {
  it('groups the projects into collapsible sections per tag, untagged under No tag', async () => {
    const { user } = openPage();
    await findActiveList();
    await user.click(screen.getByRole('switch', { name: 'Group by tag' }));

    const headers = screen
      .getAllByRole('button', { expanded: true })
      .map((button) => button.textContent);
    expect(headers).toEqual(['Civic (1)', 'Coastal (1)', 'Hospitality (1)', 'No tag (1)']);
    const coastal = screen.getByRole('list', { name: 'Coastal projects' });
    expect(within(coastal).getByText('P-104 - Harbour Hotel - DD')).toBeInTheDocument();
    const hospitality = screen.getByRole('list', { name: 'Hospitality projects' });
    expect(within(hospitality).getByText('P-104 - Harbour Hotel - DD')).toBeInTheDocument();
    const untagged = screen.getByRole('list', { name: 'No tag projects' });
    expect(within(untagged).getByText('Bus Depot')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Civic (1)' }));
    expect(screen.getByRole('button', { name: 'Civic (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(screen.queryByText('7 - City Library')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Civic (1)' }));
    expect(await screen.findByText('7 - City Library')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Group by tag' }));
    expect(await findActiveList()).toBeInTheDocument();
  }, 30_000);
});

describe('projects page: stars and starred views', () => {
  it('stars a project and shows the starred ones under Starred', async () => {
    const { user, server } = openPage();
    const list = await findActiveList();
    const starButton = within(list).getByRole('button', {
      name: 'Star P-104 - Harbour Hotel - DD',
    });
    expect(starButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(starButton);
    expect(
      await within(list).findByRole('button', { name: 'Unstar P-104 - Harbour Hotel - DD' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(requests(server.requests, 'StarProject')[0]!.variables).toEqual({
      workspaceId: 'ws-1',
      projectId: 'project-1',
      value: 'true',
    });

    const views = screen.getByRole('group', { name: 'Starred views' });
    const chips = within(views).getAllByRole('button');
    expect(chips[0]).toHaveTextContent('All projects');
    expect(chips[1]).toHaveTextContent('Starred');
    await user.click(within(views).getByRole('button', { name: 'Starred' }));
    expect(await screen.findByText('P-104 - Harbour Hotel - DD')).toBeInTheDocument();
    expect(screen.getByText('7 - City Library')).toBeInTheDocument();
    expect(screen.queryByText('Bus Depot')).not.toBeInTheDocument();
    expect(requests(server.requests, 'GetSortedUserProjects').at(-1)!.variables).toMatchObject({
      starred: true,
      tags: null,
    });

    // Unstarred while the Starred view is on: it leaves the view.
    await user.click(screen.getByRole('button', { name: 'Unstar 7 - City Library' }));
    await waitFor(() => expect(screen.queryByText('7 - City Library')).not.toBeInTheDocument());
    expect(requests(server.requests, 'StarProject').at(-1)!.variables.value).toBeNull();
  }, 30_000);

  it('applies a saved view’s tags and order, saves the current filter, renames and deletes', async () => {
    const civic: StarredProjectList = {
      id: 'list-civic',
      name: 'Civic work',
      tags: ['Civic'],
      sortingMode: 'name-asc',
    };
    const { user, server, fake } = openPage(undefined, [civic]);
    await findActiveList();
    const views = screen.getByRole('group', { name: 'Starred views' });
    await user.click(await within(views).findByRole('button', { name: 'Civic work' }));
    await waitFor(() =>
      expect(requests(server.requests, 'GetSortedUserProjects').at(-1)!.variables).toMatchObject({
        tags: ['Civic'],
        orderBy: 'projectName',
        scanIndexForward: true,
        starred: null,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Bus Depot')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name A-Z');

    // Rename the chosen view.
    await user.click(within(views).getByRole('button', { name: 'Rename Civic work' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename starred view' });
    await user.clear(within(rename).getByRole('textbox', { name: 'View name' }));
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(within(rename).getByText('Please enter required value')).toBeInTheDocument();
    await user.type(within(rename).getByRole('textbox', { name: 'View name' }), 'Public');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(views).findByRole('button', { name: 'Public' })).toBeInTheDocument();
    expect(fake.state.lists[0]!.name).toBe('Public');

    // Save the current tag filter and order as a new view.
    await user.click(screen.getByRole('combobox', { name: 'Filter by tags' }));
    await user.click(await screen.findByRole('option', { name: 'Coastal' }));
    await user.click(screen.getByRole('button', { name: 'Save as starred view' }));
    const save = await screen.findByRole('dialog', { name: 'Save as starred view' });
    await user.type(within(save).getByRole('textbox', { name: 'View name' }), 'Seaside');
    await user.click(within(save).getByRole('button', { name: 'Save' }));
    expect(requests(server.requests, 'MakeStarredProjectList')[0]!.variables).toEqual({
      workspaceId: 'ws-1',
      name: 'Seaside',
      tags: ['Civic', 'Coastal'],
      sortingMode: 'name-asc',
    });
    const seaside = await within(views).findByRole('button', { name: 'Seaside' });
    expect(seaside).toHaveAttribute('aria-pressed', 'true');

    // Delete it, after confirming.
    await user.click(within(views).getByRole('button', { name: 'Delete Seaside' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete starred view' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(views).queryByRole('button', { name: 'Seaside' })).not.toBeInTheDocument(),
    );
    // The list of views is drawn again after the delete: look it up afresh.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Starred views' })).getByRole('button', {
          name: 'All projects',
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
  }, 30_000);
});

describe('projects page: colour and icon', () => {
  it('picks a colour and an icon from the palette', async () => {
    const { user, server } = openPage();
    const list = await findActiveList();
    await user.click(
      within(list).getByRole('button', { name: 'Colour and icon of P-104 - Harbour Hotel - DD' }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Colour and icon of P-104 - Harbour Hotel - DD',
    });
    await user.click(await within(picker).findByRole('button', { name: 'Colour #1e7a3c' }));
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: 'Colour #1e7a3c' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(picker).getByRole('button', { name: 'Icon Museum' }));
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: 'Icon Museum' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(requests(server.requests, 'SetColorIcon').map((r) => r.variables)).toEqual([
      { projectId: 'project-1', workspaceId: 'ws-1', colorId: '#1e7a3c' },
      { projectId: 'project-1', workspaceId: 'ws-1', iconId: 'museum' },
    ]);
    await user.keyboard('{Escape}');
    const row = within(list).getByRole('listitem', { name: 'P-104 - Harbour Hotel - DD' });
    const badge = within(row).getByTestId('project-colour');
    expect(badge).toHaveAttribute('data-icon', 'museum');
    expect(badge).toHaveStyle({ backgroundColor: '#1e7a3c' });
  }, 30_000);

  it('disables the picker with the engine’s reason when the project may not be edited', async () => {
    const { user } = openPage([
      sampleProject({
        status: 'active',
        viewerCan: { edit: denied('Your assigned role is not permitted to use this feature') },
      }),
    ]);
    const button = await screen.findByRole('button', {
      name: 'Colour and icon of P-104 - Harbour Hotel - DD',
    });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your assigned role is not permitted to use this feature',
    );
  }, 30_000);
});
