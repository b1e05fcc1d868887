import type { Address } from './geocoder.ts';

export type RemoteGeocoderKind = 'photon' | 'nominatim';

export type RemoteGeocoderOptions = {
  /** Base URL of the service, e.g. `https://photon.komoot.io`. */
  url: string;
  kind: RemoteGeocoderKind;
  timeoutMs: number;
};

type Component = Address['address_components'][number];

/** A client for a Photon (`/api`, GeoJSON) or Nominatim (`/search`, jsonv2) service. */
export function createRemoteGeocoder(options: RemoteGeocoderOptions) {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  return {
    async search(query: string, limit: number): Promise<Address[]> {
      const url = options.kind === 'photon' ? new URL('api', base) : new URL('search', base);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      if (options.kind === 'nominatim') {
        url.searchParams.set('format', 'jsonv2');
        url.searchParams.set('addressdetails', '1');
      }
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Specboard geocoder' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`${options.kind} answered ${response.status} ${response.statusText}`);
      }
      const body: unknown = await response.json();
      const addresses = options.kind === 'photon' ? fromPhoton(body) : fromNominatim(body);
      return addresses.slice(0, limit);
    },
  };
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function component(longName: unknown, types: string[], shortName?: unknown): Component[] {
  const long = text(longName);
  if (!long) return [];
  return [{ long_name: long, short_name: text(shortName) ?? long, types }];
}

function location(lat: unknown, lng: unknown): Address['geometry'] {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { location: { lat: latitude, lng: longitude } };
}

type PhotonFeature = {
  geometry?: { coordinates?: unknown[] };
  properties?: Record<string, unknown>;
};

function fromPhoton(body: unknown): Address[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new Error('photon answer without features');
  return (features as PhotonFeature[]).flatMap((feature) => {
    const p = feature.properties ?? {};
    const [lng, lat] = feature.geometry?.coordinates ?? [];
    const street = [text(p.housenumber), text(p.street)].filter(Boolean).join(' ');
    const locality = text(p.city) ?? text(p.town) ?? text(p.village);
    const countryCode = text(p.countrycode)?.toUpperCase();
    const parts = [
      text(p.name) !== locality ? text(p.name) : undefined,
      street || undefined,
      locality,
      text(p.state),
      text(p.postcode),
      text(p.country),
    ].filter((part): part is string => Boolean(part));
    const formatted = [...new Set(parts)].join(', ');
    if (!formatted) return [];
    return [
      {
        formatted_address: formatted,
        geometry: location(lat, lng),
        address_components: [
          ...component(p.housenumber, ['street_number']),
          ...component(p.street, ['route']),
          ...component(locality ?? (p.type === 'city' ? p.name : undefined), [
            'locality',
            'political',
          ]),
          ...component(p.state, ['administrative_area_level_1', 'political']),
          ...component(p.postcode, ['postal_code']),
          ...component(p.country, ['country', 'political'], countryCode),
        ],
      },
    ];
  });
}

type NominatimPlace = {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  address?: Record<string, unknown>;
};

function fromNominatim(body: unknown): Address[] {
  if (!Array.isArray(body)) throw new Error('nominatim answer is not a list');
  return (body as NominatimPlace[]).flatMap((place) => {
    const formatted = text(place.display_name);
    if (!formatted) return [];
    const a = place.address ?? {};
    return [
      {
        formatted_address: formatted,
        geometry: location(place.lat, place.lon),
        address_components: [
          ...component(a.house_number, ['street_number']),
          ...component(a.road, ['route']),
          ...component(a.city ?? a.town ?? a.village ?? a.hamlet, ['locality', 'political']),
          ...component(a.state, ['administrative_area_level_1', 'political']),
          ...component(a.postcode, ['postal_code']),
          ...component(a.country, ['country', 'political'], text(a.country_code)?.toUpperCase()),
        ],
      },
    ];
  });
}
