import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('the development outbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lists kept mail newest first, with its text escaped', async () => {
    await app.platform.mail.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await app.platform.mail.send({
      to: 'b@example.com',
      subject: 'Second <script>alert(1)</script>',
      text: 'two',
    });
    let html = '';
    const deadline = Date.now() + 10_000;
    while (!html.includes('Second') && Date.now() < deadline) {
      html = await (await fetch(`${app.url}/dev/outbox`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });
});

/** A GET over a plain socket, with exactly the headers given (Host included). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('the outbox page to requests not from this machine (issue 17, item 7)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.platform.mail.send({ to: 'c@example.com', subject: 'Your code', text: '123456' });
  });
  afterAll(() => app.stop());

  it('is served to a person on this machine, on its own strict policy and kept by no cache', async () => {
    const deadline = Date.now() + 10_000;
    let page = await get(`${app.url}/dev/outbox`);
    while (!page.body.includes('123456') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await get(`${app.url}/dev/outbox`);
    }
    expect(page.status).toBe(200);
    expect(page.body).toContain('123456');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
  });

  it('is not found through a proxy on this machine, whichever header says so', async () => {
    const forwarded = {
      'x-forwarded-for': '203.0.113.7',
      forwarded: 'for=203.0.113.7',
      'x-real-ip': '203.0.113.7',
      'x-forwarded-host': 'specs.example.com',
      via: '1.1 proxy',
    };
    for (const [name, value] of Object.entries(forwarded)) {
      const page = await get(`${app.url}/dev/outbox`, { [name]: value });
      expect(page.status, name).toBe(404);
      expect(page.body, name).not.toContain('123456');
    }
  });

  it('is not found by a page of another site whose name was rebound to this machine', async () => {
    const page = await get(`${app.url}/dev/outbox`, { host: 'attacker.example:3000' });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('123456');
  });
});

describe('the outbox page on a server others can reach', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ HOST: '0.0.0.0', MAIL_OUTBOX_PAGE: 'on' });
    await app.platform.mail.send({ to: 'd@example.com', subject: 'Your code', text: '654321' });
  });
  afterAll(() => app.stop());

  // This machine's address on its network, as another machine reaches it.
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4');

  it.runIf(outside)(
    "is not found from another machine's address, even when turned on",
    async () => {
      const port = new URL(app.url).port;
      const page = await get(`http://${outside?.address}:${port}/dev/outbox`);
      expect(page.status).toBe(404);
      expect(page.body).not.toContain('654321');
    },
  );
});

describe('the outbox page on a server published over https', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://specs.example.com', MAIL_OUTBOX_PAGE: 'on' });
    await app.platform.mail.send({ to: 'e@example.com', subject: 'Your code', text: '777888' });
  });
  afterAll(() => app.stop());

  it('is never served, even to this machine', async () => {
    const page = await get(`${app.url}/dev/outbox`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('777888');
  });
});
