import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInThroughUi } from './accounts.ts';
import { callApi } from './api.ts';
import { graphql } from './graphql/index.ts';

/** A project and workspace, as the schedule's calls name them. */
export type ScheduleIds = { p: string; w: string };

/** A project made through the API, as the New Project modal makes it. */
export async function createProject(token: string, workspaceId: string, name: string) {
  const { deprecatedCreateProjectV2 } = await callApi(
    graphql(
      `mutation ScheduleDeprecatedCreateProjectV2($w: ID!, $n: String!, $a: AddressInput) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: $a) { id } }`,
    ),
    { w: workspaceId, n: name, a: { formatted_address: 'Vancouver, Canada' } },
    token,
  );
  return deprecatedCreateProjectV2.id as string;
}

/** Rows made through GraphQL, up to 25 a request (aliases), in the order given. */
export async function createRows(token: string, ids: ScheduleIds, rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += 25) {
    const batch = rows.slice(start, start + 25);
    const fields = batch
      .map((_, i) => `r${i}: createEmptyRow(projectId: $p, workspaceId: $w, cells: $c${i})`)
      .join('\n');
    const params = batch.map((_, i) => `$c${i}: JSON`).join(', ');
    const variables: Record<string, unknown> = { ...ids };
    batch.forEach((cells, i) => {
      variables[`c${i}`] = cells;
    });
    await callApi(`mutation ($p: ID!, $w: ID!, ${params}) { ${fields} }`, variables, token);
  }
}

/** A schedule row as the API answers it. */
export type Row = { id: string; cells: Record<string, unknown>; versions: Record<string, string> };

/** Every row of the live schedule (up to 2,000), in schedule order. */
export async function allRows(token: string, ids: ScheduleIds): Promise<Row[]> {
  const { getStructuredScheduleRows } = await callApi(
    graphql(
      `query GetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data } }`,
    ),
    ids,
    token,
  );
  return getStructuredScheduleRows.data;
}

/** Columns of Glide's accessibility table (on screen), counting the row markers as 0. */
export const col = { type: 1, manufacturer: 2, model: 3 };

/** Signs in through the form and answers the workspace it lands in. */
export async function signInToWorkspace(page: Page, email: string, password: string) {
  await signInThroughUi(page, email, password);
  await page.waitForURL((url) => /^\/workspace\/[^/]+\/projects$/.test(url.pathname));
  return new URL(page.url()).pathname.split('/')[2]!;
}

/**
 * The text of a grid cell, read from Glide's accessibility table (the grid draws on a canvas).
 * Column 0 is the row markers; the schedule's columns start at 1.
 */
export async function cellText(page: Page, col: number, row: number) {
  // Each browser is a page of its own: only the page in front gets timers and frames at full rate.
  await page.bringToFront();
  return page.getByTestId(`glide-cell-${col}-${row}`).textContent({ timeout: 2000 });
}

/** Clicks the Type cell of `row` (the grid's first, frozen column): the keyboard goes from there. */
export async function clickTypeCell(page: Page, row: number) {
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  // Row markers are under 60 px wide; the Type column is 180 px wide after them; rows are 36 px.
  await page.mouse.click(box.x + 150, box.y + 36 + row * 36 + 18);
}

/**
 * Enter edits the selected cell in place; its text is replaced and Enter saves it. With `at`, the
 * keys before must first have put the selection there (a busy machine may lag behind the keys).
 */
export async function typeInCell(page: Page, text: string, at?: { col: number; row: number }) {
  if (at) {
    await expect
      .poll(() =>
        page
          .getByTestId(`glide-cell-${at.col}-${at.row}`)
          .getAttribute('aria-selected', { timeout: 2000 }),
      )
      .toBe('true');
  }
  await page.keyboard.press('Enter');
  const editor = page.getByTestId('cell-editor').locator('textarea');
  await editor.waitFor();
  await editor.fill(text);
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
}

export async function pressTimes(page: Page, key: string, times: number) {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}
