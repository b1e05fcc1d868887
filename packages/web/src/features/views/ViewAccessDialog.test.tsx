import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { memberPage, sampleMember } from '../../test/workspace-fixtures.ts';
import { ViewAccessDialog } from './ViewAccessDialog.tsx';
import type { ScheduleView } from './views.types.ts';

const view = {
  id: 'v1',
  name: 'Lobby review',
  createdBy: 'u-ann',
  grants: { users: [], roles: [] },
} as unknown as ScheduleView;

const members = [
  sampleMember({ userId: 'u-ann', name: 'Ann Author', email: 'ann@example.com' }),
  sampleMember({ userId: 'u-bo', name: 'Bo Viewer', email: 'bo@example.com' }),
];

function renderDialog(shown: ScheduleView, onSave = vi.fn(async () => undefined)) {
  const server = createTestServer(undefined, {
    resolvers: { listUsersInWorkspace: () => memberPage(members) },
  });
  renderWithProviders(
    <ViewAccessDialog view={shown} workspaceId="w1" onClose={() => {}} onSave={onSave} />,
    { client: server.client },
  );
  return { onSave, dialog: screen.getByRole('dialog', { name: /Who can see this view/ }) };
}

describe('who can see a view', () => {
  it('says everyone sees it when granted to nobody, and that its author and creators always do', async () => {
    const { dialog } = renderDialog(view);
    expect(within(dialog).getByTestId('view-access-summary')).toHaveTextContent(
      'Everyone on the project sees this view',
    );
    expect(
      await within(dialog).findByText(/Ann Author, who made the view, and Creators always see it/),
    ).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Design Partner' })).not.toBeChecked();
  });

  it('grants it to a role and a person', async () => {
    const { dialog, onSave } = renderDialog(view);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Editor' }));
    expect(within(dialog).getByTestId('view-access-summary')).toHaveTextContent(
      'Only the roles and people',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'People' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bo Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(view, { users: ['u-bo'], roles: ['editor'] }),
    );
  });

  it('opens a restricted view to everyone again', async () => {
    const restricted = { ...view, grants: { users: ['u-bo'], roles: ['viewer'] } };
    const { dialog, onSave } = renderDialog(restricted);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show to everyone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(restricted, { users: [], roles: [] }));
  });
});
