import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { denied } from '../../test/workspace-fixtures.ts';
import { projectDashboardPath, projectPath } from '../projects/projects.paths.ts';
import { openProjectPage, sampleProjectDetails } from './project-page.fixtures.ts';

// Each test renders the whole app, whose routes load lazily: on a busy machine a page can take
// seconds to appear. (Test files run isolated, so this setting stays in this file.)
configure({ asyncUtilTimeout: 10_000 });

// The routes load these lazily; compiling them once here keeps the first test within its time.
beforeAll(async () => {
  await Promise.all([import('./ProjectPage.tsx'), import('./dashboard/DashboardTab.tsx')]);
}, 30_000);

describe('project page', () => {
  it('shows the title, a way back and the tabs', async () => {
    const view = openProjectPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'P-104 - Harbour Hotel - DD' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      '/workspace/ws-1/projects',
    );
    const tabs = screen.getByRole('tablist', { name: 'Project sections' });
    const dashboard = within(tabs).getByRole('tab', { name: 'Budget dashboard' });
    await waitFor(() => expect(dashboard).toHaveAttribute('aria-selected', 'true'));
    expect(dashboard).toHaveAttribute('href', '/workspace/ws-1/projects/project-1/dashboard');
    expect(view.requests('GetProjectPage')[0]!.variables).toEqual({
      id: 'project-1',
      workspaceId: 'ws-1',
    });
  });

  it('opens on the schedule, its first tab', async () => {
    const view = openProjectPage({ path: '/workspace/ws-1/projects/project-1' });
    const tabs = await screen.findByRole('tablist', { name: 'Project sections' });
    const schedule = within(tabs).getByRole('tab', { name: 'Schedule' });
    await waitFor(() => expect(schedule).toHaveAttribute('aria-selected', 'true'));
    expect(schedule).toHaveAttribute('href', '/workspace/ws-1/projects/project-1');
    expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects/project-1');
  });

  it('leaves out the missing parts of the title', async () => {
    openProjectPage({ project: sampleProjectDetails({ number: null, phase: '' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' }),
    ).toBeInTheDocument();
  });

  it('stamps the project as accessed once per opening', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    await screen.findByRole('region', { name: 'Budget' });
    await user.click(screen.getByRole('tab', { name: 'Budget dashboard' }));
    await screen.findByRole('region', { name: 'Budget' });
    expect(view.requests('ProjectAccessed').map((request) => request.variables)).toEqual([
      { id: 'project-1', workspaceId: 'ws-1' },
    ]);
  });

  it('goes back to the projects list', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    await user.click(await screen.findByRole('link', { name: 'Back to projects' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
  });

  it('says so when the project does not exist, without stamping it', async () => {
    const view = openProjectPage({ path: '/workspace/ws-1/projects/nope/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(view.requests('ProjectAccessed')).toEqual([]);
  });

  it('sends the viewer to the projects list when the project is archived', async () => {
    const view = openProjectPage();
    await screen.findByRole('region', { name: 'Budget' });
    // Another project's change is not this page's business.
    view.statusChanges.next({ projectId: 'project-9', workspaceId: 'ws-1', status: 'archived' });
    view.statusChanges.next({ projectId: 'project-1', workspaceId: 'ws-1', status: 'archived' });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
    expect(
      await screen.findByText(
        'P-104 - Harbour Hotel - DD was archived, so you were taken back to the projects list.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves even with unsaved notes, which could no longer be saved', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Half a thought');
    view.statusChanges.next({ projectId: 'project-1', workspaceId: 'ws-1', status: 'archived' });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is read-only when the project is archived', async () => {
    const message = 'Project is archived and cannot be updated';
    openProjectPage({
      project: sampleProjectDetails({
        status: 'archived',
        viewerCan: { edit: denied(message, 'archived') },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Edit base budget' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('offers Restore on an archived project to those allowed, and then lets them edit', async () => {
    const user = userEvent.setup();
    const message = 'Project is archived and cannot be updated';
    const archived = sampleProjectDetails({
      status: 'archived',
      viewerCan: { edit: denied(message, 'archived') },
    });
    const view = openProjectPage({
      project: archived,
      resolvers: {
        // RestoreProject asks for status active in the document itself; the page then reads
        // everything on it again, the project included.
        updateProject: ({ id }) => {
          view.state.project = sampleProjectDetails({ id, status: 'active' });
          return view.state.project;
        },
      },
    });
    const notice = await screen.findByTestId('archived-project-notice');
    expect(notice).toHaveTextContent(message);
    await user.click(within(notice).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.queryByTestId('archived-project-notice')).not.toBeInTheDocument(),
    );
    expect(view.requests('RestoreProject')[0]!.variables).toEqual({
      id: 'project-1',
      workspaceId: 'ws-1',
    });
    expect(screen.getByRole('button', { name: 'Edit base budget' })).toBeEnabled();
  });

  it('keeps Restore disabled, with the reason, for someone who may not restore', async () => {
    openProjectPage({
      project: sampleProjectDetails({
        status: 'archived',
        viewerCan: {
          edit: denied('Project is archived and cannot be updated', 'archived'),
          archive: denied('Only creators can archive or restore a project'),
        },
      }),
    });
    const notice = await screen.findByTestId('archived-project-notice');
    expect(within(notice).getByRole('button', { name: 'Restore' })).toBeDisabled();
  });

  it('builds its links from the path helpers', () => {
    expect(projectPath('ws-1', 'project-1')).toBe('/workspace/ws-1/projects/project-1');
    expect(projectDashboardPath('ws 1', 'a/b')).toBe('/workspace/ws%201/projects/a%2Fb/dashboard');
  });
});
