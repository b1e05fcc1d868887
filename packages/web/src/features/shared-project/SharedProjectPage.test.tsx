import { sharingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_LINK_HEADER, sharedLinkStore } from '../../app/apollo/shared-link.ts';
import { signedIn } from '../../test/identity-fixtures.ts';
import { graphqlError } from '../../test/test-apollo.ts';
import { makeFile } from '../exports/exports.test-support.tsx';
import { SHARED_ACCESS_TOKEN_KEY } from '../identity/index.ts';
import {
  openSharedProject,
  sampleSharedView,
  sharedProjectAnswer,
} from './shared-project.fixtures.ts';

// The route and the schedule load lazily; compiling them once here keeps the first test in time.
beforeAll(async () => {
  await Promise.all([
    import('./SharedProjectPage.tsx'),
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

const title = 'P-104 - Harbour Hotel - DD';

describe('the shared project page', () => {
  it('shows the project read-only to a signed-out reader, with the token on every call', async () => {
    const view = openSharedProject();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Neither the app's navigation nor its bell.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();

    await view.goLive();
    expect(await screen.findByTestId('schedule-status')).toHaveTextContent('1 row');
    expect(screen.getByTestId('schedule-grid')).toHaveAttribute(
      'data-column-ids',
      'typeDesignation,manufacturer,model,quantity',
    );
    expect(view.requests('GetSharedProject')[0]?.variables).toEqual({
      id: 'project-1',
      workspaceId: 'ws-1',
      sharedLink: 'link-token-1',
    });
    const calls = view.server.requests.filter(
      (request) => request.operationName !== 'SystemStatus',
    );
    expect(calls.map((request) => request.headers[SHARED_LINK_HEADER])).toEqual(
      calls.map(() => 'link-token-1'),
    );
    // Nothing that needs a user is asked for: no commands, no last view, no session refresh.
    const names = new Set(calls.map((request) => request.operationName));
    for (const name of ['GetScheduleCommands', 'GetLastView', 'RefreshSession']) {
      expect(names.has(name)).toBe(false);
    }
    expect(view.router.state.location.pathname).toBe('/shared-project/project-1');
  });

  it('offers no way to change anything', async () => {
    const view = openSharedProject();
    await screen.findByRole('heading', { level: 1, name: title });
    await view.goLive();
    await screen.findByTestId('schedule-grid');
    for (const name of [/add row/i, /undo/i, /delete/i, /comment/i, /view actions/i, /columns/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(view.requests('UpdateUserProjectPreference')).toEqual([]);
  });

  it('offers Export when the link allows it, and exports the view through the link', async () => {
    const user = userEvent.setup();
    const view = openSharedProject({
      resolvers: {
        getProjectById: () => sharedProjectAnswer({ exportAllowed: true }),
        fileExporterInvoke: () => ({
          __typename: 'ExportRequest',
          requestId: 'req-1',
          file: makeFile(),
        }),
        getExportFile: () => makeFile(),
        notifyExportFiles: () => new Subject(),
      },
    });
    await screen.findByRole('heading', { level: 1, name: title });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export schedule' });
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(view.requests('StartExport')).toHaveLength(1));
    const [sent] = view.requests('StartExport');
    expect(sent?.variables).toMatchObject({
      workspaceId: 'ws-1',
      projectId: 'project-1',
      viewId: 'view-design',
      fileFormat: 'csv',
    });
    expect(sent?.headers[SHARED_LINK_HEADER]).toBe('link-token-1');
  });

  it('offers no Export while the link does not allow it', async () => {
    const view = openSharedProject();
    await screen.findByRole('heading', { level: 1, name: title });
    await view.goLive();
    await screen.findByTestId('schedule-grid');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('switches between the views the reader may see', async () => {
    const user = userEvent.setup({ delay: null });
    const budget = sampleSharedView({
      id: 'view-budget',
      name: 'Project Budget View',
      builtInKey: 'budget',
      visibleColumns: ['typeDesignation', 'totalCost'],
    });
    const view = openSharedProject({ views: [sampleSharedView(), budget] });
    await view.goLive();
    await screen.findByTestId('schedule-grid');
    await user.click(screen.getByRole('combobox', { name: 'View' }));
    await user.click(within(screen.getByRole('listbox')).getByText('Project Budget View'));
    await waitFor(() =>
      expect(screen.getByTestId('schedule-grid')).toHaveAttribute(
        'data-column-ids',
        'typeDesignation,totalCost',
      ),
    );
    const params = new URLSearchParams(view.router.state.location.search);
    expect(params.get('viewId')).toBe('view-budget');
    expect(params.get('accessToken')).toBe('link-token-1');
  });

  it('says the link is no longer shared when the project answers NOT_FOUND', async () => {
    openSharedProject({
      resolvers: { getProjectById: () => graphqlError('Not found', 'NOT_FOUND') },
    });
    expect(
      await screen.findByRole('heading', { name: sharingMessages.sharedLinkOff }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
  });

  it('says so without asking when the address carries no token', async () => {
    const view = openSharedProject({ path: '/shared-project/project-1?workspaceId=ws-1' });
    expect(
      await screen.findByRole('heading', { name: sharingMessages.sharedLinkOff }),
    ).toBeInTheDocument();
    expect(view.requests('GetSharedProject')).toEqual([]);
  });

  it('switches to the message at once when the live stream ends', async () => {
    const view = openSharedProject();
    await view.goLive();
    await screen.findByTestId('schedule-grid');
    view.rowChanges.complete();
    expect(
      await screen.findByRole('heading', { name: sharingMessages.sharedLinkOff }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-grid')).not.toBeInTheDocument();
  });

  it('switches to the message when a read answers NOT_FOUND while open', async () => {
    const view = openSharedProject({
      resolvers: { getStructuredScheduleRows: () => graphqlError('Not found', 'NOT_FOUND') },
    });
    await screen.findByRole('heading', { level: 1, name: title });
    await view.goLive();
    expect(
      await screen.findByRole('heading', { name: sharingMessages.sharedLinkOff }),
    ).toBeInTheDocument();
  });

  it('offers Try again after a network failure', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    openSharedProject({
      resolvers: {
        getProjectById: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return sharedProjectAnswer();
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('offers a signed-in reader the project in the app instead of Sign in', async () => {
    openSharedProject({ session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByRole('link', { name: 'Open in Specboard' })).toHaveAttribute(
      'href',
      '/workspace/ws-1/projects/project-1',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the token for a reload while open, and forgets it once left', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openSharedProject();
    await screen.findByRole('heading', { level: 1, name: title });
    expect(sharedLinkStore.getToken()).toBe('link-token-1');
    expect(sessionStorage.getItem(SHARED_ACCESS_TOKEN_KEY)).toBe('link-token-1');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(view.router.state.location.pathname).toBe('/login');
    expect(sharedLinkStore.getToken()).toBeUndefined();
    expect(sessionStorage.getItem(SHARED_ACCESS_TOKEN_KEY)).toBeNull();
    // Sign-in leads back to the link.
    expect(sessionStorage.getItem('previousRoute')).toBe(
      '/shared-project/project-1?workspaceId=ws-1&accessToken=link-token-1',
    );
  });
});
