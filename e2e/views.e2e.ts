import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, graphql } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import {
  allRows,
  cellText,
  createProject,
  createRows,
  signInToWorkspace,
} from './support/schedule.ts';

const slow = { timeout: 15_000 };

/** The grid's columns and widths, as the schedule exposes them beside its canvas. */
async function gridColumns(page: Page): Promise<{ ids: string[]; widths: number[] }> {
  const grid = page.getByTestId('schedule-grid');
  const ids = (await grid.getAttribute('data-column-ids')) ?? '';
  const widths = (await grid.getAttribute('data-column-widths')) ?? '';
  return { ids: ids.split(','), widths: widths.split(',').map(Number) };
}

/** The Type of the first rows the grid shows (Type is always the first column). */
async function firstTypes(page: Page, count: number): Promise<string[]> {
  const types: string[] = [];
  for (let row = 0; row < count; row += 1) types.push((await cellText(page, 1, row)) ?? '');
  return types;
}

/** Row markers are 32 px wide under 100 rows; the header row is 36 px high. */
const MARKERS = 32;
const HEADER = 36;

/** Where a shown column's header starts and ends on the page. */
async function headerSpan(page: Page, id: string) {
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  const { ids, widths } = await gridColumns(page);
  const index = ids.indexOf(id);
  if (index < 0) throw new Error(`column ${id} is not shown`);
  const left = box.x + MARKERS + widths.slice(0, index).reduce((sum, width) => sum + width, 0);
  return { left, right: left + widths[index]!, y: box.y + HEADER / 2 };
}

/**
 * Drags with the mouse, a frame at a time as a hand does: the grid follows the pointer frame by
 * frame, and a drag faster than that ends before it has seen where it goes.
 */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  // Hover first: the grid decides what a press grabs (a header, its edge) from the hover.
  await page.mouse.move(from.x, from.y, { steps: 4 });
  await page.waitForTimeout(100);
  await page.mouse.down();
  const steps = 16;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await page.mouse.move(x, y);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

/**
 * Closes an open settings panel with Escape, and waits until it has gone: until its closing
 * animation ends, its invisible backdrop takes the clicks meant for the grid.
 */
async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

/**
 * Clicks a shown column's cell in `row` (base row height) until the grid has selected it: a dialog
 * just closed may still be moving the page under the pointer.
 */
async function clickCell(page: Page, id: string, row: number) {
  const col = (await gridColumns(page)).ids.indexOf(id) + 1;
  const cell = page.getByTestId(`glide-cell-${col}-${row}`);
  await expect
    .poll(async () => {
      // Never a second click on the selected cell: that opens its editor.
      if ((await cell.getAttribute('aria-selected', { timeout: 2000 })) === 'true') return 'true';
      const span = await headerSpan(page, id);
      await page.mouse.click((span.left + span.right) / 2, span.y + HEADER / 2 + row * 36 + 18);
      await page.waitForTimeout(300);
      return cell.getAttribute('aria-selected', { timeout: 2000 });
    }, slow)
    .toBe('true');
}

/** Opens a column header's menu (its button sits at the header's right end, shown on hover). */
async function openHeaderMenu(page: Page, id: string, name: string) {
  const span = await headerSpan(page, id);
  await page.mouse.move((span.left + span.right) / 2, span.y, { steps: 3 });
  await page.mouse.move(span.right - 14, span.y, { steps: 3 });
  await page.waitForTimeout(100);
  await page.mouse.click(span.right - 14, span.y);
  await page.getByRole('menu', { name: `${name} column` }).waitFor();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('views of the schedule', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens on Design Team View; an unknown view says so; a free workspace cannot make custom views', async () => {
    const email = 'views.free@example.com';
    const password = 'views-pass-9';
    await createReadyUser(email, password, 'Noor Haddad');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const workspaceId = await signInToWorkspace(page, email, password);
    const token = await accessToken(email, password);
    const projectId = await createProject(token, workspaceId, 'Free Views');
    await createRows(token, { p: projectId, w: workspaceId }, [
      { typeDesignation: 'F1', manufacturer: 'Lumenworks', model: 'LW-1' },
    ]);

    await page.goto(`/workspace/${workspaceId}/projects/${projectId}?viewId=no-such-view`);
    await page.getByTestId('view-missing').waitFor(slow);
    await expect
      .poll(() => page.getByTestId('view-missing').textContent())
      .toContain('Showing Design Team View');
    // The address now names the view shown instead.
    await page.getByRole('button', { name: 'View: Design Team View' }).waitFor();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('viewId'))
      .not.toBe('no-such-view');
    await expect
      .poll(async () => (await gridColumns(page)).ids.slice(0, 4))
      .toEqual(['typeDesignation', 'manufacturer', 'model', 'productType']);

    // Another built-in view: its own columns, and its id in the address.
    await page.getByRole('button', { name: 'View: Design Team View' }).click();
    await page.getByRole('menuitem', { name: /Project Budget View/ }).click();
    await page.getByRole('button', { name: 'View: Project Budget View' }).waitFor();
    expect(new URL(page.url()).searchParams.get('viewId')).toBeTruthy();
    await expect
      .poll(async () => (await gridColumns(page)).ids)
      .toEqual([
        'typeDesignation',
        'manufacturer',
        'model',
        'tag',
        'quantity',
        'budgetPrice',
        'totalCost',
      ]);

    await page.getByRole('button', { name: 'View: Project Budget View' }).click();
    const create = page.getByRole('menuitem', { name: /Create New View/ });
    await create.waitFor();
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    expect(await create.textContent()).toMatch(/upgrade|premium|subscription/i);
    await keepScreenshot(page, 'views-free-menu-1280');
    await context.close();
  });

  describe('in a premium workspace', () => {
    // The demo's premium workspace, seeded before the suite starts: custom views need premium.
    const { email, password } = inject('demoAccount');

    beforeAll(async () => {
      const token = await accessToken(email, password);
      await graphql(
        'mutation { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }',
        {},
        token,
      );
    });

    async function open(
      width: number,
      height = 800,
    ): Promise<{ context: BrowserContext; page: Page; workspaceId: string }> {
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      const workspaceId = await signInToWorkspace(page, email, password);
      return { context, page, workspaceId };
    }

    it('makes a custom view, hides, moves and resizes columns, sorts, shows a gallery, and finds it all after a reload', async () => {
      const { context, page, workspaceId } = await open(1280);
      const token = await accessToken(email, password);
      const projectId = await createProject(token, workspaceId, 'Lobby Refit');
      await createRows(token, { p: projectId, w: workspaceId }, [
        {
          typeDesignation: 'A1',
          manufacturer: 'Lumenworks',
          model: 'LW-10',
          quantity: '4',
          budgetPrice: '120.5',
          tag: 'Lobby',
          description: 'Recessed downlight',
        },
        {
          typeDesignation: 'A2',
          manufacturer: 'Northlight',
          model: 'NL-2',
          quantity: '2',
          budgetPrice: '89',
          tag: 'Lobby',
          description: 'Wall sconce',
        },
        {
          typeDesignation: 'A3',
          manufacturer: 'Orion',
          model: 'OR-7',
          quantity: '10',
          budgetPrice: '15',
          tag: 'Spa',
          description: 'Step light',
        },
        {
          typeDesignation: 'A4',
          manufacturer: 'Vega',
          model: 'VG-1',
          quantity: '1',
          budgetPrice: '1250',
          tag: 'Lobby',
          description: 'Chandelier',
        },
      ]);
      // Total cost: A1 482, A2 178, A3 150, A4 1250; highest first: A4, A1, A2, A3.
      const byCostDesc = ['A4', 'A1', 'A2', 'A3'];

      await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
      await page.getByTestId('data-grid-canvas').waitFor();
      await expect.poll(() => firstTypes(page, 4), slow).toEqual(['A1', 'A2', 'A3', 'A4']);

      // Create New View.
      await page.getByRole('button', { name: 'View: Design Team View' }).click();
      await page.getByRole('menuitem', { name: 'Create New View' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New View' });
      await dialog.getByRole('textbox', { name: 'View name' }).fill('Lobby review');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'View: Lobby review' }).waitFor(slow);
      const viewId = new URL(page.url()).searchParams.get('viewId');
      expect(viewId).toBeTruthy();
      // A custom view starts with every column, in Canadian dollars.
      await expect.poll(async () => (await gridColumns(page)).ids.length).toBe(23);

      // Hide two columns.
      await page.getByRole('button', { name: 'Columns' }).click();
      const panel = page.getByRole('dialog', { name: 'Columns' });
      await panel.getByRole('checkbox', { name: 'Product Code' }).uncheck();
      await panel.getByRole('checkbox', { name: 'Product Type' }).uncheck();
      await closePanel(page);
      await expect
        .poll(async () => (await gridColumns(page)).ids.slice(0, 4))
        .toEqual(['typeDesignation', 'manufacturer', 'model', 'description']);
      await page.getByRole('button', { name: 'Columns' }).getByText('Columns (2 hidden)').waitFor();

      // Drag Model before Manufacturer.
      const model = await headerSpan(page, 'model');
      const manufacturer = await headerSpan(page, 'manufacturer');
      await drag(
        page,
        { x: (model.left + model.right) / 2, y: model.y },
        { x: manufacturer.left + 20, y: model.y },
      );
      await expect
        .poll(async () => (await gridColumns(page)).ids.slice(0, 4), slow)
        .toEqual(['typeDesignation', 'model', 'manufacturer', 'description']);

      // Widen Description by 120 px, dragging its header's right edge.
      const description = await headerSpan(page, 'description');
      await drag(
        page,
        { x: description.right - 2, y: description.y },
        { x: description.right + 118, y: description.y },
      );
      const widthOf = async (id: string) => {
        const { ids, widths } = await gridColumns(page);
        return widths[ids.indexOf(id)];
      };
      await expect.poll(() => widthOf('description'), slow).toBeGreaterThanOrEqual(290);
      const described = (await widthOf('description'))!;
      expect(described).toBeLessThanOrEqual(310);

      // Sort by Total Cost, highest first.
      await page.getByRole('button', { name: 'Sort' }).click();
      await chooseOption(page, 'Sort by', 'Total Cost');
      await page.getByRole('button', { name: 'Descending' }).click();
      await closePanel(page);
      await expect.poll(() => firstTypes(page, 4), slow).toEqual(byCostDesc);
      // Money in the view's currency, Canadian dollars.
      await page
        .getByTestId('schedule-totals')
        .getByText(/CA\$2,060\.00/)
        .waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, 'views-table-1280');

      // Gallery.
      await page.getByRole('button', { name: 'Gallery' }).click();
      const cards = page.getByTestId('gallery-card');
      await expect.poll(() => cards.count(), slow).toBe(4);

      // Everything is saved (the server has it): reload and find it as it was left.
      const saved = async () => {
        const { getScheduleView } = await graphql(
          'query ($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }',
          { p: projectId, w: workspaceId, v: viewId },
          token,
        );
        return getScheduleView;
      };
      await expect
        .poll(saved, slow)
        .toEqual({ viewMode: 'gallery', sortingData: { sortBy: 'totalCost', sortOrder: 'desc' } });
      await page.reload();
      expect(new URL(page.url()).searchParams.get('viewId')).toBe(viewId);
      await page.getByRole('button', { name: 'View: Lobby review' }).waitFor(slow);
      await expect.poll(() => cards.count(), slow).toBe(4);
      expect(
        await cards.evaluateAll((list) => list.map((card) => card.getAttribute('aria-label'))),
      ).toEqual(byCostDesc.map((type) => `Type ${type}`));
      const firstCard = cards.first();
      const labels = await firstCard.locator('dt').allTextContents();
      expect(labels).not.toContain('Product Code');
      expect(labels).not.toContain('Product Type');
      expect(labels[0]).toBe('Description');
      expect(await firstCard.textContent()).toContain('CA$1,250.00');
      await expectAccessible(page);
      await keepScreenshot(page, 'views-gallery-1280');

      // Back to the table: hidden columns, order, width and sort as left.
      await page.getByRole('button', { name: 'Table' }).click();
      await page.getByTestId('data-grid-canvas').waitFor();
      await expect
        .poll(async () => (await gridColumns(page)).ids.slice(0, 4), slow)
        .toEqual(['typeDesignation', 'model', 'manufacturer', 'description']);
      const { ids } = await gridColumns(page);
      expect(ids).not.toContain('productCode');
      expect(ids).not.toContain('productType');
      expect(ids).toHaveLength(21);
      expect(await widthOf('description')).toBe(described);
      await expect.poll(() => firstTypes(page, 4), slow).toEqual(byCostDesc);
      await page.getByRole('button', { name: 'Gallery' }).click();
      await expect.poll(() => cards.count(), slow).toBe(4);
      const url = page.url();
      await context.close();

      // The same address on a phone.
      const phone = await open(375, 812);
      await phone.page.goto(url);
      await phone.page.getByRole('button', { name: 'View: Lobby review' }).waitFor(slow);
      await expect.poll(() => phone.page.getByTestId('gallery-card').count(), slow).toBe(4);
      await keepScreenshot(phone.page, 'views-gallery-375');
      await phone.context.close();
    }, 180_000);

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
      await graphql(
        'mutation ($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }',
        { w: workspaceId, e: editor.email },
        token,
      );
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
          await graphql(
            'query ($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }',
            { ...ids, v: viewId },
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
      const textEditor = other.locator('textarea.gdg-input');
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
});
