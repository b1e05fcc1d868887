import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { denied } from '../../test/workspace-fixtures.ts';
import { openShareDialog } from './share-dialog.fixtures.tsx';
import { shareableProject } from './sharing.fixtures.ts';

const viewSwitch = 'Anyone with the link can view';
const exportSwitch = 'Allow people with the link to export';

describe('the shared link’s export switch', () => {
  it('appears once the link is on, off at first, and saves each change', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = openShareDialog();
    expect(within(dialog).queryByRole('switch', { name: exportSwitch })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: viewSwitch }));
    const exports = await within(dialog).findByRole('switch', { name: exportSwitch });
    expect(exports).not.toBeChecked();

    await user.click(exports);
    await waitFor(() => expect(exports).toBeChecked());
    await user.click(exports);
    await waitFor(() => expect(exports).not.toBeChecked());
    const ids = { projectId: 'project-1', workspaceId: 'ws-1' };
    expect(requests('ProjectSharedLink').map((request) => request.variables)).toEqual([
      { ...ids, isShared: true, reset: false },
      { ...ids, isShared: true, reset: false, allowExport: true },
      { ...ids, isShared: true, reset: false, allowExport: false },
    ]);
  });

  it('is off again when the link is turned off and on', async () => {
    const user = userEvent.setup();
    const { dialog } = openShareDialog();
    await user.click(within(dialog).getByRole('switch', { name: viewSwitch }));
    const exports = await within(dialog).findByRole('switch', { name: exportSwitch });
    await user.click(exports);
    await waitFor(() => expect(exports).toBeChecked());
    await user.click(within(dialog).getByRole('switch', { name: viewSwitch }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('switch', { name: exportSwitch })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('switch', { name: viewSwitch }));
    expect(await within(dialog).findByRole('switch', { name: exportSwitch })).not.toBeChecked();
  });

  it('is not offered to a creator who may not manage the link', async () => {
    const shared = {
      __typename: 'Project',
      id: 'project-1',
      isShared: true,
      sharedLink: {
        __typename: 'SharedLink',
        url: 'https://specboard.test/shared-project/project-1?accessToken=token-1',
        allowExport: true,
      },
    };
    const { dialog } = openShareDialog({
      project: shareableProject({
        viewerCan: { sharedLink: denied('Please upgrade to use this feature') },
      }),
      resolvers: { getProjectById: () => shared },
    });
    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: viewSwitch })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: exportSwitch })).not.toBeInTheDocument();
  });
});
