import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

describe('browser security headers (issue 17, item 8)', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
    app = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'http://specs.test:8080' });
  });
  afterAll(async () => {
    await app.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('gives the app a policy with no inline script, no plugins, and no framing by anyone', async () => {
    const page = await fetch(`${app.url}/login`);
    expect(page.status).toBe(200);
    const policy = directivesOf(page.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The app's own origin over HTTP and its WebSocket, nothing else.
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://specs.test:8080']);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends no referrer from the shared-project page, whose address holds the link token', async () => {
    const page = await fetch(`${app.url}/shared-project/p1?workspaceId=w1&accessToken=secret`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('marks scripts and other assets as what they say they are', async () => {
    const asset = await fetch(`${app.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives /graphql answers a policy that loads nothing and frames nowhere', async () => {
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it("lets files be framed only by the app's own pages (PDF previews)", async () => {
    const file = await fetch(`${app.url}/files/no-such-key`);
    expect(file.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(file.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
