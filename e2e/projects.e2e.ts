import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;

describe('projects', () => {
  let browser: Browser;
  const email = 'project.lead@example.com';
  const password = 'project-pass-5';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Noor Haddad');
  });
  afterAll(() => browser?.close());

  it('creates a project through the modal with an address picked from suggestions, finds it, archives and restores it', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.getByText(/No projects yet/).waitFor();
    await keepScreenshot(page, 'projects-empty-1280');

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Project name' }).fill('Harbour Hotel');
    await dialog.getByRole('combobox', { name: 'Address' }).fill('Vancou');
    await page
      .getByRole('option', { name: /Vancouver, Canada/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: 'Phase' }).fill('Design Development');
    await dialog.getByRole('textbox', { name: 'Number' }).fill('P-104');
    await dialog.getByRole('textbox', { name: 'Base budget' }).fill('250k000');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Base budget' }).inputValue())
      .toBe('250000');
    await keepScreenshot(page, 'projects-new-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const title = 'P-104 - Harbour Hotel - Design Development';
    const row = (name: string) => page.getByRole('listitem', { name });
    await row(title).waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Project name' })
      .fill('City Library');
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Address' })
      .fill('Portland, Oregon');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await row('City Library').waitFor();

    await page.getByLabel('Search by name').fill('hotel');
    await expect.poll(() => row('City Library').count()).toBe(0);
    await row(title).waitFor();
    await page.getByLabel('Search by name').fill('');

    await page.getByRole('button', { name: `Archive ${title}` }).click();
    await expect.poll(() => row(title).count()).toBe(0);
    await page.getByRole('tab', { name: 'Archived' }).click();
    await row(title).waitFor();
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expect.poll(() => row(title).count()).toBe(0);
    await page.getByRole('tab', { name: 'Active' }).click();
    await row(title).waitFor();
    await keepScreenshot(page, 'projects-list-1280');
    await expectAccessible(page);
    await page.context().close();
  });

  it('lists projects at phone width', async () => {
    const page = await openPage(browser, 375, 812);
    await signInThroughUi(page, email, password);
    await page.getByRole('listitem', { name: 'City Library' }).waitFor();
    await keepScreenshot(page, 'projects-list-375');
    await expectAccessible(page);
    await page.context().close();
  });
});
