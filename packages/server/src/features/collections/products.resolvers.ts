import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as products from './products.service.ts';

/** The collection calls over the schedule engine (merged into the collections feature). */
export const productsResolvers: Resolvers = {
  Query: {
    listStructuredCollectionRows: (_, args, context) =>
      products.listStructuredCollectionRows(context, args),
    getCollectionSchema: (_, args, context) => products.getCollectionSchema(context, args),
    getCollectionViews: (_, args, context) => products.getCollectionViews(context, args),
  },
  Mutation: {
    deleteProduct: (_, args, context) => products.deleteProduct(context, args),
  },
};
