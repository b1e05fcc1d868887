import type { VariablesOf } from '@graphql-typed-document-node/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';

const path = (url: string) => new URL(url).pathname;

/** Polls longer than the default second: a busy machine may take a few to sign in or navigate. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const createProjectMutation =
  graphql(`mutation DeprecatedCreateProjectV2($w: ID!, $n: String!, $num: String, $ph: String, $b: Float, $a: Float, $u: AreaUnit, $d: Float, $addr: AddressInput) {
  deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, number: $num, phase: $ph, baseBudget: $b, area: $a, areaUnit: $u, powerDensity: $d, address: $addr) { id title }
}`);

/** A project made through the API, as the New Project modal would make it. */
async function createProject(
  token: string,
  workspaceId: string,
  fields: Omit<VariablesOf<typeof createProjectMutation>, 'w'>,
) {
  const { deprecatedCreateProjectV2 } = await callApi(
    createProjectMutation,
    { w: workspaceId, ...fields },
    token,
  );
  return deprecatedCreateProjectV2 as { id: string; title: string };
}

/** A schedule row with these cells (by column id), as the schedule's Add row makes it. */
async function addScheduleRow(
  token: string,
  workspaceId: string,
  projectId: string,
  cells: Record<string, unknown>,
) {
  await callApi(
    graphql(
      `mutation CreateEmptyRow($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }`,
    ),
    { p: projectId, w: workspaceId, c: cells },
    token,
  );
}

/** The rows of a chart's legend, as text. */
const legend = (page: Page, name: string) =>
  page.getByRole('list', { name }).getByRole('listitem').allTextContents();

/** Signs in and returns the active workspace's id, read from where sign-in lands. */
async function signInToWorkspace(page: Page, email: string, password: string): Promise<string> {
  await signInThroughUi(page, email, password);
  await poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
  return path(page.url()).split('/')[2]!;
}

/** The value beside a label of the dashboard's figure lists. */
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('project budget dashboard', () => {
  let browser: Browser;
  const email = 'budget.lead@example.com';
  const password = 'budget-pass-7';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Mira Okafor');
  });
  afterAll(() => browser?.close());

  it('sets the base budget and notes, keeps them over a reload, and sends the viewer away when the project is archived elsewhere', async () => {
    const page = await openPage(browser, 1280);
    const workspaceId = await signInToWorkspace(page, email, password);
    const token = await accessToken(email, password);
    const project = await createProject(token, workspaceId, {
      n: 'Riverside Library',
      num: 'RL-7',
      ph: 'Schematic Design',
      b: 120000,
      a: 2500,
      u: 'feet',
      d: 0.8,
      addr: { formatted_address: 'Portland, Oregon, United States' },
    });
    expect(project.title).toBe('RL-7 - Riverside Library - Schematic Design');

    await page.goto(`/workspace/${workspaceId}/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    await page.getByRole('tab', { name: 'Budget dashboard' }).click();
    await poll(() => path(page.url())).toMatch(/\/dashboard$/);
    await poll(() => figure(page, 'Total cost').textContent()).toBe('$0.00');
    await poll(() => figure(page, 'Remaining budget').textContent()).toBe('$120,000.00');
    await poll(() => figure(page, 'Target').textContent()).toBe('0.80 W/ft²');
    await page
      .getByText('Costs by type appear here once products are added to the schedule.')
      .waitFor();

    await page.getByRole('button', { name: 'Edit base budget' }).click();
    await page.getByRole('textbox', { name: 'Base budget' }).fill('150000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => figure(page, 'Base budget').textContent()).toBe('$150,000.00');
    await poll(() => figure(page, 'Remaining budget').textContent()).toBe('$150,000.00');

    // Products added to the schedule (here through the API) reach the open dashboard live.
    for (const cells of [
      { typeDesignation: 'A1', quantity: 10, budgetPrice: '120.50', wattage: 12 },
      { typeDesignation: 'B2', quantity: 4, budgetPrice: '300', wattage: 30 },
      { typeDesignation: 'D1', quantity: 2, budgetPrice: '50', wattage: 10 },
      { typeDesignation: 'C1', quantity: 1, budgetPrice: '20', wattage: 5 },
    ]) {
      await addScheduleRow(token, workspaceId, project.id, cells);
    }
    await poll(() => figure(page, 'Total cost').textContent()).toBe('$2,525.00');
    await poll(() => figure(page, 'Remaining budget').textContent()).toBe('$147,475.00');
    await poll(() => figure(page, 'Total power').textContent()).toBe('265 W');
    await poll(() => figure(page, 'Power density').textContent()).toBe('0.11 W/ft²');
    // D1 (3.96% of the cost) and C1 (0.79%) are grouped; by power D1 (7.5%) keeps its slice.
    await poll(() => legend(page, 'Cost by type, by share')).toEqual([
      'A1$1,205.0047.7%',
      'B2$1,200.0047.5%',
      'Others (D1, C1)$120.004.8%',
    ]);
    await poll(() => legend(page, 'Power by type, by share')).toEqual([
      'A1120 W45.3%',
      'B2120 W45.3%',
      'D120 W7.5%',
      'Others (C1)5 W1.9%',
    ]);

    const notes = 'Warm white (3000 K) in the reading rooms.\nDALI dimming throughout.';
    await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'project-dashboard-1280');
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    await poll(() => page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(notes);
    await poll(() => figure(page, 'Base budget').textContent()).toBe('$150,000.00');

    // Someone archives the project from the projects list in another browser.
    const other = await openPage(browser, 1280);
    await signInToWorkspace(other, email, password);
    await other.getByRole('button', { name: `Archive ${project.title}` }).click();

    await poll(() => path(page.url())).toBe(`/workspace/${workspaceId}/projects`);
    await page
      .getByText(`${project.title} was archived, so you were taken back to the projects list.`)
      .waitFor();
    await keepScreenshot(page, 'project-archived-sent-away');

    // Opened again, the archived project is read-only.
    await page.goto(`/workspace/${workspaceId}/projects/${project.id}/dashboard`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Project is archived and cannot be updated' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Edit base budget' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Notes' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'project-dashboard-archived-1280');
    await expectAccessible(page);
    await other.context().close();
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await openPage(browser, 375, 812);
    const workspaceId = await signInToWorkspace(page, email, password);
    const token = await accessToken(email, password);
    const project = await createProject(token, workspaceId, {
      n: 'Northgate Medical Centre — Outpatient Wing',
      num: 'NMC-2041',
      ph: 'Construction Documents',
      b: 2500000,
      a: 1200,
      u: 'meter',
      d: 9.5,
      addr: { formatted_address: 'Leeds, United Kingdom' },
    });
    await page.goto(`/workspace/${workspaceId}/projects/${project.id}/dashboard`);
    await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
    await poll(() => figure(page, 'Target').textContent()).toBe('9.50 W/m²');
    await page.getByRole('button', { name: 'Edit base budget' }).click();
    await page.getByRole('textbox', { name: 'Base budget' }).waitFor();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'project-dashboard-375');
    await expectAccessible(page);
    await page.context().close();
  });
});
