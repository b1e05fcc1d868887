import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { denied, sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import type { Workspace } from '../workspaces.types.ts';

function openApp(path: string, workspaces: Workspace[]) {
  const { resolvers } = workspaceServer({ workspaces });
  return renderApp(path, {
    session: signedIn(),
    resolvers: { ...resolvers, updateWorkspaceInfo: updateWorkspaceInfo(workspaces) },
  });
}

/** updateWorkspaceInfo as the server does it: the changes merged into the workspace. */
function updateWorkspaceInfo(workspaces: Workspace[]) {
  return ({ workspaceId, ...changes }: Record<string, any>) => {
    const workspace = workspaces.find((item) => item.id === workspaceId)!;
    Object.assign(workspace, changes);
    return workspace;
  };
}

const noRole =
  'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions';

describe('admin panel guard', () => {
  it('sends a personal workspace home with the spec snackbar', async () => {
    const personal = sampleWorkspace({
      id: 'ws-p',
      type: 'personal',
      viewerCan: { adminPanel: denied('n/a', 'adminPanelPersonal') },
    });
    const { router } = openApp('/workspace/ws-p/workspace-adminpanel/members', [personal]);
    expect(
      await screen.findByText('Workspace admin panel does not work with personal workspace'),
    ).toBeVisible();
    // The workspace home is its projects page.
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-p/projects');
    expect(screen.queryByRole('heading', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the viewer may not use the admin panel", async () => {
    const viewer = sampleWorkspace({ role: 'viewer', viewerCan: { adminPanel: denied(noRole) } });
    openApp('/workspace/ws-1/workspace-adminpanel/members', [viewer]);
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeVisible();
    expect(screen.getByText(noRole)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it('is in the navigation when allowed, and /workspace-adminpanel opens it', async () => {
    const { router } = openApp('/workspace/ws-1/workspace-adminpanel', [sampleWorkspace()]);
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/workspace-adminpanel/members');
    const nav = screen.getByTestId('side-nav');
    expect(within(nav).getByRole('link', { name: 'Admin panel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Admin panel · Specboard');
  });

  it('leads an unknown or missing section to members', async () => {
    for (const path of [
      '/workspace/ws-1/workspace-adminpanel',
      '/workspace/ws-1/workspace-adminpanel/billing',
    ]) {
      const view = openApp(path, [sampleWorkspace()]);
      expect(await screen.findByRole('tab', { name: 'Members' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(view.router.state.location.pathname).toBe(
        '/workspace/ws-1/workspace-adminpanel/members',
      );
      view.unmount();
    }
  });
});

describe('admin panel settings', () => {
  it('saves the name, description and keywords', async () => {
    const user = userEvent.setup();
    const { server } = openApp('/workspace/ws-1/workspace-adminpanel/settings', [
      sampleWorkspace(),
    ]);
    const form = await screen.findByRole('form', { name: 'Workspace settings' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please enter required value')).toBeVisible();

    await user.type(name, 'Engines Ltd');
    await user.type(within(form).getByRole('combobox', { name: 'Keywords' }), 'exterior{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace settings are saved.')).toBeVisible();
    expect(
      server.requests.find((request) => request.operationName === 'UpdateWorkspaceInfo')?.variables,
    ).toEqual({
      workspaceId: 'ws-1',
      name: 'Engines Ltd',
      description: 'Lighting schedules',
      keywords: ['lighting', 'exterior'],
    });
    expect(screen.getByRole('button', { name: 'Workspace: Engines Ltd' })).toBeVisible();
  });

  it("is read-only with the server's reason when the viewer may not update the workspace", async () => {
    const user = userEvent.setup();
    const message = 'This workspace is archived and cannot be updated.';
    openApp('/workspace/ws-1/workspace-adminpanel/settings', [
      sampleWorkspace({ viewerCan: { update: denied(message, 'workspaceArchived') } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Workspace settings' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(form).getByText(message)).toBeVisible();
    await user.hover(save.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(message);
  });
});

describe('read-only banner', () => {
  it("shows the active workspace's Read-Only message across the app", async () => {
    const user = userEvent.setup();
    const message =
      'This workspace is in Read-Only mode because its last payment was unsuccessful. Update the payment to make changes again.';
    const view = openApp('/workspace/ws-1/workspace-adminpanel/members', [
      sampleWorkspace({ status: 'paidFailed', readOnlyMessage: message }),
    ]);
    const banner = await screen.findByTestId('payment-failure-banner');
    expect(banner).toHaveTextContent('Read-Only mode');
    expect(banner).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    await screen.findByRole('heading', { name: 'Projects', level: 1 });
    expect(screen.getByTestId('payment-failure-banner')).toHaveTextContent(message);
    view.unmount();

    openApp('/status', [sampleWorkspace()]);
    await screen.findByRole('button', { name: /^Workspace: / });
    await waitFor(() =>
      expect(screen.queryByTestId('payment-failure-banner')).not.toBeInTheDocument(),
    );
  });
});
