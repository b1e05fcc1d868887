import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { librariesResolvers } from './libraries.resolvers.ts';
import { libraryCollectionsResolvers } from './library-collections.resolvers.ts';

export { ensureDefaultLibrary } from './libraries.repository.ts';
export { libraryNotFound, loadLibraryAccess } from './library-access.ts';

export const librariesFeature: Feature = {
  name: 'libraries',
  typeDefs: fs.readFileSync(new URL('./libraries.graphql', import.meta.url), 'utf8'),
  resolvers: {
    Query: { ...librariesResolvers.Query, ...libraryCollectionsResolvers.Query },
    Mutation: { ...librariesResolvers.Mutation, ...libraryCollectionsResolvers.Mutation },
  },
};
