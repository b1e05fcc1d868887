import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { announceProcoreConnected } from './procore-connected.ts';
import { SendToProcoreButton } from './SendToProcoreButton.tsx';

const target = { workspaceId: 'ws-1', projectId: 'p-1', viewId: 'view-1', versionId: null };

const folder = (id: string, name: string, path: string, children = false) => ({
  __typename: 'ProcoreFolder',
  id,
  name,
  name_with_path: path,
  has_children_folders: children,
  read_only: false,
});

const patAccount = {
  __typename: 'ProcoreAccount',
  id: 'acc-1',
  login: 'pat@builder.example',
  name: 'Pat',
};

function setup(
  options: { enabled?: boolean; lastUsed?: unknown[]; accounts?: () => unknown[] } = {},
) {
  const progress = new Subject<unknown>();
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      systemStatus: () => ({ __typename: 'SystemStatus', procoreEnabled: options.enabled ?? true }),
      ListProcoreAccounts: () => options.accounts?.() ?? [patAccount],
      listProcoreLastUsedFolders: () => options.lastUsed ?? [],
      listProcoreCompanies: () => [
        { __typename: 'ProcoreCompany', id: '11', name: 'Harbour Construction' },
      ],
      listProcoreProjects: () => [
        { __typename: 'ProcoreProject', id: '2101', name: 'Harbour Hotel', projectNumber: 'HH-01' },
      ],
      listProcoreFolders: ({ folderId }) =>
        folderId === '9100'
          ? [folder('9110', 'Lighting', 'Schedules/Lighting')]
          : folderId
            ? []
            : [
                folder('9100', 'Schedules', 'Schedules', true),
                folder('9200', 'Contracts', 'Contracts'),
              ],
      exportScheduleToProcore: () => ({ __typename: 'ExportRequest', requestId: 'req-9' }),
      notifyExportFiles: () => progress,
    },
  });
  renderWithProviders(<SendToProcoreButton target={target} ability={{ allowed: true }} />, {
    client: server.client,
    session: server.session,
  });
  const sent = () =>
    server.requests.filter((request) => request.operationName === 'SendScheduleToProcore');
  return { server, progress, sent, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Send to Procore', () => {
  it('is not offered where the server has no Procore', async () => {
    const { server } = setup({ enabled: false });
    await waitFor(() =>
      expect(server.requests.map((request) => request.operationName)).toContain(
        'ProcoreAvailability',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Send to Procore' })).not.toBeInTheDocument();
  });

  it('sends the schedule to a nested folder and shows it was sent', async () => {
    const { user, sent, progress } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send to Procore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to Procore' });
    await choose(user, 'Company', 'Harbour Construction');
    await choose(user, 'Project', 'HH-01 Harbour Hotel');
    await user.click(await within(dialog).findByRole('button', { name: 'Open Schedules' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Lighting' }));
    await choose(user, 'Format', 'CSV');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.variables).toMatchObject({
      workspaceId: 'ws-1',
      projectId: 'p-1',
      viewId: 'view-1',
      fileFormat: 'csv',
      accountId: 'acc-1',
      companyId: '11',
      procoreProjectId: '2101',
      folderId: '9110',
    });
    const file = {
      __typename: 'ExportFile',
      requestId: 'req-9',
      status: 'RUNNING',
      progress: 40,
      errorMessage: null,
      downloadFileName: 'Harbour Hotel.csv',
    };
    progress.next(file);
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Sending to Procore' }),
    ).toBeInTheDocument();
    progress.next({ ...file, status: 'READY', progress: 100 });
    expect(
      await within(dialog).findByText('Sent Harbour Hotel.csv to Procore.'),
    ).toBeInTheDocument();
  });

  it('offers the last used folders first, and sends to the one chosen', async () => {
    const { user, sent } = setup({
      lastUsed: [
        {
          __typename: 'ProcoreLastUsedFolder',
          accountId: 'acc-1',
          companyId: '11',
          companyName: 'Harbour Construction',
          projectId: '2101',
          projectName: 'Harbour Hotel',
          folderId: '9200',
          folderName: 'Contracts',
          folderNameWithPath: 'Contracts',
          usedAt: new Date().toISOString(),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send to Procore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to Procore' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Harbour Hotel / Contracts' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.variables).toMatchObject({
      fileFormat: 'xlsx',
      companyId: '11',
      procoreProjectId: '2101',
      folderId: '9200',
    });
  });

  it('shows the account connected in the sign-in window without being reopened', async () => {
    let accounts: unknown[] = [];
    const { user } = setup({ accounts: () => accounts });
    await user.click(await screen.findByRole('button', { name: 'Send to Procore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to Procore' });
    expect(
      await within(dialog).findByRole('button', { name: 'Connect Procore account' }),
    ).toBeInTheDocument();
    accounts = [patAccount];
    announceProcoreConnected();
    expect(
      await within(dialog).findByRole('combobox', { name: 'Procore account' }),
    ).toHaveTextContent('Pat (pat@builder.example)');
  });
});
