/**
 * Test support (imported by tests only): searchProductsV3 and searchCollectionsV3 played over
 * in-memory lists. Matching here is a stand-in (every word a substring of the name or a cell);
 * the real rules are the server's. Pages by scrollID (an offset), `pageSize` at a time.
 */
import type { FieldResolver } from '../../test/test-apollo.ts';
import { graphqlError } from '../../test/test-apollo.ts';

export type FakeHit = {
  id: string;
  collectionId: string;
  collectionName: string;
  name: string;
  cells: Record<string, string>;
  thumbnail?: string | null;
};

export type FakeCollection = { id: string; name: string; productsCount?: number };

type Understood = { kind: string; text: string; label: string };

/** A product found, as the server sends it. */
export function productHit(hit: FakeHit) {
  return {
    __typename: 'ProductSearchHit' as const,
    workspaceId: 'ws-1',
    cct: [],
    cri: null,
    lengthMm: null,
    thumbnail: null,
    relevance: 1,
    ...hit,
  };
}

function collectionResult(collection: FakeCollection) {
  return {
    __typename: 'Collection' as const,
    description: null,
    keywords: [],
    location: null,
    libraryId: 'lib-1',
    productsCount: 1,
    ...collection,
  };
}

const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

function page<T>(items: T[], scrollID: string | null, limit: number | null) {
  const start = scrollID ? Number(scrollID) : 0;
  const end = start + (limit ?? 100);
  return { data: items.slice(start, end), next: end < items.length ? String(end) : null };
}

function response(typename: string, variables: { query?: string; match?: string }, extra: object) {
  return {
    __typename: typename,
    username: 'user-1',
    queryName: 'search',
    query: variables.query,
    requestId: null,
    match: variables.match ?? 'PART',
    capped: false,
    understood: [] as Understood[],
    ...extra,
  };
}

export function searchServer(options: {
  products: FakeHit[];
  collections?: FakeCollection[];
  /** How the server reads some queries (a query's words that are filters are not searched). */
  understood?: Record<string, Understood[]>;
  /** Queries that only find something with typos allowed, and the word they matched. */
  typos?: Record<string, string>;
  expiredScrollIDs?: string[];
}) {
  const searchProductsV3: FieldResolver = (variables) => {
    if (options.expiredScrollIDs?.includes(variables.scrollID)) {
      return graphqlError('This search has expired; search again to see more.', 'BAD_REQUEST');
    }
    const understood = options.understood?.[variables.query] ?? [];
    // A filter term stands in for its filter here: its text must appear in the product.
    const filterTexts = understood
      .filter((term) => term.kind === 'filter')
      .map((term) => term.text.toLowerCase());
    let words = wordsOf(
      filterTexts.reduce((rest, text) => rest.replace(text, ' '), variables.query.toLowerCase()),
    );
    const typo = options.typos?.[variables.query];
    if (typo) words = variables.match === 'FUZZY' ? [typo.toLowerCase()] : ['\u0000'];
    const collectionIds: string[] | undefined = variables.filters?.collectionIds;
    const found = options.products.filter((hit) => {
      if (collectionIds && !collectionIds.includes(hit.collectionId)) return false;
      const haystack = [hit.name, ...Object.values(hit.cells)].join('\n').toLowerCase();
      // Whole words in full match; parts of words otherwise.
      const wholeWords = new Set(wordsOf(haystack));
      const holds = (word: string) =>
        variables.match === 'FULL' ? wholeWords.has(word) : haystack.includes(word);
      return words.every(holds) && filterTexts.every((text) => haystack.includes(text));
    });
    const { data, next } = page(found, variables.scrollID, variables.limit);
    return response('ProductSearchResponse', variables, {
      data: data.map(productHit),
      scrollID: next,
      total: found.length,
      terms: words,
      understood,
    });
  };
  const searchCollectionsV3: FieldResolver = (variables) => {
    const words = wordsOf(variables.query);
    const found = (options.collections ?? []).filter((collection) =>
      words.every((word) => collection.name.toLowerCase().includes(word)),
    );
    const { data, next } = page(found, variables.scrollID, variables.limit);
    return response('CollectionSearchResponse', variables, {
      data: data.map(collectionResult),
      scrollID: next,
      total: found.length,
      terms: words,
    });
  };
  return { resolvers: { searchProductsV3, searchCollectionsV3 } };
}
