import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, graphqlError } from '../../test/test-apollo.ts';
import { CompareScheduleDialog } from './CompareScheduleDialog.tsx';

const differing = (rowId: string, updateAvailable: boolean) => ({
  __typename: 'RowDiffProduct',
  rowId,
  collectionId: 'downlights',
  productId: `p-${rowId}`,
  collectionName: 'Office downlights',
  updateAvailable,
  edited: !updateAvailable,
  removed: false,
  fields: [
    {
      __typename: 'ProductFieldDiff',
      field: 'leadTime',
      name: 'Lead Time (Weeks)',
      rowValue: '4',
      productValue: updateAvailable ? '6' : '4',
      referenceValue: '4',
    },
  ],
});

function setup(refusal?: string) {
  let taken = false;
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      compareScheduleWithReferences: () =>
        refusal
          ? graphqlError(refusal, 'FORBIDDEN', { reason: 'upgrade' })
          : taken
            ? [differing('r2', false)]
            : [differing('r1', true), differing('r2', false)],
      updateProjectProduct: ({ rowId }) => {
        taken = true;
        return { id: rowId };
      },
    },
  });
  const onRow = vi.fn();
  const onCompareRow = vi.fn();
  renderWithProviders(
    <CompareScheduleDialog
      tableKey={{ workspaceId: 'ws-1', projectId: 'p-1' }}
      open
      rowName={(rowId) => (rowId === 'r1' ? 'A1' : 'B2')}
      currency="usd"
      edit={{ allowed: true }}
      withUpdates={['r1']}
      onCompareRow={onCompareRow}
      onRow={onRow}
      onClose={() => {}}
    />,
    { client: server.client, session: server.session },
  );
  return { onRow, onCompareRow, user: userEvent.setup() };
}

describe('Compare with library', () => {
  it('lists the rows that differ and their fields, and takes an update from the list', async () => {
    const { onRow, user } = setup();
    const list = await screen.findByRole('list', { name: 'Rows that differ' });
    const a1 = within(list).getByRole('listitem', { name: 'A1 from Office downlights' });
    expect(a1).toHaveTextContent('Lead Time (Weeks): 4 → 6');
    const b2 = within(list).getByRole('listitem', { name: 'B2 from Office downlights' });
    expect(within(b2).queryByRole('button', { name: 'Take update' })).not.toBeInTheDocument();
    await user.click(within(a1).getByRole('button', { name: 'Take update' }));
    await waitFor(() => expect(onRow).toHaveBeenCalledWith({ id: 'r1' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: /A1/ })).not.toBeInTheDocument(),
    );
  });

  it('without premium, says so and lists the rows with an update to compare one by one', async () => {
    const { onCompareRow, user } = setup('Please upgrade to use this feature');
    expect(await screen.findByText('Please upgrade to use this feature')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Rows with an update available' });
    await user.click(within(rows).getByRole('button', { name: 'Compare…' }));
    expect(onCompareRow).toHaveBeenCalledWith('r1');
  });
});
