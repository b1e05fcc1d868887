import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken } from './support/api.ts';
import { baseUrl, keepScreenshot, launchBrowser } from './support/browser.ts';
import { inviteAndAccept } from './support/invitations.ts';
import {
  allRows,
  cellText,
  clickTypeCell,
  col,
  createProject,
  createRows,
  pressTimes,
  signInToWorkspace,
} from './support/schedule.ts';
import { gridColumns, headerSpan, slow } from './support/views.ts';

/** Rows a person sees whole in the grid, below its header. */
async function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="data-grid-canvas"]');
    if (!canvas) return 0;
    const box = canvas.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return Math.floor((bottom - box.top - 36) / 36);
  });
}

/** Whether the page itself scrolls (the grid should scroll alone). */
async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 1 || window.scrollY > 0,
  );
}

describe('typing into the schedule, as fast as people and scanners type', () => {
  let browser: Browser;
  const owner = { email: 'typing.lead@example.com', password: 'typing-pass-9', name: 'Tove Lund' };
  let token: string;
  let workspaceId: string;

  async function openSchedule(projectId: string, width = 1280, height = 800) {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
    const page = await context.newPage();
    workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByTestId('data-grid-canvas').waitFor();
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, owner.name);
    token = await accessToken(owner.email, owner.password);
    const context = await browser.newContext({ baseURL: baseUrl() });
    workspaceId = await signInToWorkspace(await context.newPage(), owner.email, owner.password);
    await context.close();
  });
  afterAll(() => browser?.close());

  it('keeps the first key typed after the schedule loads, 10 times out of 10', async () => {
    const projectId = await createProject(token, workspaceId, 'First Key');
    const ids = { p: projectId, w: workspaceId };
    await createRows(
      token,
      ids,
      Array.from({ length: 10 }, (_, index) => ({ typeDesignation: `K${index}`, model: 'old' })),
    );
    const { context, page } = await openSchedule(projectId);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // The schedule loads afresh each time; as soon as the rows show, click a Model cell and
      // type at once, with no gap between keys.
      if (attempt > 0) await page.reload();
      await expect.poll(() => cellText(page, col.model, attempt), slow).toBe('old');
      const span = await headerSpan(page, 'model');
      await page.mouse.click((span.left + span.right) / 2, span.y + 18 + attempt * 36 + 18);
      await page.keyboard.type(`${1085 + attempt}.50\n`);
      await expect
        .poll(async () => (await allRows(token, ids))[attempt]?.cells.model, slow)
        .toBe(`${1085 + attempt}.50`);
    }
    await context.close();
    const rows = await allRows(token, ids);
    expect(rows.map((row) => row.cells.model)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${1085 + index}.50`),
    );
  }, 180_000);

  it('saves 100 values typed with no gap between keys on a 2,000-row schedule, totals right to the cent', async () => {
    const projectId = await createProject(token, workspaceId, 'Scanner Speed');
    const ids = { p: projectId, w: workspaceId };
    await createRows(
      token,
      ids,
      Array.from({ length: 2000 }, (_, index) => ({
        typeDesignation: `S${String(index).padStart(4, '0')}`,
        quantity: '1',
        budgetPrice: '2.35',
      })),
    );
    const { context, page } = await openSchedule(projectId);
    await page.getByText(/^2,000 rows/).waitFor({ timeout: 60_000 });
    const quantityAt = (await gridColumns(page)).ids.indexOf('quantity');
    expect(quantityAt).toBeGreaterThan(0);
    await clickTypeCell(page, 0);
    await pressTimes(page, 'ArrowRight', quantityAt);
    // Value and Enter, a hundred times, as a barcode scanner or a macro sends them.
    const typed = Array.from({ length: 100 }, (_, index) => String((index % 9) + 2));
    await page.keyboard.type(typed.map((value) => `${value}\n`).join(''));
    await expect
      .poll(
        async () => (await allRows(token, ids)).slice(0, 100).map((row) => row.cells.quantity),
        { timeout: 60_000 },
      )
      .toEqual(typed);
    // 1,900 rows at 1 × $2.35 and the typed quantities × $2.35, in exact cents.
    const units = 1900 + typed.reduce((sum, value) => sum + Number(value), 0);
    const cents = units * 235;
    const total = `$${new Intl.NumberFormat('en-US').format(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
    await expect
      .poll(() => page.getByTestId('schedule-totals').textContent(), slow)
      .toContain(total);
    await keepScreenshot(page, 'grid-typed-2000-rows-1280');
    await context.close();
  }, 180_000);

  it('fills the window with the grid: 18 rows at 1280×800 and 8 on a phone, and the page does not scroll', async () => {
    const projectId = await createProject(token, workspaceId, 'Rows In View');
    await createRows(
      token,
      { p: projectId, w: workspaceId },
      Array.from({ length: 40 }, (_, index) => ({ typeDesignation: `V${index + 10}` })),
    );
    for (const [width, height, least] of [
      [1280, 800, 18],
      [375, 812, 8],
    ] as const) {
      const { context, page } = await openSchedule(projectId, width, height);
      await page.getByText(/^40 rows/).waitFor(slow);
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(least);
      expect(await pageScrolls(page)).toBe(false);
      await keepScreenshot(page, `grid-rows-in-view-${width}`);
      await context.close();
    }
  });

  it('tells a viewer why at once when they type, paste or double-click, with a View only chip', async () => {
    const projectId = await createProject(token, workspaceId, 'Look Only');
    await createRows(token, { p: projectId, w: workspaceId }, [
      { typeDesignation: 'L1', model: 'M-1' },
    ]);
    const viewer = { email: 'typing.viewer@example.com', password: 'viewer-pass-9' };
    await createReadyUser(viewer.email, viewer.password, 'Vik Viewer');
    await inviteAndAccept(token, workspaceId, viewer, 'viewer');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await signInToWorkspace(page, viewer.email, viewer.password);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByTestId('view-only-chip').waitFor(slow);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('M-1');
    await clickTypeCell(page, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('x');
    const refused = page.getByTestId('schedule-refused');
    await refused.waitFor(slow);
    expect(await refused.textContent()).toContain('Your assigned role is not permitted');
    expect(await page.getByTestId('cell-editor').count()).toBe(0);
    await keepScreenshot(page, 'grid-viewer-refused-1280');
    await context.close();
    expect((await allRows(token, { p: projectId, w: workspaceId }))[0]?.cells.model).toBe('M-1');
  });
});
