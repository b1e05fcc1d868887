import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import {
  allRows,
  cellText,
  col,
  createProject,
  createRows,
  signInToWorkspace,
  typeInCell,
} from './support/schedule.ts';
import { clickCell, gridColumns, openHeaderMenu, slow } from './support/views.ts';

describe('custom columns from the column header menu', () => {
  let browser: Browser;
  const owner = { email: 'columns.lead@example.com', password: 'columns-pass-9', name: 'Cy Park' };
  let token: string;
  let workspaceId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, owner.name);
    token = await accessToken(owner.email, owner.password);
  });
  afterAll(() => browser?.close());

  it('adds a column with a name and a type, renames it, deletes it after asking, and undoes that', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    const projectId = await createProject(token, workspaceId, 'Own Columns');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [{ typeDesignation: 'F1', model: 'Arc' }]);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc');

    // Add: from the Type column's menu, a Text column named Finish.
    await openHeaderMenu(page, 'typeDesignation', 'Type / Designation');
    await page.getByRole('menuitem', { name: 'Add a column…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a column' });
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await dialog.getByText('Please enter required value').waitFor();
    await dialog.getByRole('textbox', { name: 'Column name' }).fill('Finish');
    await expectAccessible(page);
    await keepScreenshot(page, 'grid-add-column-1280');
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await gridColumns(page)).ids.find((id) => id.startsWith('custom_')), slow)
      .toBeTruthy();
    const custom = (await gridColumns(page)).ids.find((id) => id.startsWith('custom_'))!;

    // A value typed into it is saved like any other cell.
    await clickCell(page, custom, 0);
    await typeInCell(page, 'Matte black');
    await expect
      .poll(async () => (await allRows(token, ids))[0]?.cells[custom], slow)
      .toBe('Matte black');

    // Rename it.
    await openHeaderMenu(page, custom, 'Finish');
    await page.getByRole('menuitem', { name: 'Rename column…' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Finish' });
    await rename.getByRole('textbox', { name: 'Column name' }).fill('Finish colour');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.waitFor({ state: 'detached' });

    // Delete it: asked first, naming it; then Undo brings it back with its value.
    await openHeaderMenu(page, custom, 'Finish colour');
    await page.getByRole('menuitem', { name: 'Delete column…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the column Finish colour?' });
    await confirm.getByRole('button', { name: 'Delete column' }).click();
    const deleted = page.getByTestId('column-deleted');
    await deleted.waitFor(slow);
    await expect.poll(async () => (await gridColumns(page)).ids.includes(custom), slow).toBe(false);
    expect((await allRows(token, ids))[0]?.cells[custom]).toBeUndefined();
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await gridColumns(page)).ids.includes(custom), slow).toBe(true);
    await expect
      .poll(async () => (await allRows(token, ids))[0]?.cells[custom], slow)
      .toBe('Matte black');
    await context.close();
  });
});
