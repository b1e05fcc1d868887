import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { geocodingResolvers } from './geocoding.resolvers.ts';

export const geocodingFeature: Feature = {
  name: 'geocoding',
  typeDefs: fs.readFileSync(new URL('./geocoding.graphql', import.meta.url), 'utf8'),
  resolvers: geocodingResolvers,
};
