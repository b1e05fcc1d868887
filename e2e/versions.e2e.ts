import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughUi } from './support/accounts.ts';
import { accessToken, graphql } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

type Ids = { p: string; w: string };

async function createRow(token: string, ids: Ids, cells: Record<string, unknown>) {
  const { createEmptyRow } = await graphql(
    'mutation ($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }',
    { ...ids, c: cells },
    token,
  );
  return createEmptyRow as { id: string; versions: Record<string, string> };
}

async function edit(
  token: string,
  ids: Ids,
  row: { id: string },
  col: string,
  value: unknown,
  version = '1.0',
) {
  await graphql(
    'mutation ($p: ID!, $w: ID!, $r: ID!, $c: String!, $v: JSON, $ver: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $c, value: $v, version: $ver) { version } }',
    { ...ids, r: row.id, c: col, v: value, ver: version },
    token,
  );
}

describe('project versions', () => {
  let browser: Browser;
  const { email, password } = inject('demoAccount');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function signIn(page: Page): Promise<string> {
    await signInThroughUi(page, email, password);
    await poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    return path(page.url()).split('/')[2]!;
  }

  it('creates a version, then after three rows change, the comparison shows what moved and the cost delta', async () => {
    const page = await openPage(browser, 1280, 900);
    const workspaceId = await signIn(page);
    const token = await accessToken(email, password);
    const { deprecatedCreateProjectV2: project } = await graphql(
      'mutation ($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Gallery Wing", address: { formatted_address: "Toronto, Canada" }) { id } }',
      { w: workspaceId },
      token,
    );
    const ids = { p: project.id as string, w: workspaceId };
    const lobby = await createRow(token, ids, {
      typeDesignation: 'A1',
      manufacturer: 'Lumenworks',
      model: 'LW-10',
      quantity: 10,
      budgetPrice: '120.50',
      wattage: '12',
    });
    const spot = await createRow(token, ids, {
      typeDesignation: 'B1',
      manufacturer: 'Orion',
      model: 'OR-7',
      quantity: 4,
      budgetPrice: '300',
      wattage: '30',
    });
    const exit = await createRow(token, ids, {
      typeDesignation: 'C1',
      manufacturer: 'Vega',
      model: 'VG-1',
      quantity: 1,
      budgetPrice: '20',
      wattage: '5',
    });

    await page.goto(`/workspace/${workspaceId}/projects/${ids.p}/versions`);
    await page.getByText('No versions yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create version' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please enter required value').waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Issued for tender');
    await dialog.getByRole('textbox', { name: 'Short name' }).fill('IFT');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('New version has been successfully created').waitFor();
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByText('Issued for tender').waitFor();
    await versions.getByText('3 rows', { exact: false }).waitFor();

    // Three rows change after the tender issue: more lobby fittings, a cheaper spot, a new row.
    await edit(token, ids, lobby, 'quantity', 12);
    await edit(token, ids, spot, 'budgetPrice', '250');
    await createRow(token, ids, {
      typeDesignation: 'A1',
      manufacturer: 'Lumenworks',
      model: 'LW-12',
      quantity: 2,
      budgetPrice: '99.99',
      wattage: '8',
    });
    void exit;

    await page.getByRole('button', { name: 'More actions for Issued for tender' }).click();
    await page.getByRole('menuitem', { name: 'Compare with the live schedule' }).click();
    const changes = page.getByRole('region', {
      name: 'Changes from Issued for tender to Live schedule',
    });
    // 10 → 12 lobby fittings (+$241.00), spots at $250 (−$200.00), a new row (+$199.98).
    await poll(() => changes.getByTestId('compare-cost-delta').textContent()).toBe('+$240.98');
    await poll(() => changes.getByTestId('compare-power-delta').textContent()).toBe('+40 W');
    const rows = changes.getByRole('table', { name: 'Changed rows' }).getByRole('row');
    await poll(() => rows.count()).toBe(4);
    await changes.getByText('Quantity: 10 → 12').waitFor();
    await changes.getByText('Budget Price: $300.00 → $250.00').waitFor();
    await changes.getByRole('button', { name: 'Added 1' }).waitFor();
    const byType = changes.getByRole('table', { name: 'Changes by type' });
    await byType.getByRole('row', { name: /A1 1 → 2/ }).waitFor();
    expect(path(page.url())).toBe(`/workspace/${workspaceId}/projects/${ids.p}/versions`);
    expect(new URL(page.url()).searchParams.get('to')).toBe('live');
    await keepScreenshot(page, 'versions-compare-1280');
    await expectAccessible(page);

    // The comparison is a link: reloaded, it reads the same.
    await page.reload();
    await poll(() => page.getByTestId('compare-cost-delta').textContent()).toBe('+$240.98');

    const phone = await openPage(browser, 375, 800);
    await signIn(phone);
    await phone.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await poll(() => phone.getByTestId('compare-cost-delta').textContent()).toBe('+$240.98');
    // On a phone the changed rows are cards, each with its deltas.
    await poll(() =>
      phone.getByRole('list', { name: 'Changed rows' }).locator(':scope > li').count(),
    ).toBe(3);
    await phone.getByText('Quantity: 10 → 12').waitFor();
    await keepScreenshot(phone, 'versions-compare-375');
    await phone.context().close();
    await page.context().close();
  });
});
