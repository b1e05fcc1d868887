/**
 * What scraping tells (seed 001, sections 5 and 8), in the spec's wording. The domain's scraping
 * messages will hold these once they are written there.
 */
export const scrapeMessages = {
  failed: 'Error when getting data from url',
  noData: 'No product data received from scraping!',
  timedOut: 'Subscription callback timed out',
  aborted: 'Aborted',
  badUrl: 'Enter a web address starting with http:// or https://',
} as const;

/** How long a scrape's result is awaited (seed 001, section 9). */
export const SCRAPE_TIMEOUT_MS = 60_000;

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
