import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const projectsPath = /^\/workspace\/[^/]+\/projects$/;
const email = 'shell.viewer@example.com';
const password = 'shell-pass-42';

describe('the application shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password);
  });
  afterAll(() => browser?.close());

  it('shows side navigation at 1280 px wide, with the live server status', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(projectsPath);
    await page.goto('/status');
    await page.getByTestId('side-nav').waitFor({ state: 'visible' });
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    await page.getByText('Embedded PostgreSQL (PGlite)').waitFor();
    await page.getByText('In-process', { exact: false }).first().waitFor();
    // A pulse travels from the server's pub/sub to this page over the WebSocket.
    await page.getByTestId('last-pulse-at').waitFor({ timeout: 10_000 });
    await page.getByText('Live', { exact: true }).waitFor();
    await keepScreenshot(page, 'shell-1280');
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows bottom navigation at 375 px wide', async () => {
    const page = await openPage(browser, 375, 812);
    await signInThroughUi(page, email, password);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(projectsPath);
    await page.goto('/status');
    await page.getByTestId('bottom-nav').waitFor({ state: 'visible' });
    expect(await page.getByTestId('side-nav').isVisible()).toBe(false);
    await page.getByText('Embedded PostgreSQL (PGlite)').waitFor();
    await page.getByTestId('last-pulse-at').waitFor({ timeout: 10_000 });
    await keepScreenshot(page, 'shell-375');
    await expectAccessible(page);
    await page.context().close();
  });

  it('leads / and unknown paths to the workspace, with no operator pages in the navigation', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(projectsPath);
    const nav = page.getByTestId('side-nav');
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Status' }).count()).toBe(0);
    for (const start of ['/', '/no/such/page']) {
      await page.goto(start);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(projectsPath);
    }
    await expectAccessible(page);
    await page.context().close();
  });

  it('sends a signed-out visitor to sign in, and back to the page they asked for after', async () => {
    const page = await openPage(browser, 1280);
    await page.goto('/account/security');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/security');
    await page.context().close();
  });
});
