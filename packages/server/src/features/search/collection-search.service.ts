import { searchLimits, searchWords } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CollectionSearchResponse,
  QuerySearchCollectionsV3Args,
} from '../../graphql/resolvers.generated.ts';
import { getCollectionsForViewer } from '../collections/index.ts';
import {
  type CollectionSortField,
  findMatchingCollections,
} from './collection-search.repository.ts';
import {
  announcePage,
  pageOfMatches,
  readSearchRequest,
  toMatchEnum,
  wordTerms,
} from './search-request.ts';
import { loadSearchScope } from './search-scope.ts';
import { keepFound } from './search-scrolls.repository.ts';
import { acceptedWords, termsShown } from './search-words.ts';

/**
 * searchCollectionsV3: the collections the viewer may read from the workspace whose name,
 * description, keywords or location match the query, relevance first and then the sort.
 */
export async function searchCollectionsV3(
  context: GraphQLContext,
  args: QuerySearchCollectionsV3Args,
): Promise<CollectionSearchResponse> {
  const request = readSearchRequest(args);
  const words = [...new Set(searchWords(request.query))].slice(0, searchLimits.maxWords);
  const scope = await loadSearchScope(context, args.workspaceId);
  const groups = await acceptedWords(context.database, words, request.match);
  const page = await pageOfMatches(
    context,
    'collections',
    request,
    args.scrollID,
    async (scroll) => {
      const found = await findMatchingCollections(context.database, {
        scope,
        libraryId: args.filters?.libraryId ?? null,
        match: request.match,
        words,
        groups,
        sort: {
          field: (args.sort?.field ?? 'RELEVANCE') as CollectionSortField,
          descending: args.sort?.descending ?? false,
        },
        cap: scroll.cap,
      });
      return keepFound(
        context.database,
        scroll,
        found.map((collection) => collection.id),
      );
    },
  );
  const data = await getCollectionsForViewer(
    context,
    args.workspaceId,
    page.keys,
    scope.inWorkspace,
  );
  const response: CollectionSearchResponse = {
    data,
    username: scope.userId,
    scrollID: page.scrollID,
    queryName: 'searchCollectionsV3',
    query: request.query,
    requestId: args.requestId ?? null,
    match: toMatchEnum(request.match),
    total: page.total,
    capped: page.capped,
    terms: termsShown(words, groups, () =>
      data.flatMap((collection) => [
        collection.name,
        collection.description ?? '',
        collection.location ?? '',
        ...(collection.keywords ?? []),
      ]),
    ),
    understood: wordTerms(words),
  };
  announcePage(context, response);
  return response;
}
