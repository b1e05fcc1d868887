import type { Logger } from '../../logger.ts';
import { createGazetteer } from './gazetteer.ts';
import { createRemoteGeocoder, type RemoteGeocoderKind } from './remote.ts';

/** An address as the API answers it (the shape of the GraphQL `Address`). */
export type Address = {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } } | null;
  address_components: { long_name: string; short_name: string; types: string[] }[];
};

/** Finds places matching what a user types in an address field, best first. */
export type Geocoder = {
  search: (query: string, limit: number) => Promise<Address[]>;
};

export type GeocoderConfig = {
  /** Absent: the built-in gazetteer alone. */
  url: string | undefined;
  kind: RemoteGeocoderKind;
};

export type GeocoderOptions = {
  logger: Logger;
  /** How long the remote geocoder may take before its answer is dropped. */
  timeoutMs?: number;
};

/**
 * The built-in gazetteer of world cities, and in front of it the Photon or Nominatim service at
 * `config.url` when one is set. The remote answer comes first; when it fails or is late, the
 * gazetteer answers alone.
 */
export function createGeocoder(config: GeocoderConfig, options: GeocoderOptions): Geocoder {
  const gazetteer = createGazetteer();
  if (!config.url) return gazetteer;
  const remote = createRemoteGeocoder({
    url: config.url,
    kind: config.kind,
    timeoutMs: options.timeoutMs ?? 2000,
  });
  return {
    async search(query, limit) {
      const [remoteResults, localResults] = await Promise.all([
        remote.search(query, limit).catch((error: unknown) => {
          options.logger.warn(
            { err: error, geocoder: config.kind },
            'geocoder unavailable: answering from the gazetteer',
          );
          return [];
        }),
        gazetteer.search(query, limit),
      ]);
      return mergeAddresses([remoteResults, localResults], limit);
    },
  };
}

/** Concatenates lists in order, keeping the first address of each formatted_address. */
export function mergeAddresses(lists: Address[][], limit: number): Address[] {
  const seen = new Set<string>();
  const merged: Address[] = [];
  for (const address of lists.flat()) {
    const key = address.formatted_address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(address);
    if (merged.length >= limit) break;
  }
  return merged;
}
