import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlError } from '../../test/test-apollo.ts';
import { openProjectPage } from '../project/project-page.fixtures.ts';
import { team } from './share-dialog.fixtures.tsx';
import type { PermissionChange } from './sharing.types.ts';
import { ACCESS_LOST_MESSAGE } from './useLeaveWhenAccessLost.ts';

// The whole app renders here, its routes loading lazily.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await Promise.all([
    import('../project/ProjectPage.tsx'),
    import('../project/dashboard/DashboardTab.tsx'),
  ]);
}, 30_000);

const change = (overrides: Partial<PermissionChange>): PermissionChange => ({
  resourceType: 'project',
  resourceId: 'project-1',
  workspaceId: 'ws-1',
  userId: 'user-1',
  type: null,
  sharedLinkChanged: false,
  ...overrides,
});

function openPage(stillAllowed = false) {
  return openProjectPage({
    resolvers: {
      getProjectPermissions: () => team,
      getResourcePermission: ({ resourceId }) => ({
        __typename: 'ResourcePermission',
        resourceId,
        allowed: stillAllowed,
      }),
    },
  });
}

describe('the project page and who is on the project', () => {
  it('has a Share button by the title that opens the share dialog', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /^Share/ });
    expect(await within(dialog).findByRole('listitem', { name: 'Bo Viewer' })).toBeVisible();
  });

  it('sends the viewer to the projects list once they are taken off the project', async () => {
    const view = openPage();
    await screen.findByRole('region', { name: 'Budget' });
    // Someone else leaving is not the viewer's business.
    view.permissionChanges.next(change({ userId: 'someone-else' }));
    view.permissionChanges.next(change({ userId: 'user-1' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
    expect(await screen.findByText(ACCESS_LOST_MESSAGE)).toBeVisible();
    expect(view.requests('GetMyProjectAccess')).toHaveLength(1);
  });

  it('stays for a member of the workspace whose share was removed, reading what they may do', async () => {
    const view = openPage(true);
    await screen.findByRole('region', { name: 'Budget' });
    const before = view.requests('GetProjectPage').length;
    view.permissionChanges.next(change({ userId: 'user-1' }));
    await waitFor(() => expect(view.requests('GetProjectPage').length).toBeGreaterThan(before));
    expect(view.router.state.location.pathname).toBe(
      '/workspace/ws-1/projects/project-1/dashboard',
    );
  });

  it('leaves when the live feed refuses the viewer', async () => {
    const view = openProjectPage({
      resolvers: {
        onPermissionChanged: () => graphqlError('Access denied.', 'FORBIDDEN'),
      },
    });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects'),
    );
    expect(await screen.findByText(ACCESS_LOST_MESSAGE)).toBeVisible();
  });
});
