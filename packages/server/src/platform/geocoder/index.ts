export { createGazetteer, loadGazetteerIndex, searchGazetteer } from './gazetteer.ts';
export { type Address, createGeocoder, type Geocoder, mergeAddresses } from './geocoder.ts';
export type { RemoteGeocoderKind } from './remote.ts';
