import { randomUUID } from 'node:crypto';
import {
  AppError,
  type SearchMatch,
  type SearchTerm,
  searchLimits,
  searchMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  CollectionSearchResponse,
  ProductSearchResponse,
  SearchMatch as SearchMatchEnum,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { loadCatalogueWorkspace } from '../collections/index.ts';
import { keepScroll, readScroll, type ScrollKind } from './search-scrolls.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'search.products': ProductSearchResponse;
    'search.collections': CollectionSearchResponse;
  }
}

/** What every search call shares: the query, its page size, and its match mode. */
export type SearchRequest = { query: string; limit: number; match: SearchMatch };

/** The query trimmed and checked, the page size (100 at most), and the mode (part by default). */
export function readSearchRequest(args: {
  query: string;
  limit?: number | null;
  match?: SearchMatchEnum | null;
}): SearchRequest {
  const query = args.query.trim();
  if (query.length > searchLimits.maxQueryLength) {
    throw new AppError('BAD_USER_INPUT', searchMessages.queryTooLong);
  }
  return {
    query,
    limit: pageSize(args.limit, searchLimits.pageSize, searchLimits.pageSize),
    match: (args.match ?? 'PART').toLowerCase() as SearchMatch,
  };
}

export const toMatchEnum = (match: SearchMatch) => match.toUpperCase() as SearchMatchEnum;

/** Word terms for the person searching; filters come from the query parser. */
export const wordTerms = (words: readonly string[]): SearchTerm[] =>
  words.map((word) => ({ kind: 'word', text: word, label: word }));

/**
 * A page of a search's matches: with a scrollID, from the matches kept when it began (the
 * searcher's own, still alive); else all matches are found in order by `find`, kept when there is
 * more than one page, and the first page taken.
 */
export async function pageOfMatches(
  context: GraphQLContext,
  kind: ScrollKind,
  request: SearchRequest,
  scrollID: string | null | undefined,
  find: () => Promise<string[]>,
): Promise<{ keys: string[]; total: number; capped: boolean; scrollID: string | null }> {
  const viewer = requireViewer(context);
  if (scrollID) {
    const [id, offset] = decodeCursor(scrollID, 2) as [string, number];
    const kept = await readScroll(context.database, {
      id,
      userId: viewer.userId,
      kind,
      offset,
      limit: request.limit,
    });
    if (!kept) throw new AppError('BAD_USER_INPUT', searchMessages.scrollExpired);
    const next = offset + request.limit;
    return {
      keys: kept.keys,
      total: kept.total,
      capped: kept.capped,
      scrollID: next < kept.total ? encodeCursor([id, next]) : null,
    };
  }
  const found = await find();
  const capped = found.length > searchLimits.keptMatches;
  const keys = found.slice(0, searchLimits.keptMatches);
  if (keys.length <= request.limit) {
    return { keys, total: keys.length, capped, scrollID: null };
  }
  const id = randomUUID();
  await keepScroll(context.database, { id, userId: viewer.userId, kind, keys, capped });
  return {
    keys: keys.slice(0, request.limit),
    total: keys.length,
    capped,
    scrollID: encodeCursor([id, request.limit]),
  };
}

const scopeOf = (userId: string, requestId: string) => JSON.stringify([userId, requestId]);

type SearchTopic = 'search.products' | 'search.collections';

/** Pushes a page to the searcher's subscription for its request id, when it has one. */
export function announcePage(
  context: GraphQLContext,
  page: ProductSearchResponse | CollectionSearchResponse,
): void {
  if (!page.requestId) return;
  const key = scopeOf(page.username, page.requestId);
  if (page.queryName === 'searchProductsV3') {
    context.pubsub.publish('search.products', key, page as ProductSearchResponse);
  } else {
    context.pubsub.publish('search.collections', key, page as CollectionSearchResponse);
  }
}

/** The viewer's own search pages for a request id, while they may still read the workspace. */
export async function subscribeToSearchPages(
  context: GraphQLContext,
  topic: SearchTopic,
  args: { workspaceId: string; requestId: string },
) {
  const viewer = requireViewer(context);
  await loadCatalogueWorkspace(context, args.workspaceId, { forCaps: false });
  return untilAccessLost(
    context,
    context.pubsub.subscribe(topic, scopeOf(viewer.userId, args.requestId)),
    () => loadCatalogueWorkspace(context, args.workspaceId, { forCaps: false }),
  );
}
