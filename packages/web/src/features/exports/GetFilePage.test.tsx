import { exportMessages } from '@specboard/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer, type FieldResolver, graphqlError } from '../../test/test-apollo.ts';
import { makeFile, ready } from './exports.test-support.tsx';
import type { ExportFile } from './exports.types.ts';
import { GetFilePage } from './GetFilePage.tsx';

function open(path: string, resolvers: Record<string, FieldResolver>) {
  const server = createTestServer(undefined, { session: signedIn(), resolvers });
  renderRoutes([{ path: '/getFile', element: <GetFilePage /> }], path, {
    client: server.client,
    session: server.session,
  });
  return server;
}

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/getFile', () => {
  it('downloads the file of a ready export, by its id', async () => {
    open('/getFile?fileId=file-1', { getExportFile: () => ready() });
    expect(await screen.findByText(exportMessages.ready)).toBeVisible();
    await waitFor(() =>
      expect(clicked).toEqual([
        '/files/exports/req-1.pdf?signature=download as Harbour Lofts - Design Team View.pdf',
      ]),
    );
  });

  it('makes the file again with force_update, shows its progress, then downloads it', async () => {
    const events = new Subject<ExportFile>();
    const server = open('/getFile?fileId=file-1&force_update=true', {
      refreshExportFile: () => ({
        __typename: 'ExportRequest',
        requestId: 'req-2',
        file: makeFile({ requestId: 'req-2' }),
      }),
      notifyExportFiles: () => events,
    });
    expect(await screen.findByText(exportMessages.preparing)).toBeVisible();
    await waitFor(() => expect(events.observed).toBe(true));
    events.next(makeFile({ requestId: 'req-2', status: 'RUNNING', progress: 40 }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    events.next(ready({ requestId: 'req-2' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(server.requests.filter((r) => r.operationName === 'RefreshExportFile')).toHaveLength(1);
  });

  it('says a link that no longer works cannot download, and lets the person try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    open('/getFile?fileId=file-1', { getExportFile: () => ready() });
    expect(await screen.findByText(exportMessages.downloadFailed)).toBeVisible();
    expect(clicked).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
  });

  it('tells a file that is gone, and leads back to the projects', async () => {
    open('/getFile?fileId=file-9', {
      getExportFile: () => graphqlError(exportMessages.notFound, 'NOT_FOUND'),
    });
    expect(await screen.findByText(exportMessages.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});
