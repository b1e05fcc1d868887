import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFile, minutesAgo, ready, setup } from './exports.test-support.tsx';
import type { ExportFile } from './exports.types.ts';

describe('recent exports', () => {
  it('lists the last 20 minutes and follows again only the unfinished ones younger than 20 minutes', async () => {
    const listed = [
      makeFile({
        requestId: 'req-new',
        downloadFileName: 'Running.pdf',
        status: 'RUNNING',
        progress: 30,
        createdAt: minutesAgo(2),
      }),
      ready({
        requestId: 'req-done',
        downloadFileName: 'Done.xlsx',
        fileFormat: 'xlsx',
        createdAt: minutesAgo(5),
      }),
      makeFile({
        requestId: 'req-old',
        downloadFileName: 'Stale.pdf',
        status: 'RUNNING',
        progress: 10,
        createdAt: minutesAgo(25),
      }),
    ];
    const { user, push, subscribedTo } = setup({ listed });
    await waitFor(() => expect(subscribedTo()).toEqual(['req-new']));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Recent exports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent exports' });
    const list = within(dialog).getByRole('list', { name: 'Recent exports' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('Running.pdf');
    expect(list).toHaveTextContent('PDF · 2 min ago · 30%');
    expect(list).toHaveTextContent('Done.xlsx');
    expect(list).toHaveTextContent('Excel · 5 min ago · Ready');
    expect(list).not.toHaveTextContent('Stale.pdf');
    expect(within(list).getByRole('button', { name: 'Download Done.xlsx' })).toBeInTheDocument();

    push({
      ...listed[0]!,
      status: 'READY',
      progress: 100,
      url: '/files/x.pdf',
      previewUrl: '/files/x.pdf?inline',
    } as ExportFile);
    await within(list).findByRole('button', { name: 'Preview Running.pdf' });
    expect(list).toHaveTextContent('PDF · 2 min ago · Ready');
    // Followed again after a reload, it still says so when it is ready.
    expect(await screen.findByTestId('export-ready')).toHaveTextContent('Running.pdf');
  });
});
