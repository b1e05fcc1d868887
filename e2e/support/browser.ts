import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A new page of the given width, at the app's address. */
export async function openPage(browser: Browser, width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  const page = await context.newPage();
  // E2E_CONSOLE=1 prints what the app logs and throws, to debug a failing journey.
  if (process.env.E2E_CONSOLE) {
    page.on('console', (message) => console.log(`[browser ${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => console.log(`[browser error] ${error.stack ?? error.message}`));
  }
  return page;
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
/** Ends running transitions, so what is checked or pictured is the page at rest. */
async function settle(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

export async function expectAccessible(page: Page) {
  // A colour caught halfway through a transition is not what users read.
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
    );
  expect(blocking).toEqual([]);
}

/** Keeps a screenshot as a test artefact under e2e/artifacts. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await settle(page);
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
