import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { createProject, createRows, signInToWorkspace } from './support/schedule.ts';
import {
  chooseOption,
  closePanel,
  drag,
  firstTypes,
  gridColumns,
  headerSpan,
  slow,
} from './support/views.ts';

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
      await callApi(
        graphql(
          `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
        ),
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
      await page.getByRole('button', { name: 'Columns (2 hidden)' }).waitFor();

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
        const { getScheduleView } = await callApi(
          graphql(
            `query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }`,
          ),
          { p: projectId, w: workspaceId, v: viewId! },
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
  });
});
