/** Search's limits (seed 001, section 9: search page size 100). */
export const searchLimits = {
  pageSize: 100,
  maxQueryLength: 200,
  /** Words searched for at most; the rest of a longer query is ignored. */
  maxWords: 8,
  /**
   * A search keeps this many matches in order for paging (ten pages); more and it says so
   * (capped), and the person narrows it: finding and ordering more would cost every search.
   */
  keptMatches: 1_000,
  /** How long a search's pages can be followed (its scrollID), in minutes. */
  scrollMinutes: 30,
  /**
   * Part match finds words of this many letters or more anywhere in a word; shorter ones at the
   * start of a word (an index of three-letter pieces cannot find them anywhere fast).
   */
  partAnywhereMinLength: 3,
  /** Fuzzy match lets words of this many letters or more be one edit away. */
  fuzzyMinLength: 4,
} as const;

/** Whether a query is longer than a search takes (trimmed, as every search call reads it). */
export const isQueryTooLong = (query: string): boolean =>
  query.trim().length > searchLimits.maxQueryLength;

export const searchMatches = ['full', 'part', 'fuzzy'] as const;
export type SearchMatch = (typeof searchMatches)[number];
