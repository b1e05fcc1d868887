import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughUi } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { cellText, clickTypeCell, createRows, pressTimes, typeInCell } from './support/schedule.ts';

const path = (url: string) => new URL(url).pathname;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

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
    const { deprecatedCreateProjectV2: project } = await callApi(
      graphql(
        `mutation VersionsDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Gallery Wing", address: { formatted_address: "Toronto, Canada" }) { id } }`,
      ),
      { w: workspaceId },
      token,
    );
    const ids = { p: project.id as string, w: workspaceId };
    await createRows(token, ids, [
      {
        typeDesignation: 'A1',
        manufacturer: 'Lumenworks',
        model: 'LW-10',
        quantity: 10,
        budgetPrice: '120.50',
        wattage: '12',
      },
      {
        typeDesignation: 'B1',
        manufacturer: 'Orion',
        model: 'OR-7',
        quantity: 4,
        budgetPrice: '300',
        wattage: '30',
      },
      {
        typeDesignation: 'C1',
        manufacturer: 'Vega',
        model: 'VG-1',
        quantity: 1,
        budgetPrice: '20',
        wattage: '5',
      },
    ]);

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

    // Three rows change in the grid after the tender issue (Design Team View: Quantity is the
    // tenth column): more lobby fittings, fewer spots, another exit sign model.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByTestId('data-grid-canvas').waitFor();
    await poll(() => cellText(page, 3, 2)).toBe('VG-1');
    const quantity = 10;
    await clickTypeCell(page, 0);
    await pressTimes(page, 'ArrowRight', quantity - 1);
    await typeInCell(page, '12', { col: quantity, row: 0 });
    await clickTypeCell(page, 1);
    await pressTimes(page, 'ArrowRight', quantity - 1);
    await typeInCell(page, '3', { col: quantity, row: 1 });
    await clickTypeCell(page, 2);
    await pressTimes(page, 'ArrowRight', 2);
    await typeInCell(page, 'VG-2', { col: 3, row: 2 });
    await poll(() => page.getByTestId('schedule-totals').textContent()).toContain('$2,366.00');

    await page.getByRole('tab', { name: 'Versions' }).click();
    await page.getByRole('button', { name: 'More actions for Issued for tender' }).click();
    await page.getByRole('menuitem', { name: 'Compare with the live schedule' }).click();
    const changes = page.getByRole('region', {
      name: 'Changes from Issued for tender to Live schedule',
    });
    // 10 → 12 lobby fittings (+$241.00, +24 W), 4 → 3 spots (−$300.00, −30 W), a new model.
    await poll(() => changes.getByTestId('compare-cost-delta').textContent()).toBe('−$59.00');
    await poll(() => changes.getByTestId('compare-power-delta').textContent()).toBe('−6 W');
    const rows = changes.getByRole('table', { name: 'Changed rows' }).getByRole('row');
    await poll(() => rows.count()).toBe(4);
    await changes.getByText('Quantity: 10 → 12').waitFor();
    await changes.getByText('Quantity: 4 → 3').waitFor();
    await changes.getByText('Model: VG-1 → VG-2').waitFor();
    await changes.getByRole('button', { name: 'Changed 3' }).waitFor();
    const byType = changes.getByRole('table', { name: 'Changes by type' });
    await byType.getByRole('row', { name: /B1 1 → 1 \$900\.00 −\$300\.00/ }).waitFor();
    expect(path(page.url())).toBe(`/workspace/${workspaceId}/projects/${ids.p}/versions`);
    expect(new URL(page.url()).searchParams.get('to')).toBe('live');
    await keepScreenshot(page, 'versions-compare-1280');
    await expectAccessible(page);

    // The comparison is a link: reloaded, it reads the same.
    await page.reload();
    await poll(() => page.getByTestId('compare-cost-delta').textContent()).toBe('−$59.00');

    const phone = await openPage(browser, 375, 800);
    await signIn(phone);
    await phone.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await poll(() => phone.getByTestId('compare-cost-delta').textContent()).toBe('−$59.00');
    // On a phone the changed rows are cards, each with its deltas.
    await poll(() =>
      phone.getByRole('list', { name: 'Changed rows' }).locator(':scope > li').count(),
    ).toBe(3);
    await phone.getByText('Quantity: 10 → 12').waitFor();
    await keepScreenshot(phone, 'versions-compare-375');
    await phone.context().close();

    // Opened, the version shows the schedule as it was, read-only, with the way back.
    await page.getByRole('button', { name: 'More actions for Issued for tender' }).click();
    await page.getByRole('menuitem', { name: 'Open' }).click();
    const banner = page.getByTestId('version-banner');
    await banner.getByText('Version: Issued for tender (IFT)').waitFor();
    expect(new URL(page.url()).searchParams.get('version')).toBeTruthy();
    await poll(() => cellText(page, 3, 2)).toBe('VG-1');
    expect(await page.getByRole('button', { name: 'Add row' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'version-mode-1280');
    await banner.getByRole('button', { name: 'Back to the live schedule' }).click();
    await banner.waitFor({ state: 'detached' });
    await poll(() => cellText(page, 3, 2)).toBe('VG-2');
    await page.context().close();
  });
});
