import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { inviteAndAccept } from './support/invitations.ts';
import {
  allRows,
  cellText,
  col,
  createProject,
  createRows,
  signInToWorkspace,
  typeInCell,
} from './support/schedule.ts';
import { clickCell, HEADER, headerSpan, slow } from './support/views.ts';

describe("a cell's history", () => {
  let browser: Browser;
  const owner = {
    email: 'history.lead@example.com',
    password: 'history-pass-9',
    name: 'Hana Ruiz',
  };
  const other = { email: 'history.mate@example.com', password: 'history-pass-8', name: 'Ola Berg' };
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, owner.name);
    await createReadyUser(other.email, other.password, other.name);
    token = await accessToken(owner.email, owner.password);
  });
  afterAll(() => browser?.close());

  it('lists who changed a cell, when, from what to what, and restores an earlier value as an edit', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    await inviteAndAccept(token, workspaceId, other, 'editor');
    const otherToken = await accessToken(other.email, other.password);
    const projectId = await createProject(token, workspaceId, 'Cell History');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [{ typeDesignation: 'H1', model: 'Arc' }]);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc');

    // The owner types a new model; a colleague changes it again.
    await clickCell(page, 'model', 0);
    await typeInCell(page, 'Arc II');
    await expect.poll(async () => (await allRows(token, ids))[0]?.cells.model, slow).toBe('Arc II');
    const row = (await allRows(token, ids))[0]!;
    await callApi(
      graphql(
        `mutation UpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: "model", value: "Arc III", version: $v) { version } }`,
      ),
      { ...ids, r: row.id, v: row.versions.model! },
      otherToken,
    );
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc III');

    // Right-click the cell: Cell history.
    const model = await headerSpan(page, 'model');
    await page.mouse.click((model.left + model.right) / 2, model.y + HEADER / 2 + 18, {
      button: 'right',
    });
    await page.getByRole('menuitem', { name: 'Cell history' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of Model · H1' });
    const changes = dialog.getByTestId('cell-change');
    await expect
      .poll(() => changes.allTextContents(), slow)
      .toEqual(['Arc II → Arc III', 'Arc → Arc II']);
    await dialog.getByText(other.name).waitFor();
    await dialog.getByText(owner.name).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'grid-cell-history-1280');

    // Restore Arc II: an ordinary edit, saved, shown, and listed in its turn.
    await dialog.getByRole('button', { name: 'Restore Arc II' }).click();
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc II');
    await expect.poll(async () => (await allRows(token, ids))[0]?.cells.model, slow).toBe('Arc II');
    await expect
      .poll(() => changes.allTextContents(), slow)
      .toEqual(['Arc III → Arc II', 'Arc II → Arc III', 'Arc → Arc II']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // And it undoes like any edit.
    await clickCell(page, 'model', 0);
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await allRows(token, ids))[0]?.cells.model, slow)
      .toBe('Arc III');
    await context.close();
  });
});
