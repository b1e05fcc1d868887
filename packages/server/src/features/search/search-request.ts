import { randomUUID } from 'node:crypto';
import {
  AppError,
  isQueryTooLong,
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
import {
  type FirstPage,
  type NewScroll,
  pruneScrolls,
  readScroll,
  type ScrollKind,
} from './search-scrolls.repository.ts';

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
  if (isQueryTooLong(query)) {
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
 * searcher's own, still alive); else `find` finds them in order, keeps them when there is more
 * than one page (see NewScroll), and answers the first page.
 */
export async function pageOfMatches(
  context: GraphQLContext,
  kind: ScrollKind,
  request: SearchRequest,
  scrollID: string | null | undefined,
  find: (scroll: NewScroll) => Promise<FirstPage>,
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
  await pruneScrolls(context.database);
  const id = randomUUID();
  const cap = searchLimits.keptMatches;
  const first = await find({ id, userId: viewer.userId, kind, pageSize: request.limit, cap });
  const total = Math.min(first.found, cap);
  return {
    keys: first.keys,
    total,
    capped: first.found > cap,
    scrollID: total > request.limit ? encodeCursor([id, request.limit]) : null,
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
