import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { openSharedProject } from '../shared-project/shared-project.fixtures.ts';
import { UpdatesAvailable } from './UpdatesAvailable.tsx';

// The whole shared page renders; on a busy machine it can take seconds to appear. (Test files
// run isolated, so this setting stays in this file.)
configure({ asyncUtilTimeout: 10_000 });

// The schedule loads lazily; compiling it once here keeps the first test in time.
beforeAll(async () => {
  await Promise.all([
    import('../shared-project/SharedProjectPage.tsx'),
    import('../schedule/ReadOnlySchedule.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  sessionStorage.clear();
  // The grid measures itself; jsdom has no layout, so it measures nothing and draws no canvas.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const product = {
  collectionId: 'downlights',
  productId: 'p1',
  collectionName: 'Office downlights',
  takenAt: '2026-11-27T08:00:00.000Z',
  updateAvailable: false,
  edited: false,
  removed: false,
};

const row = (id: string, updatedAt: string, extra: Record<string, unknown>) => ({
  id,
  key: id,
  order: id === 'row-1' ? 1 : 2,
  hidden: false,
  cells: { typeDesignation: id === 'row-1' ? 'A1' : 'B1', budgetPrice: '120' },
  versions: {},
  session: null,
  updatedBy: 'user-1',
  updatedAt,
  ...extra,
});

describe("a referenced row's marks", () => {
  it('marks a row that keeps a reference, and marks the update live when its product changes', async () => {
    const view = openSharedProject({
      resolvers: {
        getStructuredScheduleRows: () => ({
          __typename: 'ScheduleRowsPage',
          data: [
            row('row-1', '2026-11-27T08:00:00.000Z', { product }),
            row('row-2', '2026-11-27T08:00:00.000Z', { product: null }),
          ],
          nextToken: null,
        }),
      },
    });
    // The page listens once it has loaded (slow on a busy machine); goLive then tells it.
    await waitFor(() => expect(view.rowChanges.observed).toBe(true));
    await view.goLive();
    const grid = await screen.findByTestId('schedule-grid');
    await waitFor(() => expect(grid).toHaveAttribute('data-referenced-rows', 'row-1:linked'));

    // The product changed in its collection: the server marks the row and tells the schedule.
    view.rowChanges.next({
      __typename: 'ScheduleRowsChange',
      kind: 'put',
      row: row('row-1', '2026-11-27T09:00:00.000Z', {
        product: { ...product, updateAvailable: true },
      }),
      rows: null,
      rowIds: null,
      session: null,
      forceUpdate: null,
    });
    await waitFor(() => expect(grid).toHaveAttribute('data-referenced-rows', 'row-1:update'));
  });

  it('counts the updates available in the status line, with Review', async () => {
    const onReview = vi.fn();
    const { rerender } = renderWithProviders(<UpdatesAvailable count={2} onReview={onReview} />);
    expect(screen.getByTestId('updates-available')).toHaveTextContent('2 updates available');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(onReview).toHaveBeenCalled();
    // Beside the toolbar: one short button, its name in full.
    rerender(<UpdatesAvailable count={1} onReview={onReview} compact />);
    await userEvent.click(screen.getByRole('button', { name: '1 update available: review' }));
    expect(onReview).toHaveBeenCalledTimes(2);
    rerender(<UpdatesAvailable count={0} onReview={onReview} />);
    expect(screen.queryByTestId('updates-available')).not.toBeInTheDocument();
  });
});
