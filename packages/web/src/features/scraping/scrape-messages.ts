import { scrapeLimits, scrapeMessages } from '@specboard/domain';

/** The domain's words for scraping (seed 001, sections 5 and 8), and what the form adds. */
export const scrapeNotices = {
  failed: scrapeMessages.fetchFailed,
  noData: scrapeMessages.noProductData,
  timedOut: scrapeMessages.timedOut,
  badUrl: 'Enter a web address starting with http:// or https://',
} as const;

/** How long a scrape's result is awaited (seed 001, section 9: 60 s). */
export const SCRAPE_TIMEOUT_MS = scrapeLimits.timeoutMs;

/** A typed address as the scrape takes it: https:// added when no scheme was typed. */
export function scrapeUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
