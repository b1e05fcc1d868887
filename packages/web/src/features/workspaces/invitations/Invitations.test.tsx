import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { graphqlError } from '../../../test/test-apollo.ts';
import { sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import type { WorkspaceInvitation } from '../workspaces.types.ts';

const harbour = sampleWorkspace({ id: 'ws-2', name: 'Harbour Hotel Fit-out', role: 'editor' });

const invitation: WorkspaceInvitation = {
  id: 'inv-1',
  email: 'ada@example.com',
  role: 'editor',
  roleLabel: 'Editor',
  workspaceId: 'ws-2',
  workspaceName: 'Harbour Hotel Fit-out',
  invitedBy: { id: 'user-9', name: 'Dana Reyes', email: 'dana@example.com' },
  invitedAt: '2026-11-24T10:00:00.000Z',
  projects: [],
};

/** A project shared with someone outside its workspace: a guest invitation carrying it. */
const projectShare: WorkspaceInvitation = {
  ...invitation,
  id: 'inv-2',
  role: 'guest',
  roleLabel: 'Guest',
  projects: [
    {
      projectId: 'p-7',
      projectName: 'Harbourfront Pavilion',
      role: 'editor',
      roleLabel: 'Editor',
    },
  ],
};

const typed = (item: WorkspaceInvitation) => ({
  __typename: 'WorkspaceInvitation',
  ...item,
  projects: item.projects.map((project) => ({ __typename: 'InvitedProject', ...project })),
});

/** The app at `path` for a viewer with one workspace and one invitation into another. */
function open(
  path: string,
  answers: { accept?: () => unknown; invitation?: WorkspaceInvitation } = {},
) {
  const fake = workspaceServer({ workspaces: [sampleWorkspace()] });
  let open = [typed(answers.invitation ?? invitation)];
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: {
      ...fake.resolvers,
      listMyWorkspaceInvitations: () => open,
      acceptWorkspaceInvitation:
        answers.accept ??
        (() => {
          open = [];
          fake.state.workspaces.push(harbour);
          return { __typename: 'Workspace', id: harbour.id, name: harbour.name };
        }),
      declineWorkspaceInvitation: () => {
        open = [];
        return true;
      },
    },
  });
  return { ...view, fake };
}

describe('invitations into a workspace', () => {
  it('shows an invitation above the page, and one click on Accept opens the workspace', async () => {
    const user = userEvent.setup();
    const view = open('/workspace/ws-1/workspace-adminpanel/settings');
    const banner = await screen.findByTestId('invitations-banner');
    expect(banner).toHaveTextContent(
      'Dana Reyes invited you to join Harbour Hotel Fit-out as Editor.',
    );
    await user.click(
      within(banner).getByRole('button', {
        name: 'Accept the invitation to Harbour Hotel Fit-out',
      }),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-2/projects'),
    );
    expect(await screen.findByText('You joined Harbour Hotel Fit-out.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('invitations-banner')).not.toBeInTheDocument());
    const accepted = view.server.requests.find(
      (request) => request.operationName === 'AcceptWorkspaceInvitation',
    );
    expect(accepted?.variables).toEqual({ invitationId: 'inv-1' });
  });

  it('shows a project shared from outside its workspace, and Accept opens that project', async () => {
    const user = userEvent.setup();
    const view = open('/workspace/ws-1/projects', { invitation: projectShare });
    const banner = await screen.findByTestId('invitations-banner');
    expect(banner).toHaveTextContent(
      'Dana Reyes shared the project Harbourfront Pavilion in Harbour Hotel Fit-out with you as Editor.',
    );
    await user.click(
      within(banner).getByRole('button', {
        name: 'Accept the invitation to Harbourfront Pavilion',
      }),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-2/projects/p-7'),
    );
    expect(await screen.findByText('You joined Harbourfront Pavilion.')).toBeVisible();
  });

  it('lists invitations on the page the mail links to, and a declined one goes', async () => {
    const user = userEvent.setup();
    open('/invitations');
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeVisible();
    await screen.findByText('Dana Reyes invited you to join Harbour Hotel Fit-out as Editor.');
    // The page lists them itself: no banner repeats them.
    expect(screen.queryByTestId('invitations-banner')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Decline the invitation to Harbour Hotel Fit-out' }),
    );
    expect(
      await screen.findByText('You declined the invitation to Harbour Hotel Fit-out.'),
    ).toBeVisible();
    expect(await screen.findByText(/No invitations are waiting for you/)).toBeVisible();
  });

  it('tells why an invitation can no longer be accepted, and keeps the viewer where they are', async () => {
    const user = userEvent.setup();
    const view = open('/invitations', {
      accept: () => graphqlError('This invitation is no longer open.', 'NOT_FOUND'),
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Accept the invitation to Harbour Hotel Fit-out',
      }),
    );
    expect(await screen.findByText('This invitation is no longer open.')).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/invitations');
  });
});
