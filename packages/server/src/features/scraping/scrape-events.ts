import type { Platform } from '../../graphql/context.ts';
import type { ScrapeResult } from '../../graphql/resolvers.generated.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'scraping.result': ScrapeResult;
    /** Stop the scrape under this scope, in whichever process runs it. */
    'scraping.cancel': { scope: string };
  }
}

/** A scrape's result is heard by the person who started it alone, in the workspace asked. */
export const scrapeScope = (userId: string, workspaceId: string, attachmentId: string) =>
  JSON.stringify([userId, workspaceId, attachmentId]);

/** Tells the scrape's result to its subscription (in every process, on Redis). */
export function publishScrapeResult(
  platform: Pick<Platform, 'pubsub'>,
  scope: string,
  result: ScrapeResult,
) {
  platform.pubsub.publish('scraping.result', scope, result);
}
