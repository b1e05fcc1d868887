import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { searchCollectionsV3 } from './collection-search.service.ts';
import { searchProductsV3 } from './product-search.service.ts';
import { subscribeToSearchPages } from './search-request.ts';

export const searchResolvers: Resolvers = {
  Query: {
    searchProductsV3: (_, args, context) => searchProductsV3(context, args),
    searchCollectionsV3: (_, args, context) => searchCollectionsV3(context, args),
  },
  Subscription: {
    onSearchProductsV3: {
      subscribe: (_, args, context) => subscribeToSearchPages(context, 'search.products', args),
      resolve: (page: unknown) => page as never,
    },
    onSearchCollectionsV3: {
      subscribe: (_, args, context) => subscribeToSearchPages(context, 'search.collections', args),
      resolve: (page: unknown) => page as never,
    },
  },
};
