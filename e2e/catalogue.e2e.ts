import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, keepScreenshot, launchBrowser } from './support/browser.ts';
import { clickTypeCell, signInToWorkspace } from './support/schedule.ts';
import { slow } from './support/views.ts';

/** A 2 × 2 PNG (a photo) and a one-page PDF (a spec sheet), written for the uploads. */
function fixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-'));
  const png = path.join(dir, 'showroom.png');
  fs.writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const pdf = path.join(dir, 'lx-200-spec.pdf');
  fs.writeFileSync(
    pdf,
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
  return { png, pdf };
}

type Ids = { c: string; w: string };

async function collectionRows(token: string, ids: Ids) {
  const { listStructuredCollectionRows } = (await callApi(
    'query ($c: ID!, $w: ID!) { listStructuredCollectionRows(collectionId: $c, workspaceId: $w, limit: 200) { data } }',
    ids,
    token,
  )) as {
    listStructuredCollectionRows: { data: { id: string; cells: Record<string, unknown> }[] };
  };
  return listStructuredCollectionRows.data;
}

/** Products made through the API, 25 a request, as a paste of many rows would. */
async function createProducts(token: string, ids: Ids, count: number) {
  for (let start = 0; start < count; start += 25) {
    const size = Math.min(25, count - start);
    const fields = Array.from(
      { length: size },
      (_, i) =>
        `r${i}: createEmptyRow(collectionId: $c, workspaceId: $w, cells: { typeDesignation: "F${String(start + i).padStart(3, '0')}" })`,
    ).join('\n');
    await callApi(`mutation ($c: ID!, $w: ID!) { ${fields} }`, ids, token);
  }
}

/** Types into the selected cell at a person's pace; Enter saves it. */
async function typeSlowly(page: Page, text: string) {
  await page.keyboard.press('Enter');
  const editor = page.getByTestId('cell-editor').locator('textarea');
  await editor.waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text, { delay: 35 });
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
}

/** Puts rows on the clipboard as a spreadsheet does: tab-separated text and an HTML table. */
async function copyFromExcel(page: Page, rows: string[][]) {
  await page.evaluate(async (cells) => {
    const text = cells.map((row) => row.join('\t')).join('\r\n');
    const html = `<table>${cells.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([text], { type: 'text/plain' }),
        'text/html': new Blob([html], { type: 'text/html' }),
      }),
    ]);
  }, rows);
}

describe('the catalogue: a library, its collections and their products', () => {
  let browser: Browser;
  const owner = {
    email: 'catalogue.lead@example.com',
    password: 'catalogue-pass-7',
    name: 'Cleo Marsh',
  };
  let token: string;
  let workspaceId: string;
  let libraryId: string;
  let showroom: string;
  let office: string;
  const files = fixtures();

  async function openCollection(collectionId: string, width = 1280) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      baseURL: baseUrl(),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await signInToWorkspace(page, owner.email, owner.password);
    await page.goto(`/workspace/${workspaceId}/collection/${collectionId}/${libraryId}`);
    await page.getByRole('heading', { level: 1 }).waitFor(slow);
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, owner.name);
    token = await accessToken(owner.email, owner.password);
    // The library and its two collections made on their pages, as a person would.
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    await page.goto(`/workspace/${workspaceId}/libraries`);
    await page.getByRole('button', { name: 'New library' }).click(slow);
    const libraryDialog = page.getByRole('dialog', { name: 'New library' });
    await libraryDialog
      .getByRole('textbox', { name: 'Name' })
      .pressSequentially('Office Standards', {
        delay: 35,
      });
    await libraryDialog.getByRole('button', { name: 'Create' }).click();
    await libraryDialog.waitFor({ state: 'detached', ...slow });
    // The card in the list, not the snackbar that says the library is created.
    await page
      .getByRole('list', { name: 'Libraries' })
      .getByText('Office Standards', { exact: true })
      .click(slow);
    await page.waitForURL(/\/collections\/[^/]+$/, slow);
    libraryId = page.url().split('/').at(-1)!;
    const collection = async (name: string) => {
      await page.goto(`/workspace/${workspaceId}/collections/${libraryId}`);
      await page.getByRole('button', { name: 'New collection' }).first().click(slow);
      const dialog = page.getByRole('dialog', { name: 'New collection' });
      await dialog.getByRole('textbox', { name: 'Name' }).pressSequentially(name, { delay: 35 });
      await dialog.getByRole('button', { name: 'Create' }).click();
      // The new collection opens in its library.
      await page.waitForURL(new RegExp(`/collection/[^/]+/${libraryId}$`), slow);
      await page.getByRole('heading', { level: 1, name }).waitFor(slow);
      return page.url().split('/').at(-2)!;
    };
    showroom = await collection('Showroom Downlights');
    office = await collection('Open Office');
    await context.close();
  });
  afterAll(() => browser?.close());

  it('adds products by pasting from Excel and by typing, a photo, and a spec sheet in the product modal', async () => {
    const ids = { c: showroom, w: workspaceId };
    const { context, page } = await openCollection(showroom);
    await page.getByText('0 of 100 products').waitFor(slow);
    const empty = page.getByLabel('Empty schedule');
    await empty.waitFor(slow);

    await copyFromExcel(page, [
      ['A1', 'Lumenco', 'LX-200'],
      ['A2', 'Lumenco', 'LX-300'],
      ['B1', 'Northlight', 'NL-10'],
    ]);
    await empty.click();
    await page.keyboard.press('Control+v');
    await expect
      .poll(async () => (await collectionRows(token, ids)).map((row) => row.cells.model).sort())
      .toEqual(['LX-200', 'LX-300', 'NL-10']);
    await page.getByText('3 of 100 products').waitFor(slow);

    // Typing in the grid: the first product's Manufacturer (the column after Type).
    await page.getByTestId('data-grid-canvas').waitFor();
    await clickTypeCell(page, 0);
    await page.keyboard.press('ArrowRight');
    await typeSlowly(page, 'Lumenco Pro');
    await expect
      .poll(
        async () =>
          (await collectionRows(token, ids)).find((row) => row.cells.typeDesignation === 'A1')
            ?.cells.manufacturer,
      )
      .toBe('Lumenco Pro');

    // A photo of the collection, shown in the strip and opened in the preview.
    await page.getByTestId('collection-photo-input').setInputFiles(files.png);
    await page.getByRole('button', { name: 'Open photo showroom.png' }).click(slow);
    await page.getByText('1 of 1').waitFor(slow);
    await page.keyboard.press('Escape');

    // The product modal, add: typed at a person's pace, saved, then shown as the product.
    await page.getByRole('button', { name: 'Add product' }).first().click();
    const modal = page.getByRole('dialog', { name: 'New product' });
    await modal.getByLabel('Type / Designation').pressSequentially('C7', { delay: 35 });
    await modal.getByLabel('Manufacturer').pressSequentially('Brightway', { delay: 35 });
    await modal.getByLabel('Product URL').pressSequentially('not a link', { delay: 35 });
    await modal.getByLabel('Model').click();
    await modal.getByText('Must be a valid URL').waitFor();
    await modal.getByLabel('Product URL').fill('');
    await modal.getByLabel('Model').pressSequentially('BW-7', { delay: 35 });
    await modal.getByRole('button', { name: 'Save' }).click();
    const product = page.getByRole('dialog', { name: 'Product C7' });
    await product.waitFor(slow);
    expect(new URL(page.url()).pathname).toMatch(/\/product\/[^/]+$/);
    await expect
      .poll(
        async () =>
          (await collectionRows(token, ids)).find((row) => row.cells.typeDesignation === 'C7')
            ?.cells,
      )
      .toMatchObject({ manufacturer: 'Brightway', model: 'BW-7' });

    // A spec sheet attached to the product, opened in the preview.
    await product.getByTestId('product-file-input-image').setInputFiles(files.pdf);
    await product.getByRole('button', { name: 'lx-200-spec.pdf' }).waitFor(slow);
    await product.getByRole('button', { name: 'Spec sheet' }).click();
    await page.getByText('lx-200-spec.pdf').last().waitFor(slow);
    await keepScreenshot(page, 'catalogue-spec-sheet-1280');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const row = (await collectionRows(token, ids)).find(
          (item) => item.cells.typeDesignation === 'C7',
        );
        return (row?.cells.image as { filename: string }[] | undefined)?.map(
          (file) => file.filename,
        );
      })
      .toEqual(['lx-200-spec.pdf']);
    await page.getByText('4 of 100 products').waitFor(slow);

    // Compare: C7 beside A1, the fields they differ on marked.
    await product.getByLabel('Compare with').click();
    await page.getByRole('option', { name: /^A1 · LX-200/ }).click();
    const compared = product.getByRole('table', { name: 'Compare products' });
    await compared.getByRole('row', { name: /^Model \(differs\) BW-7 LX-200/ }).waitFor(slow);
    await expect.poll(() => compared.locator('tr[data-differs]').count()).toBeGreaterThan(2);
    await keepScreenshot(page, 'catalogue-compare-1280');

    // Save as new: a copy of C7 in this collection, opened in its place.
    const before = new URL(page.url()).pathname;
    await product.getByRole('button', { name: 'Save as new' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(before);
    await page.getByText('5 of 100 products').waitFor(slow);
    await expect
      .poll(
        async () =>
          (await collectionRows(token, ids)).filter((row) => row.cells.typeDesignation === 'C7')
            .length,
      )
      .toBe(2);
    await page.getByRole('button', { name: 'Close' }).click();
    await keepScreenshot(page, 'catalogue-collection-1280');
    await context.close();
  }, 180_000);

  it('stops at 100 products with the spec’s messages, in the dialog and on Add product', async () => {
    const ids = { c: office, w: workspaceId };
    await createProducts(token, ids, 99);
    const { context, page } = await openCollection(office);
    await page.getByText('99 of 100 products').waitFor(slow);
    await page.getByTestId('data-grid-canvas').waitFor();

    // A paste of 102 rows over the 99 would add three products when one fits: refused, with the
    // room left, and nothing changes.
    await copyFromExcel(
      page,
      Array.from({ length: 102 }, (_, index) => [`Z${index}`]),
    );
    await page.getByText(/^99 of 99 shown/).waitFor(slow);
    await clickTypeCell(page, 0);
    await page.keyboard.press('Control+v');
    const limit = page.getByRole('dialog', { name: 'Product limit reached' });
    await limit
      .getByText(
        'You can only add 1 product(s) to current collection, according to the limit of 100 products',
      )
      .waitFor(slow);
    await limit.getByRole('button', { name: 'OK' }).click();
    await limit.waitFor({ state: 'hidden' });
    expect(
      (await collectionRows(token, ids)).some((row) =>
        String(row.cells.typeDesignation).startsWith('Z'),
      ),
    ).toBe(false);

    // The 100th through the product modal.
    await page.getByRole('button', { name: 'Add product' }).first().click();
    const modal = page.getByRole('dialog', { name: 'New product' });
    await modal.getByLabel('Type / Designation').pressSequentially('Z9', { delay: 35 });
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Product Z9' }).waitFor(slow);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('100 of 100 products').waitFor(slow);

    // At the cap Add product is disabled, and says why.
    const add = page.getByRole('button', { name: 'Add product' }).first();
    await expect.poll(() => add.isDisabled()).toBe(true);
    await add.hover({ force: true });
    await page
      .getByRole('tooltip')
      .getByText('Collections are limited to max of 100 products. Please contact support.')
      .waitFor(slow);
    // The server refuses the 101st too, with the reason the web opens the dialog for.
    const refused = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation ($c: ID!, $w: ID!) { createEmptyRow(collectionId: $c, workspaceId: $w) }',
        variables: ids,
      }),
    }).then((response) => response.json());
    expect(refused.errors?.[0]?.extensions?.reason).toBe('productLimit');
    expect((await collectionRows(token, ids)).length).toBe(100);
    await keepScreenshot(page, 'catalogue-cap-1280');
    await context.close();
  }, 180_000);

  it('fits a phone: the collection page has no sideways scroll', async () => {
    const { context, page } = await openCollection(showroom, 375);
    await page.getByText('5 of 100 products').waitFor(slow);
    await page.getByRole('button', { name: 'Add product' }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'catalogue-collection-375');
    await context.close();
  });
});
