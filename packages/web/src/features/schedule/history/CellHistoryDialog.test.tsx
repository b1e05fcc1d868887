import { defaultColumns, type ScheduleColumn } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { createTestServer } from '../../../test/test-apollo.ts';
import { CellHistoryDialog } from './CellHistoryDialog.tsx';
import type { CellChange } from './cell-history.documents.ts';

const price = defaultColumns.find((column) => column.id === 'budgetPrice') as ScheduleColumn;

const change = (oldValue: string | null, newValue: string, userName: string, at: string) =>
  ({
    oldValue,
    newValue,
    version: '1.1',
    userId: `u-${userName}`,
    userName,
    changedAt: at,
  }) satisfies CellChange;

function renderHistory(options: {
  pages: { data: CellChange[]; nextToken: string | null }[];
  allowed?: boolean;
}) {
  const onRestore = vi.fn();
  const server = createTestServer(undefined, {
    resolvers: {
      getCellHistory: (variables) => options.pages[variables.nextToken ? 1 : 0],
    },
  });
  renderWithProviders(
    <CellHistoryDialog
      projectKey={{ projectId: 'p1', workspaceId: 'w1' }}
      target={{ rowId: 'r1', rowName: 'A1', column: price }}
      currency="usd"
      current={{ value: '120.5', version: '1.2' }}
      restoreAbility={
        options.allowed === false
          ? { allowed: false, message: 'Your assigned role is not permitted' }
          : { allowed: true }
      }
      onRestore={onRestore}
      onClose={() => {}}
    />,
    { client: server.client },
  );
  return {
    onRestore,
    dialog: screen.getByRole('dialog', { name: 'History of Budget Price · A1' }),
  };
}

/** The listed changes' texts, once the first page has come. */
async function listed(dialog: HTMLElement, count: number) {
  await waitFor(() => expect(within(dialog).getAllByTestId('cell-change')).toHaveLength(count));
  return within(dialog)
    .getAllByTestId('cell-change')
    .map((item) => item.textContent);
}

describe("a cell's history", () => {
  it('lists changes newest first as money, marks the current value and restores an earlier one', async () => {
    const { dialog, onRestore } = renderHistory({
      pages: [
        {
          data: [
            change('99', '120.5', 'Bo Lind', '2026-11-20T10:00:00.000Z'),
            change(null, '99', 'Ann Ruiz', '2026-11-19T09:00:00.000Z'),
          ],
          nextToken: null,
        },
      ],
    });
    expect(await listed(dialog, 2)).toEqual(['$99.00 → $120.50', '(empty) → $99.00']);
    expect(within(dialog).getByText('Bo Lind')).toBeVisible();
    expect(within(dialog).getByText('Current value')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore $99.00' }));
    expect(onRestore).toHaveBeenCalledWith('99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore (empty)' }));
    expect(onRestore).toHaveBeenLastCalledWith(null);
  });

  it('reads older changes a page at a time', async () => {
    const { dialog } = renderHistory({
      pages: [
        { data: [change('2', '120.5', 'Bo Lind', '2026-11-20T10:00:00.000Z')], nextToken: 'n1' },
        { data: [change('1', '2', 'Ann Ruiz', '2026-11-19T09:00:00.000Z')], nextToken: null },
      ],
    });
    expect(await listed(dialog, 1)).toEqual(['$2.00 → $120.50']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older changes' }));
    expect(await listed(dialog, 2)).toEqual(['$2.00 → $120.50', '$1.00 → $2.00']);
    expect(within(dialog).queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });

  it('keeps Restore disabled for someone who may not edit the cell', async () => {
    const { dialog } = renderHistory({
      pages: [
        { data: [change('2', '120.5', 'Bo Lind', '2026-11-20T10:00:00.000Z')], nextToken: null },
      ],
      allowed: false,
    });
    await listed(dialog, 1);
    expect(within(dialog).getByRole('button', { name: 'Restore $2.00' })).toBeDisabled();
  });
});
