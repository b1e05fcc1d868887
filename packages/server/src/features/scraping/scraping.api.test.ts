import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import { scrapeScope } from './scrape-events.ts';
import { ScrapeRunner, scrapeRunnerOf } from './scrape-runner.ts';
import { startPageServer, startSecretServer, testFetcherOptions } from './scraping.test-support.ts';

const scrapeMutation = graphql(`mutation ScrapingApiScrape($url: String!, $a: ID, $i: ID, $w: ID!) {
  scrapeProductData(url: $url, attachmentId: $a, identityId: $i, workspaceId: $w) {
    attachmentId url status product sources error image { key }
  }
}`);
const cancelMutation = graphql(`mutation ScrapingApiCancel($w: ID!, $a: ID!) {
  cancelScrape(workspaceId: $w, attachmentId: $a)
}`);
const resultSubscription = graphql(`subscription ScrapingApiResult($w: ID!, $a: ID!) {
  onScrapeResult(workspaceId: $w, attachmentId: $a) {
    attachmentId url status product sources error
    image { key filename size type url thumbnails { small medium large full } }
  }
}`);
const createRow = graphql(`mutation ScrapingApiCreateRow($p: ID!, $w: ID!, $cells: JSON) {
  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)
}`);

const profileQuery = graphql(`query GetUserProfile { getUserProfile { id } }`);

const productPage = (image: string) => `<!doctype html><html lang="en"><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Aurora 4 Downlight","brand":{"@type":"Brand","name":"Lumenworks"},"sku":"AUR4-30K",
"description":"Recessed downlight, 12 W, 1,050 lm, 3000K.","image":"${image}",
"offers":{"@type":"Offer","price":"189.00","priceCurrency":"USD"}}</script>
</head><body><h1>Aurora 4 Downlight</h1></body></html>`;

describe('scraping a product page', () => {
  let app: TestApp;
  let owner: ScheduleFixture;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let secret: Awaited<ReturnType<typeof startSecretServer>>;
  let png: Buffer;
  const hanging = new Set<import('node:http').ServerResponse>();

  const html = (body: string) => (_: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };

  beforeAll(async () => {
    app = await startTestApp();
    png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 250, g: 200, b: 60 } },
    })
      .png()
      .toBuffer();
    pages = await startPageServer({
      '/aurora': html(productPage('/img/aurora.png')),
      '/no-image': html(productPage('/img/missing.png')),
      '/img/aurora.png': (_, response) =>
        response.writeHead(200, { 'content-type': 'image/png' }).end(png),
      '/never': (_, response) => {
        hanging.add(response);
      },
    });
    secret = await startSecretServer();
    // Only the page server's port counts as public, and only for these names.
    scrapeRunnerOf(app.platform).fetcherOptions = testFetcherOptions(pages.port, {
      'lights.example': ['127.0.0.1'],
      'inward.example': ['127.0.0.1'],
    });
    owner = await scheduleFixture(app, 'scraping');
  });
  afterAll(async () => {
    await Promise.all([pages.close(), secret.close()]);
    await app.stop();
  });

  const page = (path: string) => `http://lights.example:${pages.port}${path}`;

  /** Starts a scrape as `who` and waits for the result its subscription hears. */
  async function scrape(url: string, who: ScheduleFixture = owner) {
    const attachmentId = randomUUID();
    const started = await who.client.ok(scrapeMutation, {
      url,
      a: attachmentId,
      w: who.workspaceId,
    });
    expect(started.scrapeProductData).toMatchObject({ attachmentId, status: 'RUNNING' });
    const result = await hear(who, attachmentId);
    return { attachmentId, result };
  }

  async function hear(who: ScheduleFixture, attachmentId: string) {
    const stream = watchSubscription(
      app.url,
      { authorization: `Bearer ${who.client.accessToken}` },
      resultSubscription,
      { w: who.workspaceId, a: attachmentId },
    );
    try {
      const events = await stream.until(1, 20_000);
      expect(events[0]?.errors).toBeUndefined();
      return events[0]?.data?.onScrapeResult;
    } finally {
      stream.dispose();
    }
  }

  it('finishes with the product cells and the image stored as the viewer’s upload, thumbnails drawn', async () => {
    const { result } = await scrape(page('/aurora'));
    expect(result).toMatchObject({
      status: 'FINISHED',
      error: null,
      sources: ['json-ld'],
      url: page('/aurora'),
      product: {
        manufacturer: 'Lumenworks',
        model: 'Aurora 4 Downlight',
        productCode: 'AUR4-30K',
        productType: 'Downlight',
        budgetPrice: '189',
        wattage: '12',
        lumens: '1050',
        productUrl: page('/aurora'),
      },
      image: { filename: 'aurora.png', size: png.length, type: 'image/png' },
    });
    const stored = await fetch(`${app.url}${result.image.url}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(png);
    for (const size of ['small', 'medium', 'large', 'full']) {
      const thumbnail = await fetch(`${app.url}${result.image.thumbnails[size]}`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/png');
    }
    // The key goes into an image cell like any upload of the viewer's.
    const row = await owner.client.ok(createRow, {
      ...owner.ids,
      cells: { ...result.product, image: [{ key: result.image.key, filename: 'x' }] },
    });
    expect(row.createEmptyRow.cells.image[0]).toMatchObject({
      key: result.image.key,
      filename: 'aurora.png',
    });
    expect(row.createEmptyRow.cells.manufacturer).toBe('Lumenworks');
  });

  it('tells the kept result to a subscriber who comes late', async () => {
    const { attachmentId, result } = await scrape(page('/aurora'));
    expect(await hear(owner, attachmentId)).toEqual(result);
  });

  it('finishes without an image when the image cannot be had', async () => {
    const { result } = await scrape(page('/no-image'));
    expect(result.status).toBe('FINISHED');
    expect(result.product.model).toBe('Aurora 4 Downlight');
    expect(result.image).toBeNull();
  });

  it('fails with the spec’s words when the page shows no product', async () => {
    const { result } = await scrape(page('/pages/no-product.html'));
    expect(result).toMatchObject({
      status: 'FAILED',
      error: 'No product data received from scraping!',
      product: null,
    });
  });

  it('refuses inward addresses with the spec’s words, reaching nothing', async () => {
    const S = secret.port;
    for (const url of [
      `http://2130706433:${S}/`,
      `http://[::ffff:127.0.0.1]:${S}/`,
      `http://inward.example:${S}/`,
      'http://169.254.169.254/latest/meta-data/',
      pages.url(`/redirect?status=307&to=${encodeURIComponent(`http://0x7f.1:${S}/`)}`),
    ]) {
      const { result } = await scrape(url);
      expect(result).toMatchObject({
        status: 'FAILED',
        error: 'Error when getting data from url: the address is not a public one',
      });
    }
    const { result } = await scrape('file:///etc/passwd');
    expect(result.error).toBe(
      'Error when getting data from url: only http and https addresses can be read',
    );
    expect(secret.connections()).toBe(0);
  });

  it('ends ABORTED at once when cancelled, and FAILED when its time runs out', async () => {
    const attachmentId = randomUUID();
    await owner.client.ok(scrapeMutation, {
      url: page('/never'),
      a: attachmentId,
      w: owner.workspaceId,
    });
    const stream = watchSubscription(
      app.url,
      { authorization: `Bearer ${owner.client.accessToken}` },
      resultSubscription,
      { w: owner.workspaceId, a: attachmentId },
    );
    await expect.poll(() => hanging.size).toBe(1);
    const cancelledAt = Date.now();
    expect(
      (await owner.client.ok(cancelMutation, { w: owner.workspaceId, a: attachmentId }))
        .cancelScrape,
    ).toBe(true);
    const events = await stream.until(1, 5000);
    stream.dispose();
    expect(events[0]?.data?.onScrapeResult).toMatchObject({ status: 'ABORTED', error: 'Aborted' });
    expect(Date.now() - cancelledAt).toBeLessThan(2000);

    // A cancel taken by another process (a runner of its own, on the same pub/sub) stops it too.
    const elsewhere = randomUUID();
    await owner.client.ok(scrapeMutation, {
      url: page('/never'),
      a: elsewhere,
      w: owner.workspaceId,
    });
    const watched = watchSubscription(
      app.url,
      { authorization: `Bearer ${owner.client.accessToken}` },
      resultSubscription,
      { w: owner.workspaceId, a: elsewhere },
    );
    await expect.poll(() => hanging.size).toBe(2);
    const ownerId = (await owner.client.ok(profileQuery)).getUserProfile!.id;
    const otherProcess = new ScrapeRunner();
    expect(
      otherProcess.cancel(app.platform, scrapeScope(ownerId, owner.workspaceId, elsewhere)),
    ).toBe(false);
    const heard = await watched.until(1, 5000);
    watched.dispose();
    expect(heard[0]?.data?.onScrapeResult).toMatchObject({ status: 'ABORTED' });

    const runner = scrapeRunnerOf(app.platform);
    runner.timeoutMs = 300;
    try {
      const { result } = await scrape(page('/never'));
      expect(result).toMatchObject({
        status: 'FAILED',
        error: 'Error when getting data from url: the page took too long to answer',
      });
    } finally {
      runner.timeoutMs = 60_000;
    }
  });

  it('refuses a missing or malformed attachmentId, another identity, and a viewer who may not add products', async () => {
    const call = (variables: { a?: string; i?: string }, who = owner) =>
      who.client.call(scrapeMutation, { url: page('/aurora'), w: who.workspaceId, ...variables });
    expect((await call({})).errors?.[0]?.message).toBe('No attachmentId');
    expect((await call({ a: 'not-a-uuid' })).errors?.[0]?.message).toBe(
      'attachmentId must be a UUID.',
    );
    expect((await call({ a: randomUUID(), i: randomUUID() })).errors?.[0]?.message).toBe(
      'identityId must be your own.',
    );
    const viewer = await owner.member('viewer');
    const refused = await viewer.client.call(scrapeMutation, {
      url: page('/aurora'),
      a: randomUUID(),
      w: owner.workspaceId,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is heard by the person who started it alone', async () => {
    const attachmentId = randomUUID();
    const editor = await owner.member('editor');
    const stranger = await scheduleFixture(app, 'scraping-stranger');
    const listen = (token: string | undefined, workspaceId: string) =>
      watchSubscription(app.url, { authorization: `Bearer ${token}` }, resultSubscription, {
        w: workspaceId,
        a: attachmentId,
      });
    const colleague = listen(editor.client.accessToken, owner.workspaceId);
    const elsewhere = listen(stranger.client.accessToken, stranger.workspaceId);
    const intruder = listen(stranger.client.accessToken, owner.workspaceId);
    try {
      await intruder.ended;
      expect(intruder.events[0]?.errors?.[0]?.message).toBe('Collection not found.');
      await owner.client.ok(scrapeMutation, {
        url: page('/aurora'),
        a: attachmentId,
        w: owner.workspaceId,
      });
      expect((await hear(owner, attachmentId)).status).toBe('FINISHED');
      // The colleague scrapes under the same id: theirs is the first (and only) result they hear,
      // so the owner's, told before, never reached them.
      await editor.client.ok(scrapeMutation, {
        url: page('/pages/no-product.html'),
        a: attachmentId,
        w: owner.workspaceId,
      });
      const heard = await colleague.until(1, 20_000);
      expect(heard.map((event) => event.data?.onScrapeResult.status)).toEqual(['FAILED']);
      expect(elsewhere.events).toEqual([]);
      const cancelled = await stranger.client.ok(cancelMutation, {
        w: stranger.workspaceId,
        a: attachmentId,
      });
      expect(cancelled.cancelScrape).toBe(false);
    } finally {
      for (const stream of [colleague, elsewhere, intruder]) stream.dispose();
    }
  });
});
