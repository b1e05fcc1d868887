import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { cancelScrape, scrapeProductData, subscribeToScrapeResult } from './scraping.service.ts';

export const scrapingResolvers: Resolvers = {
  Mutation: {
    scrapeProductData: (_, args, context) => scrapeProductData(context, args),
    cancelScrape: (_, args, context) => cancelScrape(context, args),
  },
  Subscription: {
    onScrapeResult: {
      subscribe: (_, args, context) => subscribeToScrapeResult(context, args),
      resolve: (result: unknown) => result as never,
    },
  },
};
