import zlib from 'node:zlib';
import { scrapeFailureReasons } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused, SafeFetcher } from './safe-fetch.ts';
import {
  fakeResolver,
  startPageServer,
  startSecretServer,
  testFetcherOptions,
} from './scraping.test-support.ts';

let secret: Awaited<ReturnType<typeof startSecretServer>>;
let rebindSecret: Awaited<ReturnType<typeof startSecretServer>>;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let fetcher: SafeFetcher;

const zone = () => ({
  localhost: ['127.0.0.1', '::1'],
  'lights.example': ['127.0.0.1'],
  'internal.lights.example': ['127.0.0.1'],
  'both.lights.example': ['93.184.216.34', '127.0.0.1'],
  'metadata.lights.example': ['169.254.169.254'],
  'mapped.lights.example': ['::ffff:127.0.0.1'],
  'private.lights.example': ['10.1.2.3'],
  'v6.lights.example': ['fd00::5'],
});

const get = (url: string, signal = new AbortController().signal) =>
  fetcher.get(url, { maxBytes: 1_000_000, tooLarge: 'too large', signal, accept: 'text/html' });

async function refusal(url: string): Promise<string> {
  try {
    await get(url);
  } catch (error) {
    if (error instanceof FetchRefused) return error.why;
    throw error;
  }
  throw new Error(`${url} was read`);
}

beforeAll(async () => {
  secret = await startSecretServer();
  // 20 MB of spaces in a few KB: the cap counts what it unpacks to.
  const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));
  pages = await startPageServer({
    '/bomb': (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(bomb);
    },
  });
  // A second secret on another loopback address at the page server's own port: where a
  // rebinding name points once it has passed a check.
  rebindSecret = await startSecretServer('127.0.0.2', pages.port);
  // The page server's port counts as public only for the name 'lights.example' (127.0.0.1).
  fetcher = new SafeFetcher(testFetcherOptions(pages.port, zone()));
});
afterAll(async () => {
  await Promise.all([secret.close(), rebindSecret.close(), pages.close()]);
});

describe('the safe fetcher', () => {
  it('reads a public page', async () => {
    const page = await get(`http://lights.example:${pages.port}/pages/json-ld.html`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Aurora');
    expect(page.url).toBe(`http://lights.example:${pages.port}/pages/json-ld.html`);
  });

  it('refuses every private, special or disguised address without connecting', async () => {
    const S = secret.port;
    const notPublic = scrapeFailureReasons.notPublic;
    const notWeb = scrapeFailureReasons.notWebAddress;
    const credentials = scrapeFailureReasons.credentialsInAddress;
    const redirect = (status: number, to: string) =>
      pages.url(`/redirect?status=${status}&to=${encodeURIComponent(to)}`);
    const cases: [string, string][] = [
      [`http://127.0.0.1:${S}/`, notPublic],
      [`http://2130706433:${S}/`, notPublic],
      [`http://0177.0.0.1:${S}/`, notPublic],
      [`http://0x7f.1:${S}/`, notPublic],
      [`http://0x7f000001:${S}/`, notPublic],
      [`http://127.1:${S}/`, notPublic],
      [`http://127.0.0.2:${S}/`, notPublic],
      [`http://0.0.0.0:${S}/`, notPublic],
      [`http://0:${S}/`, notPublic],
      [`http://[::1]:${S}/`, notPublic],
      [`http://[::]:${S}/`, notPublic],
      [`http://[::ffff:127.0.0.1]:${S}/`, notPublic],
      [`http://[::ffff:7f00:1]:${S}/`, notPublic],
      [`http://[0:0:0:0:0:ffff:127.0.0.1]:${S}/`, notPublic],
      [`http://[::127.0.0.1]:${S}/`, notPublic],
      [`http://[64:ff9b::7f00:1]:${S}/`, notPublic],
      [`http://[2002:7f00:1::]:${S}/`, notPublic],
      [`http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${S}/`, notPublic],
      ['http://169.254.169.254/latest/meta-data/', notPublic],
      [`http://10.0.0.1:${S}/`, notPublic],
      [`http://172.16.0.1:${S}/`, notPublic],
      [`http://172.31.255.254:${S}/`, notPublic],
      [`http://192.168.1.1:${S}/`, notPublic],
      [`http://100.64.0.1:${S}/`, notPublic],
      [`http://255.255.255.255:${S}/`, notPublic],
      [`http://224.0.0.1:${S}/`, notPublic],
      [`http://[fc00::1]:${S}/`, notPublic],
      [`http://[fd12:3456::1]:${S}/`, notPublic],
      [`http://[fe80::1]:${S}/`, notPublic],
      [`http://[ff02::1]:${S}/`, notPublic],
      [`http://localhost:${S}/`, notPublic],
      [`http://LocalHost:${S}/`, notPublic],
      [`http://lights.example:${S}/`, notPublic],
      [`http://internal.lights.example:${S}/`, notPublic],
      [`http://both.lights.example:${S}/`, notPublic],
      ['http://metadata.lights.example/latest/meta-data/', notPublic],
      [`http://mapped.lights.example:${S}/`, notPublic],
      [`http://private.lights.example:${S}/`, notPublic],
      [`http://v6.lights.example:${S}/`, notPublic],
      [`http://public.example@127.0.0.1:${S}/`, credentials],
      [`http://127.0.0.1:${S}@lights.example:${pages.port}/`, credentials],
      [`http:\\\\127.0.0.1:${S}\\`, notPublic],
      [`http:/\\127.0.0.1:${S}/`, notPublic],
      [`http://127.0.0.1\t:${S}/`, notPublic],
      [`http://127.0.\n0.1:${S}/`, notPublic],
      [`  http://127.0.0.1:${S}/  `, notPublic],
      ['file:///etc/passwd', notWeb],
      [`ftp://127.0.0.1:${S}/`, notWeb],
      [`gopher://127.0.0.1:${S}/_GET`, notWeb],
      [`ws://127.0.0.1:${S}/`, notWeb],
      ['data:text/html,<h1>Product</h1>', notWeb],
      ['javascript:alert(1)', notWeb],
      ['not a url', notWeb],
      [redirect(301, `http://127.0.0.1:${S}/`), notPublic],
      [redirect(302, `http://2130706433:${S}/`), notPublic],
      [redirect(303, `http://0x7f.1:${S}/`), notPublic],
      [redirect(307, `http://[::1]:${S}/`), notPublic],
      [redirect(308, 'http://169.254.169.254/latest/meta-data/'), notPublic],
      [redirect(302, `//127.0.0.1:${S}/`), notPublic],
      [redirect(302, `\\\\127.0.0.1:${S}\\`), notPublic],
      [redirect(302, `http://localhost:${S}/`), notPublic],
      [redirect(302, `http://lights.example:${S}/`), notPublic],
      [redirect(302, `http://[::ffff:127.0.0.1]:${S}/`), notPublic],
      [redirect(302, 'file:///etc/passwd'), notWeb],
      [redirect(302, `gopher://127.0.0.1:${S}/`), notWeb],
      // Relative: stays on the page server, which has no such page.
      [redirect(302, `http:127.0.0.1:${S}/`), scrapeFailureReasons.status(404)],
      [redirect(302, `/redirect?to=${encodeURIComponent(`http://127.0.0.1:${S}/`)}`), notPublic],
    ];
    const refused: [string, string][] = [];
    for (const [url] of cases) refused.push([url, await refusal(url)]);
    expect(refused).toEqual(cases);
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(secret.connections()).toBe(0);
  });

  it('follows at most five redirects', async () => {
    let chain = pages.url('/pages/json-ld.html');
    for (let hop = 0; hop < 5; hop++) {
      chain = pages.url(`/redirect?to=${encodeURIComponent(chain)}`);
    }
    expect((await get(chain)).body.toString()).toContain('Aurora');
    const longer = pages.url(`/redirect?to=${encodeURIComponent(chain)}`);
    expect(await refusal(longer)).toBe(scrapeFailureReasons.tooManyRedirects);
  });

  it('connects to the address it checked, so a name rebound after the check reaches nothing', async () => {
    // First answer: the page server (allowed); every later one: the secret at 127.0.0.2.
    const resolve = fakeResolver({
      'rebind.example': (call) => (call === 1 ? ['127.0.0.1'] : ['127.0.0.2']),
    });
    const rebinding = new SafeFetcher({ ...testFetcherOptions(pages.port), resolve });
    const url = `http://rebind.example:${pages.port}/pages/plain.html`;
    const page = await rebinding.get(url, {
      maxBytes: 1_000_000,
      tooLarge: 'too large',
      signal: new AbortController().signal,
      accept: 'text/html',
    });
    expect(page.body.toString()).toContain('Stria');
    expect(resolve.calls.get('rebind.example')).toBe(1);
    // Asked again, the name now points at the secret: refused before any connection.
    await expect(
      rebinding.get(url, {
        maxBytes: 1_000_000,
        tooLarge: 'too large',
        signal: new AbortController().signal,
        accept: 'text/html',
      }),
    ).rejects.toMatchObject({ why: scrapeFailureReasons.notPublic });
    expect(rebindSecret.connections()).toBe(0);
    expect(secret.connections()).toBe(0);
  });

  it('stops reading past the cap (counted unpacked), and stops when aborted', async () => {
    const small = fetcher.get(pages.url('/pages/json-ld.html'), {
      maxBytes: 100,
      tooLarge: 'too large',
      signal: new AbortController().signal,
      accept: 'text/html',
    });
    await expect(small).rejects.toMatchObject({ why: 'too large' });
    await expect(get(pages.url('/bomb'))).rejects.toMatchObject({ why: 'too large' });
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(get(pages.url('/pages/json-ld.html'), controller.signal)).rejects.toThrow(
      'stopped',
    );
  });
});
