import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
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
import { gridColumns, slow } from './support/views.ts';

/** The GraphQL operations a page sends, by name, as they leave it. */
function countOperations(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return (name: string) => counts.get(name) ?? 0;
}

/** A value each kind of column takes, different for each row and column. */
function valueFor(column: string, row: number, index: number): string {
  if (column === 'quantity' || column === 'leadTime') return String((row % 9) + 1);
  if (column === 'wattage' || column === 'lumens' || column === 'budgetPrice') {
    return `${row + index}.5`;
  }
  if (column === 'releaseDate') return `2027-0${(row % 9) + 1}-1${index % 9}`;
  if (column === 'productUrl') return `https://example.com/p/${row}-${index}`;
  return `R${row}C${index}`;
}

describe('ranges of cells: paste, undo and copy as one step each', () => {
  let browser: Browser;
  const owner = { email: 'ranges.lead@example.com', password: 'ranges-pass-9', name: 'Rae Okafor' };
  let token: string;
  let workspaceId: string;

  async function openSchedule(projectId: string, width = 1280) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      baseURL: baseUrl(),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    const operations = countOperations(page);
    workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByTestId('data-grid-canvas').waitFor();
    return { context, page, operations };
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

  it('pastes a 10 × 100 range from a spreadsheet as one request, and undoes it in one step', async () => {
    const projectId = await createProject(token, workspaceId, 'Big Paste');
    const ids = { p: projectId, w: workspaceId };
    await createRows(
      token,
      ids,
      Array.from({ length: 100 }, (_, index) => ({
        typeDesignation: `P${String(index).padStart(3, '0')}`,
      })),
    );
    const { context, page, operations } = await openSchedule(projectId);
    await page.getByText(/^100 rows/).waitFor(slow);
    // The ten columns after Type that take typed values, as the view lays them out.
    const computed = new Set(['totalCost', 'totalPower', 'efficacy', 'estimatedDelivery', 'image']);
    const shown = (await gridColumns(page)).ids;
    const first = 1;
    const targets = shown.slice(first, first + 10);
    expect(targets.some((id) => computed.has(id))).toBe(false);
    const tsv = Array.from({ length: 100 }, (_, row) =>
      targets.map((id, index) => valueFor(id, row, index)).join('\t'),
    ).join('\r\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), tsv);

    await clickTypeCell(page, 0);
    await pressTimes(page, 'ArrowRight', first);
    await page.keyboard.press('Control+v');
    await expect
      .poll(
        async () =>
          (await allRows(token, ids)).every((row, index) =>
            targets.every((id, at) => row.cells[id] === valueFor(id, index, at)),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(operations('UpdateCells')).toBe(1);
    expect(operations('UpdateCell')).toBe(0);
    await keepScreenshot(page, 'grid-pasted-10x100-1280');

    await page.keyboard.press('Control+z');
    await page.getByText(/Undone: Paste 1,?000 cells/).waitFor(slow);
    await expect
      .poll(
        async () =>
          (await allRows(token, ids)).every((row) =>
            targets.every((id) => row.cells[id] === undefined || row.cells[id] === null),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(operations('UpdateCells')).toBe(2);
    expect(operations('UpdateCell')).toBe(0);
    await context.close();
  });

  it('copies cells holding tabs, quotes and line breaks, and pastes them back as they were', async () => {
    const projectId = await createProject(token, workspaceId, 'Round Trip');
    const ids = { p: projectId, w: workspaceId };
    const tricky = {
      manufacturer: 'Tab\there',
      model: 'Say "hi", 3" trim',
      productType: 'Plain',
      description: 'Line one\nLine two\n"Quoted" line',
    };
    await createRows(token, ids, [{ typeDesignation: 'T1', ...tricky }, { typeDesignation: 'T2' }]);
    const { context, page } = await openSchedule(projectId);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe(tricky.model);
    const shown = (await gridColumns(page)).ids;
    const start = shown.indexOf('manufacturer');
    const end = shown.indexOf('description');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);

    await clickTypeCell(page, 0);
    await pressTimes(page, 'ArrowRight', start);
    for (let step = start; step < end; step += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+c');
    // What was copied is quoted text (and a table), as Excel writes it.
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('"Line one\nLine two\n""Quoted"" line"');
    expect(copied).toContain('"Tab\there"');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+v');
    const secondRow = shown.slice(start, end + 1);
    await expect
      .poll(async () => {
        const row = (await allRows(token, ids))[1];
        return Object.fromEntries(secondRow.map((id) => [id, row?.cells[id] ?? null]));
      }, slow)
      .toEqual(
        Object.fromEntries(
          secondRow.map((id) => [id, (tricky as Record<string, string>)[id] ?? null]),
        ),
      );
    expect((await allRows(token, ids)).length).toBe(2);
    await context.close();
  });

  it('shows the editor that the cell changed under it, and goes through the conflict instead of overwriting', async () => {
    const projectId = await createProject(token, workspaceId, 'Open Editor');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [{ typeDesignation: 'C1', model: 'Before' }]);
    const other = {
      email: 'ranges.other@example.com',
      password: 'other-pass-9',
      name: 'Bo Lindqvist',
    };
    await createReadyUser(other.email, other.password, other.name);
    await inviteAndAccept(token, workspaceId, other, 'editor');
    const otherToken = await accessToken(other.email, other.password);
    const { context, page } = await openSchedule(projectId);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Before');

    // A opens Model of C1 and types, without saving yet.
    await clickTypeCell(page, 0);
    await pressTimes(page, 'ArrowRight', 2);
    await page.keyboard.type('Mine');
    await page.getByTestId('cell-editor').waitFor();
    // B saves the same cell meanwhile.
    const row = (await allRows(token, ids))[0]!;
    await callApi(
      graphql(
        `mutation GridRangesUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: "model", value: "Theirs", version: $v) { version } }`,
      ),
      { ...ids, r: row.id, v: row.versions.model ?? '1.0' },
      otherToken,
    );
    const changed = page.getByTestId('cell-editor-changed');
    await changed.waitFor(slow);
    expect(await changed.textContent()).toContain('Bo Lindqvist changed this cell to “Theirs”');
    await keepScreenshot(page, 'grid-editor-changed-under-1280');

    // A's Enter goes through the conflict: nothing is overwritten until A chooses.
    await page.keyboard.press('Enter');
    const conflict = page.getByTestId('schedule-conflict');
    await conflict.waitFor(slow);
    const text = (await conflict.textContent()) ?? '';
    expect(text).toContain('Version Conflict');
    expect(text).toContain('Theirs');
    expect(text).toContain('Mine');
    expect((await allRows(token, ids))[0]?.cells.model).toBe('Theirs');
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Theirs');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(async () => (await allRows(token, ids))[0]?.cells.model, slow).toBe('Mine');
    await context.close();
  });
});
