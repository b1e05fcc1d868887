import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import {
  listMyCollectionsV2,
  listRecentCollectionsV2,
  listResentlyCollections,
} from './collection-lists.service.ts';
import * as people from './collection-people.service.ts';
import * as photos from './collection-photos.service.ts';
import { subscribeToCollectionChanges } from './collection-subscription.ts';
import * as collections from './collections.service.ts';

/** Thin: arguments in, a service call, the result out. */
export const collectionsResolvers: Resolvers = {
  Query: {
    listMyCollectionsV2: (_, args, context) => listMyCollectionsV2(context, args),
    listResentlyCollections: (_, args, context) => listResentlyCollections(context, args),
    listRecentCollectionsV2: (_, args, context) => listRecentCollectionsV2(context, args),
    getLibraryCollectionInfo: (_, args, context) =>
      collections.getLibraryCollectionInfo(context, args),
    getCollectionMembers: (_, args, context) => people.getCollectionMembers(context, args),
    listWorkspacesWithCollection: (_, args, context) =>
      collections.listWorkspacesWithCollection(context, args),
    listCollectionPhotos: (_, args, context) => photos.listCollectionPhotos(context, args),
    getCollectionPhotoInfo: (_, args, context) => photos.getCollectionPhotoInfo(context, args),
  },
  Mutation: {
    createCollectionV3: (_, args, context) => collections.createCollection(context, args),
    createCollection: (_, args, context) => collections.createCollection(context, args),
    updateCollection: (_, args, context) => collections.updateCollection(context, args),
    deleteCollection: (_, args, context) => collections.deleteCollection(context, args),
    copyCollection: (_, args, context) => collections.copyCollection(context, args),
    shareCollection: (_, args, context) => people.shareCollection(context, args),
    updateCollectionPermission: (_, args, context) =>
      people.updateCollectionPermission(context, args),
    deleteCollectionPermission: (_, args, context) =>
      people.deleteCollectionPermission(context, args),
    inviteUserToCollection: (_, args, context) => people.inviteUserToCollection(context, args),
    declareCollectionPhoto: (_, args, context) => photos.declareCollectionPhoto(context, args),
    deleteCollectionPhotos: (_, args, context) => photos.deleteCollectionPhotos(context, args),
  },
  Subscription: {
    onCollectionChanged: {
      subscribe: (_, args, context) => subscribeToCollectionChanges(context, args),
      resolve: (event: unknown) => event as never,
    },
  },
};
