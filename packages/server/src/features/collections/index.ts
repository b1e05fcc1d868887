import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';

export {
  type CollectionAccess,
  collectionNotFound,
  findCollectionAccess,
  loadCollectionAccess,
} from './collection-access.ts';
export { announceCollectionChanged } from './collection-events.ts';

export const collectionsFeature: Feature = {
  name: 'collections',
  typeDefs: fs.readFileSync(new URL('./collections.graphql', import.meta.url), 'utf8'),
  resolvers: {},
};
