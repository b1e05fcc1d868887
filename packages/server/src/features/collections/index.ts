import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { collectionsResolvers } from './collections.resolvers.ts';
import { productsResolvers } from './products.resolvers.ts';

export {
  type CollectionAccess,
  collectionNotFound,
  effectiveCollectionRole,
  findCollectionAccess,
  followIntoSubject,
  loadCatalogueWorkspace,
  loadCollectionAccess,
} from './collection-access.ts';
export { announceCollectionChanged, announceCollectionDeleted } from './collection-events.ts';
export { listFollowedCollections } from './collection-lists.service.ts';
export { collectionLink } from './collection-mail.ts';
export {
  getCollectionForViewer,
  getCollectionsForViewer,
  getSuggestedCollections,
  presentCollections,
} from './collection-reading.ts';
export {
  getCollectionResourcePermission,
  getMyRolesInCollection,
} from './collection-resource.ts';
export {
  type CollectionStanding,
  type CollectionView,
  findCollectionViews,
  findReadableCollectionStandings,
} from './collection-views.repository.ts';
export { subjectOnCollection } from './collections.presenter.ts';
export { findCollectionWorkspace, settleSuggestionsFor } from './collections.repository.ts';

export const collectionsFeature: Feature = {
  name: 'collections',
  typeDefs: fs.readFileSync(new URL('./collections.graphql', import.meta.url), 'utf8'),
  // The product calls over the schedule engine live beside ours (the engine helper's file).
  resolvers: {
    ...collectionsResolvers,
    Query: { ...collectionsResolvers.Query, ...productsResolvers.Query },
    Mutation: { ...collectionsResolvers.Mutation, ...productsResolvers.Mutation },
  },
};
