import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadGazetteerIndex, searchGazetteer } from '../../platform/geocoder/gazetteer.ts';

const search = graphql(`query Search($query: String!, $limit: Int) {
  searchAddress(query: $query, limit: $limit) {
    formatted_address
    geometry { location { lat lng } }
    address_components { long_name short_name types }
  }
}`);

const names = (data: { searchAddress: { formatted_address: string }[] }) =>
  data.searchAddress.map((a) => a.formatted_address);

/** A Photon look-alike on a free port: a fixed GeoJSON answer, after `delayMs`. */
async function startFakePhoton(delayMs = 0) {
  const requests: { path: string; q: string | null; limit: string | null }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      path: url.pathname,
      q: url.searchParams.get('q'),
      limit: url.searchParams.get('limit'),
    });
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-79.3839, 43.6534] },
              properties: {
                name: 'Toronto City Hall',
                housenumber: '100',
                street: 'Queen Street West',
                city: 'Toronto',
                state: 'Ontario',
                postcode: 'M5H 2N2',
                country: 'Canada',
                countrycode: 'CA',
              },
            },
          ],
        }),
      );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('the built-in gazetteer', () => {
  it('loads once and answers a search quickly', () => {
    const started = performance.now();
    const index = loadGazetteerIndex();
    const loadMs = performance.now() - started;
    expect(index.size).toBeGreaterThan(100_000);
    const queries = ['to', 'toron', 'mont', 'montreal', 'paris, fr', 'lon', 'san', 'berl', 'ny'];
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      searchGazetteer(index, queries[i % queries.length]!, 8);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.info(
      `gazetteer: load ${loadMs.toFixed(0)} ms, search p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`,
    );
    expect(p50).toBeLessThan(20);
  });

  it('matches "name, country" prefixes', () => {
    const answer = searchGazetteer(loadGazetteerIndex(), 'paris, fr', 3);
    expect(answer[0]?.formatted_address).toBe('Paris, France');
    expect(answer[0]?.address_components).toEqual([
      { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
      { long_name: 'France', short_name: 'FR', types: ['country', 'political'] },
    ]);
  });

  it('reads names beyond ASCII and coordinates west and south of zero', () => {
    const [saoPaulo] = searchGazetteer(loadGazetteerIndex(), 'sao paulo', 1);
    expect(saoPaulo?.formatted_address).toBe('São Paulo, Brazil');
    expect(saoPaulo?.geometry?.location).toEqual({ lat: -23.5475, lng: -46.63611 });
  });
});

describe('searchAddress', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'geo@example.com');
  });

  afterAll(() => app?.stop());

  it('finds cities by the start of their name, most populous first', async () => {
    const data = await client.ok(search, { query: 'toron' });
    expect(names(data)[0]).toBe('Toronto, Canada');
    const toronto = data.searchAddress[0];
    expect(toronto!.geometry!.location.lat).toBeCloseTo(43.7, 0);
    expect(toronto!.geometry!.location.lng).toBeCloseTo(-79.4, 0);
    expect(toronto!.address_components[1]).toMatchObject({
      short_name: 'CA',
      types: ['country', 'political'],
    });
    expect(data.searchAddress.length).toBeLessThanOrEqual(8);
  });

  it('ignores accents and case', async () => {
    const data = await client.ok(search, { query: '  MONTREAL ', limit: 3 });
    expect(names(data)).toContain('Montréal, Canada');
    expect(data.searchAddress).toHaveLength(3);
  });

  it('answers nothing for fewer than two characters', async () => {
    expect((await client.ok(search, { query: '' })).searchAddress).toEqual([]);
    expect((await client.ok(search, { query: 'a' })).searchAddress).toEqual([]);
    expect((await client.ok(search, { query: ' a ' })).searchAddress).toEqual([]);
  });

  it('refuses a query over 100 characters and a limit outside 1 to 20', async () => {
    for (const variables of [
      { query: 'x'.repeat(101) },
      { query: 'toronto', limit: 0 },
      { query: 'toronto', limit: 21 },
    ]) {
      const answer = await client.call(search, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('requires a signed-in viewer', async () => {
    const answer = await new ApiClient(app.url).call(search, { query: 'toronto' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('searchAddress with GEOCODER_URL', () => {
  it('puts the remote answer first, then the gazetteer', async () => {
    const photon = await startFakePhoton();
    const app = await startTestApp({ GEOCODER_URL: photon.url, GEOCODER_KIND: 'photon' });
    try {
      const client = new ApiClient(app.url);
      await signUpAndSignIn(app, client, 'geo-remote@example.com');
      const data = await client.ok(search, { query: 'Toronto', limit: 5 });
      expect(photon.requests).toEqual([{ path: '/api', q: 'Toronto', limit: '5' }]);
      expect(names(data)[0]).toBe(
        'Toronto City Hall, 100 Queen Street West, Toronto, Ontario, M5H 2N2, Canada',
      );
      expect(data.searchAddress[0]!.address_components).toContainEqual({
        long_name: 'Canada',
        short_name: 'CA',
        types: ['country', 'political'],
      });
      expect(names(data)[1]).toBe('Toronto, Canada');
      expect(names(data)).toContain('Toronto, Australia');
      expect(data.searchAddress.length).toBeLessThanOrEqual(5);
    } finally {
      await app.stop();
      await photon.close();
    }
  });

  it('answers from the gazetteer alone when the remote is too slow', async () => {
    const photon = await startFakePhoton(3000);
    const app = await startTestApp({ GEOCODER_URL: photon.url });
    try {
      const client = new ApiClient(app.url);
      await signUpAndSignIn(app, client, 'geo-slow@example.com');
      const started = Date.now();
      const data = await client.ok(search, { query: 'toron' });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(photon.requests).toHaveLength(1);
      expect(names(data)[0]).toBe('Toronto, Canada');
    } finally {
      await app.stop();
      await photon.close();
    }
  }, 15_000);
});
