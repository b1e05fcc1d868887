import { bytesPerMegabyte } from '../files/limits.ts';

/** How far a scrape may go: time, sizes, redirects and how many run at once per person. */
export const scrapeLimits = {
  /** The whole scrape, page and image together (seed 001 §9: the scrape wait is 60 s). */
  timeoutMs: 60_000,
  /** Opening one connection, name lookup included. */
  connectTimeoutMs: 10_000,
  /** A page's bytes, after decompression; reading stops past it. */
  pageMaxBytes: 5 * bytesPerMegabyte,
  /** The main image's bytes; reading stops past it. */
  imageMaxBytes: 10 * bytesPerMegabyte,
  /** Redirects followed, each checked as the first address was. */
  maxRedirects: 5,
  /** Scrapes one person may have running at once. */
  runningPerViewer: 3,
  /** How long a finished scrape's result is kept for a subscriber who comes late. */
  resultKeptMs: 5 * 60_000,
} as const;
