import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { expect } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, type FieldResolver } from '../../test/test-apollo.ts';
import { ExportMenu } from './ExportMenu.tsx';
import type { ExportFile, ExportTarget } from './exports.types.ts';

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export function makeFile(overrides: Partial<ExportFile> = {}): ExportFile {
  return {
    __typename: 'ExportFile',
    requestId: 'req-1',
    fileId: 'file-1',
    projectId: 'p-1',
    downloadFileName: 'Harbour Lofts - Design Team View.pdf',
    fileFormat: 'pdf',
    exportType: 'schedule',
    status: 'PENDING',
    progress: 0,
    error: false,
    errorMessage: null,
    url: null,
    previewUrl: null,
    linkExpiresAt: null,
    createdAt: minutesAgo(0),
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    ...overrides,
  } as ExportFile;
}

export const ready = (overrides: Partial<ExportFile> = {}) =>
  makeFile({
    status: 'READY',
    progress: 100,
    url: '/files/exports/req-1.pdf?signature=download',
    previewUrl: '/files/exports/req-1.pdf?signature=preview',
    linkExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  });

export const target: ExportTarget = {
  workspaceId: 'ws-1',
  projectId: 'p-1',
  viewId: 'view-design',
  versionId: null,
  filterTags: ['Lobby'],
};

export type Setup = {
  listed?: ExportFile[];
  ability?: { allowed: boolean; message?: string | null };
  revit?: boolean;
  start?: FieldResolver;
  exportTarget?: ExportTarget;
};

export function setup(options: Setup = {}) {
  const events = new Map<string, Subject<ExportFile>>();
  const eventsOf = (requestId: string) => {
    let subject = events.get(requestId);
    if (!subject) {
      subject = new Subject<ExportFile>();
      events.set(requestId, subject);
    }
    return subject;
  };
  let current = makeFile();
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      fileExporterInvoke:
        options.start ??
        ((variables) => {
          current = makeFile({ fileFormat: variables.fileFormat ?? 'pdf' });
          return { __typename: 'ExportRequest', requestId: current.requestId, file: current };
        }),
      listExportFiles: () => options.listed ?? [],
      getExportFile: ({ requestId }) =>
        options.listed?.find((file) => file.requestId === requestId) ?? current,
      notifyExportFiles: ({ requestId }) => eventsOf(requestId),
    },
  });
  renderWithProviders(
    <ExportMenu
      target={options.exportTarget ?? target}
      ability={options.ability ?? { allowed: true }}
      revitAbility={{ allowed: options.revit ?? false }}
    />,
    { client: server.client, session: server.session },
  );
  const user = userEvent.setup();
  const push = (file: ExportFile) => {
    current = file;
    eventsOf(file.requestId).next(file);
  };
  const subscribedTo = () =>
    server.requests
      .filter((request) => request.operationName === 'NotifyExportFiles')
      .map((request) => request.variables.requestId);
  return { server, user, push, subscribedTo };
}

export async function exportAs(
  user: ReturnType<typeof userEvent.setup>,
  format: string,
  size?: string,
) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Export…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export schedule' });
  await user.click(within(dialog).getByRole('radio', { name: format }));
  if (size) {
    await user.click(within(dialog).getByRole('combobox', { name: 'Page size' }));
    await user.click(await screen.findByRole('option', { name: size }));
  }
  await user.click(within(dialog).getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}
