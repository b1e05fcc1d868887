import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { projectsPageServer, sampleProject } from './projects.test-server.ts';

function openPage(preferences: Record<string, string | null> = {}) {
  const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
  const fake = projectsPageServer([sampleProject()], { preferences });
  const view = renderApp('/workspace/ws-1/projects', {
    session: signedIn(),
    resolvers: { ...workspaces.resolvers, ...fake.resolvers },
  });
  return { ...view, fake, user: userEvent.setup() };
}

const findTour = () =>
  screen.findByRole('dialog', { name: 'Getting started with Specboard' }, { timeout: 10_000 });

afterEach(() => setViewportWidth(1280));

describe('Getting Started tour', () => {
  it('walks through projects, schedule, views and sharing; Done keeps it closed for good', async () => {
    const { user, fake, server } = openPage();
    const tour = await findTour();
    expect(within(tour).getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    for (const step of ['Schedule', 'Views', 'Sharing']) {
      await user.click(within(tour).getByRole('button', { name: 'Next' }));
      expect(within(tour).getByRole('heading', { name: step })).toBeInTheDocument();
    }
    await user.click(within(tour).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = server.requests.find((r) => r.operationName === 'UpdateUserPreference');
    expect(saved!.variables).toEqual({ key: 'gettingStartedTourDismissed', value: 'true' });
    expect(fake.preferences.gettingStartedTourDismissed).toBe('true');
  }, 30_000);

  it('is closed for good by Skip, and not shown again once dismissed', async () => {
    const first = openPage();
    const tour = await findTour();
    await first.user.click(within(tour).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first.fake.preferences.gettingStartedTourDismissed).toBe('true');
    first.unmount();

    const again = openPage({ gettingStartedTourDismissed: 'true' });
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(again.server.requests.map((r) => r.operationName)).toContain('GetUserPreference'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('is never shown on screens narrower than 992 px', async () => {
    setViewportWidth(991);
    const { server } = openPage();
    await screen.findByRole('list', { name: 'Active projects' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.map((r) => r.operationName)).not.toContain('GetUserPreference');
  }, 30_000);
});
