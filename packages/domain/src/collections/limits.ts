/** The catalogue's constants (spec 001 §5, §9; spec 000 §5). */
export const catalogueLimits = {
  /** Products a collection holds at most. */
  productsPerCollection: 100,
  /** Private collections in the default library of a free (or non-premium personal) workspace. */
  freePrivateCollections: 5,
  /** Collection and library list page size, and with the collectionPageSize100 flag on. */
  pageSize: 18,
  largePageSize: 100,
  /** Recent products kept per user, and shown (spec 000 §3). */
  recentProductsKept: 10,
  recentProductsShown: 3,
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  keywordsMax: 20,
} as const;

/** The flag that raises list pages from 18 to 100. */
export const largeCollectionPagesFlag = 'collectionPageSize100';

/** The page size of collection and library lists for the flags in force. */
export function collectionPageSize(flags: Partial<Record<string, boolean>>): number {
  return flags[largeCollectionPagesFlag] ? catalogueLimits.largePageSize : catalogueLimits.pageSize;
}

/**
 * How many of `adding` products fit a collection holding `count`: all of them, some (with the
 * spec's message naming how many), or none (with the cap's message). Checked by the server under
 * the collection's lock and by the web before it asks.
 */
export function productRoom(
  count: number,
  adding: number,
  limit: number = catalogueLimits.productsPerCollection,
): { fits: true } | { fits: false; room: number } {
  const room = Math.max(0, limit - count);
  return adding <= room ? { fits: true } : { fits: false, room };
}
