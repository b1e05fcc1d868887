import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { csrfHeader } from './yoga.ts';

const query = '{ systemStatus { version } }';
const partner = 'https://app.partner.example';

describe('/graphql across origins (issue 17, item 3)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ CORS_ORIGINS: `${partner}, http://localhost:5174` });
  });
  afterAll(() => app.stop());

  const post = (origin: string | null, init: { type?: string; body?: string } = {}) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': init.type ?? 'application/json',
        ...(origin ? { origin } : {}),
      },
      body: init.body ?? JSON.stringify({ query }),
    });

  it("gives another origin's page no CORS headers, so it cannot read the answer", async () => {
    // Another port of the same host is another origin, as the probe's page was.
    const otherPort = new URL(app.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    for (const origin of ['https://evil.example', otherPort.origin, 'null']) {
      const answer = await post(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${app.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('lets an origin listed in CORS_ORIGINS read with credentials, and the app itself as always', async () => {
    const answer = await post(partner);
    expect(answer.headers.get('access-control-allow-origin')).toBe(partner);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: partner,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(partner);
    const same = await post(null);
    expect(((await same.json()) as { data: unknown }).data).toMatchObject({
      systemStatus: { version: expect.any(String) },
    });
  });

  it('refuses what a plain HTML form could send: a form-encoded POST, a GET without our header', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']) {
      const answer = await post('https://evil.example', {
        type,
        body: `query=${encodeURIComponent('mutation { signOut }')}`,
      });
      expect(answer.status).toBe(403);
    }
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`);
    expect(get.status).toBe(403);
    const withHeader = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { [csrfHeader]: '1' },
    });
    expect(withHeader.status).toBe(200);
  });
});
