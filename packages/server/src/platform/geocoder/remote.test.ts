import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createRemoteGeocoder } from './remote.ts';

let server: http.Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify([
        {
          display_name: 'Toronto, Golden Horseshoe, Ontario, Canada',
          lat: '43.6534817',
          lon: '-79.3839347',
          address: { city: 'Toronto', state: 'Ontario', country: 'Canada', country_code: 'ca' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('speaks Nominatim jsonv2', async () => {
  const nominatim = createRemoteGeocoder({ url, kind: 'nominatim', timeoutMs: 2000 });
  const [toronto] = await nominatim.search('toronto', 3);
  const asked = new URL(seen[0]!, url);
  expect(asked.pathname).toBe('/search');
  expect(Object.fromEntries(asked.searchParams)).toEqual({
    q: 'toronto',
    limit: '3',
    format: 'jsonv2',
    addressdetails: '1',
  });
  expect(toronto).toEqual({
    formatted_address: 'Toronto, Golden Horseshoe, Ontario, Canada',
    geometry: { location: { lat: 43.6534817, lng: -79.3839347 } },
    address_components: [
      { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
      {
        long_name: 'Ontario',
        short_name: 'Ontario',
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
    ],
  });
});

it('validates GEOCODER_URL and GEOCODER_KIND', () => {
  expect(loadConfig({}).geocoder).toEqual({ url: undefined, kind: 'photon' });
  expect(() => loadConfig({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/);
  expect(() => loadConfig({ GEOCODER_KIND: 'google' })).toThrow(/GEOCODER_KIND/);
});
