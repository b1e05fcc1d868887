import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as libraryCollections from './library-collections.service.ts';

/**
 * The collection-to-library calls: declared in collections.graphql, served here (resolvers merge
 * per root field), since they change what a library holds.
 */
export const libraryCollectionsResolvers: Resolvers = {
  Query: {
    listCustomLibraryCollections: (_, args, context) =>
      libraryCollections.listCustomLibraryCollections(context, args),
  },
  Mutation: {
    addCollectionToLibrary: (_, args, context) =>
      libraryCollections.addCollectionToLibrary(context, args),
    removeCollectionFromLibrary: (_, args, context) =>
      libraryCollections.removeCollectionFromLibrary(context, args),
  },
};
