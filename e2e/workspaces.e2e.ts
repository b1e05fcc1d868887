import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;

describe('workspaces', () => {
  let browser: Browser;
  const email = 'studio.lead@example.com';
  const password = 'lead-pass-31';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Dana Reyes');
  });
  afterAll(() => browser?.close());

  it('creates a second workspace, switches to it, invites a member by e-mail and sees the licence count change', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.goto(page.url().replace(/\/projects$/, '/workspace-adminpanel/members'));
    await page.getByTestId('licence-summary').waitFor();
    const firstWorkspaceUrl = page.url();

    await page.getByTestId('workspace-switcher').click();
    await page.getByRole('menuitem', { name: /Create workspace/ }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Harbour Hotel Fit-out');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // The new workspace becomes the active one.
    await page.getByRole('button', { name: 'Workspace: Harbour Hotel Fit-out' }).waitFor();
    await expect.poll(() => page.url()).not.toBe(firstWorkspaceUrl);
    await page.goto(
      page.url().replace(/\/workspace\/([^/]+).*$/, '/workspace/$1/workspace-adminpanel/members'),
    );
    const licences = page.getByTestId('licence-summary');
    await licences.getByText('Licences used: 1 of 5').waitFor();

    await page.getByRole('button', { name: 'Invite members' }).click();
    await page
      .getByRole('textbox', { name: 'Email addresses' })
      .fill('site.engineer@example.com, ');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('site.engineer@example.com').first().waitFor();
    await keepScreenshot(page, 'workspace-invite-report');
    await page.getByRole('button', { name: 'Close' }).click();

    await licences.getByText('Licences used: 2 of 5').waitFor();
    await page
      .getByRole('cell', { name: 'site.engineer@example.com' })
      .or(page.getByText('site.engineer@example.com'))
      .first()
      .waitFor();
    await keepScreenshot(page, 'workspace-members-1280');
    await expectAccessible(page);

    // Switching back shows the first workspace, still with one licence used.
    await page.getByTestId('workspace-switcher').click();
    await page.getByRole('menuitem', { name: /Dana Reyes's workspace/ }).click();
    await page.getByRole('button', { name: "Workspace: Dana Reyes's workspace" }).waitFor();
    await page.getByTestId('licence-summary').getByText('Licences used: 1 of 5').waitFor();
    await page.context().close();
  });

  it('shows the members page at phone width', async () => {
    const page = await openPage(browser, 375, 812);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.goto(page.url().replace(/\/projects$/, '/workspace-adminpanel/members'));
    await page.getByTestId('licence-summary').waitFor();
    await keepScreenshot(page, 'workspace-members-375');
    await expectAccessible(page);
    await page.context().close();
  });
});
