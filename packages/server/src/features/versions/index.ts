import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { versionsResolvers } from './versions.resolvers.ts';

export { findVersion } from './versions.repository.ts';

export const versionsFeature: Feature = {
  name: 'versions',
  typeDefs: fs.readFileSync(new URL('./versions.graphql', import.meta.url), 'utf8'),
  resolvers: versionsResolvers,
};
