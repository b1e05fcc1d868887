import { licenceLimitMessage, sharingMessages, usersLimitMessage } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../test/test-apollo.ts';
import { openShareDialog, team } from './share-dialog.fixtures.tsx';
import { requesterAbilities, samplePermission, shareableProject } from './sharing.fixtures.ts';

const field = () => screen.getByRole('combobox', { name: 'Add people' });
// The people chosen, as the field shows them.
const chips = (_dialog: HTMLElement) =>
  [...(field().closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? [])].map(
    (chip) => chip.textContent,
  );

describe('inviting from the share dialog', () => {
  it('sends people picked from the search and addresses typed, with a role and a message', async () => {
    const { dialog, requests } = openShareDialog();
    await userEvent.type(field(), '@bru');
    // Asked once typing pauses, without the leading @.
    await waitFor(() =>
      expect(requests('SearchPeopleToShare').at(-1)?.variables).toEqual({
        workspaceId: 'ws-1',
        projectId: 'project-1',
        searchString: 'bru',
        limit: 20,
      }),
    );
    const searched = requests('SearchPeopleToShare').map((request) => request.variables);
    expect(searched.map((variables) => variables.searchString)).not.toContain('@bru');
    await waitFor(() =>
      // Initials, name and address of the one person matching.
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'BDBruno Diazbruno@example.com',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /Bruno Diaz/ }));
    // Choosing someone shows the edit pane in place of the people list.
    expect(within(dialog).queryByRole('list', { name: 'People on the project' })).toBeNull();
    await userEvent.type(field(), 'new@example.com,');
    expect(chips(dialog)).toEqual(['Bruno Diaz', 'new@example.com']);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Viewer');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Design Partner' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'Welcome',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Invitations sent.')).toBeVisible();
    expect(requests('ManageProjectPermission').map((request) => request.variables)).toEqual([
      {
        projectId: 'project-1',
        workspaceId: 'ws-1',
        createPermission: [{ userId: 'bruno', type: 'collaborator' }],
        inviteUserToProject: [{ email: 'new@example.com', type: 'collaborator' }],
        emailMessage: 'Welcome',
      },
    ]);
    expect(
      await within(dialog).findByRole('list', { name: 'People on the project' }),
    ).toBeVisible();
  });

  it('asks before inviting with an editing role', async () => {
    const { dialog, requests } = openShareDialog();
    await userEvent.type(field(), 'new@example.com,');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    const question = await screen.findByRole('dialog', {
      name: sharingMessages.editingRoleConfirmation,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Viewer'),
    );
    expect(requests('ManageProjectPermission')).toEqual([]);
  });

  it('drops typed entries that are not addresses; the server may refuse them by name', async () => {
    const refusal = sharingMessages.wrongEmails(['bob@']);
    const { dialog, requests } = openShareDialog({
      resolvers: { managePermission: () => graphqlError(refusal, 'BAD_USER_INPUT') },
    });
    await userEvent.type(field(), 'ann@example.com, bob@,');
    expect(chips(dialog)).toEqual(['ann@example.com']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(requests('ManageProjectPermission')[0]?.variables.inviteUserToProject).toEqual([
      { email: 'ann@example.com', type: 'viewer' },
      { email: 'bob@', type: 'viewer' },
    ]);
  });

  it('says where a typed list stops making sense', async () => {
    const { dialog } = openShareDialog();
    await userEvent.type(field(), 'Bob <bob@example.com,');
    expect(
      within(dialog).getByText(
        'Sorry, could not understand the email addresses starting at Bob <bob@example.com',
      ),
    ).toBeVisible();
    expect(chips(dialog)).toEqual([]);
  });
});

describe('requesting an invite', () => {
  const four = [...team, samplePermission({ id: 'eve' })];
  const requester = shareableProject({ viewerCan: requesterAbilities });

  it('shows the people without controls, and asks the creators within the member cap', async () => {
    const { dialog, requests } = openShareDialog({ people: four.slice(0, 4), project: requester });
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    expect(within(dialog).queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();

    await userEvent.type(field(), 'x1@example.com, x2@example.com, x3@example.com,');
    expect(within(dialog).getByText(usersLimitMessage(1, 6))).toBeVisible();
    const request = within(dialog).getByRole('button', { name: sharingMessages.requestInvite });
    expect(request).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();

    await userEvent.type(field(), '{Backspace}');
    expect(chips(dialog)).toEqual(['x1@example.com', 'x2@example.com']);
    await userEvent.click(request);
    expect(await screen.findByText(sharingMessages.requestSent)).toBeVisible();
    expect(requests('SuggestCollaborator').map((sent) => sent.variables)).toEqual([
      {
        projectId: 'project-1',
        workspaceId: 'ws-1',
        type: 'viewer',
        usersToInvite: ['x1@example.com', 'x2@example.com'],
      },
    ]);
  });

  it('shows the server’s refusal as it words it', async () => {
    const refusal = licenceLimitMessage(6, 6);
    const { dialog } = openShareDialog({
      project: requester,
      resolvers: { suggestCollaborator: () => graphqlError(refusal, 'LIMIT_REACHED') },
    });
    await userEvent.type(field(), 'x1@example.com,');
    await userEvent.click(
      within(dialog).getByRole('button', { name: sharingMessages.requestInvite }),
    );
    expect(await within(dialog).findByText(refusal)).toBeVisible();
  });
});
