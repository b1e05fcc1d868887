import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, type TestRequest } from '../../test/test-apollo.ts';
import { CompareProductDialog } from './CompareProductDialog.tsx';

const tableKey = { workspaceId: 'ws-1', projectId: 'p-1' };

function diff(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RowDiffProduct',
    rowId: 'r1',
    collectionId: 'downlights',
    productId: 'p1',
    collectionName: 'Office downlights',
    updateAvailable: true,
    edited: false,
    removed: false,
    fields: [
      {
        __typename: 'ProductFieldDiff',
        field: 'budgetPrice',
        name: 'Budget Price',
        rowValue: '120',
        productValue: '135.5',
        referenceValue: '120',
      },
      {
        __typename: 'ProductFieldDiff',
        field: 'model',
        name: 'Model',
        rowValue: 'DL-90 custom',
        productValue: 'DL-90',
        referenceValue: 'DL-90',
      },
    ],
    ...overrides,
  };
}

function setup(answer = diff(), edit: { allowed: boolean; message?: string } = { allowed: true }) {
  const taken = { cells: { budgetPrice: '135.5' } };
  const row = (name: string) => (_: unknown, request: TestRequest) => ({
    id: 'r1',
    via: name,
    request: request.variables,
    ...taken,
  });
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      getRowDiffProduct: () => answer,
      updateProjectProduct: row('take'),
      keepProjectProduct: row('keep'),
      revertProjectProduct: row('revert'),
    },
  });
  const onRow = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CompareProductDialog
      tableKey={tableKey}
      rowId="r1"
      rowName="A1"
      currency="usd"
      edit={edit}
      onRow={onRow}
      onClose={onClose}
    />,
    { client: server.client, session: server.session },
  );
  const sent = (name: string) => server.requests.filter((item) => item.operationName === name);
  return { onRow, onClose, sent, user: userEvent.setup() };
}

describe('Compare with product', () => {
  it("shows each differing field with the row's value and the product's, what the product changed marked", async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Differences' });
    const price = within(table).getByText('Budget Price').closest('tr') as HTMLElement;
    expect(within(price).getByText('$120.00')).toBeInTheDocument();
    expect(within(price).getByText('$135.50')).toBeInTheDocument();
    expect(price).toHaveAttribute('data-changed', 'true');
    expect(within(price).getByText('↑ changed in the product')).toBeInTheDocument();
    const model = within(table).getByText('Model').closest('tr') as HTMLElement;
    expect(model).not.toHaveAttribute('data-changed');
    expect(within(model).getByText('✎ edited here')).toBeInTheDocument();
    expect(screen.getByText('Update available')).toBeInTheDocument();
    // Not edited: nothing to revert.
    expect(screen.queryByRole('button', { name: 'Revert to product' })).not.toBeInTheDocument();
  });

  it('takes the update: the answered row goes to the table and the dialog closes', async () => {
    const { onRow, onClose, sent, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Take update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('UpdateProjectProduct')[0]?.variables).toMatchObject({
      projectId: 'p-1',
      rowId: 'r1',
    });
    expect(onRow).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1', via: 'take' }));
    expect(await screen.findByText('Update taken from the product')).toBeInTheDocument();
  });

  it('keeps mine, or reverts an edited row to the product', async () => {
    const { sent, user } = setup(diff({ edited: true }));
    expect(await screen.findByText('Edited in this schedule')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revert to product' }));
    await waitFor(() => expect(sent('RevertProjectProduct')).toHaveLength(1));
    expect(sent('KeepProjectProduct')).toHaveLength(0);
  });

  it('offers nothing to take when the product has not changed, and nothing at all to a reader', async () => {
    setup(diff({ updateAvailable: false, edited: true }), { allowed: false, message: 'View only' });
    expect(await screen.findByRole('button', { name: 'Revert to product' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Take update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep mine' })).not.toBeInTheDocument();
  });
});
