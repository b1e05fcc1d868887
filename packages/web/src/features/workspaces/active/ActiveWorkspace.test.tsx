import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import { denied, sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import { ACTIVE_WORKSPACE_KEY_PREFIX } from './active-workspace.ts';

const savedKey = `${ACTIVE_WORKSPACE_KEY_PREFIX}user-1`;

const notAdmin = { adminPanel: denied('Your assigned role is not permitted to use this feature') };
const workspaces = [
  sampleWorkspace({ id: 'ws-a', name: 'Alpha Lighting', viewerCan: notAdmin }),
  sampleWorkspace({ id: 'ws-b', name: 'Beta Build', viewerCan: notAdmin }),
  sampleWorkspace({ id: 'ws-c', name: 'Gamma Studio', viewerCan: notAdmin }),
  sampleWorkspace({ id: 'ws-d', name: 'Delta Works', viewerCan: notAdmin }),
];

function openApp(path: string, server = workspaceServer({ workspaces })) {
  return renderApp(path, { session: signedIn(), resolvers: server.resolvers });
}

const switcher = () => screen.findByRole('button', { name: /^Workspace: / });

describe('the active workspace', () => {
  it('is the one the route names, before the query and the saved choice', async () => {
    localStorage.setItem(savedKey, 'ws-d');
    const { router } = openApp('/workspace/ws-b?workspaceId=ws-c');
    expect(await switcher()).toHaveAccessibleName('Workspace: Beta Build');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-b/projects'));
    expect(localStorage.getItem(savedKey)).toBe('ws-b');
  });

  it('is the one the workspaceId query names, before the saved choice', async () => {
    localStorage.setItem(savedKey, 'ws-d');
    openApp('/status?workspaceId=ws-c');
    expect(await switcher()).toHaveAccessibleName('Workspace: Gamma Studio');
    await waitFor(() => expect(localStorage.getItem(savedKey)).toBe('ws-c'));
  });

  it('is the saved choice, else the first of the list', async () => {
    localStorage.setItem(savedKey, 'ws-d');
    const saved = openApp('/status');
    expect(await switcher()).toHaveAccessibleName('Workspace: Delta Works');
    saved.unmount();

    localStorage.clear();
    openApp('/status');
    expect(await switcher()).toHaveAccessibleName('Workspace: Alpha Lighting');
    await waitFor(() => expect(localStorage.getItem(savedKey)).toBe('ws-a'));
  });

  it('falls back to the saved choice when the route names a workspace the user is not in', async () => {
    localStorage.setItem(savedKey, 'ws-c');
    const admin = workspaceServer({
      workspaces: [sampleWorkspace({ id: 'ws-a' }), sampleWorkspace({ id: 'ws-c', name: 'Gamma' })],
    });
    const { router, server } = openApp(
      '/workspace/ws-stranger/workspace-adminpanel/settings',
      admin,
    );
    expect(await screen.findByRole('form', { name: 'Workspace settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-c/workspace-adminpanel/settings');
    expect(screen.getByRole('button', { name: /^Workspace: / })).toHaveAccessibleName(
      'Workspace: Gamma',
    );
    const lookup = server.requests.find((request) => request.operationName === 'GetWorkspace');
    expect(lookup?.variables).toEqual({ workspaceId: 'ws-stranger' });
  });

  it('opens a workspace the list does not hold yet when the server gives it', async () => {
    const joined = sampleWorkspace({ id: 'ws-new', name: 'Just Joined', viewerCan: notAdmin });
    const { router } = openApp(
      '/workspace/ws-new',
      workspaceServer({ workspaces, elsewhere: [joined] }),
    );
    expect(await switcher()).toHaveAccessibleName('Workspace: Just Joined');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-new/projects'));
    expect(localStorage.getItem(savedKey)).toBe('ws-new');
  });

  it('says so when the user has no workspace, and offers to create one', async () => {
    const user = userEvent.setup();
    const server = workspaceServer({ workspaces: [] });
    const { router } = openApp('/workspace', server);
    expect(await screen.findByText('You have an empty workspace list')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'First Light');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The new workspace's home is its projects page.
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-created-1/projects');
    expect(await switcher()).toHaveAccessibleName('Workspace: First Light');
  });
});

describe('the workspace switcher', () => {
  it('shows the logo initials and the plan, and lists the workspaces', async () => {
    const user = userEvent.setup();
    const list = [
      sampleWorkspace({ id: 'ws-a', name: 'Alpha Lighting', workspaceType: 'free' }),
      sampleWorkspace({ id: 'ws-b', name: 'Beta Build', workspaceType: 'premium' }),
    ];
    openApp('/status', workspaceServer({ workspaces: list }));
    const button = await switcher();
    expect(button).toHaveTextContent('AL');
    expect(button).toHaveTextContent('Alpha Lighting');
    expect(button).toHaveTextContent('Free');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Alpha Lighting/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Beta Build/ })).toHaveTextContent('Premium');
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeVisible();
  });

  it('switches to another workspace on the same admin panel section and remembers it', async () => {
    const user = userEvent.setup();
    const list = [
      sampleWorkspace({ id: 'ws-a', name: 'Alpha' }),
      sampleWorkspace({ id: 'ws-b', name: 'Beta' }),
    ];
    const { router } = openApp(
      '/workspace/ws-a/workspace-adminpanel/settings',
      workspaceServer({ workspaces: list }),
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Alpha');
    await user.click(await switcher());
    await user.click(await screen.findByRole('menuitem', { name: /Beta/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/workspace/ws-b/workspace-adminpanel/settings'),
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Beta');
    expect(localStorage.getItem(savedKey)).toBe('ws-b');
  });

  it('creates a workspace: the name is required, then the new one is active', async () => {
    const user = userEvent.setup();
    const server = workspaceServer({ workspaces });
    const { server: fake } = openApp('/status', server);
    await user.click(await switcher());
    await user.click(await screen.findByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter required value')).toBeVisible();
    expect(fake.requests.map((request) => request.operationName)).not.toContain('CreateWorkspace');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Night Shift ');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Exterior lighting',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await switcher()).toHaveAccessibleName('Workspace: Night Shift');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      fake.requests.find((request) => request.operationName === 'CreateWorkspace')?.variables,
    ).toEqual({
      name: 'Night Shift',
      description: 'Exterior lighting',
    });
    expect(localStorage.getItem(savedKey)).toBe('ws-created-5');
    await user.click(await switcher());
    expect(await screen.findByRole('menuitem', { name: /Night Shift/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('sits in the header on phones (375 px), with the bottom navigation', async () => {
    setViewportWidth(375);
    openApp('/status');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: /^Workspace: / })).toBeVisible();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  });
});
