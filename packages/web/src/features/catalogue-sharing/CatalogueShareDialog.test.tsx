import { collectionMessages, libraryMessages, sharingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { denied } from '../../test/workspace-fixtures.ts';
import { CatalogueShareDialog } from './CatalogueShareDialog.tsx';
import { catalogueSharingServer, sampleMember } from './catalogue-sharing.test-server.ts';
import type { CatalogueKind } from './catalogue-sharing.types.ts';

// The signed-in viewer is user-1 (Ada Lovelace).
const ada = sampleMember({ id: 'user-1', name: 'Ada Lovelace', type: 'creator' });
const bo = sampleMember({ id: 'bo', name: 'Bo Viewer' });
const dee = sampleMember({ id: 'dee', email: 'dee@example.com', isPending: true });

type Options = {
  kind?: CatalogueKind;
  share?: Parameters<typeof catalogueSharingServer>[0]['share'];
};

function openDialog({ kind = 'library', share }: Options = {}) {
  const fake = catalogueSharingServer({
    people: [ada, bo, dee],
    share,
    found: [{ id: 'bruno', name: 'Bruno Diaz' }],
  });
  const server = createTestServer(undefined, { session: signedIn(), resolvers: fake.resolvers });
  const onClose = vi.fn();
  const onLeft = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/workspace/ws-1/here',
        element: (
          <CatalogueShareDialog
            open
            kind={kind}
            id={kind === 'library' ? 'lib-2' : 'col-1'}
            workspaceId="ws-1"
            onClose={onClose}
            onLeft={onLeft}
          />
        ),
      },
      { path: '/workspace/ws-1/libraries', element: <p>The libraries route</p> },
    ],
    '/workspace/ws-1/here',
    server,
  );
  const requests = (name: string) =>
    server.requests.filter((request) => request.operationName === name).map((r) => r.variables);
  return {
    ...view,
    fake,
    onClose,
    onLeft,
    requests,
    dialog: screen.getByRole('dialog', { name: /^Share/ }),
  };
}

const roleOf = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });
const field = () => screen.getByRole('combobox', { name: 'Add people' });

async function chooseRole(combobox: HTMLElement, label: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('CatalogueShareDialog', () => {
  it('lists the library’s people with their roles; a pending invitee’s role is fixed', async () => {
    const { dialog } = openDialog();
    const list = await within(dialog).findByRole('list', { name: 'People on the library' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ada Lovelace', 'Bo Viewer', 'dee@example.com']);
    expect(within(dialog).getByText('Office Standards')).toBeVisible();
    expect(roleOf('Bo Viewer')).toHaveTextContent('Viewer');
    expect(roleOf('dee@example.com')).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeVisible();
  });

  it('asks before giving an editing role, and changes nothing when cancelled', async () => {
    const { dialog, requests } = openDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await chooseRole(roleOf('Bo Viewer'), 'Editor');
    const question = await screen.findByRole('dialog', {
      name: sharingMessages.editingRoleConfirmation,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(roleOf('Bo Viewer')).toHaveTextContent('Viewer'));
    expect(requests('UpdateLibraryPermission')).toEqual([]);

    await chooseRole(roleOf('Bo Viewer'), 'Editor');
    const again = await screen.findByRole('dialog', {
      name: sharingMessages.editingRoleConfirmation,
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Assign role' }));
    await waitFor(() => expect(roleOf('Bo Viewer')).toHaveTextContent('Editor'));
    expect(requests('UpdateLibraryPermission')).toEqual([
      { workspaceId: 'ws-1', libraryId: 'lib-2', permissions: [{ userId: 'bo', type: 'editor' }] },
    ]);
  });

  it('removes someone from a collection with deleteCollectionPermission', async () => {
    const { dialog, requests } = openDialog({ kind: 'collection' });
    await within(dialog).findByRole('list', { name: 'People on the collection' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Bo Viewer' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Bo Viewer' })).not.toBeInTheDocument(),
    );
    expect(requests('DeleteCollectionPermission')).toEqual([
      { workspaceId: 'ws-1', collectionId: 'col-1', userIds: ['bo'] },
    ]);
  });

  it('shares with people found and invites typed addresses as viewers by default', async () => {
    const { dialog, requests } = openDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.type(field(), 'Bru');
    // The search waits for typing to pause, then asks the server: slow under a loaded machine.
    await userEvent.click(
      await screen.findByRole('option', { name: /Bruno Diaz/ }, { timeout: 5000 }),
    );
    await userEvent.type(field(), 'new@example.com,');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Invitations sent.', undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(requests('ShareLibrary')).toEqual([
      {
        workspaceId: 'ws-1',
        libraryId: 'lib-2',
        permissions: [{ userId: 'bruno', type: 'viewer' }],
      },
    ]);
    expect(requests('InviteUserToLibrary')).toEqual([
      {
        workspaceId: 'ws-1',
        libraryId: 'lib-2',
        invites: [{ email: 'new@example.com', type: 'viewer' }],
        emailMessage: null,
      },
    ]);
    const list = await within(dialog).findByRole('list', { name: 'People on the library' });
    expect(within(list).getByRole('listitem', { name: 'Bruno Diaz' })).toBeVisible();
    expect(within(list).getByRole('listitem', { name: 'new@example.com' })).toBeVisible();
  });

  it('asks before inviting with an editing role', async () => {
    const { dialog, requests } = openDialog({ kind: 'collection' });
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.type(field(), 'new@example.com,');
    await chooseRole(within(dialog).getByRole('combobox', { name: 'Role' }), 'Creator');
    const question = await screen.findByRole('dialog', {
      name: sharingMessages.editingRoleConfirmation,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Assign role' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Creator'),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send' }));
    await screen.findByText('Invitations sent.');
    expect(requests('InviteUserToCollection')[0]).toMatchObject({
      collectionId: 'col-1',
      invites: [{ email: 'new@example.com', type: 'creator' }],
    });
  });

  it('says where a typed list of addresses stops making sense, and adds nobody', async () => {
    const { dialog, requests } = openDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.type(field(), 'Bob <bob@example.com,');
    expect(
      within(dialog).getByText(sharingMessages.unparseableEmails('Bob <bob@example.com')),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(requests('InviteUserToLibrary')).toEqual([]);
  });

  it('leaving a library goes to the libraries route', async () => {
    const { dialog, requests } = openDialog();
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    const question = await screen.findByRole('dialog', { name: 'Leave the library?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The libraries route')).toBeVisible();
    expect(screen.getByText(libraryMessages.leftLibrary)).toBeVisible();
    expect(requests('DeleteLibraryPermission')).toEqual([
      { workspaceId: 'ws-1', libraryId: 'lib-2', userIds: ['user-1'] },
    ]);
  });

  it('leaving a collection leaves the way to the caller', async () => {
    const { dialog, onLeft } = openDialog({ kind: 'collection' });
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    const question = await screen.findByRole('dialog', { name: 'Leave the collection?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledTimes(1));
    expect(screen.getByText(collectionMessages.leftCollection)).toBeVisible();
    expect(screen.queryByText('The libraries route')).not.toBeInTheDocument();
  });

  it('shows the people only, with the engine’s reason, to someone who may not share', async () => {
    const refusal = 'Your assigned role is not permitted to use this feature';
    const { dialog } = openDialog({ share: denied(refusal) });
    await within(dialog).findByRole('listitem', { name: 'Bo Viewer' });
    expect(within(dialog).getByText(refusal)).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: 'Add people' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('combobox', { name: 'Role of Bo Viewer' }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Remove Bo Viewer' }),
    ).not.toBeInTheDocument();
  });
});
