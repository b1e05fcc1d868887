import {
  productFromPage,
  scrapeFailureReasons,
  scrapeLimits,
  scrapeMessages,
} from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import type { ScrapeResult } from '../../graphql/resolvers.generated.ts';
import { readProductPage } from './page-reader.ts';
import { FetchRefused, type SafeFetcher } from './safe-fetch.ts';
import { fetchProductImage, imageAddress } from './scrape-image.ts';
import { ScrapeCancelled, ScrapeTimedOut } from './scrape-runner.ts';

type WorkPlatform = Pick<
  Platform,
  'database' | 'storage' | 'logger' | 'config' | 'signingSecret' | 'pubsub'
>;

export type ScrapeJob = { userId: string; url: string; attachmentId: string };

/**
 * Reads the product page and its main image; every ending becomes a result: FINISHED (with or
 * without an image), FAILED with the spec's message and why, or ABORTED when cancelled.
 */
export async function runScrape(
  platform: WorkPlatform,
  fetcher: SafeFetcher,
  job: ScrapeJob,
  signal: AbortSignal,
): Promise<ScrapeResult> {
  const base = { attachmentId: job.attachmentId, url: job.url, product: null, image: null };
  try {
    const page = await fetcher.get(job.url, {
      maxBytes: scrapeLimits.pageMaxBytes,
      tooLarge: scrapeFailureReasons.pageTooLarge,
      signal,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    });
    if (!isHtml(page.contentType, page.body)) throw new FetchRefused(scrapeFailureReasons.notHtml);
    const product = productFromPage(await readProductPage(page.body, page.contentType), page.url);
    if (!product) {
      return { ...base, status: 'FAILED', sources: [], error: scrapeMessages.noProductData };
    }
    const address = product.image ? imageAddress(product.image, page.url) : undefined;
    const image = address
      ? await fetchProductImage(platform, fetcher, { userId: job.userId, url: address, signal })
      : null;
    return {
      ...base,
      url: page.url,
      status: 'FINISHED',
      product: product.cells,
      image,
      sources: [...product.sources],
      error: null,
    };
  } catch (error) {
    const reason = signal.aborted ? signal.reason : error;
    if (reason instanceof ScrapeCancelled) {
      return { ...base, status: 'ABORTED', sources: [], error: scrapeMessages.aborted };
    }
    const why =
      reason instanceof ScrapeTimedOut
        ? scrapeFailureReasons.timedOut
        : reason instanceof FetchRefused
          ? reason.why
          : undefined;
    if (!why) platform.logger.error({ err: reason, url: job.url }, 'a scrape failed');
    return {
      ...base,
      status: 'FAILED',
      sources: [],
      error: why ? scrapeMessages.fetchFailedBecause(why) : scrapeMessages.fetchFailed,
    };
  }
}

/** HTML by its declared type, or, with none declared, by how it starts. */
function isHtml(contentType: string, body: Buffer): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type) return type === 'text/html' || type === 'application/xhtml+xml';
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 1024).toString('latin1'));
}
