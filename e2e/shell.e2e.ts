import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

describe('the application shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows side navigation at 1280 px wide, with the live server status', async () => {
    const page = await openPage(browser, 1280);
    await page.goto('/');
    await expect.poll(() => page.url()).toMatch(/\/status$/);
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
    await page.goto('/status');
    await page.getByTestId('bottom-nav').waitFor({ state: 'visible' });
    expect(await page.getByTestId('side-nav').isVisible()).toBe(false);
    await page.getByText('Embedded PostgreSQL (PGlite)').waitFor();
    await page.getByTestId('last-pulse-at').waitFor({ timeout: 10_000 });
    await keepScreenshot(page, 'shell-375');
    await expectAccessible(page);
    await page.context().close();
  });

  it('renders unknown paths as a not-found page inside the shell', async () => {
    const page = await openPage(browser, 1280);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    await page.getByTestId('side-nav').waitFor({ state: 'visible' });
    await expectAccessible(page);
    await page.context().close();
  });
});
