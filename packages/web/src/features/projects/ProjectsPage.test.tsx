import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { projectServer, sampleProject } from '../../test/project-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../test/test-apollo.ts';
import { denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import type { Workspace } from '../workspaces/index.ts';
import type { Project, ProjectStatusChange } from './projects.types.ts';

const hotel = sampleProject();
const library = sampleProject({
  id: 'project-2',
  projectName: 'City Library',
  number: '7',
  phase: null,
  projectColor: '#3451b2',
  address: null,
  location: 'Leeds',
});
const museum = sampleProject({
  id: 'project-3',
  projectName: 'Museum',
  number: null,
  phase: null,
  status: 'archived',
});

type Options = {
  path?: string;
  workspace?: Workspace;
  projects?: Project[];
  pageSize?: number;
  resolvers?: Record<string, FieldResolver>;
};

function openProjects({
  path = '/workspace/ws-1/projects',
  workspace = sampleWorkspace(),
  projects = [hotel, library, museum],
  pageSize,
  resolvers,
}: Options = {}) {
  const workspaces = workspaceServer({ workspaces: [workspace] });
  const fake = projectServer(projects, pageSize);
  const statusChanges = new Subject<ProjectStatusChange>();
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: {
      ...workspaces.resolvers,
      ...fake.resolvers,
      onProjectStatusChanged: () => statusChanges,
      ...resolvers,
    },
  });
  return { ...view, fake, statusChanges };
}

const listRequests = (view: ReturnType<typeof openProjects>) =>
  view.server.requests.filter((request) => request.operationName === 'GetSortedUserProjects');

describe('projects page', () => {
  it('lists the active projects with title, address, creator and colour', async () => {
    openProjects();
    const list = await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('P-104 - Harbour Hotel - DD')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 Quay Street, Bristol')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Created by Ada Lovelace/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('7 - City Library')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Leeds')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('project-colour')).toBeInTheDocument();
    expect(screen.queryByText('Museum')).not.toBeInTheDocument();
  });

  it('is where /projects and the workspace home lead, and comes first in the navigation', async () => {
    const { router } = openProjects({ path: '/projects' });
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/workspace/ws-1/projects');
    const nav = screen.getByRole('navigation', { name: /main/i });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Projects');

    const home = openProjects({ path: '/workspace/ws-1' });
    await waitFor(() =>
      expect(home.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
  });

  it('asks for the chosen order', async () => {
    const user = userEvent.setup();
    const view = openProjects();
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    expect(listRequests(view)[0]!.variables).toMatchObject({
      workspaceId: 'ws-1',
      status: 'active',
      orderBy: 'createdDate',
      scanIndexForward: false,
      limit: 20,
    });
    const expected: [string, string, boolean][] = [
      ['Recently accessed', 'lastAccessed', false],
      ['Name A-Z', 'projectName', true],
      ['Name Z-A', 'projectName', false],
      ['Number A-Z', 'number', true],
      ['Number Z-A', 'number', false],
    ];
    for (const [label, orderBy, scanIndexForward] of expected) {
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(await screen.findByRole('option', { name: label }));
      await waitFor(() =>
        expect(listRequests(view).at(-1)!.variables).toMatchObject({ orderBy, scanIndexForward }),
      );
    }
  });

  it('searches by name once typing pauses', async () => {
    const user = userEvent.setup();
    const view = openProjects();
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    const before = listRequests(view).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'libr');
    await waitFor(() =>
      expect(screen.queryByText('P-104 - Harbour Hotel - DD')).not.toBeInTheDocument(),
    );
    const searches = listRequests(view).slice(before);
    expect(searches.map((request) => request.variables.search)).toEqual(['libr']);
    expect(screen.getByText('7 - City Library')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText(/No projects match “zzz”/)).toBeInTheDocument();
  });

  it('moves an archived project to the archived list, and back on a pushed change', async () => {
    const user = userEvent.setup();
    const view = openProjects();
    const active = await screen.findByRole(
      'list',
      { name: 'Active projects' },
      { timeout: 10_000 },
    );
    await user.click(
      within(active).getByRole('button', { name: 'Archive P-104 - Harbour Hotel - DD' }),
    );
    await waitFor(() =>
      expect(screen.queryByText('P-104 - Harbour Hotel - DD')).not.toBeInTheDocument(),
    );
    expect(
      view.server.requests.find((r) => r.operationName === 'UpdateProjectStatus')!.variables,
    ).toEqual({
      id: 'project-1',
      workspaceId: 'ws-1',
      status: 'archived',
    });

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = await screen.findByRole('list', { name: 'Archived projects' });
    await within(archived).findByText('P-104 - Harbour Hotel - DD');
    expect(within(archived).getByText('Museum')).toBeInTheDocument();

    // Someone else restores the museum.
    view.fake.state.projects = view.fake.state.projects.map((project) =>
      project.id === museum.id ? { ...project, status: 'active' } : project,
    );
    view.statusChanges.next({ projectId: museum.id, workspaceId: 'ws-1', status: 'active' });
    await waitFor(() => expect(screen.queryByText('Museum')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    const activeAgain = await screen.findByRole(
      'list',
      { name: 'Active projects' },
      { timeout: 10_000 },
    );
    await within(activeAgain).findByText('Museum');

    // A project archived elsewhere leaves the list on screen.
    view.fake.state.projects = view.fake.state.projects.map((project) =>
      project.id === library.id ? { ...project, status: 'archived' } : project,
    );
    view.statusChanges.next({ projectId: library.id, workspaceId: 'ws-1', status: 'archived' });
    await waitFor(() => expect(screen.queryByText('7 - City Library')).not.toBeInTheDocument());
  });

  it('shows the server message when a restore would pass the free cap', async () => {
    const user = userEvent.setup();
    openProjects({
      resolvers: {
        updateProject: () =>
          graphqlError('To create more projects, upgrade your workspace', 'FORBIDDEN'),
      },
    });
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Museum' }));
    expect(
      await screen.findByText('To create more projects, upgrade your workspace'),
    ).toBeInTheDocument();
    expect(screen.getByText('Museum')).toBeInTheDocument();
  });

  it('disables archive with the ability message when not allowed', async () => {
    const user = userEvent.setup();
    openProjects({
      projects: [
        sampleProject({ viewerCan: { archive: denied('Only editors can archive projects') } }),
      ],
    });
    const button = await screen.findByRole('button', {
      name: 'Archive P-104 - Harbour Hotel - DD',
    });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Only editors can archive projects',
    );
  });

  it('disables New project with the ability message when not allowed', async () => {
    const user = userEvent.setup();
    openProjects({
      workspace: sampleWorkspace({
        viewerCan: {
          createProject: denied('To create more projects, upgrade your workspace', 'freeCap'),
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'New project' });
    expect(button).toBeDisabled();
    // Said beside the button before any form opens, not only on hover.
    expect(screen.getByTestId('new-project-refused')).toHaveTextContent(
      'To create more projects, upgrade your workspace',
    );
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'To create more projects, upgrade your workspace',
    );
  });

  it('offers Undo after archiving, which puts the project back', async () => {
    const user = userEvent.setup();
    openProjects();
    const active = await screen.findByRole(
      'list',
      { name: 'Active projects' },
      { timeout: 10_000 },
    );
    await user.click(
      within(active).getByRole('button', { name: 'Archive P-104 - Harbour Hotel - DD' }),
    );
    const snackbar = await screen.findByTestId('project-archived-undo');
    expect(snackbar).toHaveTextContent('P-104 - Harbour Hotel - DD is archived.');
    await waitFor(() =>
      expect(within(active).queryByText('P-104 - Harbour Hotel - DD')).not.toBeInTheDocument(),
    );
    await user.click(within(snackbar).getByRole('button', { name: 'Undo' }));
    expect(await within(active).findByText('P-104 - Harbour Hotel - DD')).toBeInTheDocument();
  });

  it('copies a project, and deletes one after asking, naming it', async () => {
    const user = userEvent.setup();
    const view = openProjects();
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    await user.click(
      await screen.findByRole('button', { name: 'More actions for 7 - City Library' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Copy project' }));
    expect(await screen.findByText('Copy of 7 - City Library')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'More actions for 7 - City Library' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete project…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “7 - City Library”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(view.server.requests.some((r) => r.operationName === 'DeleteProject')).toBe(false);

    await user.click(
      await screen.findByRole('button', { name: 'More actions for 7 - City Library' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete project…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “7 - City Library”?' })).getByRole(
        'button',
        { name: 'Delete project' },
      ),
    );
    await waitFor(() => expect(screen.queryByText('7 - City Library')).not.toBeInTheDocument());
    expect(screen.getByText('Copy of 7 - City Library')).toBeInTheDocument();
  });

  it('disables copy and delete for someone not allowed, saying why', async () => {
    const user = userEvent.setup();
    openProjects({
      projects: [
        sampleProject({
          viewerCan: { delete: denied('Only creators can delete a project') },
        }),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: 'More actions for P-104 - Harbour Hotel - DD' }),
    );
    const item = screen.getByRole('menuitem', { name: /Delete project/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('Only creators can delete a project');
  });

  it('says when the only projects left are archived', async () => {
    const user = userEvent.setup();
    openProjects({ projects: [museum] });
    const note = await screen.findByTestId('archived-projects-exist', {}, { timeout: 10_000 });
    expect(note).toHaveTextContent('1 archived project is under Archived.');
    // Not "no projects yet": the workspace has one, archived.
    expect(screen.getByText('No active projects')).toBeInTheDocument();
    expect(screen.queryByText(/No projects yet/)).not.toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Show archived' }));
    const archived = await screen.findByRole('list', { name: 'Archived projects' });
    expect(within(archived).getByText('Museum')).toBeInTheDocument();
  });

  it('counts the archived projects the viewer can open, when none is active', async () => {
    openProjects({
      projects: ['Museum', 'Depot', 'Annex'].map((projectName, index) =>
        sampleProject({
          id: `archived-${index}`,
          projectName,
          title: projectName,
          status: 'archived',
        }),
      ),
    });
    expect(
      await screen.findByTestId('archived-projects-exist', {}, { timeout: 10_000 }),
    ).toHaveTextContent('3 archived projects are under Archived.');
  });

  it('tells what to do when there are no projects', async () => {
    openProjects({ projects: [] });
    expect(
      await screen.findByText('No projects yet — create your first project'),
    ).toBeInTheDocument();
  });

  it('loads 20 projects at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) =>
      sampleProject({
        id: `p-${index}`,
        projectName: `Project ${index}`,
        number: null,
        phase: null,
      }),
    );
    const view = openProjects({ projects: many });
    const list = await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(listRequests(view).at(-1)!.variables.nextToken).toBe('20');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
