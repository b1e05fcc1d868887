import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import {
  allRows,
  cellText,
  clickTypeCell,
  col,
  createProject,
  createRows,
  signInToWorkspace,
} from './support/schedule.ts';

const slow = { timeout: 15_000 };

/** The selected cell as "column,row" of the accessibility table, or null. */
async function selectedCell(page: Page) {
  const cells = page.locator('td[role="gridcell"][aria-selected="true"]');
  if ((await cells.count()) !== 1) return null;
  const id = await cells.first().getAttribute('data-testid');
  return id?.replace('glide-cell-', '').replace('-', ',') ?? null;
}

describe('schedule search and duplicate', () => {
  let browser: Browser;
  const email = 'schedule.search@example.com';
  const password = 'schedule-search-9';
  let token: string;
  let workspaceId: string;

  async function openSchedule(width: number, projectId: string, height = 800) {
    const context: BrowserContext = await browser.newContext({
      viewport: { width, height },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    workspaceId = await signInToWorkspace(page, email, password);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByTestId('data-grid-canvas').waitFor();
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Mara Quist');
    token = await accessToken(email, password);
    const context = await browser.newContext({ baseURL: baseUrl() });
    workspaceId = await signInToWorkspace(await context.newPage(), email, password);
    await context.close();
  });
  afterAll(() => browser?.close());

  it('steps through matches with the buttons and the keyboard, wrapping; duplicates a row for everyone', async () => {
    const projectId = await createProject(token, workspaceId, 'Lumen Gallery');
    const ids = { p: projectId, w: workspaceId };
    // "Lumen" is in three cells: two manufacturers and one model.
    await createRows(token, ids, [
      { typeDesignation: 'A1', manufacturer: 'Lumen Labs', model: 'LX-1', quantity: '2' },
      { typeDesignation: 'A2', manufacturer: 'Northlight', model: 'NL-2', quantity: '4' },
      { typeDesignation: 'A3', manufacturer: 'Orion', model: 'Lumen 300', quantity: '1' },
      { typeDesignation: 'A4', manufacturer: 'Lumen Labs', model: 'LX-4', quantity: '6' },
      { typeDesignation: 'A5', manufacturer: 'Vega', model: 'VG-1', quantity: '3' },
      { typeDesignation: 'A6', manufacturer: 'Halo', model: 'HL-6', quantity: '8' },
    ]);

    const { context, page } = await openSchedule(1280, projectId);
    const status = page.getByTestId('schedule-status');
    await expect.poll(() => status.textContent(), slow).toBe('6 rows');

    const field = page.getByLabel('Search in schedule');
    const position = page.getByTestId('schedule-search-status');
    await field.fill('lumen');
    await expect.poll(() => position.textContent(), slow).toBe('1 of 3');
    // The first match (A1's manufacturer) is selected.
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.manufacturer},0`);
    await keepScreenshot(page, 'schedule-search-1280');

    const next = page.getByRole('button', { name: 'Next match' });
    await next.click();
    await expect.poll(() => position.textContent(), slow).toBe('2 of 3');
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.model},2`);
    await next.click();
    await expect.poll(() => position.textContent(), slow).toBe('3 of 3');
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.manufacturer},3`);
    await next.click();
    await expect.poll(() => position.textContent(), slow).toBe('1 of 3');
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.manufacturer},0`);

    // Shift+Enter in the field steps back, wrapping to the last match; Escape clears.
    await field.press('Shift+Enter');
    await expect.poll(() => position.textContent(), slow).toBe('3 of 3');
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.manufacturer},3`);
    await field.press('Escape');
    await expect.poll(() => field.inputValue()).toBe('');
    await expect.poll(() => position.textContent()).toBe('');

    // Another browser watches while A2 is duplicated.
    const other = await openSchedule(1280, projectId);
    await expect
      .poll(() => other.page.getByTestId('schedule-status').textContent(), slow)
      .toBe('6 rows');
    await page.bringToFront();
    await clickTypeCell(page, 1);
    await expect.poll(() => selectedCell(page), slow).toBe(`${col.type},1`);
    await page.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate row' }).click();
    await page.getByText('Row duplicated.').waitFor(slow);
    await expect.poll(() => status.textContent(), slow).toBe('7 rows');
    // The copy sorts beside its original.
    await expect.poll(() => cellText(page, col.model, 2), slow).toBe('NL-2');
    expect(await cellText(page, col.type, 2)).toBe('A2');
    const models = (await allRows(token, ids)).map((row) => row.cells.model);
    expect(models.filter((model) => model === 'NL-2')).toHaveLength(2);
    await expect
      .poll(() => other.page.getByTestId('schedule-status').textContent(), slow)
      .toBe('7 rows');
    await expect.poll(() => cellText(other.page, col.model, 2), slow).toBe('NL-2');

    // One undo takes the copy away again, here and there.
    await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
    await page.getByText('Undone: Duplicate row.').waitFor(slow);
    await expect.poll(() => status.textContent(), slow).toBe('6 rows');
    await expect
      .poll(() => other.page.getByTestId('schedule-status').textContent(), slow)
      .toBe('6 rows');
    await other.context.close();
    await context.close();

    // At phone width the toolbar wraps; a match in a hidden row is told apart, and one far down
    // the list is scrolled into view (Glide's accessible table holds only the rows in view).
    const filler = Array.from({ length: 20 }, (_, index) => ({ typeDesignation: `B${index + 1}` }));
    await createRows(token, ids, [...filler, { typeDesignation: 'Z1', model: 'Lumen Z' }]);
    const a4 = (await allRows(token, ids)).find((row) => row.cells.typeDesignation === 'A4')!;
    await callApi(
      graphql(
        `mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }`,
      ),
      { ...ids, r: [a4.id] },
      token,
    );
    const phone = await openSchedule(375, projectId, 812);
    await expect
      .poll(() => phone.page.getByTestId('schedule-status').textContent(), slow)
      .toBe('26 rows of 27');
    await phone.page.getByLabel('Search in schedule').fill('lumen');
    const phonePosition = phone.page.getByTestId('schedule-search-status');
    await expect.poll(() => phonePosition.textContent(), slow).toBe('1 of 3');
    await phone.page.getByRole('button', { name: 'Previous match' }).click();
    await expect.poll(() => phonePosition.textContent(), slow).toBe('3 of 3');
    await expect.poll(() => selectedCell(phone.page), slow).toBe(`${col.model},25`);
    expect(await cellText(phone.page, col.type, 25)).toBe('Z1');
    await expect
      .poll(() => phone.page.getByTestId('schedule-search-outside').textContent(), slow)
      .toBe('· 1 more match in filtered-out rows');
    await phone.page.mouse.move(0, 0);
    await keepScreenshot(phone.page, 'schedule-search-375');
    await phone.context.close();
  });
});
