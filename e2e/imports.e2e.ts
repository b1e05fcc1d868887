import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, launchBrowser, pointHelpersAt } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { type ProductPageServer, serveProductPage } from './support/product-page.ts';
import { allRows, createProject, signInToWorkspace } from './support/schedule.ts';
import { startAppReadingLoopbackPort } from './support/scrape-app.ts';
import type { RunningServer } from './support/server.ts';
import { slow } from './support/views.ts';

// Issue 25 in the browser: a spreadsheet imported into a collection through the mapping step
// (a guess changed by hand, a refused cell seen, the mapping fixed), and a product read from a
// page served by a local test server.

const person = {
  email: 'import.specifier@example.com',
  password: 'import-pass-25',
  name: 'Noor Haddad',
};

const shotsDir = '/tmp/shots';

const CREATE_COLLECTION = graphql(`
  mutation ImportJourneyCreateCollection($w: ID!, $n: String!) {
    createCollectionV3(workspaceId: $w, name: $n) {
      id
    }
  }
`);

/** The price list a manufacturer sent: a CSV written as a spreadsheet program saves one. */
function writePriceList(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-')), 'price-list.csv');
  fs.writeFileSync(
    file,
    [
      'Manufacturer,Ref,Watts,Lumens',
      'Lumen & Co,LX-10,12,1100',
      'Lumen & Co,LX-20,18,1650',
      'Orbit Lighting,OB-7,9.5,800',
    ].join('\r\n'),
  );
  return file;
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  // Pictured at rest, not halfway through the dialog's fade.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page
    .getByRole('dialog')
    .evaluate((dialog) =>
      Promise.all(dialog.ownerDocument.getAnimations().map((animation) => animation.finished)),
    );
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Opens the collection's More menu and one of its entries. */
async function openMoreEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click(slow);
  await page.getByRole('menuitem', { name: entry }).click(slow);
  return page.getByRole('dialog', { name: entry.replace('…', '') });
}

/** The texts of the grid's cells on screen (Glide's accessibility table). */
function gridTexts(page: Page) {
  return page.locator('[data-testid^="glide-cell-"]').allTextContents();
}

describe('import', () => {
  let browser: Browser;
  let token: string;
  let workspaceId: string;
  let collectionId: string;
  const contexts: BrowserContext[] = [];

  async function open(width: number) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: baseUrl(),
    });
    contexts.push(context);
    const page = await context.newPage();
    await signInToWorkspace(page, person.email, person.password);
    await page.goto(`/workspace/${workspaceId}/collection/${collectionId}`);
    await page.getByTestId('product-count').waitFor(slow);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(person.email, person.password, person.name);
    token = await accessToken(person.email, person.password);
    const context = await browser.newContext({ baseURL: baseUrl() });
    workspaceId = await signInToWorkspace(await context.newPage(), person.email, person.password);
    await context.close();
    const { createCollectionV3 } = await callApi(
      CREATE_COLLECTION,
      { w: workspaceId, n: 'Price lists' },
      token,
    );
    collectionId = createCollectionV3.id;
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it('imports a price list through the mapping step, a wrong choice flagged then fixed', async () => {
    const page = await open(1280);
    const dialog = await openMoreEntry(page, 'Import products…');
    await expect
      .poll(() => dialog.getByRole('link', { name: 'Download template' }).getAttribute('href'))
      .toMatch(/^\/files\/|^http/);
    await dialog.getByLabel('Spreadsheet to import').setInputFiles(writePriceList());

    const brand = dialog.getByLabel('Import Manufacturer as');
    await brand.waitFor(slow);
    await expect.poll(() => brand.inputValue()).toBe('manufacturer');
    await expect
      .poll(() => dialog.getByTestId('import-summary').textContent())
      .toContain('3 rows to import');
    // A wrong choice by hand: the references are no wattage, and the preview says so.
    await dialog.getByLabel('Import Ref as').selectOption({ label: 'Wattage' });
    const refused = dialog.locator('td[aria-invalid="true"]');
    await expect.poll(() => refused.count()).toBe(3);
    await expect.poll(() => refused.first().textContent()).toContain('not a number.');
    await expect.poll(() => dialog.getByLabel('Import Watts as').inputValue()).toBe('');
    await shoot(page, 'import-mapping-1280');

    // Fixed: the references are models, the watts their wattage.
    await dialog.getByLabel('Import Ref as').selectOption({ label: 'Model' });
    await dialog.getByLabel('Import Watts as').selectOption({ label: 'Wattage' });
    await expect.poll(() => refused.count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

    await page.getByText('3 products uploaded').waitFor(slow);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByTestId('product-count').textContent())
      .toBe('3 of 100 products');
    await expect.poll(() => gridTexts(page)).toEqual(expect.arrayContaining(['LX-20', 'OB-7']));
  });

  it("imports into a project's schedule from its toolbar", async () => {
    const projectId = await createProject(token, workspaceId, 'Harbour Lofts');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: baseUrl(),
    });
    contexts.push(context);
    const page = await context.newPage();
    await signInToWorkspace(page, person.email, person.password);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByRole('button', { name: 'More tools' }).click(slow);
    await page.getByRole('menuitem', { name: 'Import…' }).click(slow);
    const dialog = page.getByRole('dialog', { name: 'Import rows' });
    await dialog.getByLabel('Spreadsheet to import').setInputFiles(writePriceList());
    await dialog.getByLabel('Import Ref as').selectOption({ label: 'Model' });
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click(slow);
    await page.getByText('3 products uploaded').waitFor(slow);
    await expect
      .poll(async () => (await allRows(token, { p: projectId, w: workspaceId })).length)
      .toBe(3);
  });

  it('fits a phone: one column a card, nothing scrolls sideways', async () => {
    const page = await open(375);
    const dialog = await openMoreEntry(page, 'Import products…');
    await dialog.getByRole('link', { name: 'Download template' }).waitFor(slow);
    await shoot(page, 'import-file-375');
    await dialog.getByLabel('Spreadsheet to import').setInputFiles(writePriceList());
    await dialog.getByLabel('Import Ref as').waitFor(slow);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      cards: [...document.querySelectorAll('[aria-label="Columns of the document"] > li')].map(
        (card) => Math.round(card.getBoundingClientRect().left),
      ),
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    // One card a row: every card starts at the same left edge.
    expect(new Set(widths.cards).size).toBe(1);
    await shoot(page, 'import-mapping-375');
    await expectAccessible(page);
  });
});

// The scrape reads only public addresses; a server of the journey's own, in its process, lets
// its loopback product page through (support/scrape-app.ts).
describe('add from link', () => {
  let server: RunningServer;
  let page_: ProductPageServer;
  let browser: Browser;
  let workspaceId: string;
  let collectionId: string;
  const owner = { email: 'scrape.specifier@example.com', password: 'scrape-pass-25' };

  beforeAll(async () => {
    page_ = await serveProductPage({
      brand: 'Lumen & Co',
      model: 'Arca 120',
      sku: 'ARC-120-30',
      price: '245.00',
      description: 'Recessed downlight, 3000K, 90 CRI',
    });
    server = await startAppReadingLoopbackPort(page_.port);
    pointHelpersAt(server.url);
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, 'Sami Okafor');
    const token = await accessToken(owner.email, owner.password);
    const context = await browser.newContext({ baseURL: baseUrl() });
    workspaceId = await signInToWorkspace(await context.newPage(), owner.email, owner.password);
    await context.close();
    const { createCollectionV3 } = await callApi(
      CREATE_COLLECTION,
      { w: workspaceId, n: 'From the web' },
      token,
    );
    collectionId = createCollectionV3.id;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await page_?.close();
    pointHelpersAt(null);
    await server?.stop();
  });

  it('reads a product page, shows what it found with its image, and adds it', async () => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      await signInToWorkspace(page, owner.email, owner.password);
      await page.goto(`/workspace/${workspaceId}/collection/${collectionId}`);
      await page.getByTestId('product-count').waitFor(slow);
      const dialog = await openMoreEntry(page, 'Add from link…');
      await dialog.getByLabel('Product page address').pressSequentially(page_.url, { delay: 20 });
      await dialog.getByRole('button', { name: 'Read page' }).click();
      const model = dialog.getByLabel('Model', { exact: true });
      await model.waitFor({ timeout: 60_000 });
      await expect.poll(() => model.inputValue()).toBe('Arca 120');
      await expect.poll(() => dialog.getByLabel('Manufacturer').inputValue()).toBe('Lumen & Co');
      await dialog.getByRole('img', { name: /Image of/ }).waitFor(slow);
      await shoot(page, `add-from-link-${width}`);
      await expectAccessible(page);
      if (width === 375) {
        await context.close();
        continue;
      }
      await model.fill('Arca 120 Trimless');
      await dialog.getByRole('button', { name: 'Add product' }).click();
      await page.getByText('Product added').waitFor(slow);
      await expect
        .poll(() => page.getByTestId('product-count').textContent())
        .toBe('1 of 100 products');
      await expect
        .poll(() => gridTexts(page))
        .toEqual(expect.arrayContaining(['Arca 120 Trimless']));
      await context.close();
    }
    expect(page_.requests.some((url) => url.startsWith('/images/'))).toBe(true);
  }, 180_000);
});
