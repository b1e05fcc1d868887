import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;

describe('the projects list', () => {
  let browser: Browser;
  const email = 'list.keeper@example.com';
  const password = 'list-pass-4';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Ines Carvalho');
  });
  afterAll(() => browser?.close());

  it('copies a project, deletes one after asking by name, undoes an archive, and restores an opened archived project', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    const row = (name: string) => page.getByRole('listitem', { name, exact: true });
    const menuOf = (name: string) =>
      page.getByRole('button', { name: `More actions for ${name}`, exact: true });

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Project name' }).fill('Riverside Library');
    await dialog.getByRole('combobox', { name: 'Address' }).fill('Portland, Oregon');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('Riverside Library').waitFor();

    // Copy: a second project appears in the list, named after the first.
    await menuOf('Riverside Library').click();
    await page.getByRole('menuitem', { name: 'Copy project' }).click();
    await row('Copy of Riverside Library').waitFor();

    // Delete asks first, naming the project; Cancel keeps it.
    await menuOf('Copy of Riverside Library').click();
    await page.getByRole('menuitem', { name: 'Delete project…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Copy of Riverside Library”?' });
    await confirm.waitFor();
    await keepScreenshot(page, 'project-list-delete-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row('Copy of Riverside Library').waitFor();
    await menuOf('Copy of Riverside Library').click();
    await page.getByRole('menuitem', { name: 'Delete project…' }).click();
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await expect.poll(() => row('Copy of Riverside Library').count()).toBe(0);
    await row('Riverside Library').waitFor();

    // Archive, then Undo from its snackbar: the project is back in the active list.
    await page.getByRole('button', { name: 'Archive Riverside Library', exact: true }).click();
    const archivedSnackbar = page
      .getByRole('status')
      .filter({ hasText: 'Riverside Library is archived.' });
    await archivedSnackbar.waitFor();
    await expect.poll(() => row('Riverside Library').count()).toBe(0);
    await archivedSnackbar.getByRole('button', { name: 'Undo' }).click();
    await row('Riverside Library').waitFor();

    // Archived for good: the empty active list says where it went.
    await page.getByRole('button', { name: 'Archive Riverside Library', exact: true }).click();
    await page.getByText('No active projects').waitFor();
    await page.getByText('1 archived project is under Archived.').waitFor();
    await keepScreenshot(page, 'project-list-only-archived');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show archived' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Archived' }).getAttribute('aria-selected'))
      .toBe('true');

    // Opened, the archived project says so and offers Restore; restored, it may be edited.
    await row('Riverside Library').getByRole('link', { name: 'Riverside Library' }).click();
    await expect.poll(() => path(page.url())).toMatch(/\/projects\/[^/]+/);
    const notice = page.getByTestId('archived-project-notice');
    await notice.getByText('Project is archived and cannot be updated').waitFor();
    // The schedule's own chip stays: it says the same at a glance.
    const chip = page.getByTestId('view-only-chip').filter({ hasText: 'Archived · view only' });
    await chip.waitFor();
    // Its empty schedule does not invite pasting into a project that cannot change.
    const empty = page.getByLabel('Empty schedule');
    await empty.getByText('No products in this schedule').waitFor();
    expect(await empty.getByText('Project is archived and cannot be updated').count()).toBe(1);
    await keepScreenshot(page, 'project-archived-notice');
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Restore' }).click();
    await notice.waitFor({ state: 'hidden' });
    await chip.waitFor({ state: 'hidden' });
    await empty.getByText('No products yet — add a row or paste from Excel').waitFor();

    // Back on the list, it is active again.
    await page.goBack();
    await page.getByRole('tab', { name: 'Active' }).click();
    await row('Riverside Library').waitFor();
    await page.context().close();
  });
});
