import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { inviteAndAccept } from './support/invitations.ts';
import { allRows, cellText, createProject, signInToWorkspace } from './support/schedule.ts';
import { gridColumns, slow } from './support/views.ts';

// Issue 23 part A in the browser: a product picked from the library into a schedule, changed in
// its collection by someone else, the update offered live in the schedule, compared and taken.

type Person = { email: string; password: string; name: string };

const specifier: Person = {
  email: 'refs.specifier@example.com',
  password: 'refs-pass-31',
  name: 'Maya Ortiz',
};
const librarian: Person = {
  email: 'refs.librarian@example.com',
  password: 'refs-pass-32',
  name: 'Theo Brandt',
};

async function openAs(browser: Browser, person: Person, path: string, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  await signInToWorkspace(page, person.email, person.password);
  await page.goto(path);
  return { context, page };
}

/** The schedule's referenced rows as the grid marks them (`rowId:linked|update|removed`). */
async function referenceMarks(page: Page): Promise<string> {
  return (await page.getByTestId('schedule-grid').getAttribute('data-referenced-rows')) ?? '';
}

/** Right-clicks the first row's Type cell (the grid's first, frozen column). */
async function rightClickFirstRow(page: Page) {
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  await page.mouse.click(box.x + 120, box.y + 36 + 18, { button: 'right' });
}

describe('products from the library in a schedule', () => {
  let browser: Browser;
  let token: string;
  let workspaceId: string;
  let collectionId: string;
  let libraryId: string;
  let projectId: string;
  let productId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(specifier.email, specifier.password, specifier.name);
    await createReadyUser(librarian.email, librarian.password, librarian.name);
    token = await accessToken(specifier.email, specifier.password);
    const context = await browser.newContext({ baseURL: baseUrl() });
    workspaceId = await signInToWorkspace(
      await context.newPage(),
      specifier.email,
      specifier.password,
    );
    await context.close();
    await inviteAndAccept(token, workspaceId, librarian, 'editor');

    // The office library, its downlights and a product, made through the API (the catalogue
    // journey makes them on their pages).
    const { createLibrary } = await callApi(
      'mutation ($w: ID!) { createLibrary(workspaceId: $w, name: "Office Standards") { id } }',
      { w: workspaceId },
      token,
    );
    libraryId = createLibrary.id;
    const { createCollectionV3 } = await callApi(
      'mutation ($w: ID!, $l: ID) { createCollectionV3(workspaceId: $w, libraryId: $l, name: "Office Downlights") { id } }',
      { w: workspaceId, l: libraryId },
      token,
    );
    collectionId = createCollectionV3.id;
    const made = await callApi(
      `mutation ($c: ID!, $w: ID!) {
        a: createEmptyRow(collectionId: $c, workspaceId: $w, cells: { typeDesignation: "DL-A", manufacturer: "Lumenco", model: "LX-200", productCode: "LC-200", budgetPrice: "120" })
        b: createEmptyRow(collectionId: $c, workspaceId: $w, cells: { typeDesignation: "PD-B", manufacturer: "Orbit", model: "OR-12", productCode: "OB-12", budgetPrice: "310" })
      }`,
      { c: collectionId, w: workspaceId },
      token,
    );
    productId = made.a.id;
    // The librarian edits the collection's products.
    const { getUserProfile } = await callApi(
      'query { getUserProfile { id } }',
      {},
      await accessToken(librarian.email, librarian.password),
    );
    await callApi(
      'mutation ($w: ID!, $c: ID!, $u: ID!) { shareCollection(workspaceId: $w, collectionId: $c, permissions: [{ userId: $u, type: editor }]) { id } }',
      { w: workspaceId, c: collectionId, u: getUserProfile.id },
      token,
    );
    projectId = await createProject(token, workspaceId, 'Harbour Hotel Lobby');
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it('adds a product from the picker, is offered the library’s change live, compares and takes it', async () => {
    const ids = { p: projectId, w: workspaceId };
    const mine = await openAs(
      browser,
      specifier,
      `/workspace/${workspaceId}/projects/${projectId}`,
    );
    contexts.push(mine.context);
    const a = mine.page;
    await a.getByTestId('data-grid-canvas').waitFor(slow);
    // The budget view, to see the prices.
    await a.getByRole('button', { name: 'View: Design Team View' }).click(slow);
    await a.getByRole('menuitem', { name: /Project Budget View/ }).click();
    await expect.poll(async () => (await gridColumns(a)).ids[5]).toBe('budgetPrice');
    // Glide's table counts the row markers as column 0.
    const priceColumn = 6;

    // The picker: the collection chosen, the search typed at a person's pace, one product ticked.
    await a.getByRole('button', { name: 'Add from library' }).click(slow);
    const picker = a.getByRole('dialog', { name: 'Add from library' });
    await picker.getByRole('button', { name: /Office Downlights/ }).click(slow);
    const products = picker.getByRole('list', { name: 'Products' });
    await products.getByText('PD-B').waitFor(slow);
    await picker.getByLabel('Search products').pressSequentially('lumenco lx', { delay: 60 });
    await expect.poll(() => products.getByText('PD-B').count()).toBe(0);
    await products.getByRole('checkbox', { name: /DL-A/ }).check();
    await keepScreenshot(a, 'product-picker-1280');
    await expectAccessible(a);
    await picker.getByRole('button', { name: 'Add 1 product' }).click();
    await a.getByText('Added 1 product to the schedule').waitFor(slow);
    await picker.waitFor({ state: 'detached', ...slow });
    // The product's fields, not its type: the schedule's type designations are its own.
    await expect.poll(() => cellText(a, 2, 0), slow).toBe('Lumenco');
    await expect.poll(() => cellText(a, priceColumn, 0), slow).toBe('120');
    const [row] = await allRows(token, ids);
    expect(row?.cells).toMatchObject({
      manufacturer: 'Lumenco',
      model: 'LX-200',
      budgetPrice: '120',
    });
    await expect.poll(() => referenceMarks(a), slow).toBe(`${row!.id}:linked`);

    // The librarian changes the price on the collection page, in a browser of their own.
    const theirs = await openAs(
      browser,
      librarian,
      `/workspace/${workspaceId}/collection/${collectionId}/${libraryId}/product/${productId}`,
    );
    contexts.push(theirs.context);
    const b = theirs.page;
    const modal = b.getByRole('dialog', { name: 'Product DL-A' });
    const price = modal.getByLabel('Budget Price');
    await price.waitFor(slow);
    await price.fill('');
    await price.pressSequentially('135', { delay: 60 });
    await modal.getByLabel('Model').click();
    await expect
      .poll(async () => {
        const { listStructuredCollectionRows } = await callApi(
          'query ($c: ID!, $w: ID!) { listStructuredCollectionRows(collectionId: $c, workspaceId: $w) { data } }',
          { c: collectionId, w: workspaceId },
          token,
        );
        return listStructuredCollectionRows.data.find(
          (item: { id: string }) => item.id === productId,
        )?.cells.budgetPrice;
      }, slow)
      .toBe('135');

    // The specifier's open schedule marks the row at once, and counts it in the status line.
    await a.bringToFront();
    await expect.poll(() => referenceMarks(a), slow).toBe(`${row!.id}:update`);
    const updates = a.getByTestId('updates-available');
    await a.getByRole('button', { name: '1 update available: review' }).waitFor(slow);
    await keepScreenshot(a, 'product-update-available-1280');

    // Compare: the row's price beside the product's, the change marked; then Take update.
    await rightClickFirstRow(a);
    await a.getByRole('menuitem', { name: 'Compare with product…' }).click(slow);
    const compare = a.getByRole('dialog', { name: 'Compare Lumenco LX-200 with its product' });
    const priceRow = compare.locator('tr[data-field="budgetPrice"]');
    await priceRow.getByText('$120.00').waitFor(slow);
    await priceRow.getByText('$135.00').waitFor();
    expect(await priceRow.getAttribute('data-changed')).toBe('true');
    await keepScreenshot(a, 'product-compare-1280');
    await expectAccessible(a);
    await compare.getByRole('button', { name: 'Take update' }).click();
    await compare.waitFor({ state: 'detached', ...slow });
    await expect.poll(() => referenceMarks(a), slow).toBe(`${row!.id}:linked`);
    await expect.poll(() => updates.count()).toBe(0);

    // The grid's Budget Price cell holds the new price (Glide's table reads the raw value).
    await expect.poll(() => cellText(a, priceColumn, 0), slow).toBe('135');
    expect((await allRows(token, ids))[0]?.cells.budgetPrice).toBe('135');
  }, 240_000);

  it('fits a phone: Add from library under More, an update reviewed in a full-screen dialog', async () => {
    // The librarian changes the lead time through the API this time.
    const librarianToken = await accessToken(librarian.email, librarian.password);
    const { listStructuredCollectionRows } = await callApi(
      'query ($c: ID!, $w: ID!) { listStructuredCollectionRows(collectionId: $c, workspaceId: $w) { data } }',
      { c: collectionId, w: workspaceId },
      librarianToken,
    );
    const product = listStructuredCollectionRows.data.find(
      (item: { id: string }) => item.id === productId,
    );
    await callApi(
      'mutation ($c: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(collectionId: $c, workspaceId: $w, row: $r, col: "leadTime", value: "6", version: $v) { row } }',
      { c: collectionId, w: workspaceId, r: productId, v: product.versions.leadTime ?? '1.0' },
      librarianToken,
    );

    const phone = await openAs(
      browser,
      specifier,
      `/workspace/${workspaceId}/projects/${projectId}`,
      375,
    );
    contexts.push(phone.context);
    const page = phone.page;
    await page.getByTestId('data-grid-canvas').waitFor(slow);
    const noSidewaysScroll = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    await page.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('menuitem', { name: 'Add from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Add from library' });
    await picker.getByText('DL-A').first().waitFor(slow);
    // Recent products: the one added in the first journey.
    await picker.getByRole('list', { name: 'Recent products' }).getByText('DL-A').waitFor(slow);
    expect((await picker.boundingBox())?.width).toBe(375);
    expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'product-picker-375');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'detached' });

    // The status line offers the update; Review opens the row's comparison.
    const updates = page.getByTestId('updates-available');
    const review = page.getByRole('button', { name: '1 update available: review' });
    await review.waitFor(slow);
    await keepScreenshot(page, 'product-update-available-375');
    await review.click();
    const compare = page.getByRole('dialog', { name: 'Compare Lumenco LX-200 with its product' });
    await compare.locator('tr[data-field="leadTime"]').getByText('6').waitFor(slow);
    expect((await compare.boundingBox())?.width).toBe(375);
    expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'product-compare-375');
    await compare.getByRole('button', { name: 'Keep mine' }).click();
    await compare.waitFor({ state: 'detached', ...slow });
    await expect.poll(() => updates.count(), slow).toBe(0);
    await expect.poll(() => referenceMarks(page), slow).toMatch(/:linked$/);
  }, 120_000);
});
