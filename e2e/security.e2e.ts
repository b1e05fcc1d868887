import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { baseUrl, launchBrowser, openPage, toleratedCspViolations } from './support/browser.ts';

const email = 'security.reader@example.com';
const password = 'security-pass-42';
const projectsPath = /^\/workspace\/[^/]+\/projects$/;

// What the probe's page did: read a fresh session with the user's cookies.
const refreshSession = JSON.stringify({
  query: 'mutation { refreshSession { accessToken } }',
});

/**
 * Another origin: a page on another port of 127.0.0.1, as the probe's was. Its script asks
 * /graphql for a fresh session with the user's cookies and shows what it could read.
 */
function attackerPage(appUrl: string): string {
  return `<!doctype html><html><head><title>Elsewhere</title></head><body>
<p id="read">waiting</p>
<iframe id="framed" title="framed" src="${appUrl}/login" width="600" height="400"></iframe>
<script>
fetch(${JSON.stringify(`${appUrl}/graphql`)}, {
  method: 'POST',
  credentials: 'include',
  headers: { 'content-type': 'application/json' },
  body: ${JSON.stringify(refreshSession)},
})
  .then((response) => response.text())
  .then((text) => { document.getElementById('read').textContent = 'read: ' + text; })
  .catch((error) => { document.getElementById('read').textContent = 'blocked: ' + error; });
</script></body></html>`;
}

describe('what pages of other sites can do with the app (issue 17, items 3 and 8)', () => {
  let browser: Browser;
  let elsewhere: http.Server;
  let elsewhereUrl: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password);
    elsewhere = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(attackerPage(baseUrl()));
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => elsewhere?.close(resolve));
  });

  it("lets the app's own page read /graphql with the user's cookies, and no other origin's", async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(projectsPath);
    const own = await page.evaluate(
      (body) =>
        fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((response) => response.json()),
      refreshSession,
    );
    expect(own.data.refreshSession.accessToken).toBeTruthy();

    // The same browser, signed in, visits another site: its script reads nothing.
    await page.goto(elsewhereUrl);
    const read = page.locator('#read');
    await expect.poll(() => read.textContent()).not.toBe('waiting');
    expect(await read.textContent()).toMatch(/^blocked: TypeError: Failed to fetch/);
    await page.context().close();
  });

  it('keeps the sign-in page out of a frame on another site', async () => {
    const page = await openPage(browser, 1280);
    toleratedCspViolations(page.context());
    const refusals: string[] = [];
    const refused = page.waitForEvent('console', {
      predicate: (message: ConsoleMessage) => {
        const refusal = /frame-ancestors/.test(message.text());
        if (refusal) refusals.push(message.text());
        return refusal;
      },
    });
    await page.goto(elsewhereUrl);
    // The browser says why it did not show the page in the frame.
    await refused;
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium shows its own error page in the frame instead: ERR_BLOCKED_BY_RESPONSE.
    expect(frame?.url()).toBe('chrome-error://chromewebdata/');
    expect(
      await page.frameLocator('#framed').getByRole('button', { name: 'Sign in' }).count(),
    ).toBe(0);
    await page.context().close();
  });

  it('runs no script put into its page: the policy blocks it and the browser reports it', async () => {
    const page = await openPage(browser, 1280);
    const violations = toleratedCspViolations(page.context());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // What an injection would add: an inline script, and an inline event handler.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.head.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.injectedRan = true;');
      image.src = '/no-such-image.png';
      document.body.append(image);
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(violations.join('\n')).toMatch(/script-src-attr blocked inline/);
    expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBe(
      undefined,
    );
    await page.context().close();
  });
});
