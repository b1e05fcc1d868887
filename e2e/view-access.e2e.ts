import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { inviteAndAccept } from './support/invitations.ts';
import { allRows, createProject, createRows, signInToWorkspace } from './support/schedule.ts';
import { clickCell, openHeaderMenu, slow } from './support/views.ts';

describe('who sees a view, locked columns, dropdown values, the last view', () => {
  let browser: Browser;
  // The demo's premium workspace, seeded before the suite starts: custom views need premium.
  const { email, password } = inject('demoAccount');

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await accessToken(email, password);
    await callApi(
      graphql(
        `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
      ),
      {},
      token,
    );
  });
  afterAll(() => browser?.close());

  async function open(
    width: number,
    height = 800,
  ): Promise<{ context: BrowserContext; page: Page; workspaceId: string }> {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
    const page = await context.newPage();
    const workspaceId = await signInToWorkspace(page, email, password);
    return { context, page, workspaceId };
  }

  it('grants a view to a role, locks a column, offers dropdown values, and reopens the last view', async () => {
    const { context, page, workspaceId } = await open(1280);
    const token = await accessToken(email, password);
    const ids = { p: await createProject(token, workspaceId, 'Atrium Lighting'), w: workspaceId };
    await createRows(token, ids, [
      { typeDesignation: 'B1', manufacturer: 'Lumenworks', model: 'LW-3' },
      { typeDesignation: 'B2', manufacturer: 'Orion', model: 'OR-9' },
    ]);
    // A second person, an editor of the workspace (and so of its projects).
    const editor = { email: 'views.editor@example.com', password: 'views-pass-9' };
    await createReadyUser(editor.email, editor.password, 'Eli Marchetti');
    await inviteAndAccept(token, workspaceId, editor, 'editor');
    const projectUrl = `/workspace/${workspaceId}/projects/${ids.p}`;

    // From Project Budget View, a new custom view: the new view is shown.
    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'View: Design Team View' }).click();
    await page.getByRole('menuitem', { name: /Project Budget View/ }).click();
    await page.getByRole('button', { name: 'View: Project Budget View' }).waitFor(slow);
    await page.getByRole('button', { name: 'View: Project Budget View' }).click();
    await page.getByRole('menuitem', { name: 'Create New View' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Create New View' });
    await nameDialog.getByRole('textbox', { name: 'View name' }).fill('Client picks');
    await nameDialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'View: Client picks' }).waitFor(slow);
    const viewId = new URL(page.url()).searchParams.get('viewId');
    expect(viewId).toBeTruthy();
    await page.getByTestId('data-grid-canvas').waitFor();

    // Shown only to viewers: an editor no longer sees it.
    await page.getByRole('button', { name: 'View actions' }).click();
    await page.getByRole('menuitem', { name: 'Who can see this view…' }).click();
    const access = page.getByRole('dialog', { name: /Who can see this view/ });
    await access.getByText('Everyone on the project sees this view').waitFor();
    await access.getByText(/and Creators always see it/).waitFor();
    await access.getByRole('checkbox', { name: 'Viewer' }).check();
    await access.getByText('Only the roles and people chosen here see this view.').waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'views-access-1280');
    await access.getByRole('button', { name: 'Save' }).click();
    await access.waitFor({ state: 'detached' });
    const grants = async () =>
      (
        await callApi(
          graphql(
            `query ViewAccessGetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }`,
          ),
          { ...ids, v: viewId! },
          token,
        )
      ).getScheduleView;
    await expect.poll(async () => (await grants()).grants.roles, slow).toEqual(['viewer']);

    // Manufacturer locked for editors, in every view.
    await openHeaderMenu(page, 'manufacturer', 'Manufacturer');
    await page.getByRole('menuitem', { name: 'Lock for editing…' }).click();
    const lock = page.getByRole('dialog', { name: 'Lock Manufacturer for editing' });
    await lock.getByRole('checkbox', { name: 'Editor' }).check();
    await keepScreenshot(page, 'views-lock-1280');
    await lock.getByRole('button', { name: 'Save' }).click();
    await lock.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('schedule-grid').getAttribute('data-locked-column-ids'))
      .toBe('manufacturer');

    // Product Type chosen from a list in this view.
    await openHeaderMenu(page, 'productType', 'Product Type');
    await page.getByRole('menuitem', { name: 'Dropdown values…' }).click();
    const values = page.getByRole('dialog', { name: 'Product Type: dropdown values' });
    for (const value of ['Downlight', 'Wall washer', 'Linear']) {
      await values.getByRole('textbox', { name: 'New value' }).fill(value);
      await values.getByRole('button', { name: 'Add' }).click();
    }
    await values.getByRole('button', { name: 'Move Linear up' }).click();
    await expectAccessible(page);
    await keepScreenshot(page, 'views-dropdown-values-1280');
    await values.getByRole('button', { name: 'Save' }).click();
    await values.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await grants()).dropdowns, slow)
      .toEqual([
        {
          name: 'productType',
          values: ['Downlight', 'Linear', 'Wall washer'],
          multipleSelect: false,
        },
      ]);
    await clickCell(page, 'productType', 0);
    await page.keyboard.press('Enter');
    const editorList = page.getByRole('listbox', { name: 'Product Type values' });
    await editorList.waitFor();
    await keepScreenshot(page, 'views-dropdown-editor-1280');
    await editorList.getByRole('option', { name: 'Wall washer' }).click();
    await expect
      .poll(async () => (await allRows(token, ids))[0]?.cells.productType, slow)
      .toBe('Wall washer');

    // Opened without a viewId, the schedule shows the view last used here.
    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'View: Client picks' }).waitFor(slow);

    // The editor: the view is not listed, nor opened by its address; Manufacturer is locked.
    const second = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const other = await second.newPage();
    await signInToWorkspace(other, editor.email, editor.password);
    await other.goto(projectUrl);
    await other.getByRole('button', { name: 'View: Design Team View' }).click();
    await other.getByRole('menuitem', { name: /Project Status/ }).waitFor();
    expect(await other.getByRole('menuitem', { name: /Client picks/ }).count()).toBe(0);
    await other.keyboard.press('Escape');
    await other.goto(`${projectUrl}?viewId=${viewId}`);
    await other.getByTestId('view-missing').waitFor(slow);
    await other.getByRole('button', { name: 'View: Design Team View' }).waitFor();
    await other.getByTestId('data-grid-canvas').waitFor();
    await expect
      .poll(() => other.getByTestId('schedule-grid').getAttribute('data-locked-column-ids'))
      .toBe('manufacturer');
    await clickCell(other, 'manufacturer', 1);
    await other.keyboard.type('X');
    const refused = other.getByTestId('schedule-refused');
    await refused.waitFor(slow);
    expect(await refused.textContent()).toContain(
      'Manufacturer: This field has been locked for editing',
    );
    await clickCell(other, 'model', 1);
    await other.keyboard.press('Enter');
    const textEditor = other.getByTestId('cell-editor').locator('textarea');
    await textEditor.waitFor();
    await textEditor.fill('OR-10');
    await other.keyboard.press('Enter');
    await expect
      .poll(async () => (await allRows(token, ids))[1]?.cells, slow)
      .toMatchObject({ model: 'OR-10', manufacturer: 'Orion' });
    await second.close();

    // The custom view deleted: back to the view it was made from.
    await page.getByRole('button', { name: 'View actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete view…' }).click();
    await page
      .getByRole('dialog', { name: 'Delete view' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'View: Project Budget View' }).waitFor(slow);
    await context.close();

    // The dialogs on a phone.
    const phone = await open(375, 812);
    await phone.page.goto(projectUrl);
    await phone.page.getByRole('button', { name: 'View: Project Budget View' }).waitFor(slow);
    await phone.page.getByRole('button', { name: 'View actions' }).click();
    await phone.page.getByRole('menuitem', { name: 'Who can see this view…' }).click();
    await phone.page.getByRole('dialog', { name: /Who can see this view/ }).waitFor();
    await keepScreenshot(phone.page, 'views-access-375');
    await phone.page.getByRole('button', { name: 'Cancel' }).click();
    await phone.page.getByTestId('data-grid-canvas').waitFor();
    await openHeaderMenu(phone.page, 'typeDesignation', 'Type / Designation');
    await phone.page.getByRole('menuitem', { name: 'Dropdown values…' }).click();
    await phone.page.getByRole('dialog', { name: /dropdown values/ }).waitFor();
    await keepScreenshot(phone.page, 'views-dropdown-values-375');
    await phone.page.getByRole('button', { name: 'Cancel' }).click();
    await openHeaderMenu(phone.page, 'typeDesignation', 'Type / Designation');
    await phone.page.getByRole('menuitem', { name: 'Lock for editing…' }).click();
    await phone.page.getByRole('dialog', { name: /Lock Type/ }).waitFor();
    await keepScreenshot(phone.page, 'views-lock-375');
    await phone.context.close();
  }, 240_000);
});
