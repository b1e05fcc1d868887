import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as diffs from './product-diffs.service.ts';
import * as references from './product-references.service.ts';
import { subscribeToProductUpdates } from './product-updates.ts';

export const productReferencesResolvers: Resolvers = {
  Query: {
    listCollectionsForProduct: (_, args, context) => diffs.listCollectionsForProduct(context, args),
    getRowDiffProduct: (_, args, context) => diffs.getRowDiffProduct(context, args),
    compareScheduleWithReferences: (_, args, context) =>
      diffs.compareScheduleWithReferences(context, args),
    listRecentProducts: (_, args, context) => diffs.listRecentProducts(context, args),
    getCollectionProduct: (_, args, context) => diffs.getCollectionProduct(context, args),
    listProductFollowers: (_, args, context) => diffs.listProductFollowers(context, args),
  },
  Mutation: {
    createProjectProducts: (_, args, context) => references.createProjectProducts(context, args),
    updateProjectProduct: (_, args, context) => references.takeProduct(context, args, true),
    keepProjectProduct: (_, args, context) => references.takeProduct(context, args, false),
    revertProjectProduct: (_, args, context) => references.takeProduct(context, args, true),
    saveRowAsNewProduct: (_, args, context) => references.saveRowAsNewProduct(context, args),
    followProduct: (_, args, context) => references.followProduct(context, args),
  },
  Subscription: {
    onProductUpdated: {
      subscribe: (_, args, context) => subscribeToProductUpdates(context, args),
      resolve: (event: unknown) => event as never,
    },
  },
};
