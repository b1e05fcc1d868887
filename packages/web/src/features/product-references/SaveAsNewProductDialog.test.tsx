import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, graphqlError } from '../../test/test-apollo.ts';
import { SaveAsNewProductDialog } from './SaveAsNewProductDialog.tsx';

const collection = (id: string, name: string, editable: boolean) => ({
  __typename: 'Collection',
  id,
  name,
  editable,
});

function setup(refusal?: string) {
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      listCollectionsForProduct: () => ({
        __typename: 'CollectionsForProduct',
        projectSourceLibraryCollections: [
          collection('office', 'Office downlights', false),
          collection('studio', 'Studio picks', true),
        ],
        userCollections: [
          collection('mine', 'My finds', true),
          collection('studio', 'Studio picks', true),
        ],
      }),
      saveRowAsNewProduct: ({ rowId, collectionId }) =>
        refusal
          ? graphqlError(refusal, 'FORBIDDEN')
          : { id: rowId, product: { collectionId, productId: 'new-1' } },
    },
  });
  const onRow = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <SaveAsNewProductDialog
      projectKey={{ workspaceId: 'ws-1', projectId: 'p-1' }}
      rowId="r1"
      rowName="A1"
      onRow={onRow}
      onClose={onClose}
    />,
    { client: server.client, session: server.session },
  );
  const saved = () =>
    server.requests.filter((item) => item.operationName === 'SaveRowAsNewProduct');
  return { onRow, onClose, saved, user: userEvent.setup() };
}

describe('Save as new product', () => {
  it('offers only the collections the viewer edits, and saves the row into the chosen one', async () => {
    const { onRow, onClose, saved, user } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Collection' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Studio picks', 'My finds']);
    await user.click(screen.getByRole('option', { name: 'My finds' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved()[0]?.variables).toMatchObject({
      projectId: 'p-1',
      rowId: 'r1',
      collectionId: 'mine',
    });
    expect(onRow).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    expect(await screen.findByText('Saved as a new product in My finds')).toBeInTheDocument();
  });

  it('shows a refusal in its words and stays open', async () => {
    const reason = 'Please upgrade to use this feature';
    const { onClose, user } = setup(reason);
    await screen.findByRole('combobox', { name: 'Collection' });
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
