import { pendingUserRoleMessage, sharingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ada, openShareDialog, team } from './share-dialog.fixtures.tsx';
import { samplePermission } from './sharing.fixtures.ts';

const person = (name: string) => screen.getByRole('listitem', { name });
const roleOf = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });

async function chooseRole(name: string, label: string) {
  await userEvent.click(roleOf(name));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the share dialog’s people', () => {
  it('lists everyone with their role; a pending user’s role cannot be changed', async () => {
    const { dialog } = openShareDialog();
    expect(await within(dialog).findByRole('listitem', { name: 'Bo Viewer' })).toBeVisible();
    expect(within(person('Ada Lovelace')).getByText('ada@example.com')).toBeVisible();
    expect(within(person('dee@example.com')).getByText('Pending')).toBeVisible();
    expect(roleOf('dee@example.com')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(roleOf('dee@example.com').closest('.MuiBox-root') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      pendingUserRoleMessage('dee@example.com'),
    );
    expect(roleOf('Bo Viewer')).toHaveTextContent('Viewer');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('keeps role changes and removals until Save, then sends them in one call', async () => {
    const { dialog, onClose, requests } = openShareDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await chooseRole('Bo Viewer', 'Design Partner');
    await userEvent.click(
      within(person('Cy Free')).getByRole('button', { name: 'Remove Cy Free' }),
    );

    expect(within(dialog).queryByRole('listitem', { name: 'Cy Free' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(sharingMessages.pendingChanges);
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(requests('ManageProjectPermission')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('button', { name: 'Done' });
    expect(requests('ManageProjectPermission').map((request) => request.variables)).toEqual([
      {
        projectId: 'project-1',
        workspaceId: 'ws-1',
        updatePermission: [{ userId: 'bo', type: 'collaborator' }],
        deletePermission: [{ userId: 'cy' }],
      },
    ]);
    expect(roleOf('Bo Viewer')).toHaveTextContent('Design Partner');
    expect(within(dialog).queryByRole('listitem', { name: 'Cy Free' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has nothing pending once a role is set back to the saved one', async () => {
    const { dialog } = openShareDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await chooseRole('Bo Viewer', 'Editor');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await chooseRole('Bo Viewer', 'Viewer');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it('asks before giving an editing role to someone without paid status', async () => {
    const { dialog } = openShareDialog();
    await within(dialog).findByRole('listitem', { name: 'Cy Free' });
    await chooseRole('Cy Free', 'Editor');
    const question = await screen.findByRole('dialog', {
      name: sharingMessages.editingRoleConfirmation,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(roleOf('Cy Free')).toHaveTextContent('Viewer'));
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();

    await chooseRole('Cy Free', 'Editor');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign role' }));
    await waitFor(() => expect(roleOf('Cy Free')).toHaveTextContent('Editor'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('does not offer editing roles to a Design Partner of the workspace', async () => {
    const partner = samplePermission({
      id: 'pat',
      name: 'Pat Partner',
      workspaceRole: 'collaborator',
    });
    const { dialog } = openShareDialog({ people: [ada, partner] });
    await within(dialog).findByRole('listitem', { name: 'Pat Partner' });
    await userEvent.click(roleOf('Pat Partner'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Viewer', 'Design Partner']);
  });

  it('reads the list again on a live change, keeping what was not saved', async () => {
    const { dialog, changes, state } = openShareDialog();
    await within(dialog).findByRole('listitem', { name: 'Cy Free' });
    await userEvent.click(
      within(person('Cy Free')).getByRole('button', { name: 'Remove Cy Free' }),
    );
    state.people = [...team, samplePermission({ id: 'eve', name: 'Eve Newcomer' })];
    changes.next({
      resourceType: 'project',
      resourceId: 'project-1',
      workspaceId: 'ws-1',
      userId: 'eve',
      type: 'viewer',
      sharedLinkChanged: false,
    });
    expect(await within(dialog).findByRole('listitem', { name: 'Eve Newcomer' })).toBeVisible();
    expect(within(dialog).queryByRole('listitem', { name: 'Cy Free' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(sharingMessages.pendingChanges);
  });

  it('asks before closing with changes not saved', async () => {
    const { dialog, onClose } = openShareDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.click(
      within(person('Bo Viewer')).getByRole('button', { name: 'Remove Bo Viewer' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the share dialog’s shared link', () => {
  it('turns the link on, copies it, and resets it after a warning', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = openShareDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link can view' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue('https://specboard.test/shared-project/project-1?accessToken=token-1');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://specboard.test/shared-project/project-1?accessToken=token-1',
    );
    expect(await screen.findByText('Link copied.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    const question = await screen.findByRole('dialog', { name: 'Reset the link?' });
    await user.click(within(question).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(link).toHaveValue(
        'https://specboard.test/shared-project/project-1?accessToken=token-2',
      ),
    );
    expect(requests('ProjectSharedLink').map((request) => request.variables)).toEqual([
      { projectId: 'project-1', workspaceId: 'ws-1', isShared: true, reset: false },
      { projectId: 'project-1', workspaceId: 'ws-1', isShared: true, reset: true },
    ]);
  });

  it('says so when the browser blocks the clipboard', async () => {
    const user = userEvent.setup();
    const { dialog } = openShareDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link can view' }));
    await within(dialog).findByRole('textbox', { name: 'Link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Your browser blocked access to the clipboard/)).toBeVisible();
  });
});
