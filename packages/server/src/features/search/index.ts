import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { searchResolvers } from './search.resolvers.ts';

/** Search across collections and products (issue 24; docs/catalogue-search.md). */
export const searchFeature: Feature = {
  name: 'search',
  typeDefs: fs.readFileSync(new URL('./search.graphql', import.meta.url), 'utf8'),
  resolvers: searchResolvers,
};
