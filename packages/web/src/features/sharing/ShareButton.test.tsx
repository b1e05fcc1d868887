import { sharingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { denied } from '../../test/workspace-fixtures.ts';
import { ShareButton } from './ShareButton.tsx';
import { team } from './share-dialog.fixtures.tsx';
import { shareableProject, sharingServer } from './sharing.fixtures.ts';
import type { ShareableProject } from './sharing.types.ts';

function renderButton(path: string, project: ShareableProject = shareableProject()) {
  const server = sharingServer({ people: team, project });
  const view = renderRoutes(
    [{ path: '/p', element: <ShareButton project={project} /> }],
    path,
    server,
  );
  return { ...view, ...server };
}

describe('the Share button', () => {
  it('opens the dialog pre-filled from an invite link, then leaves the address', async () => {
    const { router, requests } = renderButton(
      '/p?action=invite&email=a@x.com,b@y.com&type=editor&viewId=v1',
    );
    const dialog = await screen.findByRole('dialog', { name: /^Share/ });
    const field = within(dialog).getByRole('combobox', { name: 'Add people' });
    const chips = [
      ...(field.closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? []),
    ];
    expect(chips.map((chip) => chip.textContent)).toEqual(['a@x.com', 'b@y.com']);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor');
    await waitFor(() => expect(router.state.location.search).toBe('?viewId=v1'));

    // The role came from the link: it is asked about before anyone is given it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: sharingMessages.editingRoleConfirmation }),
      ).getByRole('button', { name: 'Assign role' }),
    );
    await waitFor(() =>
      expect(requests('ManageProjectPermission')[0]?.variables.inviteUserToProject).toEqual([
        { email: 'a@x.com', type: 'editor' },
        { email: 'b@y.com', type: 'editor' },
      ]),
    );
  });

  it('is an icon on phones, and the dialog fills the screen', async () => {
    setViewportWidth(375);
    renderButton('/p');
    const button = await screen.findByRole('button', { name: 'Share' });
    expect(button).not.toHaveTextContent('Share');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^Share/ });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('is not there for someone who may neither share nor ask', () => {
    const project = shareableProject({
      viewerCan: {
        managePermissions: denied('Creators only.'),
        requestInvite: denied('Not for followers.'),
      },
    });
    renderButton('/p?action=invite&email=a@x.com', project);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
