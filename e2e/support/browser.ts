import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Every context it opens
 * fails its journey on a Content-Security-Policy violation (see watchContentSecurityPolicy).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // Journeys open contexts with browser.newContext or newPage (which calls it): watch them all.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContentSecurityPolicy(context);
    return context;
  };
  return browser;
}

type CspWatch = { violations: string[]; tolerated: boolean };
const cspWatches = new WeakMap<BrowserContext, CspWatch>();

/**
 * Reports every `securitypolicyviolation` of every page and frame of the context. A violation
 * closes the page with the violation as the reason, so the journey's next step fails saying
 * what was blocked; closing the context afterwards fails too, for one seen at the very end.
 */
async function watchContentSecurityPolicy(context: BrowserContext) {
  const watch: CspWatch = { violations: [], tolerated: false };
  cspWatches.set(context, watch);
  await context.exposeBinding('__reportCspViolation', ({ page }, report: string) => {
    watch.violations.push(report);
    if (watch.tolerated) return;
    page.close({ reason: `Content-Security-Policy violation: ${report}` }).catch(() => {});
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${document.location.href} (${event.sourceFile || 'the page'}:${event.lineNumber})`;
        (
          window as unknown as { __reportCspViolation: (text: string) => void }
        ).__reportCspViolation(report);
      },
      true,
    );
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (watch.violations.length > 0 && !watch.tolerated) {
      throw new Error(`Content-Security-Policy violations:\n${watch.violations.join('\n')}`);
    }
  };
}

/**
 * For a test that provokes violations on purpose: they no longer fail the journey, and the
 * returned list fills as the browser reports them.
 */
export function toleratedCspViolations(context: BrowserContext): string[] {
  const watch = cspWatches.get(context);
  if (!watch) throw new Error('the context was not opened by launchBrowser()');
  watch.tolerated = true;
  return watch.violations;
}

let ownServer: string | null = null;

/**
 * Points this test file's helpers (the API, the outbox, new pages) at a server the journey
 * started itself instead of the shared one; null points them back. Each file has its own modules.
 */
export function pointHelpersAt(url: string | null) {
  ownServer = url;
}

export function baseUrl(): string {
  return ownServer ?? inject('baseUrl');
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
